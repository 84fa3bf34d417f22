/**
 * A scripted Scarab game for the end-to-end test (pure, runs in Node beside Playwright). The attacker
 * heads for the Chassis base, shoots the Shell once (damage from outside never reaches the Main Power
 * Core), climbs on while the Scarab kneels, enters, walks to the Main Power Core and shoots it until the
 * dial shows all black. The Scarab side rolls, prefers moves
 * that push a unit aside, fires each gun once in the game (then holds them), brings in its reinforcements
 * and lets them end the turn once they are active. `coverage` names what a plan shows.
 */
import {
  actionclixEngine,
  baseSquares,
  CORE_SQUARES,
  distance,
  geoFor,
  INTERIOR_WIDTH,
  type ActionClixAction,
  type ActionClixOptions,
  type ActionClixState,
} from '../../../engines/actionclix';
import type { GameEvent } from '../../../engines/core';
import type { Step } from '../../../renderer/games/actionclix/testing/policy';

const engine = actionclixEngine;

export interface ScarabStep extends Step {
  readonly events: readonly GameEvent[];
}

interface Memo {
  shotShell: boolean;
  firedMain: boolean;
  firedTurret: boolean;
}

function chassisDistance(s: ActionClixState, sq: number): number {
  const sc = s.scarab;
  if (sc === undefined) return 0;
  const geo = geoFor(s.options.battlefield, s.options.tiles);
  return Math.min(...baseSquares(sc, 'chassis', geo.width).map((b) => distance(geo, b, sq)));
}

function coreDistance(sq: number): number {
  const x = sq % INTERIOR_WIDTH;
  const y = Math.floor(sq / INTERIOR_WIDTH);
  return Math.min(...CORE_SQUARES.map((c) => Math.max(Math.abs((c % INTERIOR_WIDTH) - x), Math.abs(Math.floor(c / INTERIOR_WIDTH) - y))));
}

function lowest<T>(items: readonly T[], score: (t: T) => number): T | undefined {
  let best: T | undefined;
  let bestScore = Infinity;
  for (const i of items) {
    const v = score(i);
    if (v < bestScore) [best, bestScore] = [i, v];
  }
  return best;
}

const toOf = (a: ActionClixAction): number => ('to' in a ? a.to : 'square' in a ? a.square : -1);

function attackerOrder(s: ActionClixState, legal: readonly ActionClixAction[], memo: Memo): ActionClixAction | undefined {
  const of = <T extends ActionClixAction['type']>(t: T) => legal.filter((a): a is Extract<ActionClixAction, { type: T }> => a.type === t);
  const core = of('attack').find((a) => a.target === 'core');
  if (core !== undefined) return core;
  const shell = of('attack').find((a) => a.target === 'scarab');
  if (shell !== undefined && !memo.shotShell) return shell;
  const inside = lowest(of('moveInside').filter((a) => a.attack), (a) => coreDistance(a.to));
  if (inside !== undefined) return inside;
  const enter = lowest(of('enter').filter((a) => a.attack), (a) => coreDistance(a.to)) ?? lowest(of('enter'), (a) => coreDistance(a.to));
  if (enter !== undefined) return enter;
  const climb = of('climbOn')[0];
  if (climb !== undefined) return climb;
  const move = lowest(
    of('move').filter((a) => chassisDistance(s, a.to) < chassisDistance(s, s.units.find((u) => u.id === a.unit)?.sq ?? -1)),
    (a) => chassisDistance(s, a.to),
  );
  return move ?? shell;
}

function attackerChoice(s: ActionClixState, legal: readonly ActionClixAction[], memo: Memo): ActionClixAction {
  const first = legal[0];
  if (first === undefined) throw new Error('no legal action');
  if (first.type === 'placeSpawn' || first.type === 'deploy') return lowest(legal, (a) => chassisDistance(s, toOf(a))) ?? first;
  if (first.type === 'knockback') return first;
  const pending = s.turn?.pending[0];
  if (pending?.kind === 'strike') return legal.find((a) => a.type === 'attack' && a.target === 'core') ?? legal.find((a) => a.type === 'attack') ?? legal.find((a) => a.type === 'pass') ?? first;
  if (pending !== undefined) return legal.find((a) => a.type === 'cover') ?? lowest(legal.filter((a) => a.type === 'move'), (a) => chassisDistance(s, toOf(a))) ?? first;
  return attackerOrder(s, legal, memo) ?? legal.find((a) => a.type === 'endTurn') ?? first;
}

