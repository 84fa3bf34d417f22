/**
 * The moves the bot considers and how it plays without search: `candidates` prunes and orders a decision's
 * legal moves for the search (amounts spread over their range), `rolloutMove` is the quick policy inside
 * the search's rollouts, `pickAmongGood` is the Easy bot's choice (plausible mistakes, no blunders).
 */
import { pickAmongGood as pickFromGood, spread, type Scored as CoreScored } from '../../core/bot/index';
import type { Random } from '../../core';
import { objectiveMet } from '../objectives';
import type { Phase, RisikoAction } from '../types';
import { scoreAction, type Ctx } from './scoring';
import { scoreSetup } from './setup';

export type Scored = CoreScored<RisikoAction>;

/** Kept per kind of move (best first); kinds not listed are all kept. */
const KEEP: Partial<Record<RisikoAction['type'], number>> = {
  reinforce: 4, redeployHero: 2, attack: 4, maneuver: 3, playCard: 2, tradeSkulls: 1, defend: 2, moveIn: 4, requestTransfer: 1,
  placeTeleporter: 4, placeBase: 4, claim: 4, placeNeutral: 4, placeSetupUnits: 4, placeHero: 3,
};
/** Moves below this score are dropped (ending the phase scores 0). */
const FLOOR: Partial<Record<RisikoAction['type'], number>> = { attack: -0.5, maneuver: 0, playCard: 0, requestTransfer: 0 };

/** The legal list with amounts between its ends: half the reinforcements, spread move-ins and maneuvers. */
export function expand(c: Ctx, legal: readonly RisikoAction[]): RisikoAction[] {
  const out: RisikoAction[] = [];
  const p = c.s.phase;
  for (const a of legal) {
    // One unit at a time is rarely worth a look when many are to place: half of them instead.
    if (a.type === 'reinforce' && p.kind === 'reinforce' && p.left >= 4) {
      out.push(a.count === 1 ? { ...a, count: Math.ceil(p.left / 2) } : a);
      continue;
    }
    out.push(a);
    // Dice are listed as 1 and the most: the 2 of three is a choice of its own (fewer dice, diceChoice.ts).
    if ((a.type === 'attack' || a.type === 'defend') && a.dice === 3) out.push({ ...a, dice: 2 });
    if (a.type === 'maneuver' && a.count > 2) out.push({ ...a, count: Math.ceil(a.count / 2) });
    if (a.type === 'moveIn' && p.kind === 'attack' && p.battle !== null && a.count === p.battle.minMove) {
      const max = (c.s.units[p.battle.from] ?? 0) - 1;
      for (const v of spread(a.count, max, 4)) if (v !== a.count && v !== max) out.push({ ...a, count: v });
    }
  }
  return out;
}

export function score(c: Ctx, a: RisikoAction): number {
  return c.s.phase.kind.startsWith('setup') ? scoreSetup(c, a) : scoreAction(c, a);
}

/** Every move scored, best first. */
export function ranked(c: Ctx, legal: readonly RisikoAction[]): Scored[] {
  return expand(c, legal)
    .map((action) => ({ action, score: score(c, action) }))
    .sort((x, y) => y.score - x.score);
}

/** The moves worth searching, best first (never empty for a non-empty legal list). */
export function candidates(c: Ctx, legal: readonly RisikoAction[]): RisikoAction[] {
  const all = ranked(c, legal);
  const claims = all.some((x) => x.action.type === 'claimObjective');
  const count = new Map<string, number>();
  const out: RisikoAction[] = [];
  for (const { action, score } of all) {
    const type = action.type;
    if (claims && type === 'skipObjective') continue;
    if (score < (FLOOR[type] ?? -Infinity)) continue;
    const n = count.get(type) ?? 0;
    if (n >= (KEEP[type] ?? Infinity)) continue;
    count.set(type, n + 1);
    out.push(action);
  }
  return out.length > 0 ? out : [all[0]?.action ?? (legal[0] as RisikoAction)];
}

/** After the attacks, rollouts claim a met objective and end the turn (no maneuvers: quick to decide). */
function quickFortify(c: Ctx, p: Extract<Phase, { kind: 'fortify' }>): RisikoAction {
  if (!p.objectiveOpen) return { type: 'endTurn' };
  for (const card of c.s.seats[c.seat]?.objectives ?? []) if (objectiveMet(c.g, c.s, c.seat, card)) return { type: 'claimObjective', card };
  return { type: 'skipObjective' };
}

/** The rollout policy: the best-scored move with some noise; undefined when there is none. */
export function rolloutMove(c: Ctx, legal: () => readonly RisikoAction[], rng: Random): RisikoAction | undefined {
  const p = c.s.phase;
  if (p.kind === 'fortify') return quickFortify(c, p);
  const list = legal();
  let best: RisikoAction | undefined = list[0];
  let bestScore = -Infinity;
  for (const a of expand(c, list)) {
    // Rollouts attack with the most dice: quick, and fewer are worth it in few positions (searched at the root).
    if (a.type === 'attack' && a.dice < Math.min(3, (c.s.units[c.index(a.from)] ?? 0) - 1)) continue;
    const v = score(c, a) + rng.below(1000) / 500;
    if (v > bestScore) {
      bestScore = v;
      best = a;
    }
  }
  return best;
}

/** Easy: one of the top three moves among those within `floor` of the best (engines/core/bot). */
export function pickAmongGood(scored: readonly Scored[], rng: Random, floor = 1.5): RisikoAction {
  return pickFromGood(scored, rng, floor);
}
