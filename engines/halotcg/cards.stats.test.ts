/** Every card's printed values as the engine reads them: characters and ships in play, items on a bearer, keywords. */
import { describe, expect, it } from 'vitest';
import type { Card, Filter, ItemCard, KeywordName } from './cardTypes';
import { ALL_CARDS } from './cards';
import { hasKeyword, life, stat } from './queries';
import { iid, scene } from './testing/scene';

const LOADED: readonly KeywordName[] = ['sniper', 'fierce', 'lurker', 'hero', 'sanctuary'];

describe('characters and ships: printed strength, vitality, weapons, armor and keywords', () => {
  const bodies = ALL_CARDS.filter((c) => c.kind === 'companion' || c.kind === 'ally' || c.kind === 'minion' || c.kind === 'ship');
  it.each(bodies.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const shadow = c.kind !== 'ship' ? c.side === 'shadow' : c.side === 'shadow';
    const s = shadow
      ? scene({ seats: [{}, { minions: [c.id] }] })
      : scene({ seats: [{ [c.kind === 'companion' ? 'company' : 'support']: [c.id] }, {}] });
    const x = iid(s, shadow ? 1 : 0, c.id, c.id === 'master-chief' ? 1 : 0);
    const statics = (c.abilities ?? []).some((a) => a.a === 'static');
    if (c.kind === 'ship') {
      expect([stat(s, x, 'weapons'), life(s, x)]).toEqual([c.weapons, c.armor]);
    } else if (!statics) {
      expect([stat(s, x, 'strength'), life(s, x)]).toEqual([c.strength, c.vitality]);
    }
    for (const k of LOADED) expect(hasKeyword(s, x, k), k).toBe((c.keywords ?? []).some((w) => w.k === k));
    const dmg = (c.keywords ?? []).reduce((n, k) => n + (k.k === 'damage' ? k.n : 0), 0);
    const def = (c.keywords ?? []).reduce((n, k) => n + (k.k === 'defender' ? k.n : 0), 0);
    expect([stat(s, x, 'damage'), stat(s, x, 'defender')]).toEqual([dmg, def]);
  });
});

/** A bearer in play for each item, by what its "bearer must be" asks. */
function bearerFor(f: Filter, side: 'fp' | 'shadow'): string {
  if (f.kinds?.includes('ship') === true) return side === 'fp' ? 'longsword' : 'seraph';
  if (side === 'shadow') return f.race === 'Elite' ? 'blue-elite' : f.race === 'Prophet' ? 'prophet-of-regret' : 'grunt';
  if (f.race === 'Elite') return 'honor-guard';
  if (f.race === 'Spartan') return 'kelly';
  if (f.culture === 'human') return 'colonial-militia';
  return 'unsc-marine';
}

describe('possessions: bonuses and granted keywords on their bearer', () => {
  const items = ALL_CARDS.filter((c): c is ItemCard => (c.kind === 'possession' || c.kind === 'artifact') && c.bearer !== undefined);
  it.each(items.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const bearer = bearerFor(c.bearer ?? {}, c.side);
    const fp = c.side === 'fp';
    const zone = bearer === 'longsword' ? 'support' : 'company';
    const bare = fp ? scene({ seats: [{ [zone]: [bearer] }, {}] }) : scene({ seats: [{}, { minions: [bearer] }] });
    const worn = fp
      ? scene({ seats: [{ [zone]: [bearer], attached: [[c.id, '1']] }, {}] })
      : scene({ seats: [{}, { minions: [bearer], attached: [[c.id, '1']] }] });
    const seat = fp ? 0 : 1;
    const b = iid(worn, seat, bearer);
    const delta = (st: 'strength' | 'vitality' | 'weapons' | 'armor'): number => stat(worn, b, st) - stat(bare, iid(bare, seat, bearer), st);
    expect([delta('strength'), delta('vitality'), delta('weapons'), delta('armor')]).toEqual([c.strength ?? 0, c.vitality ?? 0, c.weapons ?? 0, c.armor ?? 0]);
    const grants = (c.abilities ?? []).flatMap((a) => (a.a === 'static' && a.mod.s === 'keyword' ? [a.mod.kw] : []));
    const bonusDamage = (c.abilities ?? []).reduce((n, a) => n + (a.a === 'static' && a.mod.s === 'stat' && a.mod.to === 'bearer' && a.mod.stat === 'damage' ? a.mod.n : 0), 0);
    expect(stat(worn, b, 'damage') - stat(bare, iid(bare, seat, bearer), 'damage')).toBe(bonusDamage + grants.reduce((n, k) => n + (k.k === 'damage' ? k.n : 0), 0));
    for (const k of grants) {
      if (k.k === 'damage') expect(stat(worn, b, 'damage') - stat(bare, iid(bare, seat, bearer), 'damage')).toBe(k.n);
      else expect(hasKeyword(worn, b, k.k)).toBe(true);
    }
  });
});

describe('sites: numbers, Shadow numbers, arrows and sanctuaries', () => {
  const sites = ALL_CARDS.filter((c): c is Extract<Card, { kind: 'site' }> => c.kind === 'site');
  it('sanctuaries are exactly the sites numbered 3 and 6', () => {
    for (const c of sites) expect((c.keywords ?? []).some((k) => k.k === 'sanctuary'), c.id).toBe(c.number === 3 || c.number === 6);
  });
  it('Shadow numbers never go down along a deck', () => {
    for (const deck of [sites.slice(0, 9), sites.slice(9)]) {
      const numbers = deck.map((c) => c.shadow);
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    }
  });
});
