/**
 * Where the pieces of a territory sit, and where its name goes, at one zoom step. The badge sits on the
 * territory's anchor, the hero left of it and the base right; mobile teleporter tokens take a hex of their
 * own first. Names are then placed around them all without collisions: every territory gets candidate
 * boxes (below, above or beside its badge, or on one of its own hexes near the badge; on one, two or three
 * lines; from the nominal size down to the smallest readable one), scored by how far they stray from the
 * badge and out of the territory, and the most constrained territories choose first. A name that still
 * finds no free place is shown only while the pointer is on its territory (zoomed far out). Last, each
 * planned-reinforcement chip takes a corner of its badge that no name covers.
 */
import type { TerritoryId } from '../../../../engines/risiko';
import { HEX_WIDTH, type Point } from '../../../../engines/risiko/maps/geometry';
import { balancedLabel, nameFonts, pieceSizes, type PieceSizes } from './labels';
import { territoryAt, type BoardModel, type TerritoryArt } from './model';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export type Measure = (text: string, size: number) => number;

export interface NameLabel {
  readonly id: TerritoryId;
  readonly lines: readonly string[];
  /** Font size in world units. */
  readonly font: number;
  /** The plaque behind the text, in world units. */
  readonly box: Box;
  /** Drawn all the time; false: only while the pointer is on the territory. */
  readonly shown: boolean;
}

export interface Offset {
  readonly x: number;
  readonly y: number;
}

export interface Placement {
  readonly sizes: PieceSizes;
  readonly labels: ReadonlyMap<TerritoryId, NameLabel>;
  /** Where each territory's planned-reinforcement chip sits, from its anchor: a corner of the badge clear of names. */
  readonly chips: ReadonlyMap<TerritoryId, Offset>;
  /** Where each territory's mobile teleporter token sits (world): its best hex clear of names and pieces. */
  readonly ports: ReadonlyMap<TerritoryId, Point>;
}

/** Offsets of the pieces from the anchor (world units), shared by the drawing and the placement. */
export function pieceSpots(sizes: PieceSizes) {
  const { badge: r, token: t, k } = sizes;
  const c = r * 0.85;
  const corners: readonly Offset[] = [{ x: c, y: -c }, { x: -c, y: -c }, { x: c, y: c }, { x: -c, y: c }];
  return { side: r + t + 2 * k, chipRadius: r * 0.62, corners };
}

const around = (x: number, y: number, left: number, right: number, top: number, bottom: number): Box => ({ x: x - left, y: y - top, width: left + right, height: top + bottom });

/** The unit badge with its drop shadow (the count a name must never cover). */
export function badgeBox(art: TerritoryArt, sizes: PieceSizes): Box {
  const r = sizes.badge;
  return around(art.anchor[0], art.anchor[1], r * 1.12, r * 1.12, r * 1.08, r * 1.28);
}

/** Which tokens stand on a territory besides its badge (they move rarely: names make room for them). */
export interface Tokens {
  readonly hero: boolean;
  readonly base: boolean;
  /** A mobile teleporter token: it takes a hex clear of the pieces and of the name's usual spot, names avoid it. */
  readonly port?: boolean;
}

/**
 * What the pieces of a territory cover: the badge always, the hero and base tokens where they stand.
 * (The planned-reinforcement chip gives way to the names instead: it comes and goes with every click
 * while reinforcing, and names must not jump with it. Teleporter tokens are placed on their own.)
 */
export function pieceBoxes(art: TerritoryArt, sizes: PieceSizes, tokens?: Tokens): Box[] {
  const [x, y] = art.anchor;
  const t = sizes.token;
  const { side } = pieceSpots(sizes);
  const boxes = [badgeBox(art, sizes)];
  if (tokens?.hero === true) boxes.push(around(x - side, y, t * 1.12, t * 1.12, t * 1.12, t * 1.28));
  if (tokens?.base === true) boxes.push(around(x + side, y, t * 1.08, t * 1.08, t * 1.2, t * 1.36));
  return boxes;
}

/** The smallest box holding all of `boxes`. */
export function union(boxes: readonly Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, width: Math.max(...boxes.map((b) => b.x + b.width)) - x, height: Math.max(...boxes.map((b) => b.y + b.height)) - y };
}

