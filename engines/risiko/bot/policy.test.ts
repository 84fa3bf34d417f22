import { describe, expect, it } from 'vitest';
import { Random, seedRng } from '../../core';
import type { RisikoAction } from '../types';
import { pickAmongGood, type Scored } from './policy';

const move = (territory: string): RisikoAction => ({ type: 'reinforce', territory, count: 1 });
const picks = (scored: Scored[]): Set<string> => {
  const rng = new Random(seedRng('easy'));
  const out = new Set<string>();
  for (let i = 0; i < 300; i++) {
    const a = pickAmongGood(scored, rng);
    if (a.type === 'reinforce') out.add(a.territory);
  }
  return out;
};

describe('Easy picks among good moves', () => {
  it.each([
    { name: 'only the best when the rest are far worse (no blunders)', scored: [[10, 'a'], [5, 'b'], [-3, 'c']], chosen: ['a'] },
    { name: 'sometimes the second or third of close moves (plausible mistakes)', scored: [[10, 'a'], [9.5, 'b'], [9, 'c'], [8, 'd']], chosen: ['a', 'b', 'c'] },
    { name: 'never a claimable objective skipped for ending the step', scored: [[100, 'claim'], [0, 'skip']], chosen: ['claim'] },
  ] as const)('$name', ({ scored, chosen }) => {
    const list = scored.map(([score, t]) => ({ action: move(t), score }));
    expect([...picks(list)].sort()).toEqual([...chosen].sort());
  });
});
