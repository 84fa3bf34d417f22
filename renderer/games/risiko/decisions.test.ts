import { describe, expect, it } from 'vitest';
import { risikoEngine } from '../../../engines/risiko';
import { decisionsOf } from './decisions';
import { ctxOf, game, place, reinforceAll } from './testing/games';

describe('decisions from legal actions', () => {
  const quick = place(game(2, {}, 'unit'), { 'cartographer-vault': [1, 5], 'palm-shore': [0, 2] });

  it('reads reinforcement targets: every own territory, the amount left', () => {
    const { d, view } = ctxOf(quick);
    expect(d.step.kind).toBe('reinforce');
    if (d.step.kind !== 'reinforce') return;
    expect(d.step.left).toBe(view.phase.left);
    expect(d.step.targets.has('cartographer-vault')).toBe(true);
    expect(d.step.targets.has('palm-shore')).toBe(false);
  });

  it('reads attacks as source → target → dice range', () => {
    const { d } = ctxOf(reinforceAll(quick, 'cartographer-vault'));
    expect(d.step.kind).toBe('attack');
    if (d.step.kind !== 'attack') return;
    expect(d.step.moves.get('cartographer-vault')?.get('palm-shore')).toEqual({ min: 1, max: 3 });
    expect(d.endAttacks).toBe(true);
  });

  it.each([
    { name: 'mobile teleporters', options: { setup: 'manual' }, players: 5, kind: 'place', type: 'placeTeleporter' },
    { name: 'ONE-ON-ONE starts with teleporters too', options: { setup: 'manual', mode: 'one-on-one' }, players: 2, kind: 'place', type: 'placeTeleporter' },
  ])('reads the manual setup step: $name', ({ options, players, kind, type }) => {
    const { d } = ctxOf(game(players, options, 'unit'));
    expect(d.step.kind).toBe(kind);
    if (d.step.kind === 'place') expect(d.step.type).toBe(type);
  });

  it('is computed once per view and legal list', () => {
    const { view } = ctxOf(quick);
    const legal = risikoEngine.legalActions(quick, 1);
    expect(decisionsOf(view, legal)).toBe(decisionsOf(view, legal));
  });
});
