/** Sniping fire on a second move in one turn: wounds equal the totals of this sniping phase, never more. */
import { describe, expect, it } from 'vitest';
import { passAll, scene, type SeatSpec } from './testing/scene';
import type { HaloState } from './types';

/** A maneuver window on the turn's second move, with the Shadow player chosen on the first move remembered. */
function secondMove(fp: SeatSpec): HaloState {
  const s = scene({ seats: [fp, { minions: ['grunt'] }], stage: 'maneuver', window: { timing: 'maneuver', then: 'sniping' } });
  return { ...s, turn: { ...s.turn, moves: 2, snipe: 3, sniped: 1 } };
}

describe('sniping on a second move', () => {
  it('with a company sniping total of 0 the Shadow player chosen before places no wounds', () => {
    // Everybody passes the maneuver, sniping and assignment windows: the next question is the assignment.
    const fired = passAll(passAll(secondMove({})));
    expect(fired.pending.map((p) => [p.kind, p.seat])).toEqual([['assignDefender', 0]]);
  });

  it('with a sniper in the company the Shadow player is chosen again and places exactly the total', () => {
    const fired = passAll(passAll(secondMove({ company: ['colonial-militia'], attached: [['hunting-rifle', '1']] })));
    expect(fired.pending.at(-1)).toMatchObject({ kind: 'snipeShadow', seat: 0, options: ['1'] });
  });
});
