/**
 * Elimination and victory (rulebook, SIEG per mode). Victory is checked after every action (see
 * RULES.md): OBJECTIVE / ONE-ON-ONE: 3 objectives while holding your own base, or last player standing;
 * SLAYER: every territory; TEAM OBJECTIVE: 4 objectives for a pair (3 for the lone Flood) with every
 * living member holding their own base, or the last team standing.
 */
import type { Outcome, Seat } from '../core';
import type { Draft } from './draft';
import { alliesOf, controlsOwnBase, isTeamMode, objectivesNeeded, teamCompleted } from './queries';
import { revealLastObjectives } from './objectives';
import type { RisikoState } from './types';

/** Removes a player whose last unit fell: cards to the conqueror (captured), campaign cards to an ally. */
export function eliminate(d: Draft, victim: Seat, by: Seat): void {
  const st = d.seat(victim);
  const cards = [...st.hand, ...st.captured];
  d.updateSeat(victim, { eliminated: true, hero: -1, heroFallen: false, hand: [], captured: [], objectives: [], revealed: [] });
  if (cards.length > 0) d.updateSeat(by, { captured: [...d.seat(by).captured, ...cards] });
  d.log?.push({ type: 'playerEliminated', seat: victim, by, cards: cards.length });
  const ally = isTeamMode(d.s) ? alliesOf(d.s, victim)[0] : undefined;
  if (ally !== undefined && st.objectives.length > 0) {
    const a = d.seat(ally);
    const shown = st.objectives.filter((id) => st.revealed.includes(id));
    d.updateSeat(ally, { objectives: [...a.objectives, ...st.objectives], revealed: [...a.revealed, ...shown] });
    d.log?.push({ type: 'objectivesPassed', seat: victim, to: ally, count: st.objectives.length });
    revealLastObjectives(d, ally);
  }
}

function teamMembers(s: RisikoState, seat: Seat): Seat[] {
  return s.seats.map((_, i) => i).filter((i) => s.seats[i]?.team === s.seats[seat]?.team);
}

function teamOutcome(s: RisikoState, alive: readonly Seat[]): Outcome | undefined {
  const teams = new Set(alive.map((seat) => s.seats[seat]?.team));
  if (teams.size === 1) return { winners: teamMembers(s, alive[0] ?? 0), reason: 'last-team-standing' };
  for (const seat of alive) {
    const living = [seat, ...alliesOf(s, seat)];
    if (teamCompleted(s, seat) >= objectivesNeeded(s, seat) && living.every((m) => controlsOwnBase(s, m))) {
      return { winners: teamMembers(s, seat), reason: 'team-objectives' };
    }
  }
  return undefined;
}

/** The seat holding every territory, or -1. */
function holderOfAll(s: RisikoState): number {
  const first = s.owner[0] ?? -1;
  for (let t = 1; t < s.owner.length; t++) if (s.owner[t] !== first) return -1;
  return first;
}

/** Runs after every action, so it allocates nothing unless someone has won. */
export function computeOutcome(s: RisikoState): Outcome | undefined {
  let alive = 0;
  let last = -1;
  for (let i = 0; i < s.seats.length; i++) {
    if (s.seats[i]?.eliminated === true) continue;
    alive++;
    last = i;
  }
  if (s.options.mode === 'team-objective') return teamOutcome(s, s.seats.map((_, i) => i).filter((i) => !s.seats[i]?.eliminated));
  if (alive === 1) return { winners: [last], reason: s.options.mode === 'slayer' ? 'all-territories' : 'last-standing' };
  if (s.options.mode === 'slayer') {
    const all = holderOfAll(s);
    return all < 0 ? undefined : { winners: [all], reason: 'all-territories' };
  }
  for (let i = 0; i < s.seats.length; i++) {
    const st = s.seats[i];
    if (st !== undefined && !st.eliminated && st.completed.length >= 3 && controlsOwnBase(s, i)) return { winners: [i], reason: 'objectives' };
  }
  return undefined;
}

/** Ends the game if someone has won (not while a conquered territory still waits for its units). */
export function settleOutcome(d: Draft): void {
  const p = d.s.phase;
  if (d.s.turn === null || p.kind === 'over' || (p.kind === 'attack' && p.battle?.stage === 'moveIn')) return;
  const outcome = computeOutcome(d.s);
  if (outcome === undefined) return;
  d.s.outcome = outcome;
  d.setPhase({ kind: 'over' });
  d.log?.push({ type: 'gameWon', winners: [...outcome.winners], reason: outcome.reason });
}
