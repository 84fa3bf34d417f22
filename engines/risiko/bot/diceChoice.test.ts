import { describe, expect, it } from 'vitest';
import type { Seat } from '../../core';
import { arrange, ATTACK, engine, graph, inPhase, patchSeat, start, type Layout } from '../testing/positions';
import type { RisikoAction, RisikoState } from '../types';
import { battleOdds, roundOdds } from './odds';
import { candidates, ranked } from './policy';
import { context, STYLES, type Style } from './scoring';

// The test ANVIL is a chain a-e1 … a-e5, a-w1 … a-w5 with a-e1–a-w3; seat 0 attacks from a-e3 into a-e4.
const g = graph('anvil');
const s0 = start(2, { mode: 'one-on-one', battlefield: 'anvil' });
const at = (id: string): number => g.index.get(id) ?? -1;
const CARDS = { ambush: 'fc-unsc-06', defencePlusOne: 'fc-unsc-08', attackPlusOne: 'fc-unsc-01' };

function attacking(layout: Layout, heroes: Record<number, string> = {}): RisikoState {
  return inPhase(arrange(s0, layout, [0, 3], heroes, {}), 0, ATTACK);
}

function defending(layout: Layout, dice: number, attackCard: string | null, hand: string[], bases: Record<number, string> = {}): RisikoState {
  const s = patchSeat(arrange(s0, layout, [0, 3], {}, bases), 1, { hand });
  const battle = { stage: 'defend' as const, from: at('a-e3'), to: at('a-e4'), attacker: 0, defender: 1, dice, attackCard, minMove: 0, heroMust: false, heroMay: false };
  return inPhase(s, 0, { kind: 'attack', battle, transfer: null });
}

/** The seat's moves of one kind, best first, as the heuristics (Easy, rollouts, the search's order) rank them. */
function best(s: RisikoState, seat: Seat, keep: (a: RisikoAction) => boolean): RisikoAction[] {
  const c = context(g, s, seat, STYLES.default as Style);
  return ranked(c, engine.legalActions(s, seat)).map((x) => x.action).filter(keep);
}

const intoE4 = (a: RisikoAction): boolean => a.type === 'attack' && a.from === 'a-e3' && a.to === 'a-e4' && a.card === undefined;
const diceOf = (a: RisikoAction | undefined): number | undefined => (a?.type === 'attack' || a?.type === 'defend' ? a.dice : undefined);

describe('battle odds', () => {
  it('a round of three dice against two matches the classic table (2.9 % / 33.6 % / 37.2 %)', () => {
    const odds = roundOdds(3, 2).map((o) => [o.attackerLosses, o.defenderLosses, Math.round(o.p * 1000) / 1000]);
    expect(odds).toEqual(expect.arrayContaining([[2, 0, 0.293], [1, 1, 0.336], [0, 2, 0.372]]));
  });

  it.each([
    { name: 'four units take a lone defender nine times in ten', attackers: 4, defenders: 1, hero: false, conquer: 0.916 },
    { name: 'a hero raises the odds of two against one', attackers: 2, defenders: 1, hero: true, conquer: 0.583 },
    { name: 'two against one without a hero', attackers: 2, defenders: 1, hero: false, conquer: 0.417 },
  ])('$name', ({ attackers, defenders, hero, conquer }) => {
    expect(battleOdds(attackers, defenders, hero).conquer).toBeCloseTo(conquer, 3);
  });
});

describe('the attacker rolls fewer than the most dice when that is better', () => {
  it.each([
    { name: 'keeps units back on a front: two of three dice for the last defender', s: attacking({ 'a-e3': [0, 4], 'a-e4': [1, 1], 'a-e2': [1, 6], 'a-e1': [1, 6] }), dice: 2 },
    { name: 'the same attack with nothing left to guard behind: the most dice', s: attacking({ 'a-e3': [0, 4], 'a-e4': [1, 1], 'a-e2': [0, 3] }), dice: 3 },
    { name: 'against a stack the conquest is rounds away: the most dice', s: attacking({ 'a-e3': [0, 4], 'a-e4': [1, 3], 'a-e2': [1, 6], 'a-e1': [1, 6] }), dice: 3 },
    { name: 'a big army forced in by three dice still leaves half behind: the most dice', s: attacking({ 'a-e3': [0, 8], 'a-e4': [1, 1], 'a-e2': [1, 6], 'a-e1': [1, 6] }), dice: 3 },
  ])('$name', ({ s, dice }) => {
    expect(diceOf(best(s, 0, intoE4)[0])).toBe(dice);
  });

  it('the search weighs the fewer dice too: they are among the moves it explores, best first', () => {
    const s = attacking({ 'a-e3': [0, 4], 'a-e4': [1, 1], 'a-e2': [1, 6], 'a-e1': [1, 6] });
    const explored = candidates(context(g, s, 0, STYLES.default as Style), engine.legalActions(s, 0)).filter(intoE4);
    expect(explored.map(diceOf)).toEqual([2, 3, 1]);
  });

  it('its hero (+1 on the highest die) makes one die worth more than three there, but not without it', () => {
    const layout: Layout = { 'a-e3': [0, 4], 'a-e4': [1, 1], 'a-e2': [1, 6], 'a-e1': [1, 6] };
    const order = (s: RisikoState) => best(s, 0, intoE4).map(diceOf);
    expect(order(attacking(layout, { 0: 'a-e3' }))).toEqual([2, 1, 3]);
    expect(order(attacking(layout))).toEqual([2, 3, 1]);
  });
});

describe('the defender chooses its dice and cards by the odds', () => {
  const plain: Layout = { 'a-e3': [0, 6], 'a-e4': [1, 2] };
  const stack: Layout = { 'a-e3': [0, 6], 'a-e4': [1, 3] };
  it.each([
    { name: 'two dice in a plain battle', s: defending(plain, 3, null, []), answer: { type: 'defend', dice: 2 } },
    { name: 'two dice against a single attack die', s: defending(plain, 1, null, []), answer: { type: 'defend', dice: 2 } },
    { name: 'one die when the attack card adds 1 to every attack die (a second die only loses)', s: defending(plain, 3, CARDS.attackPlusOne, []), answer: { type: 'defend', dice: 1 } },
    { name: 'an ambush for its base', s: defending(stack, 3, null, [CARDS.ambush, CARDS.defencePlusOne], { 1: 'a-e4' }), answer: { type: 'defend', dice: 2, card: CARDS.ambush } },
    { name: '+1 defence is not worth its card for a plain territory', s: defending(stack, 3, null, [CARDS.defencePlusOne]), answer: { type: 'defend', dice: 2 } },
  ])('$name', ({ s, answer }) => {
    expect(best(s, 1, (a) => a.type === 'defend')[0]).toEqual(answer);
  });
});
