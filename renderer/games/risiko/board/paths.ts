/**
 * Territory outlines as reusable canvas paths: built once per territory (the model is cached per
 * battlefield), so a highlight fills and strokes a ready path instead of tracing hundreds of points.
 */
import type Konva from 'konva';
import type { TerritoryArt } from './model';

type Rings = readonly (readonly number[])[];

/** Adds closed rings to the current path (outer rings clockwise, holes counter-clockwise: nonzero fill). */
export function tracePath(c: CanvasRenderingContext2D | Konva.Context | Path2D, rings: Rings, closed = true): void {
  for (const ring of rings) {
    c.moveTo(ring[0] ?? 0, ring[1] ?? 0);
    for (let i = 2; i < ring.length; i += 2) c.lineTo(ring[i] ?? 0, ring[i + 1] ?? 0);
    if (closed) c.closePath();
  }
}

const paths = new WeakMap<TerritoryArt, Path2D>();

export function territoryPath(art: TerritoryArt): Path2D {
  let path = paths.get(art);
  if (path === undefined) {
    path = new Path2D();
    tracePath(path, art.rings);
    paths.set(art, path);
  }
  return path;
}
