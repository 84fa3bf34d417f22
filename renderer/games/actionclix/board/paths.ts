/**
 * The battlefield squares each unit went through in an action (pure, tested), so the units layer can move
 * a unit along them instead of straight across: a move's path (its start included), a knockback's
 * squares, a step or jump off the Scarab. Moves on the Scarab's interior map are left straight.
 */
import type { GameEvent } from '../../../../engines/core';

const ALONG_A_PATH = new Set(['moved', 'knockedBack', 'steppedOff', 'jumpedOff']);

export function pathsOf(events: readonly GameEvent[]): ReadonlyMap<string, readonly number[]> {
  const out = new Map<string, number[]>();
  for (const e of events) {
    if (typeof e.type !== 'string' || !ALONG_A_PATH.has(e.type) || typeof e.unit !== 'string' || !Array.isArray(e.path)) continue;
    const squares = e.path.filter((sq): sq is number => typeof sq === 'number');
    // A unit moved and then knocked back goes the whole way, one path after the other.
    out.set(e.unit, [...(out.get(e.unit) ?? []), ...squares]);
  }
  return out;
}

/**
 * The points a glide goes through to `to`: the path's points after `from` (a path that starts where the
 * unit stood skips it), when the path ends at `to`; else straight there.
 */
export function waypoints<P extends { readonly x: number; readonly y: number }>(path: readonly P[] | undefined, from: P, to: P): readonly { x: number; y: number }[] {
  const last = path?.[path.length - 1];
  if (path === undefined || last === undefined || last.x !== to.x || last.y !== to.y) return [to];
  return path.filter((p, i) => !(i === 0 && p.x === from.x && p.y === from.y));
}

/** How long each leg of a glide takes: one glide per square, the whole path in at most three glides. */
export function legMs(speedMs: number, legs: number): number {
  return legs <= 0 ? 0 : Math.min(speedMs, (3 * speedMs) / legs);
}
