/**
 * Games saved under versions 3, 4, 5 and 6 (written by those versions' engines: random legal games of 2, 3 and
 * 4 players, the Reach starter deck among them, version 5's with wounds prevented by Armor Lock and the other
 * version 5 cards, version 6's playing later copies of cards in hand, which version 7 refuses) load under
 * today's version and replay to the very game they were.
 */
import { describe, expect, it } from 'vitest';
import { gameRecordSchema, replay, resumeSession } from '../core';
import { halotcgEngine as engine } from './engine';
import written from './fixtures/records-v3.json';
import writtenV4 from './fixtures/records-v4.json';
import writtenV5 from './fixtures/records-v5.json';
import writtenV6 from './fixtures/records-v6.json';
import { cardScene, run, w } from './testing/cardScene';
import { act, iid } from './testing/scene';
import { upgradeOptions, upgradeRecord } from './migrations';
import type { HaloState } from './types';

const summary = (s: HaloState) => ({ turn: s.turnNumber, stage: s.turn.stage, twilight: s.twilight, zones: s.players.map((p) => [p.hand.length, p.deck.length, p.discard.length, p.company.length, p.pos]) });

describe.each([
  { version: 3, games: written },
  { version: 4, games: writtenV4 },
  { version: 5, games: writtenV5 },
  { version: 6, games: writtenV6 },
])('records of version $version', ({ version, games }) => {
  for (const [i, game] of games.entries()) {
    const record = gameRecordSchema.parse(game.record);
    it(`game ${i + 1} (${record.players} players, ${record.actions.length} actions) replays to the game it was`, () => {
      expect(record.engineVersion).toBe(version);
      const r = replay<HaloState>(engine, record);
      if (!r.ok) throw new Error(`${r.error.code} ${JSON.stringify(r.error.params)}`);
      expect(summary(r.value.state)).toEqual(game.written);
      const resumed = resumeSession<HaloState>(engine, record);
      expect(resumed.ok && resumed.value.record.engineVersion).toBe(engine.version);
    });
  }
});

describe('the options of an older record', () => {
  const cases: readonly { name: string; options: Parameters<typeof upgradeOptions>[0]; version: number; players: number; decks: unknown }[] = [
    { name: 'the Reach deck by id is pinned as the list it held', options: { decks: ['chief-vs-covenant', 'reach-vs-insurrection'] }, version: 3, players: 2, decks: ['chief-vs-covenant', 'pinned'] },
    { name: 'no decks: the table\'s default starters, the fourth one Reach', options: {}, version: 2, players: 4, decks: ['chief-vs-covenant', 'fred-vs-flood', 'arbiter-vs-heretics', 'pinned'] },
    { name: 'version 4: the Reach deck by id is pinned as the list version 4 dealt', options: { decks: ['reach-vs-insurrection', 'chief-vs-covenant'] }, version: 4, players: 2, decks: ['pinned', 'chief-vs-covenant'] },
    { name: 'version 5: the Reach deck by id is pinned as the list version 5 dealt', options: { decks: ['chief-vs-covenant', 'reach-vs-insurrection'] }, version: 5, players: 2, decks: ['chief-vs-covenant', 'pinned'] },
    { name: 'a record of version 6 or later is left as it is', options: { decks: ['reach-vs-insurrection', 'chief-vs-covenant'] }, version: 6, players: 2, decks: ['reach-vs-insurrection', 'chief-vs-covenant'] },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const out = upgradeOptions(c.options, c.version, c.players) as { decks: unknown[] };
      expect(out.decks.map((d) => (typeof d === 'string' ? d : 'pinned'))).toEqual(c.decks);
    });
  }

  it.each([3, 4, 5])('a Reach deck pinned for version %i reads as a legal deck list', (version) => {
    const out = upgradeOptions({ decks: ['reach-vs-insurrection', 'chief-vs-covenant'] }, version, 2);
    expect(engine.parseOptions(out, 2).ok).toBe(true);
  });
});

describe('version 5 records keep version 5’s Armor Lock (engine version 6 limits it to its bearer)', () => {
  it('a saved deck list of version 5 holds the legacy card in Armor Lock’s place, the order of its list kept', () => {
    const deck = { hero: 'master-chief', sites: [], draw: { fred: 1, 'armor-lock': 2, kelly: 1 } };
    const out = upgradeOptions({ decks: [deck, 'fred-vs-flood'] }, 5, 2) as { decks: { draw: Record<string, number> }[] };
    expect(Object.entries(out.decks[0]?.draw ?? {})).toEqual([['fred', 1], ['armor-lock-v5', 2], ['kelly', 1]]);
    expect(upgradeOptions({ decks: [deck] }, 6, 1)).toEqual({ decks: [deck] });
  });

  it('the Reach deck of version 5 holds the legacy card', () => {
    const out = upgradeOptions({ decks: ['reach-vs-insurrection'] }, 5, 1) as { decks: { draw: Record<string, number> }[] };
    expect([out.decks[0]?.draw['armor-lock-v5'], out.decks[0]?.draw['armor-lock']]).toEqual([1, undefined]);
  });

  it('the legacy Armor Lock still answers a wound to another of its owner’s Spartans, as in version 5', () => {
    const s = cardScene({ fp: { company: ['kelly'], attached: [['armor-lock-v5', '0.0']] }, shadow: { minions: ['jackal-sniper'], hand: ['marked-target'] }, timing: 'sniping', next: 1, twilight: 1 });
    const kelly = iid(s, 0, 'kelly');
    const picked = run(s, 1, { type: 'play', card: iid(s, 1, 'marked-target') }, [kelly]);
    expect(picked.turn.response).toMatchObject({ on: 'aboutToWound', subject: kelly });
    const after = act(picked, 0, { type: 'use', card: iid(s, 0, 'armor-lock-v5'), ability: 0 }).state;
    expect(w(after, kelly)).toBe(0);
  });
});

describe('version 6 records: a play of a later copy of a card in hand (version 7 plays only the first copy)', () => {
  const records = writtenV6.map((game) => gameRecordSchema.parse(game.record));

  it.each(records.map((record, i) => ({ record, game: i + 1 })))('game $game: today\'s rules refuse it as recorded, with the first copy named', ({ record }) => {
    const r = replay<HaloState>(engine, { ...record, engineVersion: engine.version });
    expect(!r.ok && r.error).toMatchObject({ code: 'save/replay-failed', params: { code: 'halotcg/other-copy' } });
  });

  it.each(records.map((record, i) => ({ record, game: i + 1 })))('game $game: read as the play of the first copy, the two names swapped after it', ({ record }) => {
    const upgraded = upgradeRecord(record);
    const changed = upgraded.actions.filter((a, i) => JSON.stringify(a) !== JSON.stringify(record.actions[i]));
    expect(upgraded.actions).toHaveLength(record.actions.length);
    expect(changed.length).toBeGreaterThan(0);
    // Only card names change: the same actions with other instance ids.
    const shape = (a: unknown) => JSON.stringify(a).replace(/\d+\.\d+/g, 'iid');
    expect(upgraded.actions.map(shape)).toEqual(record.actions.map(shape));
    expect(replay<HaloState>(engine, { ...upgraded, engineVersion: engine.version }).ok).toBe(true);
  });
});
