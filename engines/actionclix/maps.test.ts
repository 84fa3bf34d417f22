/** The map tile validator and the assembled battlefields. */
import { describe, expect, it } from 'vitest';
import { buildGeo, DIRS } from './grid';
import { DEFAULT_TILES, TILE_SIZE, TILES, type Tile } from './maps';

function inLine(tile: Tile, x: number, y: number, dir: 'h' | 'v'): boolean {
  return tile.walls.some(([wx, wy, wd, len]) => wd === dir && (dir === 'h' ? wy === y && x >= wx && x < wx + len : wx === x && y >= wy && y < wy + len));
}

/** Open squares reachable from the first open square by single steps. */
function reachable(geo: NonNullable<ReturnType<typeof buildGeo>>): { open: number; reached: number } {
  const size = geo.width * geo.height;
  const start = geo.blocked.findIndex((b) => b === 0);
  const seen = new Uint8Array(size);
  const queue = [start];
  seen[start] = 1;
  while (queue.length > 0) {
    const cur = queue.pop() ?? 0;
    DIRS.forEach(([dx, dy], d) => {
      if (((geo.steps[cur] ?? 0) & (1 << d)) === 0) return;
      const next = cur + dy * geo.width + dx;
      if (seen[next] === 0) {
        seen[next] = 1;
        queue.push(next);
      }
    });
  }
  return { open: geo.blocked.filter((b) => b === 0).length, reached: seen.filter((v) => v === 1).length };
}

describe('map tiles', () => {
  it('there are at least 4 tiles with unique ids', () => {
    expect(TILES.length).toBeGreaterThanOrEqual(4);
    expect(new Set(TILES.map((t) => t.id)).size).toBe(TILES.length);
  });

  it.each(TILES.map((t) => [t.id, t] as const))('%s: walls, doors and terrain lie on the 12 x 12 tile, doors sit in walls', (_id, tile) => {
    for (const [x, y, dir, len] of tile.walls) {
      expect(len).toBeGreaterThan(0);
      expect(Math.min(x, y)).toBeGreaterThanOrEqual(0);
      expect(dir === 'h' ? x + len : y + len).toBeLessThanOrEqual(TILE_SIZE);
      expect(dir === 'h' ? y : x).toBeLessThanOrEqual(TILE_SIZE);
    }
    for (const [x, y, dir] of tile.doors) expect(inLine(tile, x, y, dir), `door ${x},${y}`).toBe(true);
    for (const [x, y] of tile.blocking) expect(x >= 0 && y >= 0 && x < TILE_SIZE && y < TILE_SIZE).toBe(true);
    expect(tile.walls.length + tile.blocking.length).toBeGreaterThan(2);
  });

  it('the tiles have doors and blocking terrain between them', () => {
    expect(TILES.filter((t) => t.doors.length > 0).length).toBeGreaterThanOrEqual(3);
    expect(TILES.every((t) => t.blocking.length > 0)).toBe(true);
  });
});

describe('battlefields', () => {
  it('standard is 24 x 24 from four tiles, quick 24 x 12 from two', () => {
    expect(buildGeo('standard', DEFAULT_TILES.standard)).toMatchObject({ width: 24, height: 24 });
    expect(buildGeo('quick', DEFAULT_TILES.quick)).toMatchObject({ width: 24, height: 12 });
    expect(buildGeo('standard', ['hangar'])).toBeUndefined();
    expect(buildGeo('quick', ['hangar', 'nowhere'])).toBeUndefined();
  });

  const layouts = TILES.flatMap((a) => TILES.map((b) => [a.id, b.id] as const));
  it.each(layouts)('every open square is reachable on the quick battlefield %s + %s', (a, b) => {
    const geo = buildGeo('quick', [a, b]);
    if (geo === undefined) throw new Error('layout');
    const r = reachable(geo);
    expect(r.reached).toBe(r.open);
  });

  it('large is 36 x 24 from six tiles; every open square on it is reachable', () => {
    const geo = buildGeo('large', DEFAULT_TILES.large);
    if (geo === undefined) throw new Error('layout');
    expect(geo).toMatchObject({ width: 36, height: 24 });
    expect(DEFAULT_TILES.large).toHaveLength(6);
    expect(buildGeo('large', DEFAULT_TILES.standard)).toBeUndefined();
    const r = reachable(geo);
    expect(r.reached).toBe(r.open);
  });

  it('every open square is reachable on the standard battlefield', () => {
    const geo = buildGeo('standard', DEFAULT_TILES.standard);
    if (geo === undefined) throw new Error('layout');
    const r = reachable(geo);
    expect(r.reached).toBe(r.open);
  });
});
