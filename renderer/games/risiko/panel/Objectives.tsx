/**
 * Campaign cards: the viewer's own (private) with what each needs and whether it is met now; everyone's
 * completed cards and the cards revealed by the last-objective rule (public).
 */
import { memo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { SeatInfo } from '../../../../engines/core';
import { campaignCard, goalParams, type ObjectiveView, type RisikoView } from '../../../../engines/risiko';
import { SeatName } from './common';

function useObjectiveText(): (id: string) => { title: string; text: string } {
  const { t } = useTranslation('risiko');
  return (id) => {
    const card = campaignCard(id);
    return { title: t(`objectives.${id}.title`), text: t(`objectives.${id}.text`, card === undefined ? {} : goalParams(card.goal)) };
  };
}

function Own({ o }: { readonly o: ObjectiveView }) {
  const { t } = useTranslation('risiko');
  const text = useObjectiveText()(o.id);
  return (
    <li className={`rk-objective rk-objective--${o.difficulty}${o.met ? ' is-met' : ''}`} data-testid="risiko-objective" data-objective-id={o.id}>
      <div className="rk-objective-head">
        <span className="rk-difficulty">{t(`difficulties.${o.difficulty}`)}</span>
        <span className="rk-objective-title">{text.title}</span>
        {o.met && <span className="rk-met">{t('ui.objectives.met')}</span>}
      </div>
      <p className="rk-objective-text">{text.text}</p>
      <p className="rk-note">
        {t(`timing.${o.when}`)}
        {o.revealed ? ` · ${t('ui.objectives.revealed')}` : ''}
      </p>
    </li>
  );
}

interface ObjectivesProps {
  readonly view: RisikoView;
  readonly seats: readonly SeatInfo[];
}

/** Memoised: it depends on the view only, so selections and plans never re-render it. */
export const Objectives = memo(function Objectives({ view, seats }: ObjectivesProps) {
  const { t } = useTranslation('risiko');
  const text = useObjectiveText();
  if (view.mode === 'slayer') return null;
  const mine = view.you?.objectives ?? [];
  const publicCards = view.players.flatMap((p) => [
    ...p.completed.map((id) => ({ seat: p.seat, id, done: true })),
    ...(p.seat === view.you?.seat ? [] : p.revealed.map((id) => ({ seat: p.seat, id, done: false }))),
  ]);
  return (
    <section className="rk-section" aria-labelledby="rk-objectives-title" data-testid="risiko-objectives">
      <h3 id="rk-objectives-title" className="field-label">
        {t('ui.objectives.title')}
      </h3>
      {view.you !== null && (mine.length === 0 ? <p className="rk-note">{t('ui.objectives.noneLeft')}</p> : <ul className="rk-objectives">{mine.map((o) => <Own key={o.id} o={o} />)}</ul>)}
      {publicCards.length > 0 && (
        <ul className="rk-public-objectives" data-testid="risiko-public-objectives">
          {publicCards.map(({ seat, id, done }) => (
            <li key={`${seat}-${id}`} className={done ? 'is-done' : 'is-revealed'} title={text(id).text}>
              <SeatName seat={seat} seats={seats} />
              <span className="rk-public-mark">{done ? '✓' : '◉'}</span>
              <span>{text(id).title}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
