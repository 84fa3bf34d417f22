import { describe, expect, it } from 'vitest';
import { FORTIFY, arrange, eventsOf, inPhase, play, start } from './testing/positions';

describe('faction decks', () => {
  const base = inPhase(arrange(start(3, { battlefield: 'the-ring' }, 'decks'), { 'beach-a': [0, 2] }, [1, 1]), 0, { ...FORTIFY, objectiveOpen: false }, { conquests: 1 });

  it('an empty deck is reshuffled from its own discard pile', () => {
    const s = { ...base, decks: { ...base.decks, unsc: { draw: [], discard: ['fc-unsc-04', 'fc-unsc-09'] } }, seats: base.seats.map((x) => ({ ...x, hand: [] })) };
    const drawn = play(s, 0, { type: 'endTurn' });
    expect(eventsOf(drawn, 'deckReshuffled')).toEqual([{ type: 'deckReshuffled', faction: 'unsc' }]);
    expect(drawn.state.seats[0]?.hand).toHaveLength(1);
    expect(drawn.state.decks.unsc.draw).toHaveLength(1);
    expect(drawn.state.decks.unsc.discard).toEqual([]);
  });

  it('with deck and discard pile empty nothing is drawn', () => {
    const s = { ...base, decks: { ...base.decks, unsc: { draw: [], discard: [] } } };
    const ended = play(s, 0, { type: 'endTurn' });
    expect(eventsOf(ended, 'cardDrawn')).toEqual([]);
    expect(ended.irreversible).toBeUndefined();
  });

  it('no conquest, no card', () => {
    const s = inPhase(base, 0, { ...FORTIFY, objectiveOpen: false });
    expect(play(s, 0, { type: 'endTurn' }).state.seats[0]?.hand).toEqual(s.seats[0]?.hand);
  });
});
