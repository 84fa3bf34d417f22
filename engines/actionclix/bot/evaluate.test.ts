import { describe, expect, it } from 'vitest';
import { newMatchGame } from '../../core/bot/testing/match';
import { actionclixEngine as engine } from '../engine';
import type { ActionClixState } from '../types';
import { evaluate, evaluateWith, SHIPPED_WEIGHTS } from './evaluate';
import { actionclixBot } from './index';

/** Positions at the end of a turn reached by Easy play (the seat that just moved is `mover`). */
function turnEnds(seed: string, count: number): { s: ActionClixState; mover: number }[] {
  let s = newMatchGame(engine, 2, {}, seed);
  const out: { s: ActionClixState; mover: number }[] = [];
  for (let i = 0; i < 600 && s.outcome === null && out.length < count; i++) {
    const seat = engine.activePlayers(s)[0] ?? 0;
    const legal = engine.legalActions(s, seat);
    const a = actionclixBot.decide({ seat, players: 2, options: s.options as never, view: engine.view(s, seat), legal, level: 'easy', seed: `${seed}:${i}`, budgetMs: 1e9, clock: () => 0 });
    const r = engine.apply(s, seat, a);
    if (!r.ok) throw new Error(r.error.code);
    if (s.phase.kind === 'play' && r.value.state.turnNumber !== s.turnNumber && r.value.state.outcome === null) out.push({ s: r.value.state, mover: seat });
    s = r.value.state;
  }
  return out;
}

const ends = turnEnds('evaluate-weights', 12);

describe('evaluation weights', () => {
  it('finds turn ends to test on', () => expect(ends.length).toBe(12));

  it.each([
    ['the shipped weights are the evaluation Easy and Normal use', (s: ActionClixState, seat: number) => evaluateWith(SHIPPED_WEIGHTS)(s, seat) === evaluate(s, seat)],
    ['fearing the reply less never values the side that just moved lower', (s: ActionClixState, seat: number) => evaluateWith({ ...SHIPPED_WEIGHTS, threatOther: 0.3 })(s, seat) >= evaluate(s, seat)],
    ['the value stays in [0, 1] whatever the weights', (s: ActionClixState, seat: number) => {
      const v = evaluateWith({ ...SHIPPED_WEIGHTS, wound: 2, threatOther: 0, scale: 5 })(s, seat);
      return v >= 0 && v <= 1;
    }],
  ])('%s', (_name, holds) => {
    for (const { s, mover } of ends) expect(holds(s, mover)).toBe(true);
  });

  it.each([
    ['a win', [0], 1],
    ['a loss', [1], 0],
    ['a draw', [], 0.5],
  ])('a finished game scores %s alike under any weights', (_name, winners, value) => {
    const s = { ...(ends[0]?.s as ActionClixState), outcome: { winners, reason: 'kills' } } as ActionClixState;
    expect(evaluateWith({ ...SHIPPED_WEIGHTS, scale: 3 })(s, 0)).toBe(value);
  });
});
