/**
 * The side panel: the prompt line, the action count, Pass and End turn kept apart (near the top, always
 * in reach), the units still to deploy, the card of the chosen or pointed-at unit with its order modes,
 * the free actions (upgrade, swap, respawn), the rules and the table's animation speed, shared with the other games (the players stand in the strip above the board).
 */
import type { ActionClixView } from '../../../../engines/actionclix';
import type { SeatInfo } from '../../../../engines/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { memo } from 'react';
import { AnimSpeedPicker } from '../../../frame/AnimSpeedPicker';
import { useAfterPaint } from '../../../frame/useAfterPaint';
import { deployableUnits, modesOf, offers, type Mode } from '../model';
import { actionsPerTurn, promptOf } from '../prompt';
import { ScarabDialsPanel } from '../scarab/Dials';
import { dialsOf } from '../scarab/read';
import { ScarabTurn } from '../scarab/ScarabTurn';
import { uiStore, useUi, type UiState } from '../ui/store';
import { useActionClix, type Acx, type AcxProps } from '../ui/useActionClix';
import { FreeActions } from './FreeActions';
import { Suggestion } from './Suggestion';
import { UnitCard } from './UnitCard';
import '../styles/actionclix.css';

const selHover = (s: UiState) => s.hover;
const selReach = (s: UiState) => s.reach;

function Modes({ modes, mode, setMode }: { modes: readonly Mode[]; mode: Mode; setMode: (m: Mode) => void }) {
  const { t } = useTranslation('actionclix');
  if (modes.length < 2) return null;
  return (
    <div className="segmented acx-modes" role="radiogroup" aria-label={t('ui.modesLabel')}>
      {modes.map((m) => (
        <button key={m} type="button" role="radio" aria-checked={m === mode} className="segmented-item" data-testid={`acx-mode-${m}`} onClick={() => setMode(m)}>
          {t(`ui.modes.${m}`)}
        </button>
      ))}
    </div>
  );
}

function Deploy({ units, unit, names, select }: { units: readonly string[]; unit: string | null; names: (id: string) => string; select: (id: string) => void }) {
  const { t } = useTranslation('actionclix');
  if (units.length === 0) return null;
  return (
    <fieldset className="acx-free" data-testid="acx-deploy">
      <legend>{t('ui.deployTitle')}</legend>
      <div className="acx-free-buttons">
        {units.map((id) => (
          <button key={id} type="button" className="btn" aria-pressed={id === unit} data-testid={`acx-deploy-${id}`} onClick={() => select(id)}>
            {names(id)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The card of the unit under the pointer, else of the chosen one (UX: hovering a unit shows its card and
 * dial). Only this reads the hovered square, so pointing at squares re-renders the card, not the panel.
 */
function Card({ view, seats, unit }: { view: ActionClixView; seats: readonly SeatInfo[]; unit: string | null }) {
  const hover = useUi(selHover);
  const chosen = (hover >= 0 ? view.units.find((u) => u.status === 'map' && u.sq === hover) : undefined) ?? view.units.find((u) => u.id === unit && u.status === 'map');
  return chosen === undefined ? null : <UnitCard unit={chosen} colour={seats[chosen.seat]?.color ?? '#ccc'} />;
}

/**
 * A click that chooses a unit paints the board in its own frame; the panel (prompt, card, orders, free
 * actions) follows in the next one (frame/useAfterPaint), so the click's frame has no DOM to lay out and
 * paint. An action's new view is written at once (the key), so the panel never shows a selection of another view.
 */
export function ActionClixPanel(props: AcxProps) {
  const acx = useActionClix(props);
  return <PanelBody props={props} acx={useAfterPaint(acx, { key: props.view })} />;
}

const PanelBody = memo(function PanelBody({ props, acx }: { props: AcxProps; acx: Acx }) {
  const { t } = useTranslation('actionclix');
  const { view, seats, viewer, legal } = props;
  const reach = useUi(selReach);
  const name = viewer === null ? '' : (seats[viewer]?.name ?? '');
  const prompt = promptOf(view, legal, name, acx.unit, acx.mode, t);
  const roster = (id: string) => t(`units.${view.units.find((u) => u.id === id)?.roster ?? id}`);
  const turn = view.turn;
  const canPass = offers(legal, 'pass');
  const canEnd = offers(legal, 'endTurn');
  return (
    <section className="acx-panel" data-testid="acx-panel" data-unit={acx.unit ?? ''}>
      <p className="acx-prompt" role="status" aria-live="polite" data-testid="acx-prompt" data-key={prompt.key}>
        {t(prompt.key, prompt.params)}
      </p>
      {turn !== null && !turn.deploy && view.phase.kind === 'play' && (view.scarab?.step?.kind ?? 'reinforcements') === 'reinforcements' && (
        <p className="acx-count" data-testid="acx-actions" data-used={turn.used}>
          {t('ui.actions', { used: turn.used, max: actionsPerTurn(view) })}
        </p>
      )}
      <div className="acx-buttons">
        {canPass && (
          <button type="button" className="btn" data-testid="acx-pass" onClick={() => acx.send({ type: 'pass' })}>
            {t('ui.pass')}
          </button>
        )}
        {acx.unit !== null && !canPass && turn !== null && !turn.deploy && turn.pending.length === 0 && (
          <button type="button" className="btn btn-ghost" data-testid="acx-cancel" onClick={() => acx.select(null)}>
            {t('ui.cancel')}
          </button>
        )}
        {canEnd && (
          <button type="button" className="btn btn-primary" data-testid="acx-end-turn" onClick={() => acx.send({ type: 'endTurn' })}>
            {t('ui.endTurn')}
          </button>
        )}
      </div>
      <ScarabTurn view={view} legal={legal} send={acx.send} />
      <Suggestion view={view} legal={legal} viewer={viewer} unit={acx.unit} send={acx.send} />
      <Deploy units={deployableUnits(legal)} unit={acx.unit} names={roster} select={acx.select} />
      <Card view={view} seats={seats} unit={acx.unit} />
      <Modes modes={modesOf(legal, acx.unit)} mode={acx.mode} setMode={acx.setMode} />
      <FreeActions view={view} legal={legal} unit={acx.unit} send={acx.send} />
      {view.scarab !== undefined && <ScarabDialsPanel dials={dialsOf(view.scarab)} />}
      <div className="acx-tools">
        <button type="button" className={reach ? 'btn is-on' : 'btn btn-ghost'} aria-pressed={reach} title={t('ui.reach.title')} data-testid="acx-reach" onClick={() => uiStore.update({ reach: !reach })}>
          {t('ui.reach.button')}
        </button>
        <button type="button" className="btn btn-ghost" data-testid="acx-rules-open" onClick={() => uiStore.update({ rulesOpen: true })}>
          {t('ui.rules.open')}
        </button>
        <AnimSpeedPicker testId="acx-speed" />
      </div>
    </section>
  );
});
