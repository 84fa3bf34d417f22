/**
 * A scripted player that plays a whole game quickly and on purpose touches every part of the rules a
 * person meets in a game (pure, runs in Node beside Playwright and in vitest): it throws a grenade, swaps
 * a weapon, upgrades, respawns, captures a spawn point, and gives each kind of order, otherwise shooting
 * at the target it most likely hits and moving toward the nearest enemy. `wholeGame` plays a seed to the
 * end and says which of those the game covered, so a test can pick a short seed that covers them all.
 */
import { actionclixEngine, type ActionClixAction, type ActionClixOptions, type ActionClixState, type ActionClixView } from '../../../../engines/actionclix';
import { centreDistance, nearestEnemy, type Step } from './policy';

const engine = actionclixEngine;

/** What a whole game must show a player at least once. */
export const MILESTONES = ['move', 'attack', 'moveAttack', 'attackCover', 'grenade', 'knockback', 'upgrade', 'respawn', 'swap', 'capture', 'loot', 'won'] as const;
export type Milestone = (typeof MILESTONES)[number];

type Of = <T extends ActionClixAction['type']>(t: T) => Extract<ActionClixAction, { type: T }>[];

function lowest<A>(options: readonly A[], score: (a: A) => number): A | undefined {
  let best: A | undefined;
  let bestScore = Infinity;
  for (const a of options) {
    const v = score(a);
    if (v < bestScore) [best, bestScore] = [a, v];
  }
  return best;
}

/** Chance that 2d6 reach `need` (two 6s always hit). */
function chance(need: number): number {
  let hits = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b >= need || a + b === 12) hits++;
  return hits / 36;
}

/** The shot most likely to hit, weighted toward targets close to elimination. */
function bestShot<A extends { unit: string; target: string }>(v: ActionClixView, shots: readonly A[]): A | undefined {
  const unit = (id: string) => v.units.find((u) => u.id === id);
  return lowest(shots, (a) => {
    const [u, t] = [unit(a.unit), unit(a.target)];
    if (u === undefined || t === undefined) return 0;
    return -chance(t.defense - u.attack) * (1 + t.click / 4);
  });
}

const toOf = (a: { to: number }): number => a.to;

function enemySpawns(s: ActionClixState, seat: number): Set<number> {
  return new Set(s.spawns.filter((sp) => s.seats[sp.seat]?.team !== s.seats[seat]?.team).map((sp) => sp.sq));
}

/** Free choices and respawns first (each once), then a capture, a grenade, the orders not yet given. */
function special(s: ActionClixState, seat: number, of: Of, done: ReadonlySet<Milestone>): ActionClixAction | undefined {
  if (!done.has('swap') && s.turnNumber > 2) {
    const swap = of('swap')[0];
    if (swap !== undefined) return swap;
  }
  const upgrade = of('upgrade')[0];
  if (upgrade !== undefined && !done.has('upgrade')) return upgrade;
  const respawn = of('respawn')[0];
  if (respawn !== undefined) return respawn;
  if (!done.has('capture')) {
    const spawns = enemySpawns(s, seat);
    const capture = of('move').find((a) => spawns.has(a.to));
    if (capture !== undefined) return capture;
  }
  if (!done.has('grenade')) {
    const enemies = new Set(s.units.filter((u) => u.status === 'map' && u.seat !== seat).map((u) => u.sq));
    const grenade = of('grenade').find((a) => enemies.has(a.square));
    if (grenade !== undefined) return grenade;
  }
  return undefined;
}

/** A move and attack after which the unit can shoot (tried on the engine, nearest enemies first). */
function moveThenShoot(s: ActionClixState, seat: number, of: Of): ActionClixAction | undefined {
  const tries = [...of('moveAttack')].sort((a, b) => nearestEnemy(s, seat, a.to) - nearestEnemy(s, seat, b.to)).slice(0, 24);
  return tries.find((a) => {
    const next = engine.apply(s, seat, a);
    return next.ok && engine.legalActions(next.value.state, seat).some((x) => x.type === 'attack');
  });
}

