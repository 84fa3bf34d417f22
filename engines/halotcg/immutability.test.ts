/** `apply` never changes the state it is given: random games on deep-frozen states must not throw. */
import { describe, expect, it } from 'vitest';
import { Random, seedRng, unwrap } from '../core';
import { halotcgEngine as engine } from './engine';
import type { HaloAction, HaloState } from './types';

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

describe('halotcg immutability', () => {
  it.each([2, 3])('%i players: 3 random games on frozen states', (players) => {
    for (let g = 0; g < 3; g++) {
      const chooser = new Random(seedRng(`frozen-${players}-${g}`));
      let s: HaloState = deepFreeze(unwrap(engine.setup({ players, options: {}, seed: `frozen-${g}` })));
      for (let i = 0; i < 4000 && s.outcome === null; i++) {
        const seat = chooser.pick(engine.activePlayers(s));
        const legal = engine.legalActions(s, seat);
        s = deepFreeze(unwrap(engine.apply(s, seat, legal[chooser.below(legal.length)] as HaloAction)).state);
      }
      expect(s.outcome).not.toBeNull();
    }
  });
});
