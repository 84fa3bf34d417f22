/** Small read-only questions about a state, shared by the rules, the legal-action lister and the view. */
import type { Seat } from '../core';
import { NEUTRAL, type RisikoState } from './types';

export function isTeamMode(s: RisikoState): boolean {
  return s.options.mode === 'team-objective';
}

/** Same seat, or allies in TEAM OBJECTIVE. The neutral Flood is nobody's ally. */
export function sameTeam(s: RisikoState, a: number, b: number): boolean {
  if (a === b) return a >= 0;
  if (a < 0 || b < 0) return false;
  return s.options.mode === 'team-objective' && s.seats[a]?.team === s.seats[b]?.team;
}

/** Living allies of a seat (never the seat itself). */
export function alliesOf(s: RisikoState, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < s.seats.length; i++) if (i !== seat && !s.seats[i]?.eliminated && sameTeam(s, i, seat)) out.push(i);
  return out;
}

/** The seat whose hero stands in territory t, or -1. */
export function heroAt(s: RisikoState, t: number): number {
  for (let i = 0; i < s.seats.length; i++) if (s.seats[i]?.hero === t) return i;
  return -1;
}

export function territoryCount(s: RisikoState, seat: number): number {
  let n = 0;
  const owner = s.owner;
  for (let i = 0; i < owner.length; i++) if (owner[i] === seat) n++;
  return n;
}

export function controlsOwnBase(s: RisikoState, seat: Seat): boolean {
  const base = s.seats[seat]?.base ?? -1;
  return base >= 0 && s.owner[base] === seat;
}

/** Bases (anyone's, own included) standing in territories the seat controls. */
export function basesControlled(s: RisikoState, seat: Seat): number {
  let n = 0;
  for (const st of s.seats) if (st.base >= 0 && s.owner[st.base] === seat) n++;
  return n;
}

/** The next living seat after `seat` in turn order. */
export function nextSeat(s: RisikoState, seat: Seat): Seat {
  const at = s.order.indexOf(seat);
  for (let k = 1; k <= s.order.length; k++) {
    const next = s.order[(at + k) % s.order.length] ?? seat;
    if (!s.seats[next]?.eliminated) return next;
  }
  return seat;
}

/** Objectives a seat (or its team, summed) must complete: 3, or 4 for a TEAM OBJECTIVE pair. */
export function objectivesNeeded(s: RisikoState, seat: Seat): number {
  if (!isTeamMode(s)) return 3;
  return s.seats.some((o, i) => i !== seat && o.team === s.seats[seat]?.team) ? 4 : 3;
}

/** Completed objectives of the seat's team (eliminated members' count too: rulebook sums the team). */
export function teamCompleted(s: RisikoState, seat: Seat): number {
  let n = 0;
  for (let i = 0; i < s.seats.length; i++) if (i === seat || sameTeam(s, i, seat)) n += s.seats[i]?.completed.length ?? 0;
  return n;
}

export function isEnemyTerritory(s: RisikoState, seat: Seat, t: number): boolean {
  const o = s.owner[t] ?? -1;
  return o === NEUTRAL || (o >= 0 && !sameTeam(s, seat, o));
}
