/**
 * Every action `apply` accepts is listed by `legalActions` (the other way round from legalActions.test.ts):
 * in fixed-seed random games of every mode, actions are made up around sampled states from the listing
 * itself, every territory and one step past each amount (engines/core/testing/listing.ts), and each one
 * `apply` accepts must be listed (an amount between the listed smallest and largest counts as listed).
 */
import { describe, expect, it } from 'vitest';
import { Random, seedRng, unwrap } from '../core';
import { acceptedUnlisted, madeUpActions } from '../core/testing/listing';
import { risikoEngine as engine } from './index';
import type { RisikoAction, RisikoState } from './types';

const AMOUNTS = ['count', 'dice'];

function sweep(players: number, options: Record<string, unknown>, seed: string, steps: number): { checked: number; unlisted: string[] } {
  const chooser = new Random(seedRng(seed));
  let s: RisikoState = unwrap(engine.setup({ players, options: unwrap(engine.parseOptions(options, players)), seed }));
  const territories = Object.keys(engine.view(s, 0).territories);
  let checked = 0;
  const unlisted: string[] = [];
  for (let step = 0; step < steps && s.outcome === null; step++) {
    const seat = engine.activePlayers(s)[0] ?? 0;
    const legal = engine.legalActions(s, seat);
    if (step % 23 === 0) {
      const made = madeUpActions<RisikoAction>(legal, { territory: territories, from: territories, to: territories, hero: [true, false], accept: [true, false] }, AMOUNTS);
      checked += made.length;
      for (const a of acceptedUnlisted(engine, s, seat, made, AMOUNTS)) unlisted.push(`step ${step}, seat ${seat}: ${JSON.stringify(a)}`);
    }
    s = unwrap(engine.apply(s, seat, chooser.pick(legal))).state;
  }
  return { checked, unlisted };
}

describe('every action apply accepts is listed', () => {
  it.each([
    { name: 'OBJECTIVE 5p THE RING, manual setup', players: 5, options: { battlefield: 'the-ring', setup: 'manual' } },
    { name: 'ONE-ON-ONE ANVIL, manual setup', players: 2, options: { battlefield: 'anvil', setup: 'manual' } },
    { name: 'TEAM OBJECTIVE 4p FORGE', players: 4, options: { mode: 'team-objective', battlefield: 'forge' } },
    { name: 'SLAYER 3p FORGE', players: 3, options: { mode: 'slayer', battlefield: 'forge' } },
  ])('$name', ({ players, options, name }) => {
    const { checked, unlisted } = sweep(players, options, `listing:${name}`, 700);
    expect(unlisted.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });
});