/** Everything a territory's badge, tokens and (at `chip`, when planned) reinforcement chip may draw. */
export function piecesBounds(art: TerritoryArt, sizes: PieceSizes, tokens: Tokens, chip: Offset | null): Box {
  const boxes = pieceBoxes(art, sizes, tokens);
  if (chip !== null) {
    const halo = pieceSpots(sizes).chipRadius * 1.45;
    boxes.push(around(art.anchor[0] + chip.x, art.anchor[1] + chip.y, halo, halo, halo, halo));
  }
  return union(boxes);
}

/** The mobile teleporter token at a world point. */
export function portBox(at: Point, sizes: PieceSizes): Box {
  const port = sizes.token * 0.95 * 1.55;
  return around(at[0], at[1], port, port, port, port);
}

/** Size of the plaque around `lines` lines of text `width` wide. */
export function plaqueSize(lines: number, width: number, font: number): { width: number; height: number } {
  return { width: width + 0.9 * font, height: lines * 1.12 * font + 0.35 * font };
}

export const overlaps = (a: Box, b: Box, gap = 0): boolean =>
  a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;

interface Candidate {
  readonly lines: readonly string[];
  readonly font: number;
  readonly box: Box;
  readonly score: number;
}

/** Share of nine points of the box (corners, edge middles, centre) outside the territory. */
function outside(model: BoardModel, art: TerritoryArt, b: Box): number {
  let out = 0;
  for (const fx of [0.02, 0.5, 0.98]) for (const fy of [0.05, 0.5, 0.95]) if (territoryAt(model, b.x + fx * b.width, b.y + fy * b.height) !== art.id) out++;
  return out / 9;
}

/** Where a plaque of this size may go: under and over the badge, a little to either side, and on nearby hexes. */
function spots(art: TerritoryArt, sizes: PieceSizes, w: number, h: number): { box: Box; bias: number }[] {
  const [ax, ay] = art.anchor;
  const r = sizes.badge;
  const below = ay + r * 1.28 + 0.6 * sizes.k;
  const above = ay - r * 1.08 - 0.6 * sizes.k - h;
  const at = (cx: number, top: number, bias: number) => ({ box: { x: cx - w / 2, y: top, width: w, height: h }, bias });
  const beside = ay - h / 2;
  const left = ax - r * 1.12 - 0.6 * sizes.k - w / 2;
  const right = ax + r * 1.12 + 0.6 * sizes.k + w / 2;
  // Under the badge reads best (and is where every name sits on an uncrowded board).
  const out = [at(ax, below, -1.5), at(ax - HEX_WIDTH / 2, below, -0.8), at(ax + HEX_WIDTH / 2, below, -0.8), at(ax, above, 0), at(left, beside, 0.3), at(right, beside, 0.3)];
  for (const [hx, hy] of art.hexes) {
    const d = Math.hypot(hx - ax, hy - ay);
    if (d > 0.5 && d < 2.7 * HEX_WIDTH) out.push(at(hx, hy - h / 2, 0.5));
  }
  return out;
}

interface Context {
  readonly model: BoardModel;
  readonly sizes: PieceSizes;
  readonly measure: Measure;
  readonly fonts: readonly number[];
  readonly obstacles: readonly Box[];
  /** Printed teleporter pads: a name may cover one, at a cost. */
  readonly pads: readonly Box[];
}

interface Text {
  readonly lines: readonly string[];
  readonly font: number;
  readonly fontRank: number;
  readonly width: number;
  readonly height: number;
}

/** The name set at every font size on one, two and three lines. */
function texts(c: Context, art: TerritoryArt): Text[] {
  return c.fonts.flatMap((font, fontRank) =>
    [1, 2, 3].flatMap((n) => {
      const text = balancedLabel(art.name, n, (s) => c.measure(s, font));
      return text === null ? [] : [{ lines: text.lines, font, fontRank, ...plaqueSize(n, text.width, font) }];
    }),
  );
}

/** Only the obstacles near the territory can be in the way of its names. */
function nearby(boxes: readonly Box[], art: TerritoryArt, reach: number): Box[] {
  const area = around(art.anchor[0], art.anchor[1], reach, reach, reach, reach);
  return boxes.filter((b) => overlaps(b, area));
}

