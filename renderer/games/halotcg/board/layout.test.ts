import { describe, expect, it } from 'vitest';
import { halotcgEngine as engine } from '../../../../engines/halotcg';
import { pickAction } from '../testing/policy';
import { WOUND_AT } from './CardNode';
import { LARGE_WOUND_AT } from './LargePrint';
import { fitViewport } from '../../../frame/viewport';
import { allPlaced, CARD_H, CARD_W, engagementLine, HAND_LABEL, HEIGHT, LARGE_PRINT_BELOW, largePrint, PLAYER_BOX, tableLayout, WIDTH, type Placed } from './layout';

/** A 3-player game played to its first company phase (hands dealt, companies out). */
function state() {
  const r = engine.setup({ players: 3, seed: 'layout', options: {} });
  if (!r.ok) throw new Error(r.error.code);
  let s = r.value;
  for (let i = 0; i < 100 && s.turn.phase !== 'company'; i++) {
    const seat = engine.activePlayers(s)[0] ?? 0;
    const v = engine.view(s, seat);
    const a = pickAction(engine.legalActions(s, seat), v.pending?.kind ?? null, v.phase);
    const n = a === null ? null : engine.apply(s, seat, a);
    if (n === null || !n.ok) throw new Error('stuck');
    s = n.value.state;
  }
  return s;
}

describe('table layout', () => {
  it('draws the hand of the seat at the screen only', () => {
    const s = state();
    const view = engine.view(s, 1);
    const rows = tableLayout(view);
    expect(rows.hand.map((p) => p.iid)).toEqual(view.players[1]?.hand?.map((c) => c.iid));
    expect(rows.hand.every((p) => p.iid.startsWith('1.'))).toBe(true);
    const sites = new Set(rows.sites.map((p) => p.iid));
    const hidden = new Set([...(engine.view(s, 0).players[0]?.hand ?? []), ...(engine.view(s, 2).players[2]?.hand ?? [])].map((c) => c.iid));
    expect(hidden.size).toBeGreaterThan(0);
    expect(allPlaced(rows).filter((p) => !sites.has(p.iid) && hidden.has(p.iid))).toEqual([]);
  });

  it("keeps the hand's name clear of every card, a full support row and a hand of twelve included", () => {
    const view = engine.view(state(), 1);
    const many = (p: (typeof view.players)[number], n: number) => Array.from({ length: n }, (_, i) => ({ ...(p.company[0] ?? { iid: '1.0', card: 'unsc-marine', w: 0, now: {} }), iid: `1.${100 + i}` }));
    const me = view.players[1]!;
    const full = { ...view, fp: 1, players: view.players.map((p, i) => (i === 1 ? { ...p, support: many(me, 9) as never, hand: many(me, 12) as never } : p)) };
    const placed = allPlaced(tableLayout(full as typeof view));
    expect(placed.filter((p) => p.x < HAND_LABEL.x + HAND_LABEL.w && p.x + p.w > HAND_LABEL.x && p.y < HAND_LABEL.y + HAND_LABEL.h && p.y + p.h > HAND_LABEL.y)).toEqual([]);
    expect(HAND_LABEL.y + HAND_LABEL.h).toBeLessThanOrEqual(HEIGHT);
  });

  it('draws no hand for a spectator', () => {
    expect(tableLayout(engine.view(state(), null)).hand).toEqual([]);
  });

  it('keeps every card inside the table', () => {
    const rows = tableLayout(engine.view(state(), 0));
    for (const p of allPlaced(rows)) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x + p.w).toBeLessThanOrEqual(WIDTH);
      expect(p.y + p.h).toBeLessThanOrEqual(HEIGHT);
    }
  });
});

describe('large print', () => {
  it.each([
    { name: '1024 × 700 with the panel (about 53 %)', stage: { width: 640, height: 590 }, want: true },
    { name: '1024 × 700 with the panel folded (still height-bound)', stage: { width: 990, height: 590 }, want: true },
    { name: '1440 × 900 with the panel', stage: { width: 1050, height: 790 }, want: false },
    { name: '1920 × 1080 with the panel', stage: { width: 1530, height: 970 }, want: false },
    { name: 'no stage yet', stage: { width: 0, height: 0 }, want: false },
  ])('$name: $want', ({ stage, want }) => {
    expect(largePrint(stage)).toBe(want);
  });

  it('switches exactly where the fitted scale drops below 0.7', () => {
    // fitViewport keeps 24 px around the table: a stage of 0.7 × the table plus 48 px fits it at 0.7.
    const at = (scale: number) => ({ width: WIDTH * scale + 48, height: HEIGHT * scale + 48 });
    expect(largePrint(at(LARGE_PRINT_BELOW))).toBe(false);
    expect(largePrint(at(LARGE_PRINT_BELOW - 0.001))).toBe(true);
  });
});

