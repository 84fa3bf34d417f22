/** The teams of TEAM OBJECTIVE and their shared objectives (the players themselves are in the standings strip). */
import { memo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { SeatInfo } from '../../../../engines/core';
import type { RisikoView } from '../../../../engines/risiko';

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

/**
 * TEAM OBJECTIVE: the teams' shared objectives, one line per team. Everything else about the players
 * (colour, faction, team, counts) is in the standings strip above the board, once.
 */
export const Players = memo(function Players({ view, seats }: { readonly view: RisikoView; readonly seats: readonly SeatInfo[] }) {
  const { t } = useTranslation('risiko');
  if (view.mode !== 'team-objective') return null;
  return (
    <section className="rk-section" aria-labelledby="rk-players-title">
      <h3 id="rk-players-title" className="field-label">
        {t('ui.players.teams')}
      </h3>
      <TeamTotals view={view} seats={seats} />
    </section>
  );
});
