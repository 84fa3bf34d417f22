/** The side panel: turn and phase, the orders of the current decision, the viewer's cards and objectives, the players. */
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { TargetList } from '../overlay/TargetList';
import { marksOf } from '../ui/roles';
import { useRisiko, type RisikoProps } from '../ui/useRisiko';
import { Cards } from './Cards';
import { Objectives } from './Objectives';
import { Orders } from './Orders';
import { Players } from './Players';
import { emptyHandNote } from './prompts';
import { Secrets } from './Secrets';
import { TurnHeader } from './TurnHeader';
import '../styles/panel.css';
import '../styles/cards.css';

export function RisikoPanel(props: RisikoProps) {
  const { t } = useTranslation('risiko');
  const r = useRisiko(props);
  const { view, seats, viewer } = props;
  const marks = useMemo(() => marksOf(r.ctx, r.selection), [r.ctx, r.selection]);
  return (
    <section className="rk-panel" data-testid="risiko-panel" aria-label={t('name')}>
      <TurnHeader view={view} seats={seats} viewer={viewer} />
      {viewer !== null && <Orders r={r} props={props} />}
      <TargetList view={view} seats={seats} marks={marks} step={r.d.step.kind} onTerritory={r.onTerritory} />
      {/* Keyed by the viewer: cards one player uncovered are covered again when the screen passes on. */}
      <Secrets key={viewer ?? 'nobody'} view={view} viewer={viewer}>
        {view.you !== null && (
          <Cards
            send={r.send}
            edit={r.edit}
            plays={r.d.cards}
            trading={r.d.step.kind === 'reinforce' && r.d.step.trades.length > 0}
            trade={r.selection.trade}
            hand={view.you.hand}
            captured={view.you.captured}
            emptyNote={emptyHandNote(view, viewer)}
          />
        )}
        <Objectives view={view} seats={seats} />
      </Secrets>
      <Players view={view} seats={seats} />
    </section>
  );
}
