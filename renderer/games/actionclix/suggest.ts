/**
 * Suggested placements that one click accepts (pure, tested), each picked from the engine's legal actions,
 * so a suggestion is always legal: the next spawn point as far as can be from the other players' spawn
 * points (with none yet, near the seat's own corner), and the unit being deployed as far forward from its
 * own spawn points as it may go.
 */
import type { ActionClixAction, ActionClixView } from '../../../engines/actionclix';
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
