/** Whose turn, the phase and where in the turn the game stands (reinforce → invade → objective → maneuver). */
import { memo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { SeatInfo } from '../../../../engines/core';
import type { RisikoView } from '../../../../engines/risiko';
import { uiStore } from '../ui/store';
import { SeatName } from './common';

const TRACK = ['reinforce', 'attack', 'fortify'] as const;

export const TurnHeader = memo(function TurnHeader({ view, seats, viewer }: { readonly view: RisikoView; readonly seats: readonly SeatInfo[]; readonly viewer: number | null }) {
  const { t } = useTranslation('risiko');
  const phase = view.phase.kind;
  const setup = phase.startsWith('setup');
  const deciding = viewer ?? view.active[0] ?? null;
  return (
    <header className="rk-turn" data-testid="risiko-turn" data-phase={phase}>
      <div className="rk-turn-line">
        <span className="rk-turn-number">{setup ? t('ui.turn.setup') : t('ui.turn.number', { n: view.turnNumber })}</span>
        {view.current !== null && <SeatName seat={view.current} seats={seats} />}
        <span className="rk-mode">
          {t(`modes.${view.mode}`)} · {t(`battlefields.${view.battlefield}`)}
        </span>
        <button type="button" className="btn btn-ghost rk-rules-open" data-testid="risiko-rules-open" title={`${t('ui.openRules')} (?)`} onClick={() => uiStore.update({ rulesOpen: true })}>
          {t('ui.openRules')}
        </button>
      </div>
      <p className="rk-phase" data-testid="risiko-phase">
        {t(`phases.${phase}`)}
      </p>
      {!setup && phase !== 'over' && (
        <ol className="rk-track" aria-label={t('ui.turn.track')}>
          {TRACK.map((p) => (
            <li key={p} className={p === phase ? 'is-now' : TRACK.indexOf(p) < TRACK.indexOf(phase as (typeof TRACK)[number]) ? 'is-done' : ''}>
              {t(`ui.turn.${p}`)}
            </li>
          ))}
        </ol>
      )}
      {deciding !== null && deciding !== view.current && (
        <p className="rk-deciding">
          {t('ui.turn.deciding')} <SeatName seat={deciding} seats={seats} />
        </p>
      )}
    </header>
  );
});
