/**
 * The tables in caches.ts and scarab/caches.ts change only speed: fixed-seed random games played with
 * every table emptied before each call list the same actions and reach the same states and events as
 * the same games played with the tables kept.
 */
import { describe, expect, it } from 'vitest';
import { Random, seedRng, unwrap } from '../core';
import { clearCaches } from './caches';
import { actionclixEngine as engine } from './index';
import { clearScarabCaches } from './scarab/caches';
import type { ActionClixAction } from './types';

/** Each step's legal list, chosen action, resulting state and events, as JSON lines. */
function play(options: Record<string, unknown>, seed: string, cap: number, beforeEachCall: () => void): string[] {
  const out: string[] = [];
  const chooser = new Random(seedRng(`caches-${seed}`));
  beforeEachCall();
  let s = unwrap(engine.setup({ players: 2, options: unwrap(engine.parseOptions(options, 2)), seed }));
  for (let i = 0; i < cap && s.outcome === null; i++) {
    const seat = engine.activePlayers(s)[0] ?? 0;
    beforeEachCall();
    const legal = engine.legalActions(s, seat);
    const chosen = legal[chooser.below(legal.length)] as ActionClixAction;
    beforeEachCall();
    const applied = unwrap(engine.apply(s, seat, chosen));
    beforeEachCall();
    out.push(JSON.stringify({ legal, chosen, view: engine.view(applied.state, seat), events: applied.events }));
    s = applied.state;
  }
  return out;
}

const cases = [
  { name: 'basic game', options: {}, seed: 'basic' },
  { name: 'Scarab Normal', options: { mode: 'scarab', scarab: { power: 'normal' } }, seed: 'normal' },
  { name: 'Scarab Heroic, seat 0 plays the Scarab', options: { mode: 'scarab', scarab: { power: 'heroic', scarabSeat: 0 } }, seed: 'heroic' },
];

describe('emptying the caches changes no result', () => {
  it.each(cases)('$name: 250 actions with every table emptied before each call', ({ options, seed }) => {
    const kept = play(options, seed, 250, () => undefined);
    const emptied = play(options, seed, 250, () => {
      clearCaches();
      clearScarabCaches();
    });
    expect(kept.length).toBeGreaterThan(100);
    expect(emptied).toEqual(kept);
  }, 120_000);
});
