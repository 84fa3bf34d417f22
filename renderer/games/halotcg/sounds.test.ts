import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engines/core';
import { momentsOf, soundsToPlay } from '../../frame/useGameMoments';
import { RECIPES } from '../../ui/sound';
import { soundOf } from './sounds';

const PLAYED: GameEvent = { type: 'played', seat: 0, card: 'grunt' };
const KILLED: GameEvent = { type: 'killed', card: 'grunt', seat: 1 };

describe('Halo TCG sounds', () => {
  it.each([
    { name: 'a card played', event: { type: 'played', seat: 0, card: 'grunt' }, want: 'card' },
    { name: 'a starting companion', event: { type: 'startingCompanion', seat: 0, card: 'mobuto' }, want: 'card' },
    { name: 'a wound or ship damage', event: { type: 'wounded', card: 'grunt', count: 1 }, want: 'hit' },
    { name: 'a card killed', event: { type: 'killed', card: 'grunt', seat: 1 }, want: 'down' },
    { name: 'a player out of the game (they lose)', event: { type: 'eliminated', seat: 1 }, want: 'defeat' },
    { name: 'a pass is silent', event: { type: 'passed', seat: 0 }, want: null },
  ])('$name: $want', ({ event, want }) => {
    const id = soundOf(event);
    expect(id).toBe(want);
    if (id !== null) expect(RECIPES[id].length).toBeGreaterThan(0);
  });
});

describe('Halo TCG sounds as the frame plays them', () => {
  const found = (events: GameEvent[]) => momentsOf({ soundOf }, events, (k) => k, String).sounds;
  it.each([
    { name: 'a card played and a minion killed in one action: both, in order', events: [PLAYED, KILLED], won: false, want: ['card', 'down'] },
    { name: 'a player out of a three-player game: the loser’s falling notes', events: [{ type: 'eliminated', seat: 2 }], won: false, want: ['defeat'] },
    { name: 'the action that wins the game: the fanfare alone', events: [KILLED, { type: 'won', seat: 0, reason: 'site-nine' }], won: true, want: ['victory'] },
  ])('$name', ({ events, won, want }) => {
    expect(soundsToPlay(found(events), won)).toEqual(want);
  });
});
