/**
 * The standings strip above the board, always in view: every player in turn order with their colour and
 * map pattern, territories, units, faction cards and objectives (each count with its label as a tooltip,
 * and spelled out once at the start of the strip where the window is wide enough). The player whose turn
 * it is stands out; eliminated players are struck through.
 */
import { useTranslation } from '../../i18n/useTranslation';
import type { SeatInfo } from '../../../engines/core';
import type { RisikoView } from '../../../engines/risiko';
import { patternOf } from './board/ownership';
import { teamTotals } from './panel/Players';
import type { RisikoProps } from './ui/useRisiko';
import './styles/standings.css';

interface StatProps {
  readonly symbol: string;
  readonly label: string;
  readonly value: string | number;
  readonly testId: string;
}

function Stat({ symbol, label, value, testId }: StatProps) {
  return (
    <span className="rk-stat" title={label} aria-label={`${label}: ${value}`} data-testid={testId}>
      <span className="rk-stat-symbol" aria-hidden="true">
        {symbol}
      </span>
      <span aria-hidden="true">{value}</span>
    </span>
  );
}

function objectives(view: RisikoView, seat: number): string {
  const p = view.players[seat];
  if (p === undefined) return '';
  const team = view.mode === 'team-objective' ? teamTotals(view).find((x) => x.team === p.team) : undefined;
  return team === undefined ? `${p.completed.length}/${p.objectivesNeeded}` : `${team.completed}/${team.needed}`;
}

function Player({ view, seats, seat }: { readonly view: RisikoView; readonly seats: readonly SeatInfo[]; readonly seat: number }) {
  const { t } = useTranslation('risiko');
  const p = view.players[seat];
  if (p === undefined) return null;
  const classes = ['rk-standing', view.current === seat ? 'is-turn' : '', p.eliminated ? 'is-out' : ''].filter(Boolean).join(' ');
  return (
    <li className={classes} data-testid={`risiko-standing-${seat}`} data-pattern={patternOf(seat)} style={{ ['--seat' as string]: seats[seat]?.color }}>
      <span className={`rk-pattern rk-pattern--${patternOf(seat)}`} aria-hidden="true" />
      <span className="rk-standing-name">{seats[seat]?.name}</span>
      {p.eliminated && <span className="rk-out">{t('ui.players.eliminated')}</span>}
      <Stat symbol="⬡" label={t('ui.players.territories')} value={p.territories} testId={`risiko-standing-territories-${seat}`} />
      <Stat symbol="♟" label={t('ui.players.units')} value={p.units} testId={`risiko-standing-units-${seat}`} />
      <Stat symbol="▤" label={t('ui.players.cards')} value={p.handCount + p.capturedCount} testId={`risiko-standing-cards-${seat}`} />
      {view.mode !== 'slayer' && (
        <Stat symbol="★" label={view.mode === 'team-objective' ? t('ui.players.teamObjectives') : t('ui.players.objectives')} value={objectives(view, seat)} testId={`risiko-standing-objectives-${seat}`} />
      )}
    </li>
  );
}

/** Memoised by the catalog like the Board and Panel: it changes with the view only. */
export function RisikoStandings({ view, seats }: RisikoProps) {
  const { t } = useTranslation('risiko');
  return (
    <section className="rk-standings hud-panel" aria-label={t('ui.players.title')} data-testid="risiko-standings">
      <p className="rk-standings-key" aria-hidden="true">
        ⬡ {t('ui.players.territories')} · ♟ {t('ui.players.units')} · ▤ {t('ui.players.cards')}
        {view.mode !== 'slayer' ? ` · ★ ${t('ui.players.objectives')}` : ''}
      </p>
      <ul>
        {view.order.map((seat) => (
          <Player key={seat} view={view} seats={seats} seat={seat} />
        ))}
      </ul>
    </section>
  );
}
