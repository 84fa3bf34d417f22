/**
 * Battlefield data types. Every battlefield is our own design (RULES.md: no publisher maps).
 *
 * A board half is drawn as a hex grid (pointy-top hexes, "odd-r" layout: odd rows sit half a hex further
 * right). Each character is one cell: a letter names the territory that owns the cell, `.` is empty space
 * (sea, chasm, void). Territories are unions of cells; two territories border each other when they share a
 * hex edge. The data files write the grid as hex art (see `hexGrid.ts`). The same grid gives the renderer its
 * shapes (outline tracing in `geometry.ts`), so the drawn map and the rules can never disagree.
 */

export type HalfId = 'hammer' | 'anvil' | 'inland-canyon' | 'pulse-grid-01';
export type BattlefieldId = 'hammer' | 'anvil' | 'the-ring' | 'forge';

/** Kebab-case ids, e.g. `archive-99-03`; display names stay English in both languages (RULES.md). */
export type TerritoryId = string;
export type RegionId = string;

export interface RegionDef {
  readonly id: RegionId;
  /** English name shown in both languages, e.g. "Beach". */
  readonly name: string;
  /** Extra reinforcements for holding every territory of the region. */
  readonly bonus: number;
  /** Fill colour of the region on the board (#rrggbb). */
  readonly color: string;
}

export interface TerritoryDef {
  readonly id: TerritoryId;
  readonly name: string;
  readonly region: RegionId;
  /** The grid character that marks this territory's cells in its half's grid. */
  readonly cell: string;
}

export interface HalfDef {
  readonly id: HalfId;
  readonly name: string;
  /** Rows of equal length, one character per cell (odd-r hex layout); see the module comment. */
  readonly grid: readonly string[];
  readonly regions: readonly RegionDef[];
  readonly territories: readonly TerritoryDef[];
  /** Printed teleporter links inside this half: pairs of territories that count as adjacent. */
  readonly stationaryTeleporters: readonly (readonly [TerritoryId, TerritoryId])[];
}

export interface BattlefieldDef {
  readonly id: BattlefieldId;
  readonly name: string;
  /** One half for HAMMER and ANVIL; two for THE RING and FORGE, joined only by mobile teleporters. */
  readonly halves: readonly HalfId[];
  readonly minPlayers: number;
  readonly maxPlayers: number;
}

/**
 * A battlefield resolved for play: every territory with its neighbours (borders and stationary
 * teleporters; mobile teleporters live in the game state because players place them). Built from its
 * `BattlefieldDef` by `battlefield(id)`.
 */
export interface Battlefield {
  readonly id: BattlefieldId;
  readonly territories: readonly TerritoryId[];
  readonly territory: Readonly<Record<TerritoryId, TerritoryDef & { readonly half: HalfId }>>;
  readonly regions: readonly RegionDef[];
  readonly regionTerritories: Readonly<Record<RegionId, readonly TerritoryId[]>>;
  readonly neighbours: Readonly<Record<TerritoryId, readonly TerritoryId[]>>;
  readonly halves: readonly HalfId[];
}
