import { describe, expect, it } from 'vitest';
import { deckSpot, PLAYER_BOX, type Placed } from './layout';
import { boxSpot, ghostFlight, ownerSeat, planMoves } from './moves';

const card = (iid: string, x: number, y: number, tucked = false): Placed => ({ iid, card: 'grunt', x, y, w: 128, h: 178, wounds: 0, tucked });

describe('card movement between two tables', () => {
  it.each([
    { name: 'nothing changed: no move', before: [card('0.1', 20, 380)], after: [card('0.1', 20, 380)], hand: [], want: [] },
    { name: 'played from the hand: glides from the hand to its row', before: [card('0.5', 20, 812)], after: [card('0.5', 160, 380)], hand: [], want: [{ kind: 'moved', iid: '0.5', from: { x: 20, y: 812 }, to: { x: 160, y: 380 } }] },
    { name: 'drawn: glides from its owner’s draw deck into the hand', before: [card('0.1', 20, 380)], after: [card('0.1', 20, 380), card('0.9', 20, 812)], hand: ['0.9'], want: [{ kind: 'drawn', iid: '0.9', from: deckSpot(0), to: { x: 20, y: 812 } }] },
    { name: 'played from a hidden hand: comes from its owner’s box', before: [card('0.1', 20, 380)], after: [card('0.1', 20, 380), card('2.4', 20, 148)], hand: [], want: [{ kind: 'entered', iid: '2.4', from: boxSpot(2), to: { x: 20, y: 148 } }] },
    { name: 'borne by a companion: moves under it as a strip', before: [card('0.6', 300, 812)], after: [card('0.6', 20, 554, true)], hand: [], want: [{ kind: 'moved', iid: '0.6', from: { x: 300, y: 812 }, to: { x: 20, y: 554 } }] },
  ])('$name', ({ before, after, hand, want }) => {
    expect(planMoves(before, after, new Set(hand))).toEqual(want);
  });

  it('killed or discarded: leaves the table for its owner’s box', () => {
    const grunt = card('1.3', 160, 148);
    expect(planMoves([card('0.1', 20, 380), grunt], [card('0.1', 20, 380)], new Set())).toEqual([{ kind: 'left', card: grunt, to: boxSpot(1) }]);
  });

  it('the first table of a game moves nothing in (no cards before it)', () => {
    expect(planMoves([], [card('0.1', 20, 380)], new Set())).toEqual([]);
  });

  it.each([
    { iid: '0.12', want: 0 },
    { iid: '4.0', want: 4 },
  ])('$iid belongs to seat $want', ({ iid, want }) => {
    expect(ownerSeat(iid)).toBe(want);
  });
});

describe('a card leaving the table reads as a card in motion', () => {
  const grunt = card('1.3', 160, 148);
  const flight = ghostFlight(grunt, boxSpot(1));
  it.each([
    { name: 'it starts as the card where it lay', pose: flight.start, want: { x: 160 + 64, y: 148 + 89, scaleX: 1, scaleY: 1, opacity: 1 } },
    { name: 'on the way it turns edge-on (its face gives way to its back there)', pose: flight.turn, want: { scaleX: 0 } },
    { name: 'it lands in its owner’s box the size of a card of the box’s fan', pose: flight.land, want: { x: boxSpot(1).x + PLAYER_BOX.hand.w / 2, y: boxSpot(1).y + PLAYER_BOX.hand.h / 2, scaleY: PLAYER_BOX.hand.w / 128 } },
  ])('$name', ({ pose, want }) => {
    for (const [k, v] of Object.entries(want)) expect(pose[k as keyof typeof pose]).toBeCloseTo(v, 5);
  });

  it('shrinks on the way, never grows, and turns before it is half-way', () => {
    expect(flight.turn.scaleY).toBeLessThan(flight.start.scaleY);
    expect(flight.land.scaleY).toBeLessThan(flight.turn.scaleY);
    expect(flight.share).toBeGreaterThan(0);
    expect(flight.share).toBeLessThanOrEqual(0.5);
    expect(flight.land.opacity).toBeLessThan(1);
  });
});
