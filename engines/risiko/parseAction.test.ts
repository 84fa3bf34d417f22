import { describe, expect, it } from 'vitest';
import { parseAction } from './parseAction';

describe('parseAction', () => {
  it.each([
    { name: 'an attack with a card', raw: { type: 'attack', from: 'a', to: 'b', dice: 3, card: 'fc-unsc-01' } },
    { name: 'a maneuver with the hero', raw: { type: 'maneuver', from: 'a', to: 'b', count: 2, hero: true } },
    { name: 'a trade', raw: { type: 'tradeSkulls', cards: ['fc-unsc-01', 'fc-unsc-02'] } },
    { name: 'an answer', raw: { type: 'answerTransfer', accept: false } },
    { name: 'end of turn', raw: { type: 'endTurn' } },
    { name: 'a strategic card with a target', raw: { type: 'playCard', card: 'fc-cov-13', territory: 'x' } },
  ])('accepts $name unchanged', ({ raw }) => {
    expect(parseAction(raw)).toEqual({ ok: true, value: raw });
  });

  it.each([
    { name: 'no object', raw: 'attack', field: '' },
    { name: 'an array', raw: [], field: '' },
    { name: 'an unknown type', raw: { type: 'nuke' }, field: 'type' },
    { name: 'a prototype key as type', raw: { type: 'constructor' }, field: 'type' },
    { name: 'an extra field', raw: { type: 'endTurn', now: true }, field: 'now' },
    { name: 'a missing field', raw: { type: 'attack', from: 'a', to: 'b' }, field: 'dice' },
    { name: 'a fractional count', raw: { type: 'reinforce', territory: 'a', count: 1.5 }, field: 'count' },
    { name: 'a huge count', raw: { type: 'reinforce', territory: 'a', count: 1e9 }, field: 'count' },
    { name: 'an empty id', raw: { type: 'claim', territory: '' }, field: 'territory' },
    { name: 'a non-boolean hero', raw: { type: 'moveIn', count: 2, hero: 1 }, field: 'hero' },
    { name: 'cards that are not strings', raw: { type: 'tradeSkulls', cards: [1, 2] }, field: 'cards' },
  ])('refuses $name with risiko/bad-action', ({ raw, field }) => {
    expect(parseAction(raw)).toEqual({ ok: false, error: { code: 'risiko/bad-action', params: { field } } });
  });
});