function order(s: ActionClixState, seat: number, of: Of, done: ReadonlySet<Milestone>): ActionClixAction | undefined {
  const v = engine.view(s, seat);
  if (!done.has('moveAttack')) {
    const a = moveThenShoot(s, seat, of);
    if (a !== undefined) return a;
  }
  if (!done.has('attackCover')) {
    const shot = bestShot(v, of('attackCover'));
    if (shot !== undefined) return shot;
  }
  const shot = bestShot(v, of('attack'));
  if (shot !== undefined) return shot;
  const moveAttacks = of('moveAttack');
  const near = lowest(moveAttacks, (a) => nearestEnemy(s, seat, a.to));
  if (near !== undefined && nearestEnemy(s, seat, near.to) <= 5 && (!done.has('moveAttack') || s.turn?.used === 0)) return near;
  return lowest(of('move'), (a) => nearestEnemy(s, seat, a.to) * 100 + centreDistance(s, a.to));
}

export function chooseWhole(s: ActionClixState, seat: number, legal: readonly ActionClixAction[], done: ReadonlySet<Milestone>): ActionClixAction {
  const of: Of = (t) => legal.filter((a): a is Extract<ActionClixAction, { type: typeof t }> => a.type === t);
  const first = legal[0];
  if (first === undefined) throw new Error('no legal action');
  if (first.type === 'placeSpawn') return lowest(of('placeSpawn'), (a) => centreDistance(s, a.square)) ?? first;
  if (first.type === 'deploy') return lowest(of('deploy'), (a) => centreDistance(s, a.to)) ?? first;
  if (first.type === 'knockback') return first;
  const pending = s.turn?.pending[0];
  if (pending?.kind === 'strike') return bestShot(engine.view(s, seat), of('attack')) ?? of('grenade')[0] ?? of('pass')[0] ?? first;
  if (pending?.kind === 'cover') return of('cover')[0] ?? first;
  if (pending?.kind === 'respawned') return lowest(of('move'), (a) => nearestEnemy(s, seat, toOf(a))) ?? first;
  return special(s, seat, of, done) ?? order(s, seat, of, done) ?? of('endTurn')[0] ?? first;
}

function reached(a: ActionClixAction, events: readonly { type: string }[]): Milestone[] {
  const out: Milestone[] = [];
  const kinds: Partial<Record<ActionClixAction['type'], Milestone>> = { move: 'move', attack: 'attack', moveAttack: 'moveAttack', attackCover: 'attackCover', grenade: 'grenade', grenadeCover: 'grenade', upgrade: 'upgrade', respawn: 'respawn', swap: 'swap' };
  const kind = kinds[a.type];
  if (kind !== undefined) out.push(kind);
  const byEvent: Record<string, Milestone> = { knockedBack: 'knockback', captured: 'capture', lootRolled: 'loot', gameWon: 'won' };
  for (const e of events) {
    const m = byEvent[e.type];
    if (m !== undefined) out.push(m);
  }
  return out;
}

export interface WholeGame {
  readonly steps: Step[];
  readonly covered: ReadonlySet<Milestone>;
  readonly final: ActionClixState;
}

/** Plays the seed to the end (or `max` actions) with `chooseWhole`. */
export function wholeGame(options: ActionClixOptions, players: number, seed: string, max = 400): WholeGame {
  const set = engine.setup({ players, options, seed });
  if (!set.ok) throw new Error(set.error.code);
  let state = set.value;
  const steps: Step[] = [];
  const covered = new Set<Milestone>();
  while (steps.length < max && engine.outcome(state) === undefined) {
    const seat = engine.activePlayers(state)[0];
    if (seat === undefined) break;
    const action = chooseWhole(state, seat, engine.legalActions(state, seat), covered);
    const next = engine.apply(state, seat, action);
    if (!next.ok) throw new Error(`${action.type}: ${next.error.code}`);
    for (const m of reached(action, next.value.events)) covered.add(m);
    steps.push({ seat, action, state });
    state = next.value.state;
  }
  return { steps, covered, final: state };
}
