import { describe, expect, it } from 'vitest';
import { BATTLEFIELD_IDS, HALF_IDS, HALVES, halfBorders } from './index';
import {
  HALF_GAP,
  HEX_AREA,
  HEX_RADIUS,
  HEX_WIDTH,
  buildHalfGeometry,
  gridSize,
  halfGeometry,
  insideRings,
  layout,
  signedArea,
  type Point,
  type Ring,
} from './geometry';
import { distanceToSegment } from './outline';
import { territoryCells } from './validate';

const area = (rings: readonly Ring[]): number => rings.reduce((sum, r) => sum + signedArea(r), 0);
const close = (actual: number, expected: number): void => expect(Math.abs(actual - expected)).toBeLessThan(1e-6 * Math.max(1, expected));
const key = (p: Point): string => `${p[0]},${p[1]}`;
const APOTHEM = HEX_WIDTH / 2;

function ringSegments(rings: readonly Ring[]): [Point, Point][] {
  return rings.flatMap((ring) => ring.map((p, i): [Point, Point] => [p, ring[(i + 1) % ring.length] ?? p]));
}

describe.each(HALF_IDS)('geometry of %s', (id) => {
  const half = HALVES[id];
  const g = halfGeometry(id);
  const cellCount = (cell: string): number => territoryCells(half, cell).length;

  it('is computed once and is deterministic', () => {
    expect(halfGeometry(id)).toBe(g);
    expect(buildHalfGeometry(half)).toEqual(g);
  });

  it('has the world size of its grid', () => {
    expect({ width: g.width, height: g.height }).toEqual(gridSize(half.grid));
  });

  it.each(half.territories.map((t) => [t.id, t] as const))('%s: outline area equals its hexes', (_id, t) => {
    const shape = g.territories[t.id];
    expect(shape).toBeDefined();
    close(area(shape?.outline ?? []), cellCount(t.cell) * HEX_AREA);
    expect(shape?.hexes).toHaveLength(cellCount(t.cell));
    for (const ring of shape?.outline ?? []) expect(ring.length).toBeGreaterThanOrEqual(6);
  });

  it.each(half.territories.map((t) => [t.id] as const))('%s: label sits on a hex centre well inside', (tid) => {
    const shape = g.territories[tid];
    const label = shape?.label ?? [0, 0];
    expect(shape?.hexes[0]).toEqual(label);
    expect(insideRings(label, shape?.outline ?? [])).toBe(true);
    const depth = Math.min(...ringSegments(shape?.outline ?? []).map(([a, b]) => distanceToSegment(label, a, b)));
    expect(depth).toBeGreaterThanOrEqual(APOTHEM - 1e-9);
    // No other hex centre lies deeper: the label is the deepest spot (brief: farthest from the outline).
    for (const p of shape?.hexes ?? []) {
      const d = Math.min(...ringSegments(shape?.outline ?? []).map(([a, b]) => distanceToSegment(p, a, b)));
      expect(d).toBeLessThanOrEqual(depth + 1e-9);
    }
  });

  it('draws border lines only between bordering territories, and between all of them', () => {
    const borders = new Set(halfBorders(half).map(([a, b]) => (a < b ? `${a}|${b}` : `${b}|${a}`)));
    const drawn = new Set(g.borders.map((l) => `${l.a}|${l.b}`));
    expect(drawn).toEqual(borders);
    for (const line of g.borders) expect(line.a < line.b).toBe(true);
  });

  it('border lines lie exactly on both territories\' outlines', () => {
    for (const line of g.borders) {
      const cornersA = new Set(g.territories[line.a]?.outline.flat().map(key));
      const cornersB = new Set(g.territories[line.b]?.outline.flat().map(key));
      for (const p of line.points) {
        expect(cornersA.has(key(p)), `${line.a}|${line.b}`).toBe(true);
        expect(cornersB.has(key(p)), `${line.a}|${line.b}`).toBe(true);
      }
      const segments = line.points.length - (line.closed ? 0 : 1);
      let length = 0;
      for (let i = 0; i < segments; i++) {
        const p = line.points[i] ?? [0, 0];
        const q = line.points[(i + 1) % line.points.length] ?? p;
        length += Math.hypot(q[0] - p[0], q[1] - p[1]);
      }
      // Every segment is one whole hex edge.
      close(length / HEX_RADIUS, Math.round(length / HEX_RADIUS));
      expect(segments).toBe(Math.round(length / HEX_RADIUS));
    }
  });

  it('leaves no gaps: every outline edge is shared with one neighbour or lies on the coast', () => {
    const seg = (p: Point, q: Point): string => `${key(p)}>${key(q)}`;
    const coast = new Set(ringSegments(g.coast).map(([p, q]) => seg(p, q)));
    const owner = new Map<string, string>();
    for (const shape of Object.values(g.territories)) for (const [p, q] of ringSegments(shape.outline)) owner.set(seg(p, q), shape.id);
    for (const [s, tid] of owner) {
      const [p, q] = s.split('>');
      const across = owner.get(`${q}>${p}`);
      expect(across === undefined ? coast.has(s) : across !== tid, `${tid} ${s}`).toBe(true);
    }
  });

  it('region outlines cover exactly their territories', () => {
    for (const r of half.regions) {
      const cells = half.territories.filter((t) => t.region === r.id).reduce((n, t) => n + cellCount(t.cell), 0);
      close(area(g.regions[r.id]?.outline ?? []), cells * HEX_AREA);
    }
  });

  it('the coast outlines all land', () => {
    const land = half.territories.reduce((n, t) => n + cellCount(t.cell), 0);
    close(area(g.coast), land * HEX_AREA);
  });

  it('outer rings run clockwise and every ring closes without repeating its first point', () => {
    for (const shape of Object.values(g.territories)) {
      expect(shape.outline.some((ring) => signedArea(ring) > 0)).toBe(true);
      for (const ring of shape.outline) expect(key(ring[0] ?? [0, 0])).not.toBe(key(ring[ring.length - 1] ?? [0, 0]));
    }
  });

  it('puts teleporter pads inside their territories, off the labels', () => {
    expect(g.teleporters).toHaveLength(half.stationaryTeleporters.length);
    for (const link of g.teleporters) {
      for (const [tid, padPoint] of [[link.a, link.padA], [link.b, link.padB]] as const) {
        const shape = g.territories[tid];
        expect(shape?.hexes.map(key)).toContain(key(padPoint));
        expect(key(padPoint)).not.toBe(key(shape?.label ?? [0, 0]));
      }
    }
  });
});

