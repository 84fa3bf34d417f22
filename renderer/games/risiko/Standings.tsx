/**
 * The standings strip above the board, always in view and the one place the players are listed: every
 * player in turn order with their colour and map pattern, faction (and team), territories, units, faction
 * cards and objectives (each count with its label as a tooltip,
 * and spelled out once at the start of the strip where the window is wide enough). The player whose turn
 * it is stands out; eliminated players are struck through.
 */
import { useTranslation } from '../../i18n/useTranslation';
import type { SeatInfo } from '../../../engines/core';
import type { RisikoView } from '../../../engines/risiko';
import { FactionEmblem } from '../../ui/Emblem';
import { FACTION_COLOURS } from './board/colour';
import { patternOf } from './board/ownership';
import { LegendBar } from './overlay/Legend';
import { teamTotals } from './panel/Players';
import type { RisikoProps } from './ui/useRisiko';
import './styles/standings.css';

interface StatProps {
  readonly symbol: string;
  readonly label: string;
  readonly value: number;
  /** Written after the value (the objectives a player or team needs: "/3"). */
  readonly of?: number;
  readonly testId: string;
  /** The count alone (tests read it). */
  readonly valueTestId: string;
  /** A longer tooltip (a team's shares). */
  readonly title?: string;
}

function Stat({ symbol, label, value, of, testId, valueTestId, title }: StatProps) {
  const spoken = of === undefined ? `${value}` : `${value}/${of}`;
  return (
    <span className="rk-stat" title={title ?? label} aria-label={`${label}: ${spoken}`} data-testid={testId}>
      <span className="rk-stat-symbol" aria-hidden="true">
        {symbol}
      </span>
      <span aria-hidden="true" data-testid={valueTestId} title={title}>
        {value}
      </span>
      {of !== undefined && <span aria-hidden="true">/{of}</span>}
    </span>
  );
}

/** Objectives completed and needed: in TEAM OBJECTIVE the team's shared count, each member's share in the tooltip. */
function Objectives({ view, seats, seat }: { readonly view: RisikoView; readonly seats: readonly SeatInfo[]; readonly seat: number }) {
  const { t } = useTranslation('risiko');
  const p = view.players[seat];
  if (p === undefined || view.mode === 'slayer') return null;
  const team = view.mode === 'team-objective' ? teamTotals(view).find((x) => x.team === p.team) : undefined;
  const ids = { testId: `risiko-standing-objectives-${seat}`, valueTestId: `risiko-completed-${seat}` };
  if (team === undefined) return <Stat symbol="★" label={t('ui.players.objectives')} value={p.completed.length} of={p.objectivesNeeded} {...ids} />;
  const shares = team.seats.map((o) => t('ui.players.share', { name: seats[o]?.name ?? '', count: view.players[o]?.completed.length ?? 0 })).join(' · ');
  return <Stat symbol="★" label={t('ui.players.teamObjectives')} value={team.completed} of={team.needed} title={shares} {...ids} />;
}

function Player({ view, seats, seat }: { readonly view: RisikoView; readonly seats: readonly SeatInfo[]; readonly seat: number }) {
  const { t } = useTranslation('risiko');
  const p = view.players[seat];
  if (p === undefined) return null;
  const faction = t(`factions.${p.faction}`);
  const classes = ['rk-standing', view.current === seat ? 'is-turn' : '', p.eliminated ? 'is-out' : ''].filter(Boolean).join(' ');
  return (
    <li className={classes} data-testid={`risiko-standing-${seat}`} data-pattern={patternOf(seat)} style={{ ['--seat' as string]: seats[seat]?.color }}>
      <span className={`rk-pattern rk-pattern--${patternOf(seat)}`} aria-hidden="true" />
      <span className="rk-standing-faction" title={faction} data-testid={`risiko-standing-faction-${seat}`}>
        <FactionEmblem faction={p.faction} size={13} colour={FACTION_COLOURS[p.faction]} />
        <span className="visually-hidden">{faction}</span>
      </span>
      <span className="rk-standing-name">{seats[seat]?.name}</span>
      {view.mode === 'team-objective' && (
        <span className="rk-standing-team" data-testid={`risiko-standing-team-${seat}`} title={t('ui.players.team', { n: p.team + 1 })}>
          {t('ui.players.teamShort', { n: p.team + 1 })}
        </span>
      )}
      {p.eliminated && <span className="rk-out">{t('ui.players.eliminated')}</span>}
      <Stat symbol="⬡" label={t('ui.players.territories')} value={p.territories} testId={`risiko-standing-territories-${seat}`} valueTestId={`risiko-territories-${seat}`} />
      <Stat symbol="♟" label={t('ui.players.units')} value={p.units} testId={`risiko-standing-units-${seat}`} valueTestId={`risiko-units-${seat}`} />
      <Stat symbol="▤" label={t('ui.players.cards')} value={p.handCount + p.capturedCount} testId={`risiko-standing-cards-${seat}`} valueTestId={`risiko-hand-${seat}`} />
      <Objectives view={view} seats={seats} seat={seat} />
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
      <LegendBar />
    </section>
  );
}
