import { describe, expect, it } from 'vitest';
import { Random, seedRng } from '../../core';
import { FACTION_CARDS } from '../factionCards';
import { risikoEngine as engine } from '../index';
import type { RisikoState } from '../types';
import { determinise } from './determinise';
import { boundedBot } from './index';
import { playMatch } from './testing/match';

/** Positions along an Easy game, every `every` actions. */
function positions(players: number, options: Record<string, unknown>, seed: string, every: number): RisikoState[] {
  const out: RisikoState[] = [];
  const easy = boundedBot({});
  let step = 0;
  playMatch({
    players, options, seed, seats: Array.from({ length: players }, () => ({ bot: easy, level: 'easy' as const })), maxActions: 250, budgetMs: 1e9, clock: () => 0,
    onDecision: (_d, s) => {
      if (s.turnNumber > 0 && step++ % every === 0) out.push(s);
    },
  });
  return out;
}

describe('determinise', () => {
  it.each([
    { name: 'ONE-ON-ONE', players: 2, options: { mode: 'one-on-one', battlefield: 'anvil' } },
    { name: 'OBJECTIVE, 5 seats', players: 5, options: { mode: 'objective', battlefield: 'forge' } },
    { name: 'TEAM OBJECTIVE, 4 seats', players: 4, options: { mode: 'team-objective', battlefield: 'the-ring' } },
  ])('gives a state the seat cannot tell from the real one ($name)', ({ players, options, name }) => {
    const states = positions(players, options, `det-${name}`, 3);
    expect(states.length).toBeGreaterThan(3);
    const rng = new Random(seedRng('det'));
    for (const s of states) {
      const seat = engine.activePlayers(s)[0] ?? 0;
      const view = engine.view(s, seat);
      const sample = determinise(view, seat, rng);
      expect(engine.view(sample, seat)).toEqual(view);
      expect(engine.legalActions(sample, seat)).toEqual(engine.legalActions(s, seat));
      const cards = [...Object.values(sample.decks).flatMap((d) => [...d.draw, ...d.discard]), ...sample.seats.flatMap((st) => [...st.hand, ...st.captured])];
      expect(new Set(cards).size).toBe(FACTION_CARDS.length);
    }
  });
});
