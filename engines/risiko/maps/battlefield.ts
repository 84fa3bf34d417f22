/**
 * Battlefields resolved for play. The engine looks neighbours up in hot loops, so each battlefield is built
 * once per id, frozen, and the same object is returned on every call (callers may cache by identity).
 */
import { BATTLEFIELDS, HALVES } from './battlefields';
import { touchingCharacters } from './hexGrid';
import type { Battlefield, BattlefieldId, HalfDef, HalfId, RegionDef, TerritoryDef, TerritoryId } from './types';

type PlacedTerritory = TerritoryDef & { readonly half: HalfId };

const resolved = new Map<BattlefieldId, Battlefield>();
// Keyed by the half object, not its id, so a validator test's broken copy of a half gets its own borders.
const borderCache = new WeakMap<HalfDef, readonly (readonly [TerritoryId, TerritoryId])[]>();

/** Territory pairs of one half that share at least one hex edge (no teleporters), each pair once. */
export function halfBorders(half: HalfDef): readonly (readonly [TerritoryId, TerritoryId])[] {
  const cached = borderCache.get(half);
  if (cached !== undefined) return cached;
  const byCell = new Map(half.territories.map((t) => [t.cell, t.id]));
  const pairs: (readonly [TerritoryId, TerritoryId])[] = [];
  for (const [a, b] of touchingCharacters(half.grid)) {
    const ta = byCell.get(a);
    const tb = byCell.get(b);
    // Unknown characters are reported by the validator; they never make a border.
    if (ta !== undefined && tb !== undefined) pairs.push([ta, tb]);
  }
  borderCache.set(half, pairs);
  return pairs;
}

/** The resolved battlefield; built on first use and cached. */
export function battlefield(id: BattlefieldId): Battlefield {
  let built = resolved.get(id);
  if (built === undefined) {
    built = buildBattlefield(id);
    resolved.set(id, built);
  }
  return built;
}

function buildBattlefield(id: BattlefieldId): Battlefield {
  const halves = BATTLEFIELDS[id].halves.map((h) => HALVES[h]);
  const territories: TerritoryId[] = [];
  const territory: Record<TerritoryId, PlacedTerritory> = {};
  const regions: RegionDef[] = [];
  const regionTerritories: Record<string, TerritoryId[]> = {};
  const links = new Map<TerritoryId, Set<TerritoryId>>();
  const link = (a: TerritoryId, b: TerritoryId): void => {
    links.get(a)?.add(b);
    links.get(b)?.add(a);
  };
  for (const half of halves) {
    regions.push(...half.regions.map((r) => Object.freeze({ ...r })));
    for (const r of half.regions) regionTerritories[r.id] = [];
    for (const t of half.territories) {
      territories.push(t.id);
      territory[t.id] = Object.freeze({ ...t, half: half.id });
      regionTerritories[t.region]?.push(t.id);
      links.set(t.id, new Set());
    }
    for (const [a, b] of halfBorders(half)) link(a, b);
    for (const [a, b] of half.stationaryTeleporters) link(a, b);
  }
  const neighbours: Record<TerritoryId, readonly TerritoryId[]> = {};
  for (const [t, set] of links) neighbours[t] = Object.freeze([...set].sort());
  for (const r of Object.keys(regionTerritories)) Object.freeze(regionTerritories[r]);
  return Object.freeze({
    id,
    territories: Object.freeze(territories),
    territory: Object.freeze(territory),
    regions: Object.freeze(regions),
    regionTerritories: Object.freeze(regionTerritories),
    neighbours: Object.freeze(neighbours),
    halves: Object.freeze(halves.map((h) => h.id)),
  });
}
