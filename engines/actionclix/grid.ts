/**
 * The assembled battlefield as flat typed arrays, built once per tile layout and cached (never in the
 * state). Squares are `y * width + x`. Walls lie on edges: `vEdge[y * (width + 1) + X]` is the edge on
 * grid line X in row y, `hEdge[Y * width + x]` the edge on grid line Y in column x; `cornerWall` marks
 * the grid corners that any wall touches (RULINGS: a diagonal step through such a corner is blocked).
 */
import { CACHES } from './caches';
import { BATTLEFIELD_SHAPE, TILE_SIZE, tileById, type Tile } from './maps';
import type { BattlefieldKind, Geo } from './types';

export type { Geo } from './types';


/** The eight steps: E, SE, S, SW, W, NW, N, NE (y grows downwards). */
export const DIRS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
];

/** Distance in squares with diagonals as 1 (RULINGS: Chebyshev, for movement and grenades). */
export function distance(geo: Geo, a: number, b: number): number {
  const w = geo.width;
  return Math.max(Math.abs((a % w) - (b % w)), Math.abs(Math.floor(a / w) - Math.floor(b / w)));
}

/** Squares touching each other, diagonals included (rulebook fig. 3). */
export function adjacent(geo: Geo, a: number, b: number): boolean {
  return a !== b && distance(geo, a, b) === 1;
}

/** The squares adjacent to `sq` that lie on the battlefield. */
export function neighbours(geo: Geo, sq: number): number[] {
  const x = sq % geo.width;
  const y = Math.floor(sq / geo.width);
  const out: number[] = [];
  for (const [dx, dy] of DIRS) {
    const nx = x + dx;
    const ny = y + dy;
    if (nx >= 0 && ny >= 0 && nx < geo.width && ny < geo.height) out.push(ny * geo.width + nx);
  }
  return out;
}

interface Builder {
  readonly w: number;
  readonly h: number;
  readonly vEdge: Uint8Array;
  readonly hEdge: Uint8Array;
}

function edge(b: Builder, x: number, y: number, dir: 'h' | 'v', value: number): void {
  if (dir === 'h') {
    if (x >= 0 && x < b.w && y >= 0 && y <= b.h) b.hEdge[y * b.w + x] = value;
  } else if (x >= 0 && x <= b.w && y >= 0 && y < b.h) b.vEdge[y * (b.w + 1) + x] = value;
}

function placeTile(b: Builder, tile: Tile, ox: number, oy: number, blocked: Uint8Array): void {
  for (const [x, y, dir, len] of tile.walls) {
    for (let i = 0; i < len; i++) edge(b, ox + x + (dir === 'h' ? i : 0), oy + y + (dir === 'v' ? i : 0), dir, 1);
  }
  for (const [x, y, dir] of tile.doors) edge(b, ox + x, oy + y, dir, 0);
  for (const [x, y] of tile.blocking) {
    const gx = ox + x;
    const gy = oy + y;
    blocked[gy * b.w + gx] = 1;
    edge(b, gx, gy, 'h', 1);
    edge(b, gx, gy + 1, 'h', 1);
    edge(b, gx, gy, 'v', 1);
    edge(b, gx + 1, gy, 'v', 1);
  }
}

function corners(b: Builder): Uint8Array {
  const out = new Uint8Array((b.w + 1) * (b.h + 1));
  for (let Y = 0; Y <= b.h; Y++) {
    for (let X = 0; X <= b.w; X++) {
      const up = Y > 0 && b.vEdge[(Y - 1) * (b.w + 1) + X] === 1;
      const down = Y < b.h && b.vEdge[Y * (b.w + 1) + X] === 1;
      const left = X > 0 && b.hEdge[Y * b.w + X - 1] === 1;
      const right = X < b.w && b.hEdge[Y * b.w + X] === 1;
      out[Y * (b.w + 1) + X] = up || down || left || right ? 1 : 0;
    }
  }
  return out;
}

