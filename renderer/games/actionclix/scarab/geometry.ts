/**
 * The Scarab's drawing geometry, pure: where its four feet stand relative to its centre in its own
 * frame (facing up), the body's size from them, the hips and knees of its legs in either pose, and the
 * shortest turn between two facings (so a 270° → 0° rotation animates as one quarter turn).
 */

export type Pose = 'kneeling' | 'standing';

export interface Pt {
  readonly x: number;
  readonly y: number;
}

/** Rotates a point by `quarters` quarter turns clockwise (screen coordinates: y down). */
export function rotateQuarter(p: Pt, quarters: number): Pt {
  const q = ((quarters % 4) + 4) % 4;
  if (q === 0) return p;
  if (q === 1) return { x: -p.y, y: p.x };
  if (q === 2) return { x: -p.x, y: -p.y };
  return { x: p.y, y: -p.x };
}

export function centroid(points: readonly Pt[]): Pt {
  if (points.length === 0) return { x: 0, y: 0 };
  const s = points.reduce((a, p) => ({ x: a.x + p.x, y: a.y + p.y }), { x: 0, y: 0 });
  return { x: s.x / points.length, y: s.y / points.length };
}

/**
 * The feet in the Scarab's own frame (facing up): the world centres of its bases less the centre,
 * turned back by the facing. A rigid Scarab gives the same local feet at every facing.
 */
export function localFeet(world: readonly Pt[], facing: number): Pt[] {
  const c = centroid(world);
  return world.map((p) => rotateQuarter({ x: p.x - c.x, y: p.y - c.y }, -facing));
}

export interface BodyShape {
  /** Half the carapace's width and length. */
  readonly halfW: number;
  readonly halfL: number;
}

/** The carapace spans the feet: a little narrower than the stance, a little longer than it. */
export function bodyOf(feet: readonly Pt[], cell: number): BodyShape {
  const w = Math.max(cell, ...feet.map((f) => Math.abs(f.x)));
  const l = Math.max(cell, ...feet.map((f) => Math.abs(f.y)));
  return { halfW: Math.max(cell * 1.3, w * 0.78), halfL: Math.max(cell * 1.8, l * 0.95 + cell * 0.5) };
}

export interface Leg {
  readonly hip: Pt;
  readonly knee: Pt;
  readonly foot: Pt;
}

/**
 * A leg from the body's side to its foot. Standing, the leg is nearly straight (the knee just off the
 * line); kneeling, the knee splays out past the foot, the leg folded under a lowered body.
 */
export function legOf(foot: Pt, body: BodyShape, pose: Pose): Leg {
  const sx = Math.sign(foot.x) || 1;
  const sy = Math.sign(foot.y) || 1;
  const hip = { x: sx * body.halfW * 0.8, y: sy * body.halfL * 0.4 };
  const mid = { x: (hip.x + foot.x) / 2, y: (hip.y + foot.y) / 2 };
  const len = Math.hypot(foot.x - hip.x, foot.y - hip.y) || 1;
  const bend = pose === 'kneeling' ? len * 0.5 : len * 0.12;
  return { hip, foot, knee: { x: mid.x + sx * bend, y: mid.y + sy * bend * 0.3 } };
}

/** The rotation (degrees) to animate to: the target facing's angle taken the short way from `from`. */
export function shortestAngle(from: number, facing: number): number {
  const target = facing * 90;
  let delta = (((target - from) % 360) + 360) % 360;
  if (delta > 180) delta -= 360;
  return from + delta;
}
