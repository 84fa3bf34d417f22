/**
 * Map data validator: every rule a board half must keep, as problems with a stable code. The test runs it
 * over all halves (which must have none) and over broken copies (which must be caught). Codes are for
 * developers editing maps; players never see them.
 */
import { halfBorders } from './battlefield';
import { EMPTY_CELL, cellsByCharacter, neighbourCell, type Cell } from './hexGrid';
import type { HalfDef, TerritoryDef, TerritoryId } from './types';

export interface MapProblem {
  readonly code: string;
  readonly detail: string;
}

/** Design limits (brief): territories of 12-30 hexes, region bonuses 1-5. */
export const TERRITORY_HEXES = { min: 12, max: 30 } as const;
export const REGION_BONUS = { min: 1, max: 5 } as const;

const problem = (code: string, detail: string): MapProblem => ({ code, detail });

/** "Foehammer's Landing" -> "foehammers-landing". Ids are derived from names so both stay in step. */
export function kebabCase(name: string): string {
  return name.toLowerCase().replace(/'/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export function halfProblems(half: HalfDef): readonly MapProblem[] {
  return [...gridProblems(half), ...territoryProblems(half), ...regionProblems(half), ...linkProblems(half), ...reachProblems(half)];
}

function gridProblems(half: HalfDef): MapProblem[] {
  const out: MapProblem[] = [];
  const width = half.grid[0]?.length ?? 0;
  if (width === 0) out.push(problem('grid/empty', half.id));
  const cells = new Set(half.territories.map((t) => t.cell));
  half.grid.forEach((line, row) => {
    if (line.length !== width) out.push(problem('grid/ragged', `${half.id} row ${row} has ${line.length} cells, not ${width}`));
    [...line].forEach((ch, col) => {
      if (ch !== EMPTY_CELL && !cells.has(ch)) out.push(problem('grid/unknown-cell', `${half.id} ${row},${col} '${ch}'`));
    });
  });
  return out;
}

function territoryProblems(half: HalfDef): MapProblem[] {
  const out: MapProblem[] = [];
  const byChar = cellsByCharacter(half.grid);
  const regions = new Set(half.regions.map((r) => r.id));
  const seenCells = new Set<string>();
  for (const t of half.territories) {
    const cells = byChar.get(t.cell) ?? [];
    if (t.cell.length !== 1 || t.cell === EMPTY_CELL || seenCells.has(t.cell)) out.push(problem('territory/bad-cell', `${t.id} '${t.cell}'`));
    seenCells.add(t.cell);
    if (t.id !== kebabCase(t.name)) out.push(problem('territory/id-not-name', `${t.id} for "${t.name}"`));
    if (!regions.has(t.region)) out.push(problem('territory/unknown-region', `${t.id} in ${t.region}`));
    if (cells.length === 0) out.push(problem('territory/no-cells', t.id));
    else if (!isOneBlob(cells)) out.push(problem('territory/split', t.id));
    if (cells.length > 0 && (cells.length < TERRITORY_HEXES.min || cells.length > TERRITORY_HEXES.max)) {
      out.push(problem('territory/size', `${t.id} has ${cells.length} hexes`));
    }
  }
  return out;
}

/** One connected blob: a flood fill from the first cell reaches them all. */
function isOneBlob(cells: readonly Cell[]): boolean {
  const key = (c: Cell): string => `${c.row},${c.col}`;
  const all = new Set(cells.map(key));
  const first = cells[0];
  if (first === undefined) return false;
  const seen = new Set([key(first)]);
  const stack = [first];
  for (let c = stack.pop(); c !== undefined; c = stack.pop()) {
    for (let d = 0; d < 6; d++) {
      const n = neighbourCell(c.row, c.col, d);
      const k = key(n);
      if (all.has(k) && !seen.has(k)) {
        seen.add(k);
        stack.push(n);
      }
    }
  }
  return seen.size === all.size;
}

function regionProblems(half: HalfDef): MapProblem[] {
  const out: MapProblem[] = [];
  for (const r of half.regions) {
    if (!half.territories.some((t) => t.region === r.id)) out.push(problem('region/empty', r.id));
    if (!Number.isInteger(r.bonus) || r.bonus < REGION_BONUS.min || r.bonus > REGION_BONUS.max) out.push(problem('region/bonus', `${r.id} ${r.bonus}`));
    if (r.id !== kebabCase(r.name)) out.push(problem('region/id-not-name', `${r.id} for "${r.name}"`));
    if (!/^#[0-9a-f]{6}$/.test(r.color)) out.push(problem('region/color', `${r.id} ${r.color}`));
  }
  return out;
}

/** Stationary links join two existing, non-bordering territories; one printed pad per territory at most. */
function linkProblems(half: HalfDef): MapProblem[] {
  const out: MapProblem[] = [];
  const ids = new Set(half.territories.map((t) => t.id));
  const borders = new Set(halfBorders(half).map(([a, b]) => `${a}|${b}`));
  const pads = new Set<TerritoryId>();
  for (const [a, b] of half.stationaryTeleporters) {
    const name = `${a}<->${b}`;
    if (!ids.has(a) || !ids.has(b)) out.push(problem('teleporter/unknown-territory', name));
    if (a === b) out.push(problem('teleporter/self', name));
    if (borders.has(`${a}|${b}`) || borders.has(`${b}|${a}`)) out.push(problem('teleporter/borders', name));
    for (const end of [a, b]) {
      if (pads.has(end)) out.push(problem('teleporter/two-pads', end));
      pads.add(end);
    }
  }
  return out;
}

/** Every territory reachable from the first one by borders and stationary links. */
function reachProblems(half: HalfDef): MapProblem[] {
  const next = new Map<TerritoryId, TerritoryId[]>(half.territories.map((t) => [t.id, []]));
  for (const [a, b] of [...halfBorders(half), ...half.stationaryTeleporters]) {
    next.get(a)?.push(b);
    next.get(b)?.push(a);
  }
  const first = half.territories[0]?.id;
  const seen = new Set(first === undefined ? [] : [first]);
  const queue = [...seen];
  for (let t = queue.shift(); t !== undefined; t = queue.shift()) {
    for (const n of next.get(t) ?? []) {
      if (seen.has(n)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return half.territories.filter((t) => !seen.has(t.id)).map((t) => problem('half/unreachable', `${half.id} ${t.id}`));
}

/** Names and ids must be unique across all halves, because FORGE and THE RING combine them. */
export function uniquenessProblems(halves: readonly HalfDef[]): readonly MapProblem[] {
  const out: MapProblem[] = [];
  const check = (kind: string, values: readonly string[]): void => {
    const seen = new Set<string>();
    for (const v of values) {
      if (seen.has(v)) out.push(problem(`${kind}/duplicate`, v));
      seen.add(v);
    }
  };
  const territories: TerritoryDef[] = halves.flatMap((h) => [...h.territories]);
  const regions = halves.flatMap((h) => [...h.regions]);
  check('territory-id', territories.map((t) => t.id));
  check('region-id', regions.map((r) => r.id));
  check('name', [...territories.map((t) => t.name), ...regions.map((r) => r.name)]);
  return out;
}

/** Hexes of a territory, for tests and tools. */
export function territoryCells(half: HalfDef, cell: string): readonly Cell[] {
  return cellsByCharacter(half.grid).get(cell) ?? [];
}
