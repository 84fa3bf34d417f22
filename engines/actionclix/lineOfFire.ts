/**
 * Line of fire (RULINGS): the segment between the centres of two squares is blocked when it touches a
 * wall (touching a wall's end point counts) or passes through the interior of a square held by an enemy
 * of the attacker other than the target; friendly units never block, and touching only a square's corner
 * does not cross it. Blocking terrain is walled on all four sides, so it blocks like walls.
 *
 * The walk is exact integer arithmetic: in half-square units the segment crosses the k-th vertical grid
 * line at t = (2k-1) / (2|dx|) and the k-th horizontal one at (2k-1) / (2|dy|); equal times are a corner.
 */
import type { Geo } from './grid';

/** The result of a line-of-fire check: clear, blocked by a wall, or blocked by the unit on a square. */
export const CLEAR = -1;
export const WALL = -2;

/**
 * `occTeam[sq]` holds the team + 1 of the unit on each square (0 when empty); units of `team` never block.
 * Returns CLEAR, WALL or the square of the first enemy unit in the way.
 */
export function traceLine(geo: Geo, occTeam: Int8Array, team: number, from: number, to: number): number {
  const w = geo.width;
  const w1 = w + 1;
  let cx = from % w;
  let cy = (from - cx) / w;
  const tx = to % w;
  const ty = (to - tx) / w;
  const sx = tx > cx ? 1 : -1;
  const sy = ty > cy ? 1 : -1;
  const adx = tx > cx ? tx - cx : cx - tx;
  const ady = ty > cy ? ty - cy : cy - ty;
  const own = team + 1;
  let i = 1;
  let j = 1;
  while (cx !== tx || cy !== ty) {
    const a = adx === 0 ? Infinity : (2 * i - 1) * ady;
    const b = ady === 0 ? Infinity : (2 * j - 1) * adx;
    if (adx !== 0 && (ady === 0 || a < b)) {
      if (geo.vEdge[cy * w1 + (sx > 0 ? cx + 1 : cx)] === 1) return WALL;
      cx += sx;
      i++;
    } else if (adx === 0 || a > b) {
      if (geo.hEdge[(sy > 0 ? cy + 1 : cy) * w + cx] === 1) return WALL;
      cy += sy;
      j++;
    } else {
      if (geo.cornerWall[(sy > 0 ? cy + 1 : cy) * w1 + (sx > 0 ? cx + 1 : cx)] === 1) return WALL;
      cx += sx;
      cy += sy;
      i++;
      j++;
    }
    const sq = cy * w + cx;
    if (sq !== to) {
      const occ = occTeam[sq] ?? 0;
      if (occ !== 0 && occ !== own) return sq;
    }
  }
  return CLEAR;
}

export function clearLine(geo: Geo, occTeam: Int8Array, team: number, from: number, to: number): boolean {
  return traceLine(geo, occTeam, team, from, to) === CLEAR;
}

/** The squares whose interior the line of fire passes through, in order (for drawing and knockback). */
export function lineSquares(geo: Geo, from: number, to: number): number[] {
  const out: number[] = [];
  const w = geo.width;
  let cx = from % w;
  let cy = (from - cx) / w;
  const tx = to % w;
  const ty = (to - tx) / w;
  const sx = tx > cx ? 1 : -1;
  const sy = ty > cy ? 1 : -1;
  const adx = Math.abs(tx - cx);
  const ady = Math.abs(ty - cy);
  let i = 1;
  let j = 1;
  while (cx !== tx || cy !== ty) {
    const a = adx === 0 ? Infinity : (2 * i - 1) * ady;
    const b = ady === 0 ? Infinity : (2 * j - 1) * adx;
    const vertical = adx !== 0 && (ady === 0 || a <= b);
    const horizontal = ady !== 0 && (adx === 0 || b <= a);
    if (vertical) {
      cx += sx;
      i++;
    }
    if (horizontal) {
      cy += sy;
      j++;
    }
    if (cy * w + cx !== to) out.push(cy * w + cx);
  }
  return out;
}
