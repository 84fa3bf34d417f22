/**
 * Knockback (rulebook "Knockback"): the target moves away from the attacker along the squares whose
 * centres lie closest to the line of fire (extended beyond the target), one square at a time. Of the
 * neighbouring squares that lead away from the attacker, the one closest to the line is next; when two
 * are equally close the attacker's player chooses (a pending `knockback` choice). The path stops in the
 * square before a wall, blocking terrain, another unit or the map edge; abilities that say so deal
 * 1 damage when the path was blocked.
 */
import { DIRS } from './grid';
import type { Draft } from './draft';
import { dealDamage, eliminate } from './elimination';
import type { Pending } from './types';

type KnockbackPending = Extract<Pending, { kind: 'knockback' }>;

/** The candidate next squares from `cur` (equally close to the line), as [dir index]. */
export function candidates(width: number, origin: number, target: number, cur: number): number[] {
  const ox = origin % width;
  const oy = (origin - ox) / width;
  const dx = (target % width) - ox;
  const dy = Math.floor(target / width) - oy;
  const cx = cur % width;
  const cy = (cur - cx) / width;
  let best = Infinity;
  let out: number[] = [];
  DIRS.forEach(([sx, sy], d) => {
    if (sx * dx + sy * dy <= 0) return;
    const off = Math.abs((cx + sx - ox) * dy - (cy + sy - oy) * dx);
    if (off < best) {
      best = off;
      out = [d];
    } else if (off === best) out.push(d);
  });
  return out;
}

/** The square one step in direction d, or -1 off the map. */
function stepTo(d: Draft, cur: number, dir: number): number {
  const [sx, sy] = DIRS[dir] ?? [0, 0];
  const w = d.geo.width;
  const x = (cur % w) + sx;
  const y = Math.floor(cur / w) + sy;
  return x < 0 || y < 0 || x >= w || y >= d.geo.height ? -1 : y * w + x;
}

function open(d: Draft, cur: number, dir: number): boolean {
  const next = stepTo(d, cur, dir);
  return next >= 0 && ((d.geo.steps[cur] ?? 0) & (1 << dir)) !== 0 && (d.occ[next] ?? -1) < 0;
}

/** Ends the knockback: moves the unit along its path, logs it, and deals the blocked damage if any. */
function finishKnockback(d: Draft, p: KnockbackPending, blocked: boolean): void {
  const i = d.indexOf(p.unit);
  const last = p.path[p.path.length - 1] ?? d.unit(i).sq;
  d.patchUnit(i, { sq: last });
  d.log?.push({ type: 'knockedBack', unit: p.unit, owner: d.unit(i).seat, path: [...p.path], blocked });
  if (blocked && p.hurt && dealDamage(d, i, 1, 'knockback')) eliminate(d, i, d.indexOf(p.by));
}

/**
 * Walks the knockback as far as it goes without a choice. Returns the pending choice when the attacker
 * must pick between equally close squares, otherwise undefined (the knockback is finished).
 */
export function continueKnockback(d: Draft, p: KnockbackPending): KnockbackPending | undefined {
  let path = p.path.slice();
  const i = d.indexOf(p.unit);
  const start = d.unit(i).sq;
  for (let left = p.remaining; left > 0; left--) {
    const cur = path[path.length - 1] ?? start;
    const dirs = candidates(d.geo.width, p.origin, start, cur);
    const onMap = dirs.map((dir) => stepTo(d, cur, dir)).filter((sq) => sq >= 0);
    if (onMap.length >= 2) return { ...p, remaining: left, path, choices: onMap };
    const dir = dirs.find((x) => stepTo(d, cur, x) >= 0);
    if (dir === undefined || !open(d, cur, dir)) {
      finishKnockback(d, { ...p, path }, true);
      return undefined;
    }
    path = [...path, stepTo(d, cur, dir)];
  }
  finishKnockback(d, { ...p, path }, false);
  return undefined;
}

/**
 * A knockback the attacker may decline (Blast Back): the first step's squares as a choice, `pass` to
 * decline. With no square on the map the path is blocked at once: the hurt damage is dealt instead.
 */
export function offerKnockback(d: Draft, p: KnockbackPending): KnockbackPending | undefined {
  const start = d.unit(d.indexOf(p.unit)).sq;
  const choices = candidates(d.geo.width, p.origin, start, start)
    .map((dir) => stepTo(d, start, dir))
    .filter((sq) => sq >= 0);
  if (choices.length > 0) return { ...p, choices };
  finishKnockback(d, p, true);
  return undefined;
}

/** The attacker's choice at a tie: step onto `to` if open, else the path ends blocked there. */
export function chooseKnockback(d: Draft, p: KnockbackPending, to: number): KnockbackPending | undefined {
  const i = d.indexOf(p.unit);
  const start = d.unit(i).sq;
  const cur = p.path[p.path.length - 1] ?? start;
  const dir = DIRS.findIndex((_, k) => stepTo(d, cur, k) === to);
  if (dir < 0 || !open(d, cur, dir)) {
    finishKnockback(d, p, true);
    return undefined;
  }
  return continueKnockback(d, { ...p, path: [...p.path, to], remaining: p.remaining - 1, choices: [] });
}
