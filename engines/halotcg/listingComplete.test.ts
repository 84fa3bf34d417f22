/**
 * Every action `apply` accepts is listed by `legalActions` (issue 19; the other way round from the property
 * suite): in fixed-seed random games of 2 to 5 players with every starter deck, actions are made up around
 * sampled states from the listing itself (engines/core/testing/listing.ts): every card instance in the
 * seat's view for each card field, every listed answer, every ability index, toil one step past its range,
 * and every action `apply` accepts must be listed. Below it, the three forms the sweep found accepted but
 * unlisted, each now refused so that one decision has one form (RULES.md, "One decision, one form").
 */
import { describe, expect, it } from 'vitest';
import { Random, seedRng, unwrap, type Seat } from '../core';
import { acceptedUnlisted, madeUpActions } from '../core/testing/listing';
import { STARTER_DECKS } from './decks';
import { cardScene } from './testing/cardScene';
import { act, iid, refused } from './testing/scene';
import { halotcgEngine as engine } from './index';
import type { HaloAction, HaloState } from './types';

const AMOUNTS = ['toil'];

/** Every card instance the seat can see: its hand and adventure deck, every pile and the table, the path. */
function instancesInView(s: HaloState, seat: Seat): string[] {
  const v = engine.view(s, seat);
  const out = new Set<string>();
  for (const p of v.players) {
    for (const zone of [p.hand ?? [], p.adventure ?? [], p.discard, p.dead, p.removed, p.company, p.support, p.minions, p.attached, p.stacked]) for (const c of zone) out.add(c.iid);
  }
  for (const site of v.path) if (site !== null) out.add(site.iid);
  return [...out];
}

/** The answers any question could take: every instance in view, every word and small number. */
function extras(s: HaloState, seat: Seat): Record<string, readonly unknown[]> {
  const iids = instancesInView(s, seat);
  const words = ['done', 'skip', 'move', 'stop', 'keep', 'yes', 'no', '0', '1', '2', '3', '4'];
  return { card: iids, on: iids, target: iids, to: iids, ship: iids, ability: [0, 1, 2, 3], option: [...words, ...iids], toil: [0] };
}

/** Accepted but unlisted actions around every `every`-th state (and every open response window) of `games` random games. */
function sweep(players: number, decks: readonly string[], name: string, games: number, every: number): { checked: number; unlisted: string[] } {
  let checked = 0;
  const unlisted: string[] = [];
  for (let game = 0; game < games; game++) {
    const seed = `listing:${name}:${game}`;
    const chooser = new Random(seedRng(seed));
    let s: HaloState = unwrap(engine.setup({ players, options: unwrap(engine.parseOptions({ decks }, players)), seed }));
    for (let step = 0; step < 3000 && s.outcome === null; step++) {
      const seat = engine.activePlayers(s)[0] ?? 0;
      const legal = engine.legalActions(s, seat);
      if (step % every === 0 || s.turn.response !== null) {
        const made = madeUpActions<HaloAction>(legal, extras(s, seat), AMOUNTS);
        checked += made.length;
        for (const a of acceptedUnlisted(engine, s, seat, made, AMOUNTS)) unlisted.push(`game ${game}, step ${step}, seat ${seat}, ${s.turn.stage}: ${JSON.stringify(a)}`);
      }
      s = unwrap(engine.apply(s, seat, chooser.pick(legal))).state;
    }
  }
  return { checked, unlisted };
}

const DECKS = STARTER_DECKS.map((d) => d.id);
const rotate = (n: number, from: number): string[] => Array.from({ length: n }, (_, i) => DECKS[(from + i) % DECKS.length] as string);

describe('every action apply accepts is listed', () => {
  it.each([
    { name: '2 players, Chief and Fred', players: 2, decks: rotate(2, 0) },
    { name: '2 players, Arbiter and Reach', players: 2, decks: rotate(2, 2) },
    { name: '3 players', players: 3, decks: rotate(3, 1) },
    { name: '4 players', players: 4, decks: rotate(4, 3) },
    { name: '5 players', players: 5, decks: rotate(5, 0) },
  ])('$name', ({ name, players, decks }) => {
    const { checked, unlisted } = sweep(players, decks, name, 2, 8);
    expect(unlisted.slice(0, 8)).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('one decision, one form', () => {
  it('of identical copies in hand only the first is played and listed; a later copy is refused as another copy', () => {
    const s = cardScene({ fp: { hand: ['unsc-marine', 'unsc-marine', 'ma5b', 'ma5b'] }, timing: 'company' });
    const [marine, marine2, vest, vest2] = [iid(s, 0, 'unsc-marine'), iid(s, 0, 'unsc-marine', 1), iid(s, 0, 'ma5b'), iid(s, 0, 'ma5b', 1)];
    const plays = engine.legalActions(s, 0).filter((a) => a.type === 'play');
    expect(plays.map((a) => a.card).filter((c) => c === marine2 || c === vest2)).toEqual([]);
    expect(plays.some((a) => a.card === marine) && plays.some((a) => a.card === vest)).toBe(true);
    expect(refused(s, 0, { type: 'play', card: marine2 })).toBe('halotcg/other-copy');
    expect(refused(s, 0, { type: 'play', card: vest2, on: s.players[0]?.hero ?? '' })).toBe('halotcg/other-copy');
    // A copy that may not be played at all says why, not which copy.
    const shadow = cardScene({ fp: {}, shadow: { hand: ['grunt', 'grunt'] }, timing: 'shadow', next: 1, twilight: 0 });
    expect(refused(shadow, 1, { type: 'play', card: iid(shadow, 1, 'grunt', 1) })).toBe('halotcg/not-enough-twilight');
  });

  it('a play without toil is the action without the field: toil 0 is refused', () => {
    const s = cardScene({ fp: { hand: ['spartan-resolve'], company: ['jacob-keyes'] }, shadow: { minions: ['grunt'] }, timing: 'skirmish', fight: 'master-chief', twilight: 0 });
    const card = iid(s, 0, 'spartan-resolve');
    expect(engine.legalActions(s, 0)).toContainEqual({ type: 'play', card });
    expect(engine.parseAction({ type: 'play', card, toil: 0 })).toMatchObject({ ok: false, error: { code: 'halotcg/bad-action', params: { field: 'toil' } } });
    expect(refused(s, 0, { type: 'play', card, toil: 0 })).toBe('halotcg/bad-action');
  });

  it('a response event names no bearer and pays no toil', () => {
    const maneuver = cardScene({ fp: { hand: ['countermeasures'] }, shadow: { minions: ['elite-veteran'], hand: ['plasma-volley'] }, timing: 'maneuver', next: 1, twilight: 2 });
    const s = act(maneuver, 1, { type: 'play', card: iid(maneuver, 1, 'plasma-volley') }).state;
    const card = iid(s, 0, 'countermeasures');
    expect(engine.legalActions(s, 0)).toContainEqual({ type: 'play', card });
    expect(refused(s, 0, { type: 'play', card, on: s.players[0]?.hero ?? '' })).toBe('halotcg/bad-bearer');
    expect(refused(s, 0, { type: 'play', card, toil: 1 })).toBe('halotcg/cost');
    expect(engine.apply(s, 0, { type: 'play', card }).ok).toBe(true);
  });
});
