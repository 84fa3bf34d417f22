/**
 * The battlefield resolved for fast rule checks: territories as indices, adjacency as arrays, regions as
 * index lists. Built once per Board object and cached; mobile-teleporter links are added per teleporter
 * list (also cached, keyed by the list's identity, which stays the same for the whole game after setup).
 */
import type { BattlefieldId, Board, TerritoryId } from './maps/types';
import type { Teleporter } from './types';

/** Where the engine gets its battlefields: the real maps module, or small boards in tests. */
export interface BoardSource {
  board(id: BattlefieldId): Board;
  mobilePairProblem(id: BattlefieldId, a: TerritoryId, b: TerritoryId, placed: ReadonlySet<TerritoryId>): string | undefined;
}

export interface RegionInfo {
  readonly id: string;
  readonly bonus: number;
  readonly members: readonly number[];
}

export interface Geo {
  readonly id: BattlefieldId;
  readonly board: Board;
  readonly source: BoardSource;
  readonly n: number;
  readonly ids: readonly TerritoryId[];
  readonly index: ReadonlyMap<TerritoryId, number>;
  /** Borders and stationary teleporters. */
  readonly adj: readonly (readonly number[])[];
  /** Half number (index into board.halves) per territory. */
  readonly half: readonly number[];
  readonly regions: readonly RegionInfo[];
}

const geoCache = new WeakMap<Board, Geo>();

function buildGeo(board: Board, source: BoardSource): Geo {
  const ids = board.territories;
  const index = new Map<TerritoryId, number>(ids.map((id, i) => [id, i]));
  const at = (id: TerritoryId): number => {
    const i = index.get(id);
    if (i === undefined) throw new Error(`board ${board.id}: unknown territory ${id}`);
    return i;
  };
  const adj = ids.map((id) => (board.neighbours[id] ?? []).map(at));
  const half = ids.map((id) => board.halves.indexOf(board.territory[id]?.half ?? board.halves[0] ?? 'hammer'));
  const regions = board.regions.map((r) => ({ id: r.id, bonus: r.bonus, members: (board.regionTerritories[r.id] ?? []).map(at) }));
  return { id: board.id, board, source, n: ids.length, ids, index, adj, half, regions };
}

export function geoFor(source: BoardSource, id: BattlefieldId): Geo {
  const board = source.board(id);
  let geo = geoCache.get(board);
  if (geo === undefined || geo.source !== source) {
    geo = buildGeo(board, source);
    geoCache.set(board, geo);
  }
  return geo;
}

// A teleporter list belongs to one game (one battlefield), so its identity alone keys the cache.
const linkCache = new WeakMap<readonly Teleporter[], readonly (readonly number[])[]>();

/** Adjacency including the mobile teleporter pairs placed so far. */
export function links(g: Geo, teleporters: readonly Teleporter[]): readonly (readonly number[])[] {
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
export function territoryIndex(g: Geo, id: TerritoryId): number | undefined {
  return g.index.get(id);
}

export function areAdjacent(adj: readonly (readonly number[])[], a: number, b: number): boolean {
  return adj[a]?.includes(b) ?? false;
}