describe('wound tokens keep clear of what a card shows', () => {
  type Box = { readonly name: string; readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  const token = (x: number, y: number, r: number): Box => ({ name: 'wounds', x: x - r, y: y - r, w: 2 * r, h: 2 * r });
  // The parts as CardNode.tsx (a full card) and LargePrint.tsx draw them, in card units.
  const normal: Box[] = [
    { name: 'cost disc', x: 4, y: 4, w: 24, h: 24 },
    { name: 'title', x: 31, y: 4, w: CARD_W - 35, h: 30 },
    { name: 'emblem', x: CARD_W - 27, y: 36, w: 20, h: 20 },
    { name: 'subtitle strip', x: 5, y: 67, w: CARD_W - 10, h: 15 },
    { name: 'type line', x: 8, y: 85, w: CARD_W - 16, h: 12 },
  ];
  const large: Box[] = [
    { name: 'cost disc', x: 4, y: 4, w: 30, h: 30 },
    { name: 'title', x: 36, y: 5, w: CARD_W - 40, h: 42 },
    { name: 'game text', x: 8, y: 57, w: CARD_W - 16, h: CARD_H - 57 - 34 },
    { name: 'stats', x: 6, y: CARD_H - 31, w: CARD_W - 12, h: 25 },
  ];
  it.each([
    ...normal.map((b) => ({ print: 'normal', part: b, at: token(WOUND_AT.x, WOUND_AT.y, 8) })),
    ...large.map((b) => ({ print: 'large', part: b, at: token(LARGE_WOUND_AT.x, LARGE_WOUND_AT.y, LARGE_WOUND_AT.r) })),
  ])('$print print: clear of the $part.name', ({ part, at }) => {
    expect(overlaps(at, part)).toBe(false);
  });
  it('both tokens sit on the card side a crowded row never covers (its left third)', () => {
    expect(WOUND_AT.x + 8).toBeLessThan(CARD_W / 3);
    expect(LARGE_WOUND_AT.x + LARGE_WOUND_AT.r).toBeLessThan(CARD_W / 3);
  });
});

/** A view of seat 1 with its hand, minions (each bearing `borne` cards) and company of the sizes given. */
function crowded(hand: number, minions = 0, borne = 0, company = 0) {
  const view = engine.view(state(), 1);
  const me = view.players[1]!;
  const card = (iid: string, on?: string) => ({ ...(me.company[0] ?? { iid: '1.0', card: 'unsc-marine', w: 0, now: {} }), iid, ...(on === undefined ? {} : { on }) });
  const mins = Array.from({ length: minions }, (_, i) => card(`2.${200 + i}`));
  const attached = mins.flatMap((m, i) => Array.from({ length: borne }, (_, j) => card(`2.${300 + i * 10 + j}`, m.iid)));
  const comp = Array.from({ length: company }, (_, i) => card(`1.${400 + i}`));
  const players = view.players.map((p, i) => (i === 1 ? { ...p, hand: Array.from({ length: hand }, (_, k) => card(`1.${100 + k}`)), company: comp } : i === 2 ? { ...p, minions: mins, attached } : p));
  return { ...view, fp: 1, players } as never as typeof view;
}

describe('a large hand stays readable', () => {
  it.each([9, 10, 12, 15])('%i cards: each shows an uncovered strip of at least 48 table units (about 25 px at 1024 × 700), where its cost and title keep', (n) => {
    const hand = tableLayout(crowded(n)).hand;
    expect(hand).toHaveLength(n);
    for (const [i, p] of hand.entries()) {
      const next = hand[i + 1];
      expect(p.open).toBe(next === undefined || next.x - p.x >= p.w - 4 ? p.w : next.x - p.x);
      expect(p.open).toBeGreaterThanOrEqual(48);
    }
  });
});

describe('five players at 1024 × 700', () => {
  it('every player box sits on the table, above the hand\'s name, and the table fits the stage', () => {
    const last = PLAYER_BOX.y0 + 4 * PLAYER_BOX.step + 86;
    expect(last).toBeLessThanOrEqual(HAND_LABEL.y);
    const fit = fitViewport({ width: WIDTH, height: HEIGHT }, { width: 640, height: 590 });
    expect(WIDTH * fit.scale).toBeLessThanOrEqual(640);
    expect(HEIGHT * fit.scale).toBeLessThanOrEqual(590);
  });
});

/** Whether the axis-aligned segment (x1, y1)–(x2, y2) passes through the inside of `r`. */
function crosses(r: Placed, x1: number, y1: number, x2: number, y2: number): boolean {
  const [lx, hx, ly, hy] = [Math.min(x1, x2), Math.max(x1, x2), Math.min(y1, y2), Math.max(y1, y2)];
  return lx < r.x + r.w && hx > r.x && ly < r.y + r.h && hy > r.y;
}

describe('engagement lines', () => {
  it.each([
    { name: 'three minions with one borne card each, three defenders', minions: 3, borne: 1 },
    { name: 'six minions overlapping, two borne cards each', minions: 9, borne: 2 },
    { name: 'one minion bearing three cards', minions: 1, borne: 3 },
  ])('never cross a borne card: $name', ({ minions, borne }) => {
    const rows = tableLayout(crowded(0, minions, borne, 3));
    const placed = allPlaced(rows);
    const tucked = placed.filter((p) => p.tucked);
    expect(tucked.length).toBe(minions * borne);
    for (const atk of rows.minions.filter((p) => !p.tucked)) {
      for (const def of rows.company.filter((p) => !p.tucked)) {
        const pts = engagementLine(atk, def, placed);
        for (let i = 0; i + 3 < pts.length; i += 2) {
          const [x1, y1, x2, y2] = pts.slice(i, i + 4) as [number, number, number, number];
          expect(x1 === x2 || y1 === y2).toBe(true);
          expect(tucked.filter((r) => crosses(r, x1, y1, x2, y2)).map((r) => r.iid)).toEqual([]);
        }
      }
    }
  });
});
