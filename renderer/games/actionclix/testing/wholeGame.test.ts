import { describe, expect, it } from 'vitest';
import { actionclixEngine } from '../../../../engines/actionclix';
import { defaultOptions } from '../forceBuilder';
import { MILESTONES, wholeGame } from './wholeGame';

describe('the whole-game planner (the e2e game’s script)', () => {
  const game = wholeGame(defaultOptions(2), 2, 'acx-game-8');

  it('covers every milestone with the e2e seed', () => expect(MILESTONES.filter((m) => !game.covered.has(m))).toEqual([]));

  it('ends with a winner at 5 kill points in 78 actions, short enough for a browser test', () => {
    expect(game.steps).toHaveLength(78);
    expect(actionclixEngine.outcome(game.final)).toEqual({ winners: [1], reason: 'kills' });
    expect(game.final.seats.map((s) => s.kills)).toEqual([3, 5]);
  });

  it('every step is legal for the seat that takes it', () => {
    for (const s of game.steps) expect(actionclixEngine.activePlayers(s.state)).toContain(s.seat);
  });
});
