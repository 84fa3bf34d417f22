import { describe, expect, it } from 'vitest';
import { hexArt, hexDistance, neighbourCell } from './hexGrid';
import { BATTLEFIELDS, BATTLEFIELD_IDS, HALF_IDS, HALVES, battlefield, mobilePairProblem, stationaryLinks } from './index';
import type { Battlefield, BattlefieldId, HalfDef, HalfId, TerritoryId } from './types';
import { halfProblems, kebabCase, uniquenessProblems } from './validate';

/** Targets from the brief (RULES.md: HAMMER about 31, ANVIL about 29, THE RING about 52). */
const TARGETS: Record<HalfId, { territories: number; regions: readonly [number, number] }> = {
  hammer: { territories: 31, regions: [5, 6] },
  anvil: { territories: 29, regions: [5, 6] },
  'inland-canyon': { territories: 26, regions: [4, 5] },
  'pulse-grid-01': { territories: 26, regions: [4, 5] },
};

const codes = (half: HalfDef): string[] => halfProblems(half).map((p) => p.code);

function reachable(b: Battlefield, from: TerritoryId, extra: readonly (readonly [TerritoryId, TerritoryId])[] = []): Set<TerritoryId> {
  const seen = new Set([from]);
  const queue = [from];
  for (let t = queue.shift(); t !== undefined; t = queue.shift()) {
    const next = [...(b.neighbours[t] ?? []), ...extra.filter((p) => p.includes(t)).map(([x, y]) => (x === t ? y : x))];
    for (const n of next) {
      if (seen.has(n)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return seen;
}

describe('board halves', () => {
  it.each(HALF_IDS)('%s passes the validator', (id) => {
    expect(halfProblems(HALVES[id])).toEqual([]);
  });

  it.each(HALF_IDS)('%s has territory and region counts near the targets', (id) => {
    const half = HALVES[id];
    expect(Math.abs(half.territories.length - TARGETS[id].territories)).toBeLessThanOrEqual(3);
    expect(half.regions.length).toBeGreaterThanOrEqual(TARGETS[id].regions[0]);
    expect(half.regions.length).toBeLessThanOrEqual(TARGETS[id].regions[1]);
  });

  it.each(HALF_IDS)('%s has 2-4 stationary teleporter links', (id) => {
    expect(HALVES[id].stationaryTeleporters.length).toBeGreaterThanOrEqual(2);
    expect(HALVES[id].stationaryTeleporters.length).toBeLessThanOrEqual(4);
  });

  it('names and ids are unique across all halves (FORGE and THE RING combine them)', () => {
    expect(uniquenessProblems(HALF_IDS.map((h) => HALVES[h]))).toEqual([]);
  });

  // Design rule, after classic Risk: bonus ~ territories/2 + border territories/2 - 1 (a border territory
  // touches another region by border or printed teleporter). Keeps bonuses tied to size and exposure.
  it.each(HALF_IDS)('%s region bonuses follow size and exposure within one unit', (id) => {
    const half = HALVES[id];
    const b = battlefield(BATTLEFIELD_IDS.find((f) => BATTLEFIELDS[f].halves.length === 1 && BATTLEFIELDS[f].halves[0] === id) ?? 'the-ring');
    for (const r of half.regions) {
      const members = b.regionTerritories[r.id] ?? [];
      const exposed = members.filter((t) => (b.neighbours[t] ?? []).some((n) => b.territory[n]?.region !== r.id));
      expect(Math.abs(r.bonus - (members.length / 2 + exposed.length / 2 - 1)), r.id).toBeLessThanOrEqual(1);
    }
  });
});

describe('rulebook examples', () => {
  const ring = battlefield('the-ring');
  it('Archive 99-04 borders Archive 99-03, which borders Research Facility A (manoeuvre example)', () => {
    expect(ring.territory['archive-99-04']?.name).toBe('Archive 99-04');
    expect(ring.territory['archive-99-03']?.name).toBe('Archive 99-03');
    expect(ring.territory['research-facility-a']?.name).toBe('Research Facility A');
    expect(ring.territory['archive-99-04']?.half).toBe('pulse-grid-01');
    expect(ring.neighbours['archive-99-04']).toContain('archive-99-03');
    expect(ring.neighbours['archive-99-03']).toContain('research-facility-a');
    expect(ring.neighbours['archive-99-04']).not.toContain('research-facility-a');
  });

  it('INLAND CANYON has the Beach region worth 1 (reinforcement example)', () => {
    expect(HALVES['inland-canyon'].regions.find((r) => r.name === 'Beach')).toMatchObject({ id: 'beach', bonus: 1 });
  });
});

describe('validator catches broken maps', () => {
  const base = HALVES.hammer;
  const first = base.territories[0];
  const region = base.regions[0];
  if (first === undefined || region === undefined) throw new Error('hammer has no territories');
  const replaceCell = (grid: readonly string[], row: number, col: number, ch: string): string[] =>
    grid.map((line, r) => (r === row ? line.slice(0, col) + ch + line.slice(col + 1) : line));
  const width = base.grid[0]?.length ?? 0;
  const cases: readonly { name: string; half: HalfDef; code: string }[] = [
    { name: 'a ragged row', half: { ...base, grid: [base.grid[0]?.slice(1) ?? '', ...base.grid.slice(1)] }, code: 'grid/ragged' },
    { name: 'an undeclared character', half: { ...base, grid: replaceCell(base.grid, 0, 0, '#') }, code: 'grid/unknown-cell' },
    { name: 'a territory without hexes', half: { ...base, territories: [...base.territories, { id: 'ghost-hill', name: 'Ghost Hill', region: region.id, cell: '@' }] }, code: 'territory/no-cells' },
    { name: 'a territory in two pieces', half: { ...base, grid: replaceCell(base.grid, 0, 0, first.cell) }, code: 'territory/split' },
    { name: 'an unknown region', half: { ...base, territories: [{ ...first, region: 'nowhere' }, ...base.territories.slice(1)] }, code: 'territory/unknown-region' },
    { name: 'an id that is not the kebab-cased name', half: { ...base, territories: [{ ...first, id: 'landing' }, ...base.territories.slice(1)] }, code: 'territory/id-not-name' },
    { name: 'a territory of 40+ hexes', half: { ...base, grid: base.grid.map((l) => l.replaceAll('b', 'a')), territories: base.territories.filter((t) => t.cell !== 'b') }, code: 'territory/size' },
    { name: 'an empty region', half: { ...base, regions: [...base.regions, { id: 'lost-valley', name: 'Lost Valley', bonus: 1, color: '#445566' }] }, code: 'region/empty' },
    { name: 'a region bonus of 0', half: { ...base, regions: [{ ...region, bonus: 0 }, ...base.regions.slice(1)] }, code: 'region/bonus' },
    { name: 'a bad colour', half: { ...base, regions: [{ ...region, color: 'teal' }, ...base.regions.slice(1)] }, code: 'region/color' },
    { name: 'a link between bordering territories', half: { ...base, stationaryTeleporters: [['foehammers-landing', 'security-center']] }, code: 'teleporter/borders' },
    { name: 'a link to a missing territory', half: { ...base, stationaryTeleporters: [['foehammers-landing', 'atlantis']] }, code: 'teleporter/unknown-territory' },
    { name: 'a link from a territory to itself', half: { ...base, stationaryTeleporters: [['grav-lift', 'grav-lift']] }, code: 'teleporter/self' },
    { name: 'two pads in one territory', half: { ...base, stationaryTeleporters: [...base.stationaryTeleporters, ['grav-lift', 'flood-nest']] }, code: 'teleporter/two-pads' },
    {
      name: 'a territory cut off from the rest',
      half: {
        ...base,
        grid: [...base.grid, '.'.repeat(width), '@'.repeat(12) + '.'.repeat(width - 12)],
        territories: [...base.territories, { id: 'lost-atoll', name: 'Lost Atoll', region: region.id, cell: '@' }],
      },
      code: 'half/unreachable',
    },
  ];
  it.each(cases)('reports $name as $code', ({ half, code }) => {
    expect(codes(half)).toContain(code);
  });

  it('reports names and ids used twice across halves', () => {
    const found = uniquenessProblems([base, base]).map((p) => p.code);
    expect(found).toEqual(expect.arrayContaining(['territory-id/duplicate', 'region-id/duplicate', 'name/duplicate']));
  });

  it.each([
    ["Foehammer's Landing", 'foehammers-landing'],
    ['Archive 99-03', 'archive-99-03'],
    ['Truth and Reconciliation', 'truth-and-reconciliation'],
  ])('kebab-cases %s as %s', (name, id) => {
    expect(kebabCase(name)).toBe(id);
  });
});

describe('hex grid', () => {
  it('reads hex art into compact rows', () => {
    expect(hexArt(['a . b', ' c c .', 'd . .'])).toEqual(['a.b', 'cc.', 'd..']);
  });

  it.each([
    ['an even row indented', [' a b']],
    ['an odd row not indented', ['a b', 'a b']],
    ['cells without separators', ['ab .']],
  ])('rejects hex art with %s', (_name, lines) => {
    expect(() => hexArt(lines)).toThrow(/hexArt/);
  });

  it.each([
    ['even row', 2, 2, [[1, 2], [2, 3], [3, 2], [3, 1], [2, 1], [1, 1]]],
    ['odd row', 3, 2, [[2, 3], [3, 3], [4, 3], [4, 2], [3, 1], [2, 2]]],
  ])('lists the six neighbours of an %s in the order NE, E, SE, SW, W, NW', (_name, row, col, expected) => {
    const found = [0, 1, 2, 3, 4, 5].map((d) => neighbourCell(row, col, d)).map((c) => [c.row, c.col]);
    expect(found).toEqual(expected);
    for (const [r, c] of expected) expect(hexDistance({ row, col }, { row: r ?? 0, col: c ?? 0 })).toBe(1);
  });
});

describe('resolved battlefields', () => {
  it.each(BATTLEFIELD_IDS)('%s is built once and frozen', (id) => {
    expect(battlefield(id)).toBe(battlefield(id));
    expect(Object.isFrozen(battlefield(id).neighbours)).toBe(true);
  });

  it.each(BATTLEFIELD_IDS)('%s has symmetric, sorted neighbour lists without self-borders', (id) => {
    const b = battlefield(id);
    for (const t of b.territories) {
      const list = b.neighbours[t] ?? [];
      expect(list.length, t).toBeGreaterThan(0);
      expect([...list].sort(), t).toEqual(list);
      expect(list, t).not.toContain(t);
      for (const n of list) expect(b.neighbours[n], `${n} -> ${t}`).toContain(t);
    }
  });

  it.each(BATTLEFIELD_IDS)('%s puts every territory in exactly one region and keeps its half', (id) => {
    const b = battlefield(id);
    const expected = BATTLEFIELDS[id].halves.reduce((n, h) => n + HALVES[h].territories.length, 0);
    expect(b.territories).toHaveLength(expected);
    const inRegions = b.regions.flatMap((r) => b.regionTerritories[r.id] ?? []);
    expect([...inRegions].sort()).toEqual([...b.territories].sort());
    for (const t of b.territories) expect(BATTLEFIELDS[id].halves).toContain(b.territory[t]?.half);
  });

  it.each(BATTLEFIELD_IDS)('%s counts printed teleporters as neighbours', (id) => {
    const links = stationaryLinks(id);
    expect(links.length).toBe(BATTLEFIELDS[id].halves.reduce((n, h) => n + HALVES[h].stationaryTeleporters.length, 0));
    for (const [a, b] of links) expect(battlefield(id).neighbours[a]).toContain(b);
  });

  const combined: readonly BattlefieldId[] = ['the-ring', 'forge'];
  it.each(combined)('%s is split in two until a mobile teleporter pair joins the halves', (id) => {
    const b = battlefield(id);
    const [first] = b.territories;
    if (first === undefined) throw new Error('empty battlefield');
    const home = b.territory[first]?.half;
    const alone = reachable(b, first);
    expect([...alone].every((t) => b.territory[t]?.half === home)).toBe(true);
    expect(alone.size).toBe(HALVES[home ?? 'hammer'].territories.length);
    const partner = b.territories.find((t) => mobilePairProblem(id, first, t, new Set()) === undefined);
    expect(partner).toBeDefined();
    expect(reachable(b, first, [[first, partner ?? '']]).size).toBe(b.territories.length);
  });
});

describe('mobile teleporter pairs (rulebook: MOBILE TELEPORTER EINSETZEN)', () => {
  const none = new Set<TerritoryId>();
  const cases: readonly { name: string; battlefield: BattlefieldId; a: string; b: string; placed?: readonly string[]; problem: string | undefined }[] = [
    { name: 'unknown territory', battlefield: 'hammer', a: 'atlantis', b: 'grav-lift', problem: 'risiko/unknown-territory' },
    { name: 'territory of another battlefield', battlefield: 'hammer', a: 'grav-lift', b: 'hive-pit', problem: 'risiko/unknown-territory' },
    { name: 'both ends in one territory', battlefield: 'hammer', a: 'grav-lift', b: 'grav-lift', problem: 'risiko/teleporter-same-territory' },
    { name: 'a territory that already holds one', battlefield: 'hammer', a: 'grav-lift', b: 'flood-nest', placed: ['flood-nest'], problem: 'risiko/teleporter-already-here' },
    { name: 'bordering territories', battlefield: 'hammer', a: 'grav-lift', b: 'crash-plateau', problem: 'risiko/teleporter-connected' },
    { name: 'territories joined by a printed teleporter', battlefield: 'forge', a: 'grav-lift', b: 'reactor-core', problem: 'risiko/teleporter-connected' },
    { name: 'both ends on HAMMER in FORGE', battlefield: 'forge', a: 'grav-lift', b: 'flood-nest', problem: 'risiko/teleporter-same-half' },
    { name: 'both ends on PULSE GRID 01 in THE RING', battlefield: 'the-ring', a: 'archive-99-04', b: 'cryo-lab', problem: 'risiko/teleporter-same-half' },
    { name: 'two far territories on HAMMER', battlefield: 'hammer', a: 'grav-lift', b: 'flood-nest', problem: undefined },
    { name: 'HAMMER to ANVIL in FORGE', battlefield: 'forge', a: 'grav-lift', b: 'hive-pit', placed: ['sunaion-docks'], problem: undefined },
    { name: 'INLAND CANYON to PULSE GRID 01 in THE RING', battlefield: 'the-ring', a: 'crash-beach', b: 'archive-99-04', problem: undefined },
  ];
  it.each(cases)('$name: $problem', ({ battlefield: id, a, b, placed, problem }) => {
    expect(mobilePairProblem(id, a, b, placed === undefined ? none : new Set(placed))).toBe(problem);
    expect(mobilePairProblem(id, b, a, placed === undefined ? none : new Set(placed))).toBe(problem);
  });
});

describe('region colours', () => {
  const channel = (hex: string, i: number): number => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const luminance = (hex: string): number =>
    [0, 1, 2]
      .map((i) => channel(hex, i) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
  const distance = (a: string, b: string): number => Math.hypot(...[0, 1, 2].map((i) => channel(a, i) - channel(b, i)));
  const closest = (colors: readonly string[]): number =>
    Math.min(...colors.flatMap((a, i) => colors.slice(i + 1).map((b) => distance(a, b))));

  it.each(HALF_IDS)('%s colours keep white labels readable (WCAG contrast >= 4.5)', (id) => {
    for (const r of HALVES[id].regions) expect(1.05 / (luminance(r.color) + 0.05), r.id).toBeGreaterThanOrEqual(4.5);
  });

  it.each(HALF_IDS)('%s colours are distinct from each other', (id) => {
    expect(closest(HALVES[id].regions.map((r) => r.color))).toBeGreaterThanOrEqual(25);
  });

  it.each(BATTLEFIELD_IDS)('%s colours stay distinct when its halves meet', (id) => {
    expect(closest(battlefield(id).regions.map((r) => r.color))).toBeGreaterThanOrEqual(20);
  });
});