/** Whether an action makes the Scarab push a unit aside (the engine answers). */
function displaces(s: ActionClixState, seat: number, a: ActionClixAction): boolean {
  const r = engine.apply(s, seat, a);
  return r.ok && (r.value.state.scarab?.step?.kind === 'displace' || r.value.events.some((e) => e.type === 'displaced'));
}

function scarabChoice(s: ActionClixState, seat: number, legal: readonly ActionClixAction[], memo: Memo): ActionClixAction {
  const first = legal[0];
  if (first === undefined) throw new Error('no legal action');
  const moves = legal.filter((a) => a.type === 'scarabShift' || a.type === 'scarabRotate');
  if (moves.length > 0) return moves.find((a) => displaces(s, seat, a)) ?? first;
  const mortar = legal.filter((a) => a.type === 'scarabMortar');
  if (mortar.length > 0) return lowest(mortar, (a) => -Math.min(99, ...s.units.filter((u) => u.seat !== seat && u.status === 'map').map((u) => Math.abs(u.sq - toOf(a))))) ?? first;
  const fire = legal.find((a) => a.type === 'scarabFire' && ((a.gun === 'main' && !memo.firedMain) || (a.gun === 'turret' && !memo.firedTurret)));
  if (fire !== undefined) return fire;
  const hold = legal.find((a) => a.type === 'scarabHold');
  if (hold !== undefined) return hold;
  if (s.scarab?.step?.kind === 'reinforcements') return legal.find((a) => a.type === 'endTurn') ?? first;
  return first;
}

function remember(memo: Memo, a: ActionClixAction): void {
  if (a.type === 'attack' && a.target === 'scarab') memo.shotShell = true;
  if (a.type === 'scarabFire' && a.gun === 'main') memo.firedMain = true;
  if (a.type === 'scarabFire' && a.gun === 'turret') memo.firedTurret = true;
}

/** Plays the scenario from the options and seed for at most `max` actions. */
export function planScarab(options: ActionClixOptions, seed: string, max: number): ScarabStep[] {
  const set = engine.setup({ players: 2, options, seed });
  if (!set.ok) throw new Error(set.error.code);
  let state = set.value;
  const memo: Memo = { shotShell: false, firedMain: false, firedTurret: false };
  const steps: ScarabStep[] = [];
  while (steps.length < max && engine.outcome(state) === undefined) {
    const seat = engine.activePlayers(state)[0];
    if (seat === undefined) break;
    const legal = engine.legalActions(state, seat);
    if (legal.length === 0) break;
    const action = seat === state.scarab?.seat ? scarabChoice(state, seat, legal, memo) : attackerChoice(state, legal, memo);
    const next = engine.apply(state, seat, action);
    if (!next.ok) throw new Error(`${action.type}: ${next.error.code}`);
    remember(memo, action);
    steps.push({ seat, action, state, events: next.value.events });
    state = next.value.state;
  }
  return steps;
}

/** What a plan shows, by name: the steps the end-to-end test must cover. */
export const COVERAGE = ['shift', 'rotate', 'displaced', 'mainGun', 'turret', 'shellShot', 'climbKneeling', 'entered', 'coreHit', 'reinforcementsActive', 'victory'] as const;
export type Covered = (typeof COVERAGE)[number];

export function coverage(steps: readonly ScarabStep[]): Set<Covered> {
  const out = new Set<Covered>();
  for (const { events, action, state } of steps) {
    for (const e of events) {
      if (e.type === 'scarabShifted') out.add('shift');
      if (e.type === 'scarabRotated') out.add('rotate');
      if (e.type === 'displaced') out.add('displaced');
      if (e.type === 'scarabFired') out.add(e.gun === 'main' ? 'mainGun' : 'turret');
      if (e.type === 'scarabHit' && e.target === 'scarab') out.add('shellShot');
      if (e.type === 'scarabHit' && e.target === 'core') out.add('coreHit');
      if (e.type === 'climbedOn' && state.scarab?.kneeling === true) out.add('climbKneeling');
      if (e.type === 'entered') out.add('entered');
      if (e.type === 'reinforcementsActivated') out.add('reinforcementsActive');
      // The attackers win only through the Main Power Core: damage from outside never reaches it.
      if (e.type === 'coreDestroyed') out.add('victory');
    }
    if (action.type === 'attack' && action.target === 'scarab') out.add('shellShot');
  }
  return out;
}