function candidates(c: Context, art: TerritoryArt): Candidate[] {
  const out: Candidate[] = [];
  const inWorld = (b: Box) => b.x >= 4 && b.y >= 4 && b.x + b.width <= c.model.width - 4 && b.y + b.height <= c.model.height - 4;
  const all = texts(c, art);
  const reach = 2.8 * HEX_WIDTH + c.sizes.badge * 1.5 + Math.max(0, ...all.map((t) => Math.max(t.width, t.height)));
  const obstacles = nearby(c.obstacles, art, reach);
  const pads = nearby(c.pads, art, reach);
  for (const text of all) {
    for (const { box, bias } of spots(art, c.sizes, text.width, text.height)) {
      if (!inWorld(box) || obstacles.some((o) => overlaps(o, box))) continue;
      const stray = Math.hypot(box.x + box.width / 2 - art.anchor[0], box.y + box.height / 2 - art.anchor[1]) / HEX_WIDTH;
      const pad = pads.some((p) => overlaps(p, box)) ? 2 : 0;
      const score = stray + bias + 1.5 * outside(c.model, art, box) + text.fontRank + 0.6 * (text.lines.length - 1) + pad;
      out.push({ lines: text.lines, font: text.font, box, score });
    }
  }
  return out.sort((a, b) => a.score - b.score);
}

/** The plaque when no candidate is free: the nominal size under the badge (shown on hover, over everything). */
function fallback(c: Context, art: TerritoryArt): Candidate {
  const font = c.fonts[0] ?? 10;
  const text = balancedLabel(art.name, Math.min(2, art.name.split(/\s+/).length), (s) => c.measure(s, font)) ?? { lines: [art.name], width: c.measure(art.name, font) };
  const size = plaqueSize(text.lines.length, text.width, font);
  const spot = spots(art, c.sizes, size.width, size.height)[0];
  return { lines: text.lines, font, box: spot?.box ?? { x: art.anchor[0], y: art.anchor[1], ...size }, score: Infinity };
}

type Chosen = Map<TerritoryId, Candidate>;

/** Names that are only in each other's way at a gap of a fraction of the font. */
const clash = (a: Candidate, b: Candidate) => overlaps(a.box, b.box, 0.1 * Math.min(a.font, b.font));

function free(chosen: Chosen, cand: Candidate, except?: TerritoryId): boolean {
  for (const [id, other] of chosen) if (id !== except && clash(other, cand)) return false;
  return true;
}

/** Moves the one or two names in the way elsewhere so `cand` fits; true when done (nothing moves otherwise). */
function makeRoom(chosen: Chosen, options: ReadonlyMap<TerritoryId, Candidate[]>, cand: Candidate): boolean {
  const blockers = [...chosen].filter(([, other]) => clash(other, cand)).map(([id]) => id);
  if (blockers.length === 0 || blockers.length > 2) return false;
  const trial: Chosen = new Map(chosen);
  for (const id of blockers) trial.delete(id);
  trial.set('\u0000new' as TerritoryId, cand);
  for (const id of blockers) {
    const moved = (options.get(id) ?? []).find((alt) => free(trial, alt));
    if (moved === undefined) return false;
    trial.set(id, moved);
  }
  for (const id of blockers) chosen.set(id, trial.get(id) ?? cand);
  return true;
}

function choose(order: readonly TerritoryId[], options: ReadonlyMap<TerritoryId, Candidate[]>): Chosen {
  const chosen: Chosen = new Map();
  const left: TerritoryId[] = [];
  for (const id of order) {
    const pick = (options.get(id) ?? []).find((cand) => free(chosen, cand));
    if (pick === undefined) left.push(id);
    else chosen.set(id, pick);
  }
  for (const id of left) {
    const pick = (options.get(id) ?? []).find((cand) => makeRoom(chosen, options, cand));
    if (pick !== undefined) chosen.set(id, pick);
  }
  return chosen;
}

