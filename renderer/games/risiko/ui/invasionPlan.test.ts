import { describe, expect, it } from 'vitest';
import type { PendingView, RisikoAction } from '../../../../engines/risiko';
import { planFor, plannedDefence, setPlan, type InvasionPlan } from './invasionPlan';

type Defend = Extract<RisikoAction, { type: 'defend' }>;
const pending = (dice: number) => ({ kind: 'defend', attacker: 0, defender: 1, chooser: 1, from: 'a', to: 'b', dice, attackCard: null, maxDefence: 2 }) as Extract<PendingView, { kind: 'defend' }>;
const plain: Defend[] = [
  { type: 'defend', dice: 1 },
  { type: 'defend', dice: 2 },
];
const card = (id: string, max = 2): Defend[] => [
  { type: 'defend', dice: 1, card: id },
  { type: 'defend', dice: max, card: id },
];
const plan = (mode: InvasionPlan['mode'], c: string | null = null): InvasionPlan => ({ key: 'k', mode, card: c });

describe('a defender decides once for the whole invasion', () => {
  it.each([
    { name: '"ask me" always asks', p: plan('ask'), dice: 3, legal: plain, want: null },
    { name: '"most dice" defends with 2 without the card it holds', p: plan('most'), dice: 3, legal: [...plain, ...card('c1')], want: { type: 'defend', dice: 2 } },
    { name: '"card on 3 dice" plays the card against 3 dice', p: plan('card3', 'c1'), dice: 3, legal: [...plain, ...card('c1', 3)], want: { type: 'defend', dice: 3, card: 'c1' } },
    { name: '"card on 3 dice" keeps the card against 2 dice', p: plan('card3', 'c1'), dice: 2, legal: [...plain, ...card('c1')], want: { type: 'defend', dice: 2 } },
    { name: 'the card already played: the most dice, unasked', p: plan('card3', 'c1'), dice: 3, legal: plain, want: { type: 'defend', dice: 2 } },
    { name: 'the card gone but another defensive card playable: a real choice, asked', p: plan('card3', 'c1'), dice: 3, legal: [...plain, ...card('c2')], want: null },
    { name: 'one unit left: one die', p: plan('most'), dice: 3, legal: [{ type: 'defend', dice: 1 }] as Defend[], want: { type: 'defend', dice: 1 } },
  ])('$name', ({ p, dice, legal, want }) => {
    expect(plannedDefence(p, pending(dice), legal)).toEqual(want);
  });

  it('orders hold for their own invasion only', () => {
    setPlan(1, { key: 'x|1|0|a|b', mode: 'most', card: null });
    expect(planFor(1, 'x|1|0|a|b')?.mode).toBe('most');
    expect(planFor(1, 'x|1|0|a|c')).toBeNull();
    expect(planFor(2, 'x|1|0|a|b')).toBeNull();
  });
});
