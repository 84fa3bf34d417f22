/** Everyone at the table: faction, colour, territories, units, cards, objectives done, eliminated. */
import { memo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { SeatInfo } from '../../../../engines/core';
import type { RisikoView } from '../../../../engines/risiko';
import { FactionEmblem } from '../../../ui/Emblem';
import { FACTION_COLOURS } from '../board/colour';

export interface TeamTotal {
  readonly team: number;
  /** Members in seat order. */
  readonly seats: readonly number[];
  /** Objectives the members completed together (rulebook: a team's completed objectives are added up). */
  readonly completed: number;
  /** Objectives the team needs to win: 4 for a pair, 3 for the lone Flood. */
  readonly needed: number;
}

/** TEAM OBJECTIVE: every team in turn order (of its first member) with its members and shared count. */
export function teamTotals(view: RisikoView): TeamTotal[] {
  const teams = [...new Set(view.order.map((seat) => view.players[seat]?.team ?? -1))].filter((team) => team >= 0);
  return teams.map((team) => {
    const members = view.players.filter((p) => p.team === team);
    const completed = members.reduce((n, p) => n + p.completed.length, 0);
    return { team, seats: members.map((p) => p.seat), completed, needed: members[0]?.objectivesNeeded ?? 0 };
  });
}

/** Objectives completed: in TEAM OBJECTIVE the team's shared count in every member's row, each share in the tooltip. */
function Completed({ view, seats, seat }: { readonly view: RisikoView; readonly seats: readonly SeatInfo[]; readonly seat: number }) {
  const { t } = useTranslation('risiko');
  const p = view.players[seat];
  if (p === undefined) return null;
  const team = view.mode === 'team-objective' ? teamTotals(view).find((x) => x.team === p.team) : undefined;
  if (team === undefined) return <td data-testid={`risiko-completed-${seat}`}>{p.completed.length}</td>;
  const title = team.seats.map((o) => t('ui.players.share', { name: seats[o]?.name ?? '', count: view.players[o]?.completed.length ?? 0 })).join(' · ');
  return (
    <td data-testid={`risiko-completed-${seat}`} title={title} aria-label={t('ui.players.teamCompleted', { count: team.completed })}>
      {team.completed}
    </td>
  );
}

/** TEAM OBJECTIVE: one line per team with its members and the objectives they completed together. */
function TeamTotals({ view, seats }: { readonly view: RisikoView; readonly seats: readonly SeatInfo[] }) {
  const { t } = useTranslation('risiko');
  if (view.mode !== 'team-objective') return null;
  return (
    <ul className="rk-team-totals" data-testid="risiko-team-totals">
      {teamTotals(view).map(({ team, seats: members, completed, needed }) => (
        <li key={team} className="rk-note" data-testid={`risiko-team-${team}`}>
          {t('ui.players.teamLine', { n: team + 1, names: members.map((o) => seats[o]?.name ?? '').join(' & '), count: completed, needed })}
        </li>
      ))}
    </ul>
  );
}

function PlayerRow({ view, seats, seat }: { readonly view: RisikoView; readonly seats: readonly SeatInfo[]; readonly seat: number }) {
  const { t } = useTranslation('risiko');
  const p = view.players[seat];
  if (p === undefined) return null;
  const classes = [p.eliminated ? 'is-out' : '', view.current === seat ? 'is-turn' : '', view.active.includes(seat) ? 'is-active' : ''].filter(Boolean).join(' ');
  return (
    <tr className={classes} data-testid={`risiko-player-${seat}`}>
      <th scope="row">
        <span className="seat-dot" style={{ background: seats[seat]?.color }} aria-hidden="true" />
        <span className="rk-player-name">{seats[seat]?.name}</span>
        <span className="rk-faction" style={{ color: FACTION_COLOURS[p.faction] }}>
          <FactionEmblem faction={p.faction} size={13} colour={FACTION_COLOURS[p.faction]} /> {t(`factions.${p.faction}`)}
          {view.mode === 'team-objective' ? ` · ${t('ui.players.team', { n: p.team + 1 })}` : ''}
        </span>
        {p.eliminated && <span className="rk-out">{t('ui.players.eliminated')}</span>}
      </th>
      <td data-testid={`risiko-territories-${seat}`}>{p.territories}</td>
      <td data-testid={`risiko-units-${seat}`}>{p.units}</td>
      <td data-testid={`risiko-hand-${seat}`}>{p.handCount + p.capturedCount}</td>
      {view.mode !== 'slayer' && <Completed view={view} seats={seats} seat={seat} />}
    </tr>
  );
}

/** Memoised: it depends on the view only. */
export const Players = memo(function Players({ view, seats }: { readonly view: RisikoView; readonly seats: readonly SeatInfo[] }) {
  const { t } = useTranslation('risiko');
  const order = [...view.order];
  return (
    <section className="rk-section" aria-labelledby="rk-players-title">
      <h3 id="rk-players-title" className="field-label">
        {t('ui.players.title')}
      </h3>
      <table className="rk-players" data-testid="risiko-players">
        <thead>
          <tr>
            <th scope="col">{t('ui.players.player')}</th>
            <th scope="col" title={t('ui.players.territories')}>
              ⬡
            </th>
            <th scope="col" title={t('ui.players.units')}>
              ♟
            </th>
            <th scope="col" title={t('ui.players.cards')}>
              ▤
            </th>
            {view.mode !== 'slayer' && (
              <th scope="col" title={view.mode === 'team-objective' ? t('ui.players.teamObjectives') : t('ui.players.objectives')}>
                ★
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {order.map((seat) => (
            <PlayerRow key={seat} view={view} seats={seats} seat={seat} />
          ))}
        </tbody>
      </table>
      <TeamTotals view={view} seats={seats} />
    </section>
  );
});
