/**
 * Where each region's name and bonus go on the map ("Silent Cartographer +2"), at one zoom step: beside
 * the region, where they cover no badge, token or territory name. Candidate spots lie on each hex of the
 * region and just beside it on every side; each is scored by how much of other regions' land it covers
 * (open space beside the region is best, the region's own land next) and by its number of lines. The names are English in every language, like the map's (RULES.md); the bonus is a
 * number. A region with no free spot is left to the legend.
 */
import { HEX_WIDTH } from '../../../../engines/risiko/maps/geometry';
import { balancedLabel, NAME_MIN_PX, NAME_PX } from './labels';
import type { TerritoryId } from '../../../../engines/risiko';
import { overlaps, piecesBounds, plaqueSize, portBox, type Box, type Measure, type Placement, type Tokens } from './placement';
import { territoryAt, type BoardModel, type RegionArt } from './model';

/** Screen pixels of a region's name when zoomed out (a little larger than a territory's). */
export const REGION_PX = NAME_PX + 1;
export const REGION_MIN_PX = NAME_MIN_PX + 0.5;

export interface RegionLabel {
  readonly id: string;
  readonly lines: readonly string[];
  /** Font size in world units. */
  readonly font: number;
  readonly box: Box;
  readonly color: string;
}

/** The text of a region's label: its name, then its bonus. */
export const regionText = (r: Pick<RegionArt, 'name' | 'bonus'>): string => `${r.name} +${r.bonus}`;

const BAND = 2 * HEX_WIDTH;
const NO_TOKENS: Tokens = { hero: false, base: false };

interface Area {
  readonly hexes: readonly (readonly [number, number])[];
  readonly box: Box;
}

function areaOf(model: BoardModel, region: RegionArt): Area {
  const hexes = Object.values(model.territories)
    .filter((t) => t.region === region.id && t.half === region.half)
    .flatMap((t) => t.hexes);
  const xs = hexes.map((h) => h[0]);
  const ys = hexes.map((h) => h[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { hexes, box: { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y } };
}

/** What the plaque covers, sampled on a 3 x 3 grid: land of other regions costs most, the region's own a little. */
function coverOf(model: BoardModel, box: Box, region: RegionArt): number {
  let cost = 0;
  for (const fx of [0.1, 0.5, 0.9]) {
    for (const fy of [0.15, 0.5, 0.85]) {
      const id = territoryAt(model, box.x + fx * box.width, box.y + fy * box.height);
      const art = id === null ? undefined : model.territories[id];
      if (art !== undefined) cost += art.region === region.id && art.half === region.half ? 0.25 : 1.5;
    }
  }
  return cost * HEX_WIDTH;
}

/** The plaque's shapes to try: one line, then the name over two lines. */
function shapesOf(region: RegionArt, font: number, measure: Measure): { lines: readonly string[]; width: number; height: number }[] {
  const text = regionText(region);
  const shapes = [1, 2, 3].flatMap((n) => {
    const wrapped = balancedLabel(text, n, (s) => measure(s, font));
    return wrapped === null ? [] : [{ lines: wrapped.lines, ...plaqueSize(n, wrapped.width, font) }];
  });
  return shapes;
}

/** Where a plaque may sit around one hex of its region: on it, or just beside it on any side. */
function spotsAround(hx: number, hy: number, width: number, height: number): Box[] {
  const gap = 0.55 * HEX_WIDTH;
  return [
    { x: hx - width / 2, y: hy - height / 2, width, height },
    { x: hx + gap, y: hy - height / 2, width, height },
    { x: hx - gap - width, y: hy - height / 2, width, height },
    { x: hx - width / 2, y: hy + gap, width, height },
    { x: hx - width / 2, y: hy - gap - height, width, height },
  ];
}

function placeOne(model: BoardModel, region: RegionArt, font: number, measure: Measure, taken: readonly Box[]): RegionLabel | null {
  const area = areaOf(model, region);
  if (area.hexes.length === 0) return null;
  const outer = { x: area.box.x - BAND, y: area.box.y - BAND, width: area.box.width + 2 * BAND, height: area.box.height + 2 * BAND };
  let best: { score: number; label: RegionLabel } | null = null;
  for (const shape of shapesOf(region, font, measure)) {
    // What a plaque of this shape could reach from any hex of the region.
    const near = taken.filter((b) => overlaps(b, outer, shape.width + shape.height + HEX_WIDTH));
    // Each extra line costs a little: one line reads best.
    const penalty = (shape.lines.length - 1) * HEX_WIDTH * 0.5;
    if (best !== null && penalty >= best.score) break;
    for (const [hx, hy] of area.hexes) {
      for (const box of spotsAround(hx, hy, shape.width, shape.height)) {
        if (box.x < 0 || box.y < 0 || box.x + box.width > model.width || box.y + box.height > model.height) continue;
        if (near.some((b) => overlaps(b, box, font * 0.2))) continue;
        const score = penalty + coverOf(model, box, region);
        if (best === null || score < best.score) best = { score, label: { id: region.id, lines: shape.lines, font, box, color: region.color } };
        if (best.score === 0) return best.label;
      }
    }
  }
  return best?.label ?? null;
}

/**
 * The region labels for a board at `scale`, clear of every piece and token (`tokens`, as placed by
 * `placement`, with the reinforcement chips' corners), of every shown name and of each other. Regions are placed smallest first (they have the fewest spots).
 */
export function placeRegionLabels(model: BoardModel, scale: number, measure: Measure, placement: Placement, tokens: Readonly<Record<TerritoryId, Tokens>> = {}): RegionLabel[] {
  const perPixel = 1 / Math.min(1, Math.max(0.05, scale));
  const { sizes } = placement;
  const taken: Box[] = Object.values(model.territories).flatMap((art) => piecesBounds(art, sizes, tokens[art.id] ?? NO_TOKENS, placement.chips.get(art.id) ?? null));
  for (const label of placement.labels.values()) if (label.shown) taken.push(label.box);
  for (const [id, at] of placement.ports) if (tokens[id]?.port === true) taken.push(portBox(at, sizes));
  const size = (r: RegionArt) => Object.values(model.territories).filter((t) => t.region === r.id && t.half === r.half).length;
  const labels: RegionLabel[] = [];
  for (const region of [...model.regions].sort((a, b) => size(a) - size(b))) {
    // The usual size, or a little smaller where the map is crowded.
    const label = placeOne(model, region, REGION_PX * perPixel, measure, taken) ?? placeOne(model, region, REGION_MIN_PX * perPixel, measure, taken);
    if (label === null) continue;
    labels.push(label);
    taken.push(label.box);
  }
  return labels;
}