/** Pieces and names of a battlefield at a (stepped) stage scale, around the tokens that stand on it. */
export function placeLabels(model: BoardModel, scale: number, measure: Measure, tokens: Readonly<Record<TerritoryId, Tokens>> = {}): Placement {
  const sizes = pieceSizes(scale);
  const arts = model.order.flatMap((id) => model.territories[id] ?? []);
  const pads = model.stationary.flatMap((l) => [l.padA, l.padB]).map(([x, y]) => around(x, y, 14, 14, 14, 14));
  const pieces = arts.flatMap((a) => pieceBoxes(a, sizes, tokens[a.id]));
  const fonts = nameFonts(scale);
  const placedPorts = portsFirst(arts.filter((a) => tokens[a.id]?.port === true), sizes, pieces, fonts[0] ?? 10);
  const obstacles = [...pieces, ...[...placedPorts.values()].map((p) => portBox(p, sizes))];
  const c: Context = { model, sizes, measure, fonts, obstacles, pads };
  const options = new Map(arts.map((a) => [a.id, candidates(c, a)] as const));
  // The territories with the fewest free spots choose first; ties in map order.
  let order = [...arts].sort((a, b) => (options.get(a.id)?.length ?? 0) - (options.get(b.id)?.length ?? 0)).map((a) => a.id);
  let chosen = choose(order, options);
  // Names left out get to choose first in another round or two; the round that shows the most wins.
  for (let round = 0; round < 3 && chosen.size < arts.length; round++) {
    const left = new Set(order.filter((id) => !chosen.has(id)));
    order = [...order.filter((id) => left.has(id)), ...order.filter((id) => !left.has(id))];
    const next = choose(order, options);
    if (next.size > chosen.size) chosen = next;
  }
  const labels = new Map<TerritoryId, NameLabel>();
  for (const art of arts) {
    const pick = chosen.get(art.id);
    const shown = pick ?? options.get(art.id)?.[0] ?? fallback(c, art);
    labels.set(art.id, { id: art.id, lines: shown.lines, font: shown.font, box: shown.box, shown: pick !== undefined });
  }
  const names = [...chosen.values()].map((cand) => cand.box);
  const ports = new Map([...portPlaces(arts, sizes, [...names, ...obstacles]), ...placedPorts]);
  return { sizes, labels, chips: chipSpots(arts, sizes, names), ports };
}

/**
 * Where the teleporter tokens that stand on the board go, before the names: the first of each territory's
 * hexes clear of every piece and of the spot under its own badge where its name would go, so the names
 * then only have to avoid them.
 */
function portsFirst(arts: readonly TerritoryArt[], sizes: PieceSizes, pieces: readonly Box[], font: number): Map<TerritoryId, Point> {
  const spots = new Map<TerritoryId, Point>();
  for (const art of arts) {
    const [x, y] = art.anchor;
    const nameSpot = around(x, y, 1.8 * HEX_WIDTH, 1.8 * HEX_WIDTH, 0, sizes.badge * 1.28 + 2.2 * font);
    const near = [...nearby(pieces, art, 4 * HEX_WIDTH), ...[...spots.values()].map((p) => portBox(p, sizes))];
    const clear = (p: Point) => !near.some((b) => overlaps(b, portBox(p, sizes)));
    spots.set(art.id, art.portSpots.find((p) => clear(p) && !overlaps(nameSpot, portBox(p, sizes))) ?? art.portSpots.find(clear) ?? art.portSpot);
  }
  return spots;
}

/** For every other territory the first of its teleporter hexes where a token would cover no name and no piece. */
function portPlaces(arts: readonly TerritoryArt[], sizes: PieceSizes, taken: readonly Box[]): Map<TerritoryId, Point> {
  const spots = new Map<TerritoryId, Point>();
  for (const art of arts) {
    const near = nearby(taken, art, 4 * HEX_WIDTH);
    const free = art.portSpots.find((p) => !near.some((b) => overlaps(b, portBox(p, sizes))));
    spots.set(art.id, free ?? art.portSpot);
  }
  return spots;
}

/** For each territory the first corner of its badge (top right, top left, bottom right, bottom left) whose chip covers no name. */
function chipSpots(arts: readonly TerritoryArt[], sizes: PieceSizes, names: readonly Box[]): Map<TerritoryId, Offset> {
  const { chipRadius, corners } = pieceSpots(sizes);
  const halo = chipRadius * 1.45;
  const spots = new Map<TerritoryId, Offset>();
  for (const art of arts) {
    const [x, y] = art.anchor;
    const near = nearby(names, art, 4 * halo);
    const free = corners.find((o) => !near.some((n) => overlaps(n, around(x + o.x, y + o.y, halo, halo, halo, halo))));
    spots.set(art.id, free ?? corners[0] ?? { x: 0, y: 0 });
  }
  return spots;
}

/** The placements of one board by zoom step, for the current tokens (zooming back and forth re-lays nothing). */
export class PlacementCache {
  private tokens: Readonly<Record<TerritoryId, Tokens>> | null = null;
  private readonly byStep = new Map<string, Placement>();

  get(model: BoardModel, scale: number, measure: Measure, tokens: Readonly<Record<TerritoryId, Tokens>>): Placement {
    if (tokens !== this.tokens) {
      this.tokens = tokens;
      this.byStep.clear();
    }
    const key = `${model.id}|${scale}`;
    let placement = this.byStep.get(key);
    if (placement === undefined) {
      if (this.byStep.size >= 24) this.byStep.clear();
      placement = placeLabels(model, scale, measure, tokens);
      this.byStep.set(key, placement);
    }
    return placement;
  }
}
