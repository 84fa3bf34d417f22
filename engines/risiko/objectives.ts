/**
 * Campaign objectives: one small pure checker per kind of goal, the claim after the attack phase (at most
 * one per turn; rulebook: choose which if several are met) and the rule that a player's (team's) last
 * needed objectives are revealed to everyone.
 */
import { type Result, type Seat } from '../core';
import { campaignCard, type Goal, type GoalKind } from './campaignCards';
import type { Draft } from './draft';
import { DONE, fail } from './errors';
import { links, type TerritoryGraph } from './territoryGraph';
import { alliesOf, objectivesNeeded, sameTeam, teamCompleted, territoryCount } from './queries';
import { holdsRegion, regionsHeld } from './reinforcements';
import type { ActionOf, RisikoState, TurnState } from './types';

export interface GoalContext {
  readonly g: TerritoryGraph;
  readonly s: RisikoState;
  readonly seat: Seat;
  readonly turn: TurnState;
}

type Checker<K extends GoalKind> = (c: GoalContext, goal: Extract<Goal, { kind: K }>) => boolean;
type Checkers = { readonly [K in GoalKind]: Checker<K> };

function maxUnits(c: GoalContext): number {
  let best = 0;
  for (let t = 0; t < c.g.n; t++) if (c.s.owner[t] === c.seat) best = Math.max(best, c.s.units[t] ?? 0);
  return best;
}

function enemyBasesHeld(c: GoalContext): number {
  let n = 0;
  c.s.seats.forEach((st, i) => {
    if (st.base >= 0 && !sameTeam(c.s, i, c.seat) && c.s.owner[st.base] === c.seat) n++;
  });
  return n;
}

function heldOnHalf(c: GoalContext, half: number): number {
  let n = 0;
  for (let t = 0; t < c.g.n; t++) if (c.g.half[t] === half && c.s.owner[t] === c.seat) n++;
  return n;
}

const CHECKERS: Checkers = {
  'hold-territories': (c, goal) => territoryCount(c.s, c.seat) >= goal.count,
  'strong-territories': (c, goal) => {
    let n = 0;
    for (let t = 0; t < c.g.n; t++) if (c.s.owner[t] === c.seat && (c.s.units[t] ?? 0) >= goal.units) n++;
    return n >= goal.count;
  },
  conquests: (c, goal) => c.turn.conquests >= goal.count,
  'conquests-from-one': (c, goal) => c.turn.conqueredFrom.slice(0, c.s.players).some((n) => n >= goal.count),
  'two-opponents': (c) => c.turn.conqueredFrom.slice(0, c.s.players).filter((n) => n > 0).length >= 2,
  regions: (c, goal) => regionsHeld(c.g, c.s, c.seat) >= goal.count,
  'region-bonus': (c, goal) => c.g.regions.some((r) => r.bonus >= goal.min && holdsRegion(c.s, c.seat, r.members)),
  'units-in-one': (c, goal) => maxUnits(c) >= goal.count,
  'hero-conquests': (c, goal) => c.turn.heroConquests >= goal.count,
  'teleporter-pair': (c) => c.s.teleporters.some((t) => t.b >= 0 && c.s.owner[t.a] === c.seat && c.s.owner[t.b] === c.seat),
  'enemy-bases': (c, goal) => enemyBasesHeld(c) >= goal.count,
  'both-halves': (c) => c.turn.halves === 0b11,
  eliminate: (c) => c.turn.eliminations > 0,
  'each-half': (c, goal) => c.g.battlefield.halves.length === 2 && heldOnHalf(c, 0) >= goal.count && heldOnHalf(c, 1) >= goal.count,
  'base-fortress': (c) => {
    const base = c.s.seats[c.seat]?.base ?? -1;
    return base >= 0 && c.s.owner[base] === c.seat && (links(c.g, c.s.teleporters)[base] ?? []).every((t) => c.s.owner[t] === c.seat);
  },
};

/** Whether a goal holds now (for `start` goals: whether it held at the start of the turn, see below). */
export function checkGoal(c: GoalContext, goal: Goal): boolean {
  return (CHECKERS[goal.kind] as Checker<GoalKind>)(c, goal);
}

/** The seat's `start` objectives met by the position at the start of its turn. */
export function startObjectivesMet(g: TerritoryGraph, s: RisikoState, seat: Seat, turn: TurnState): string[] {
  const c: GoalContext = { g, s, seat, turn };
  return (s.seats[seat]?.objectives ?? []).filter((id) => {
    const card = campaignCard(id);
    return card !== undefined && card.when === 'start' && checkGoal(c, card.goal);
  });
}

export function objectiveMet(g: TerritoryGraph, s: RisikoState, seat: Seat, id: string): boolean {
  const card = campaignCard(id);
  const turn = s.turn;
  if (card === undefined || turn === null) return false;
  if (card.when === 'start') return turn.startMet.includes(id);
  return checkGoal({ g, s, seat, turn }, card.goal);
}

/** Reveals every held objective of the seat's team once exactly one more completion would win. */
export function revealLastObjectives(d: Draft, seat: Seat): void {
  if (d.s.options.mode === 'slayer') return;
  if (objectivesNeeded(d.s, seat) - teamCompleted(d.s, seat) !== 1) return;
  for (const member of [seat, ...alliesOf(d.s, seat)]) {
    const st = d.seat(member);
    if (st.eliminated) continue;
    const hidden = st.objectives.filter((id) => !st.revealed.includes(id));
    if (hidden.length === 0) continue;
    d.updateSeat(member, { revealed: [...st.revealed, ...hidden] });
    for (const card of hidden) d.log?.push({ type: 'objectiveRevealed', seat: member, card });
    d.mark('hidden');
  }
}

export function claimObjective(d: Draft, seat: Seat, action: ActionOf<'claimObjective'>): Result<void> {
  const p = d.s.phase;
  if (p.kind !== 'fortify') return fail('risiko/wrong-phase', { phase: p.kind });
  if (d.turn().objectiveDone) return fail('risiko/objective-done');
  if (!p.objectiveOpen) return fail('risiko/objective-closed');
  const st = d.seat(seat);
  if (!st.objectives.includes(action.card)) return fail('risiko/objective-not-yours', { card: action.card });
  if (!objectiveMet(d.g, d.s, seat, action.card)) return fail('risiko/objective-not-met', { card: action.card });
  d.updateSeat(seat, {
    objectives: st.objectives.filter((c) => c !== action.card),
    revealed: st.revealed.filter((c) => c !== action.card),
    completed: [...st.completed, action.card],
  });
  d.updateTurn({ objectiveDone: true });
  d.setPhase({ ...p, objectiveOpen: false });
  d.log?.push({ type: 'objectiveCompleted', seat, card: action.card });
  d.mark('hidden');
  revealLastObjectives(d, seat);
  return DONE;
}

export function skipObjective(d: Draft): Result<void> {
  const p = d.s.phase;
  if (p.kind !== 'fortify') return fail('risiko/wrong-phase', { phase: p.kind });
  if (!p.objectiveOpen) return fail('risiko/objective-closed');
  d.setPhase({ ...p, objectiveOpen: false });
  return DONE;
}
