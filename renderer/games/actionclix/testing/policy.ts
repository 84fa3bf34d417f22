/**
 * A scripted player for the end-to-end tests (pure, runs in Node beside Playwright): spawn points near
 * the middle, deployment toward the enemy, then turns that rotate through the kinds of action (attack
 * and cover, attack, move and attack, move) so a short game covers each of them, and pass or end turn
 * when nothing else is left.
 */
import { actionclixEngine, distance, geoFor, type ActionClixAction, type ActionClixOptions, type ActionClixState } from '../../../../engines/actionclix';

export interface Step {
  readonly seat: number;
  readonly action: ActionClixAction;
  /** The state before the action (for squares the driver clicks). */
  readonly state: ActionClixState;
}

const engine = actionclixEngine;

/** Distance from `sq` to the nearest enemy unit on the battlefield (99 when there is none). */
export function nearestEnemy(s: ActionClixState, seat: number, sq: number): number {
  const geo = geoFor(s.options.battlefield, s.options.tiles);
  let best = 99;
  for (const u of s.units) if (u.status === 'map' && u.seat !== seat) best = Math.min(best, distance(geo, sq, u.sq));
  return best;
}

/** Distance from `sq` to the middle of the battlefield. */
export function centreDistance(s: ActionClixState, sq: number): number {
  const geo = geoFor(s.options.battlefield, s.options.tiles);
  const c = Math.floor(geo.height / 2) * geo.width + Math.floor(geo.width / 2);
  return distance(geo, sq, c);
}

/** The option whose square scores lowest (the first of equals). */
function closest(options: readonly ActionClixAction[], squareOf: (a: ActionClixAction) => number, score: (sq: number) => number): ActionClixAction | undefined {
  let best: ActionClixAction | undefined;
  let bestScore = Infinity;
  for (const a of options) {
    const v = score(squareOf(a));
    if (v < bestScore) [best, bestScore] = [a, v];
  }
  return best;
}

const toOf = (a: ActionClixAction): number => ('to' in a ? a.to : 'square' in a ? a.square : -1);

/** The rotation of preferred orders; `n` counts the orders given so far in the game. */
const ROTATION: readonly ActionClixAction['type'][][] = [['move'], ['attackCover', 'attack'], ['moveAttack'], ['attack']];

export function choose(s: ActionClixState, seat: number, legal: readonly ActionClixAction[], n: number): ActionClixAction {
  const of = <T extends ActionClixAction['type']>(t: T) => legal.filter((a) => a.type === t);
  const first = legal[0];
  if (first === undefined) throw new Error('no legal action');
  if (first.type === 'placeSpawn') return closest(legal, toOf, (sq) => centreDistance(s, sq)) ?? first;
  if (first.type === 'deploy') return closest(legal, toOf, (sq) => centreDistance(s, sq)) ?? first;
  if (first.type === 'knockback') return first;
  const strike = of('attack')[0] ?? of('grenade')[0];
  const pending = s.turn?.pending[0];
  if (pending?.kind === 'strike') return strike ?? of('pass')[0] ?? first;
  if (pending?.kind === 'cover' || pending?.kind === 'respawned') return of('cover')[0] ?? closest(of('move'), toOf, (sq) => nearestEnemy(s, seat, sq)) ?? first;
  for (let i = 0; i < ROTATION.length; i++) {
    for (const type of ROTATION[(n + i) % ROTATION.length] ?? []) {
      const options = of(type);
      if (options.length === 0) continue;
      if (type === 'move') return closest(options, toOf, (sq) => nearestEnemy(s, seat, sq)) ?? options[0] ?? first;
      if (type === 'moveAttack') {
        // Only worth it when a square in reach has an enemy near.
        const near = closest(options, toOf, (sq) => nearestEnemy(s, seat, sq));
        if (near !== undefined && nearestEnemy(s, seat, toOf(near)) <= 6) return near;
        continue;
      }
      return options[0] ?? first;
    }
  }
  return of('endTurn')[0] ?? first;
}

/** Plays a game from the options with the policy for at most `max` actions (or until `stop` says so). */
export function plan(options: ActionClixOptions, players: number, seed: string, max: number, stop?: (steps: readonly Step[]) => boolean): Step[] {
  const set = engine.setup({ players, options, seed });
  if (!set.ok) throw new Error(set.error.code);
  let state = set.value;
  const steps: Step[] = [];
  let orders = 0;
  while (steps.length < max && engine.outcome(state) === undefined) {
    const seat = engine.activePlayers(state)[0];
    if (seat === undefined) break;
    const action = choose(state, seat, engine.legalActions(state, seat), orders);
    if (['move', 'attack', 'moveAttack', 'attackCover', 'grenade', 'grenadeCover'].includes(action.type)) orders++;
    const next = engine.apply(state, seat, action);
    if (!next.ok) throw new Error(`${action.type}: ${next.error.code}`);
    steps.push({ seat, action, state });
    state = next.value.state;
    if (stop?.(steps) === true) break;
  }
  return steps;
}
