/**
 * Where everything sits on the table (world coordinates): the adventure path across the top, minions
 * below it facing the company, the company row with borne cards tucked beneath, the support area, the
 * hand of the person at the screen at the bottom, and a side column with the twilight pool and piles.
 */
import { statsKey } from '../ui/cards';
import type { HaloView, Iid, PlayerView, TableCard } from '../../../../engines/halotcg';
import { fitViewport } from '../../../frame/viewport';

export const WIDTH = 1200;
export const HEIGHT = 1000;
export const CARD_W = 128;
export const CARD_H = 178;
export const SITE_W = 92;
export const SITE_H = 76;
const GAP = 12;
const TUCK = 26;
const LEFT = 20;
const MAIN_W = 880;

export interface Placed {
  readonly iid: Iid;
  readonly card: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly wounds: number;
  /** Current stats (`statsKey`), empty when the card shows its printed ones. */
  readonly now?: string;
  /** Tucked under its bearer: only the title strip shows. */
  readonly tucked: boolean;
  /** The width no later card of its row covers (the whole width when none does): its title keeps within it. */
  readonly open?: number;
}

export interface Rows {
  readonly sites: readonly Placed[];
  readonly minions: readonly Placed[];
  readonly company: readonly Placed[];
  readonly support: readonly Placed[];
  readonly hand: readonly Placed[];
  readonly markers: readonly { readonly seat: number; readonly x: number; readonly y: number }[];
}

export const ROW_Y = { path: 30, minions: 148, company: 380, support: 610, hand: 812 } as const;
export const SIDE_X = LEFT + MAIN_W + 16;

/**
 * The player boxes in the side column (below the twilight pool), one per seat `step` apart: the draw deck's
 * stack of backs and a hidden hand's fan of backs sit at their right, in box coordinates.
 */
export const PLAYER_BOX = {
  x: SIDE_X,
  y0: ROW_Y.path + 140,
  step: 96,
  deck: { x: 228, y: 30, w: 26, h: 36 },
  hand: { x: 170, y: 34, w: 20, h: 28, gap: 6 },
} as const;

/** A hidden hand's fan draws at most this many backs; a badge gives the count. */
export const HAND_FAN_MAX = 5;

/** Where seat `i`'s draw deck sits on the table (its top card), for cards drawn from it. */
export function deckSpot(i: number): { readonly x: number; readonly y: number } {
  return { x: PLAYER_BOX.x + PLAYER_BOX.deck.x, y: PLAYER_BOX.y0 + i * PLAYER_BOX.step + PLAYER_BOX.deck.y };
}

/**
 * The hand's name sits in the side column beside the hand, below the twilight pool and five player boxes:
 * no card of the support row (nor one borne beneath it) reaches it.
 */
export const HAND_LABEL = { x: SIDE_X, y: ROW_Y.hand + 8, w: WIDTH - SIDE_X - 8, h: 40 } as const;

/**
 * The uncovered width of a card `step` from the next one: the whole card while the next one leaves its
 * title clear (the title ends 4 units short of the edge), so a row that shrinks by one card does not draw
 * its cards again for nothing.
 */
const openWidth = (step: number): number => (step >= CARD_W - 4 ? CARD_W : step);

/** Cards in one row, shrinking the step when many share it. */
function row(cards: readonly TableCard[], y: number, attached: readonly TableCard[]): Placed[] {
  const step = Math.min(CARD_W + GAP, cards.length > 1 ? (MAIN_W - CARD_W) / (cards.length - 1) : CARD_W);
  const out: Placed[] = [];
  cards.forEach((c, i) => {
    const x = LEFT + i * step;
    const borne = attached.filter((a) => a.on === c.iid);
    borne.forEach((a, j) => out.push({ iid: a.iid, card: a.card, x, y: y + CARD_H - 4 + j * TUCK, w: CARD_W, h: TUCK + 2, wounds: a.w, tucked: true }));
    out.push({ iid: c.iid, card: c.card, x, y, w: CARD_W, h: CARD_H, wounds: c.w, tucked: false, now: statsKey(c.now), open: i < cards.length - 1 ? openWidth(step) : CARD_W });
  });
  return out;
}

function allAttached(view: HaloView): TableCard[] {
  return view.players.flatMap((p) => p.attached);
}

/** Left edge of hand card `i` of `n` (cards overlap when many share the row). */
export function handX(i: number, n: number): number {
  const step = Math.min(CARD_W + GAP, n > 1 ? (MAIN_W - CARD_W) / (n - 1) : CARD_W);
  return LEFT + i * step;
}

