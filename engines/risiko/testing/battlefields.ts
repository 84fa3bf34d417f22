/**
 * Small hand-made battlefields for tests (not the real maps): the same `Battlefield` shape, few territories,
 * with the rulebook's example territories (Archive 99-03/99-04, Research Facility A, Beach region).
 */
import type { Battlefield, BattlefieldId, HalfId, RegionDef, TerritoryDef, TerritoryId } from '../maps/types';
import type { BattlefieldSource } from '../territoryGraph';

interface HalfSpec {
  readonly half: HalfId;
  readonly regions: readonly { readonly id: string; readonly name: string; readonly bonus: number; readonly members: readonly string[] }[];
  readonly borders: readonly (readonly [string, string])[];
}

export function makeBattlefield(id: BattlefieldId, halves: readonly HalfSpec[]): Battlefield {
  const territories: TerritoryId[] = [];
  const territory: Record<TerritoryId, TerritoryDef & { half: HalfId }> = {};
  const regions: RegionDef[] = [];
  const regionTerritories: Record<string, TerritoryId[]> = {};
  const neighbours: Record<TerritoryId, TerritoryId[]> = {};
  for (const h of halves) {
    for (const r of h.regions) {
      regions.push({ id: r.id, name: r.name, bonus: r.bonus, color: '#445566' });
      regionTerritories[r.id] = [...r.members];
      for (const t of r.members) {
        territories.push(t);
        territory[t] = { id: t, name: t, region: r.id, cell: 'x', half: h.half };
        neighbours[t] = [];
      }
    }
    for (const [a, b] of h.borders) {
      if (neighbours[a] === undefined || neighbours[b] === undefined) throw new Error(`test battlefield: bad border ${a}-${b}`);
      neighbours[a].push(b);
      neighbours[b].push(a);
    }
  }
  for (const t of territories) neighbours[t]?.sort();
  return { id, territories, territory, regions, regionTerritories, neighbours, halves: halves.map((h) => h.half) };
}

const chain = (ids: readonly string[]): [string, string][] => ids.slice(1).map((id, i) => [ids[i] ?? '', id]);

const INLAND: HalfSpec = {
  half: 'inland-canyon',
  regions: [
    { id: 'beach', name: 'Beach', bonus: 1, members: ['beach-a', 'beach-b', 'beach-c'] },
    { id: 'canyon', name: 'Canyon', bonus: 2, members: ['canyon-1', 'canyon-2', 'canyon-3', 'canyon-4'] },
    { id: 'cliffs', name: 'Cliffs', bonus: 3, members: ['cliff-1', 'cliff-2', 'cliff-3', 'cliff-4', 'cliff-5'] },
  ],
  borders: [
    ...chain(['beach-a', 'beach-b', 'beach-c', 'canyon-1', 'canyon-2', 'canyon-3', 'canyon-4', 'cliff-1', 'cliff-2', 'cliff-3', 'cliff-4', 'cliff-5']),
    ['beach-a', 'canyon-2'], ['canyon-4', 'cliff-3'], ['cliff-5', 'beach-a'],
  ],
};

const PULSE: HalfSpec = {
  half: 'pulse-grid-01',
  regions: [
    { id: 'archives', name: 'Archives', bonus: 2, members: ['archive-99-04', 'archive-99-03', 'research-facility-a', 'archive-hub'] },
    { id: 'grid', name: 'Grid', bonus: 3, members: ['grid-1', 'grid-2', 'grid-3', 'grid-4'] },
    { id: 'relays', name: 'Relays', bonus: 2, members: ['relay-1', 'relay-2', 'relay-3', 'relay-4'] },
  ],
  borders: [
    ...chain(['archive-99-04', 'archive-99-03', 'research-facility-a', 'archive-hub', 'grid-1', 'grid-2', 'grid-3', 'grid-4', 'relay-1', 'relay-2', 'relay-3', 'relay-4']),
    ['archive-hub', 'archive-99-04'], ['grid-4', 'grid-1'], ['relay-4', 'archive-99-04'],
  ],
};

const HAMMER: HalfSpec = {
  half: 'hammer',
  regions: [
    { id: 'north', name: 'North', bonus: 2, members: ['h-n1', 'h-n2', 'h-n3', 'h-n4'] },
    { id: 'middle', name: 'Middle', bonus: 3, members: ['h-m1', 'h-m2', 'h-m3', 'h-m4', 'h-m5'] },
    { id: 'south', name: 'South', bonus: 2, members: ['h-s1', 'h-s2', 'h-s3', 'h-s4'] },
  ],
  borders: [
    ...chain(['h-n1', 'h-n2', 'h-n3', 'h-n4', 'h-m1', 'h-m2', 'h-m3', 'h-m4', 'h-m5', 'h-s1', 'h-s2', 'h-s3', 'h-s4']),
    ['h-n1', 'h-m3'], ['h-m5', 'h-s4'], ['h-n2', 'h-s2'],
  ],
};

const ANVIL: HalfSpec = {
  half: 'anvil',
  regions: [
    { id: 'east', name: 'East', bonus: 2, members: ['a-e1', 'a-e2', 'a-e3', 'a-e4', 'a-e5'] },
    { id: 'west', name: 'West', bonus: 2, members: ['a-w1', 'a-w2', 'a-w3', 'a-w4', 'a-w5'] },
  ],
  borders: [...chain(['a-e1', 'a-e2', 'a-e3', 'a-e4', 'a-e5', 'a-w1', 'a-w2', 'a-w3', 'a-w4', 'a-w5']), ['a-e1', 'a-w3']],
};

export const TEST_BATTLEFIELDS: Readonly<Record<BattlefieldId, Battlefield>> = {
  hammer: makeBattlefield('hammer', [HAMMER]),
  anvil: makeBattlefield('anvil', [ANVIL]),
  'the-ring': makeBattlefield('the-ring', [INLAND, PULSE]),
  forge: makeBattlefield('forge', [HAMMER, ANVIL]),
};

export function pairProblem(field: Battlefield, a: TerritoryId, b: TerritoryId, placed: ReadonlySet<TerritoryId>): string | undefined {
  const da = field.territory[a];
  const db = field.territory[b];
  if (da === undefined || db === undefined) return 'risiko/unknown-territory';
  if (a === b) return 'risiko/teleporter-same-territory';
  if (placed.has(a) || placed.has(b)) return 'risiko/teleporter-already-here';
  if (field.neighbours[a]?.includes(b) === true) return 'risiko/teleporter-connected';
  if (field.halves.length > 1 && da.half === db.half) return 'risiko/teleporter-same-half';
  return undefined;
}

export const TEST_SOURCE: BattlefieldSource = {
  battlefield: (id) => TEST_BATTLEFIELDS[id],
  mobilePairProblem: (id, a, b, placed) => pairProblem(TEST_BATTLEFIELDS[id], a, b, placed),
};
