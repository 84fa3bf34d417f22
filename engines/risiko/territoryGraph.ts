/**
 * The territory graph: a battlefield resolved for fast rule checks, territories as indices, adjacency as
 * arrays, regions as index lists (the rules' `g`). Built once per `Battlefield` object and cached;
 * mobile-teleporter links are added per teleporter list (also cached, keyed by the list's identity, which
 * stays the same for the whole game after setup).
 */
import type { Battlefield, BattlefieldId, TerritoryId } from './maps/types';
import type { Teleporter } from './types';

/** Where the engine gets its battlefields: the real maps module, or small hand-made ones in tests. */
export interface BattlefieldSource {
  battlefield(id: BattlefieldId): Battlefield;
  mobilePairProblem(id: BattlefieldId, a: TerritoryId, b: TerritoryId, placed: ReadonlySet<TerritoryId>): string | undefined;
}

export interface RegionInfo {
  readonly id: string;
  readonly bonus: number;
  readonly members: readonly number[];
}

export interface TerritoryGraph {
  readonly id: BattlefieldId;
  readonly battlefield: Battlefield;
  readonly source: BattlefieldSource;
  readonly n: number;
  readonly ids: readonly TerritoryId[];
  readonly index: ReadonlyMap<TerritoryId, number>;
  /** Borders and stationary teleporters. */
  readonly adj: readonly (readonly number[])[];
  /** Half number (index into battlefield.halves) per territory. */
  readonly half: readonly number[];
  readonly regions: readonly RegionInfo[];
}

const graphCache = new WeakMap<Battlefield, TerritoryGraph>();

function buildGraph(field: Battlefield, source: BattlefieldSource): TerritoryGraph {
  const ids = field.territories;
  const index = new Map<TerritoryId, number>(ids.map((id, i) => [id, i]));
  const at = (id: TerritoryId): number => {
    const i = index.get(id);
    if (i === undefined) throw new Error(`battlefield ${field.id}: unknown territory ${id}`);
    return i;
  };
  const adj = ids.map((id) => (field.neighbours[id] ?? []).map(at));
  const half = ids.map((id) => field.halves.indexOf(field.territory[id]?.half ?? field.halves[0] ?? 'hammer'));
  const regions = field.regions.map((r) => ({ id: r.id, bonus: r.bonus, members: (field.regionTerritories[r.id] ?? []).map(at) }));
  return { id: field.id, battlefield: field, source, n: ids.length, ids, index, adj, half, regions };
}

export function graphFor(source: BattlefieldSource, id: BattlefieldId): TerritoryGraph {
  const field = source.battlefield(id);
  let graph = graphCache.get(field);
  if (graph === undefined || graph.source !== source) {
    graph = buildGraph(field, source);
    graphCache.set(field, graph);
  }
  return graph;
}

// A teleporter list belongs to one game (one battlefield), so its identity alone keys the cache.
const linkCache = new WeakMap<readonly Teleporter[], readonly (readonly number[])[]>();

/** Adjacency including the mobile teleporter pairs placed so far. */
export function links(g: TerritoryGraph, teleporters: readonly Teleporter[]): readonly (readonly number[])[] {
  if (teleporters.length === 0) return g.adj;
  const cached = linkCache.get(teleporters);
  if (cached !== undefined && cached.length === g.n) return cached;
  const adj = g.adj.map((list) => list.slice());
  for (const t of teleporters) {
    if (t.b < 0) continue;
    adj[t.a]?.push(t.b);
    adj[t.b]?.push(t.a);
  }
  linkCache.set(teleporters, adj);
  return adj;
}

/** Index of a territory id, or undefined for an unknown id. */
export function territoryIndex(g: TerritoryGraph, id: TerritoryId): number | undefined {
  return g.index.get(id);
}

export function areAdjacent(adj: readonly (readonly number[])[], a: number, b: number): boolean {
  return adj[a]?.includes(b) ?? false;
}
