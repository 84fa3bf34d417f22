/** What the log is told: each thing once, and a choice with the card that asked and what was chosen. */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../core';
import { halotcgEngine as engine } from './engine';
import { act, iid, scene } from './testing/scene';
import type { HaloState } from './types';

const COMPANY = { timing: 'company', then: 'move' } as const;

describe('log events', () => {
  it('a starting companion is told once, as the starting companion, not also as played', () => {
    let s = unwrap(engine.setup({ players: 2, options: {}, seed: 'deal' }));
    for (const o of ['0', '0']) s = act(s, engine.activePlayers(s)[0] ?? 0, { type: 'choose', option: o }).state;
    s = act(s, engine.activePlayers(s)[0] ?? 0, { type: 'choose', option: s.pending[0]?.options[0] ?? '' }).state;
    const seat = engine.activePlayers(s)[0] ?? 0;
    const option = s.pending[0]?.options[0] ?? '';
    expect(option).not.toBe('done');
    const events = act(s, seat, { type: 'choose', option }).events;
    expect(events.filter((e) => e.type === 'played' || e.type === 'startingCompanion')).toEqual([{ type: 'startingCompanion', seat, card: expect.any(String), iid: option }]);
  });

  const corpsman = (): HaloState => {
    const s = scene({ seats: [{ company: ['unsc-marine'], hand: ['navy-corpsman'] }, {}], window: COMPANY });
    s.inPlay[iid(s, 0, 'unsc-marine')]!.w = 1;
    return act(s, 0, { type: 'play', card: iid(s, 0, 'navy-corpsman') }).state;
  };
  it.each([
    { name: 'yes', answer: 'yes', option: 0 },
    { name: 'no', answer: 'no', option: 1 },
  ])('a "you may" answered $name names the card and the effects it offers', ({ answer, option }) => {
    const events = act(corpsman(), 0, { type: 'choose', option: answer }).events;
    expect(events.find((e) => e.type === 'chose')).toMatchObject({ seat: 0, option, how: answer, card: 'navy-corpsman', effects: [{ e: 'exert' }, { e: 'heal' }] });
  });
});
