import { describe, expect, it } from 'vitest';
import type { RisikoView } from '../../../../engines/risiko';
import { emptyHandNote, placePrompt } from './prompts';

type Teleporters = RisikoView['teleporters'];
const view = (battlefield: RisikoView['battlefield'], teleporters: Teleporters, current: number | null = 0, conquests = 0): RisikoView =>
  ({ battlefield, teleporters, current, conquests, phase: { left: 3 }, neutralReserve: 0 }) as unknown as RisikoView;

describe('the teleporter prompt says the rule of the second end before it is needed', () => {
  const open: Teleporters = [{ a: 'archive-99-03', b: null, by: [0] }];
  const closed: Teleporters = [{ a: 'archive-99-03', b: 'archive-99-04', by: [0, 1] }];
  it.each([
    { name: 'first end on one battlefield', v: view('hammer', []), key: 'ui.place.teleporterFirst' },
    { name: 'first end on two halves', v: view('the-ring', []), key: 'ui.place.teleporterFirstHalves' },
    { name: 'second end on one battlefield', v: view('hammer', open), key: 'ui.place.teleporterSecond' },
    { name: 'second end on two halves', v: view('forge', open), key: 'ui.place.teleporterSecondHalves' },
    { name: 'a new pair after a finished one', v: view('forge', closed), key: 'ui.place.teleporterFirstHalves' },
  ])('$name', ({ v, key }) => {
    expect(placePrompt(v, 'placeTeleporter').key).toBe(key);
  });

  it('names where the open pair starts', () => {
    expect(placePrompt(view('the-ring', open), 'placeTeleporter').params).toEqual({ territory: 'Archive 99-03' });
  });

  it('other setup steps keep their own prompt with the count left', () => {
    expect(placePrompt(view('hammer', []), 'placeSetupUnits')).toEqual({ key: 'ui.place.placeSetupUnits', params: { count: 3, neutral: 0 } });
  });
});

describe('an empty hand says what is true now', () => {
  it.each([
    { name: 'own turn, nothing conquered yet', v: view('hammer', [], 0, 0), viewer: 0, key: 'ui.cards.none' },
    { name: 'own turn after a conquest', v: view('hammer', [], 0, 1), viewer: 0, key: 'ui.cards.noneEarned' },
    { name: "another player's turn (a defender)", v: view('hammer', [], 1, 2), viewer: 0, key: 'ui.cards.noneOthersTurn' },
  ])('$name', ({ v, viewer, key }) => {
    expect(emptyHandNote(v, viewer)).toBe(key);
  });
});