/** Whether one step from (x, y) by (dx, dy) stays on the map, crosses no wall and enters no terrain. */
function stepAllowed(b: Builder, cw: Uint8Array, blocked: Uint8Array, x: number, y: number, dx: number, dy: number): boolean {
  const nx = x + dx;
  const ny = y + dy;
  if (nx < 0 || ny < 0 || nx >= b.w || ny >= b.h || blocked[ny * b.w + nx] === 1) return false;
  if (dy === 0) return b.vEdge[y * (b.w + 1) + (dx > 0 ? x + 1 : x)] === 0;
  if (dx === 0) return b.hEdge[(dy > 0 ? y + 1 : y) * b.w + x] === 0;
  return cw[(dy > 0 ? y + 1 : y) * (b.w + 1) + (dx > 0 ? x + 1 : x)] === 0;
}

function buildSteps(b: Builder, cw: Uint8Array, blocked: Uint8Array): Uint8Array {
  const steps = new Uint8Array(b.w * b.h);
  for (let y = 0; y < b.h; y++) {
    for (let x = 0; x < b.w; x++) {
      if (blocked[y * b.w + x] === 1) continue;
      let mask = 0;
      DIRS.forEach(([dx, dy], d) => {
        if (stepAllowed(b, cw, blocked, x, y, dx, dy)) mask |= 1 << d;
      });
      steps[y * b.w + x] = mask;
    }
  }
  return steps;
}

/** A single walled area of any size in the tiles' format (the Scarab Interior map). */
export function buildAreaGeo(key: string, w: number, h: number, layout: Omit<Tile, 'id'>): Geo {
  const builder: Builder = { w, h, vEdge: new Uint8Array((w + 1) * h), hEdge: new Uint8Array(w * (h + 1)) };
  const blocked = new Uint8Array(w * h);
  placeTile(builder, { id: key, ...layout }, 0, 0, blocked);
  const cw = corners(builder);
  const doors = layout.doors.map(([x, y, dir]) => ({ x, y, dir }));
  return { key, width: w, height: h, vEdge: builder.vEdge, hEdge: builder.hEdge, cornerWall: cw, blocked, steps: buildSteps(builder, cw, blocked), doors };
}

/** Assembles tiles into a battlefield; unknown tile ids give undefined (options check them first). */
export function buildGeo(kind: BattlefieldKind, tileIds: readonly string[]): Geo | undefined {
  const { cols, rows } = BATTLEFIELD_SHAPE[kind];
  if (tileIds.length !== cols * rows) return undefined;
  const w = cols * TILE_SIZE;
  const h = rows * TILE_SIZE;
  const builder: Builder = { w, h, vEdge: new Uint8Array((w + 1) * h), hEdge: new Uint8Array(w * (h + 1)) };
  const blocked = new Uint8Array(w * h);
  const doors: { x: number; y: number; dir: 'h' | 'v' }[] = [];
  for (let i = 0; i < tileIds.length; i++) {
    const tile = tileById(tileIds[i] ?? '');
    if (tile === undefined) return undefined;
    const ox = (i % cols) * TILE_SIZE;
    const oy = Math.floor(i / cols) * TILE_SIZE;
    placeTile(builder, tile, ox, oy, blocked);
    for (const [x, y, dir] of tile.doors) doors.push({ x: ox + x, y: oy + y, dir });
  }
  const cw = corners(builder);
  return {
    key: `${kind}:${tileIds.join(',')}`,
    width: builder.w,
    height: builder.h,
    vEdge: builder.vEdge,
    hEdge: builder.hEdge,
    cornerWall: cw,
    blocked,
    steps: buildSteps(builder, cw, blocked),
    doors,
  };
}

/** The battlefield for a layout, built once. */
export function geoFor(kind: BattlefieldKind, tileIds: readonly string[]): Geo {
  const key = `${kind}:${tileIds.join(',')}`;
  let geo = CACHES.geos.get(key);
  if (geo === undefined) {
    geo = buildGeo(kind, tileIds);
    if (geo === undefined) throw new Error(`bad layout ${key}`);
    CACHES.geos.set(key, geo);
  }
  return geo;
}
