import { describe, expect, it } from 'vitest';
import { Random, seedRng, unwrap } from '../../core';
import { halotcgEngine as engine } from '../engine';
import { determinise, searchable } from './determinise';
import { halotcgBot } from './index';
import { statesOf } from './testing/match';

const GAMES = [
  { name: '2 players, Chief against Fred', players: 2, options: { decks: ['chief-vs-covenant', 'fred-vs-flood'] } },
  { name: '3 players, Arbiter, Reach and Chief', players: 3, options: { decks: ['arbiter-vs-heretics', 'reach-vs-insurrection', 'chief-vs-covenant'] } },
  { name: '5 players, the default decks', players: 5, options: {} },
];

describe('determinise', () => {
  it.each(GAMES)('deals states the seat cannot tell from the real one: $name', ({ players, options }) => {
    const states = statesOf(players, options, `det-${players}`, halotcgBot, 250);
    const rng = new Random(seedRng('deal'));
    let checked = 0;
    for (const s of states) {
      const seat = engine.activePlayers(s)[0] ?? 0;
      const view = engine.view(s, seat);
      if (!searchable(view)) continue;
      const dealt = determinise(view, seat, unwrap(engine.parseOptions(options, players)) as never, players, rng);
      expect(engine.view(dealt, seat)).toEqual(view);
      expect(engine.legalActions(dealt, seat)).toEqual(engine.legalActions(s, seat));
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