describe('board layouts', () => {
  it.each(BATTLEFIELD_IDS)('%s is cached and holds its halves without overlap', (id) => {
    const l = layout(id);
    expect(layout(id)).toBe(l);
    const boxes = l.halves.map(({ half, offset }) => ({ x: offset[0], y: offset[1], w: halfGeometry(half).width, h: halfGeometry(half).height }));
    for (const b of boxes) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.x + b.w).toBeLessThanOrEqual(l.width + 1e-9);
      expect(b.y + b.h).toBeLessThanOrEqual(l.height + 1e-9);
    }
    const [p, q] = boxes;
    if (p !== undefined && q !== undefined) {
      const apart = p.x + p.w + HALF_GAP <= q.x + 1e-9 || p.y + p.h + HALF_GAP <= q.y + 1e-9;
      expect(apart).toBe(true);
    }
  });

  it('FORGE puts HAMMER left of ANVIL', () => {
    const [hammer, anvil] = layout('forge').halves;
    expect(hammer?.half).toBe('hammer');
    expect(anvil?.half).toBe('anvil');
    expect(anvil?.offset[0]).toBeCloseTo(halfGeometry('hammer').width + HALF_GAP);
  });

  it('THE RING stacks INLAND CANYON above PULSE GRID 01', () => {
    const [canyon, pulse] = layout('the-ring').halves;
    expect(canyon?.half).toBe('inland-canyon');
    expect(pulse?.offset[1]).toBeCloseTo(halfGeometry('inland-canyon').height + HALF_GAP);
  });

  it.each(['hammer', 'anvil'] as const)('%s alone sits at the origin', (id) => {
    expect(layout(id)).toEqual({ board: id, width: halfGeometry(id).width, height: halfGeometry(id).height, halves: [{ half: id, offset: [0, 0] }] });
  });
});
