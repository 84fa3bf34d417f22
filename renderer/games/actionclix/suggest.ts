/**
 * Suggested placements that one click accepts (pure, tested), each picked from the engine's legal actions,
 * so a suggestion is always legal: the next spawn point as far as can be from the other players' spawn
 * points (with none yet, near the seat's own corner), and the unit being deployed as far forward from its
 * own spawn points as it may go.
 */
import type { ActionClixAction, ActionClixEngine, ActionClixState, ActionClixView } from '../../../engines/actionclix';
import type { Seat } from '../../../engines/core';

type PlaceSpawn = Extract<ActionClixAction, { type: 'placeSpawn' }>;
type Deploy = Extract<ActionClixAction, { type: 'deploy' }>;

function steps(width: number, a: number, b: number): number {
  return Math.max(Math.abs((a % width) - (b % width)), Math.abs(Math.floor(a / width) - Math.floor(b / width)));
}

/** The corner each seat begins from: top left, bottom right, top right, bottom left, then the top edge's middle. */
function cornerOf(view: Pick<ActionClixView, 'width' | 'height'>, seat: Seat): number {
  const { width: w, height: h } = view;
  const corners = [0, w * h - 1, w - 1, (h - 1) * w, Math.floor(w / 2)];
  return corners[seat % corners.length] ?? 0;
}

/** The best of `items` by `score` (highest), the first of equals. */
function best<T>(items: readonly T[], score: (item: T) => number): T | null {
  let out: T | null = null;
  let top = -Infinity;
  for (const item of items) {
    const s = score(item);
    if (s > top) [out, top] = [item, s];
  }
  return out;
}

export function suggestedSpawn(view: ActionClixView, legal: readonly ActionClixAction[], seat: Seat): PlaceSpawn | null {
  const choices = legal.filter((a): a is PlaceSpawn => a.type === 'placeSpawn');
  const others = view.spawns.filter((s) => s.seat !== seat).map((s) => s.sq);
  const corner = cornerOf(view, seat);
  const far = (sq: number) => (others.length === 0 ? 0 : Math.min(...others.map((o) => steps(view.width, sq, o))));
  // Far from the others first; between equals, near the seat's own corner.
  return best(choices, (a) => far(a.square) * 1000 - steps(view.width, a.square, corner));
}

export function suggestedDeploy(view: ActionClixView, legal: readonly ActionClixAction[], unit: string | null, seat: Seat): Deploy | null {
  const choices = legal.filter((a): a is Deploy => a.type === 'deploy' && a.unit === unit);
  const own = view.spawns.filter((s) => s.seat === seat).map((s) => s.sq);
  const forward = (sq: number) => (own.length === 0 ? 0 : Math.min(...own.map((o) => steps(view.width, sq, o))));
  return best(choices, (a) => forward(a.to));
}

/**
 * Every placement the seat makes in a row from `state`, each the suggestion above on the engine's list of
 * the moment (spawn points while the seat places them, then each unit of the deployment turn in the order
 * the list offers them): what "place all" sends, one recorded action each. It stops where the seat's run
 * ends: another seat places the next spawn point, or the engine ended the deployment turn with its last unit.
 */
export function suggestedPlacements(engine: ActionClixEngine, state: ActionClixState, seat: Seat, limit = 64): ActionClixAction[] {
  const out: ActionClixAction[] = [];
  let s = state;
  while (out.length < limit && engine.activePlayers(s)[0] === seat) {
    const legal = engine.legalActions(s, seat);
    const view = engine.view(s, seat);
    const unit = legal.find((a) => a.type === 'deploy')?.unit ?? null;
    const action = suggestedSpawn(view, legal, seat) ?? suggestedDeploy(view, legal, unit, seat);
    if (action === null) break;
    const next = engine.simulate(s, seat, action);
    if (!next.ok) break;
    out.push(action);
    s = next.value;
  }
  return out;
}