function handRow(p: PlayerView | undefined): Placed[] {
  const hand = p?.hand ?? [];
  const open = (i: number) => (i < hand.length - 1 ? openWidth(handX(i + 1, hand.length) - handX(i, hand.length)) : CARD_W);
  return hand.map((c, i) => ({ iid: c.iid, card: c.card, x: handX(i, hand.length), y: ROW_Y.hand, w: CARD_W, h: CARD_H, wounds: 0, tucked: false, open: open(i) }));
}

export function tableLayout(view: HaloView): Rows {
  const fp = view.players[view.fp];
  const attached = allAttached(view);
  const sites: Placed[] = [];
  for (let n = 1; n <= 9; n++) {
    const site = view.path[n];
    if (site) sites.push({ iid: site.iid, card: site.card, x: LEFT + (n - 1) * (SITE_W + 6), y: ROW_Y.path, w: SITE_W, h: SITE_H, wounds: 0, tucked: false });
  }
  const markers = view.players.map((p, seat) => ({ seat, x: LEFT + (Math.max(1, p.pos) - 1) * (SITE_W + 6) + 12 + seat * 17, y: ROW_Y.path + SITE_H + 12 }));
  const minions = view.players.flatMap((p) => p.minions);
  const support = fp?.support ?? [];
  return {
    sites,
    markers,
    minions: row(minions, ROW_Y.minions, attached),
    company: row(fp?.company ?? [], ROW_Y.company, attached),
    support: row(support, ROW_Y.support, attached),
    hand: view.viewer === null ? [] : handRow(view.players[view.viewer]),
  };
}

/** Every placed card, tucked ones first (drawn beneath their bearers). */
export function allPlaced(rows: Rows): Placed[] {
  const all = [...rows.sites, ...rows.minions, ...rows.company, ...rows.support, ...rows.hand];
  return [...all.filter((p) => p.tucked), ...all.filter((p) => !p.tucked)];
}

/**
 * Below this fitted scale the table's 11–13 px card type would show at under 9 px (at 1024 × 700 the table
 * is fitted at about 53 %), so the cards are drawn again in large print (LargePrint.tsx).
 */
export const LARGE_PRINT_BELOW = 0.7;

/** Whether the table, fitted into a stage of this size, needs its cards in large print. */
export function largePrint(stage: { readonly width: number; readonly height: number }): boolean {
  if (stage.width <= 0 || stage.height <= 0) return false;
  return fitViewport({ width: WIDTH, height: HEIGHT }, stage).scale < LARGE_PRINT_BELOW;
}

const laidOut = new WeakMap<HaloView, { readonly rows: Rows; readonly placed: readonly Placed[] }>();

/** The rows and every placed card of a view, laid out once per view for the Board and the Overlay. */
export function layoutOf(view: HaloView): { readonly rows: Rows; readonly placed: readonly Placed[] } {
  let out = laidOut.get(view);
  if (out === undefined) {
    const rows = tableLayout(view);
    out = { rows, placed: allPlaced(rows) };
    laidOut.set(view, out);
  }
  return out;
}

/** Height of a fight's totals over its defender (the box the engagement line ends at). */
export const TOTAL_H = 24;

/** The part of `p` no later card of its row covers: up to the left edge of the next card drawn over it. */
function exposedWidth(p: Placed, placed: readonly Placed[]): number {
  const next = placed.filter((q) => !q.tucked && q.y === p.y && q.x > p.x).reduce((m, q) => Math.min(m, q.x - p.x), p.w);
  return next;
}

/**
 * The engagement line from attacker `atk` to the totals over defender `def`, as Konva points: down from the
 * uncovered middle of the attacker's stack (below the cards it bears), along a lane below every minion's
 * stack, then down to the totals (or to the lane's end when borne cards reach lower than the totals). It never crosses a borne card (tests hold it).
 */
export function engagementLine(atk: Placed, def: Placed, placed: readonly Placed[]): number[] {
  const sx = atk.x + exposedWidth(atk, placed) / 2;
  const stackBottom = (p: Placed) => Math.max(p.y + p.h, ...placed.filter((q) => q.tucked && q.x === p.x && q.y >= p.y && q.y < p.y + p.h + 200 && q.y < def.y).map((q) => q.y + q.h));
  const row = placed.filter((q) => !q.tucked && q.y === atk.y);
  const lane = Math.max(...row.map(stackBottom)) + 5;
  const dx = def.x + def.w / 2;
  // Borne cards deep enough to reach the totals: the line ends on the lane, beside them (the totals box sits over it).
  return [sx, stackBottom(atk), sx, lane, dx, lane, dx, Math.max(lane, def.y - TOTAL_H - 2)];
}
