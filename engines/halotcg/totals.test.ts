/** Live fight totals in the view: each side's total with the parts that make it, equal to what resolving counts. */
import { describe, expect, it } from 'vitest';
import { Random, seedRng, unwrap } from '../core';
import { halotcgEngine as engine } from './engine';
import { stat } from './queries';
import { statParts, type StatPart } from './totals';
import { cardScene } from './testing/cardScene';
import { act, iid, scene } from './testing/scene';
import type { HaloState } from './types';

function skirmish(): HaloState {
  const s = cardScene({
    fp: { attached: [['ma5b', '0']] },
    shadow: { minions: ['elite-veteran', 'grunt'], support: ['covenant-supremacy'], attached: [['crazed', '0.0']] },
    timing: 'skirmish',
    fight: 'master-chief',
  });
  return { ...s, mods: [{ target: '0.0', stat: 'strength', n: 2, until: 'phase' }] };
}

describe('fight totals in the view', () => {
  it('lists printed value, items, modifiers and static texts for both sides', () => {
    const s = skirmish();
    const t = engine.view(s, 0).fights[0]?.totals;
    expect(t?.stat).toBe('strength');
    expect(t?.fp).toEqual({
      total: 11,
      damage: 1,
      cards: [
        {
          iid: '0.0',
          card: 'master-chief',
          value: 11,
          parts: [
            { source: 'printed', n: 8 },
            { source: 'item', n: 2, card: 'ma5b', iid: iid(s, 0, 'ma5b') },
            { source: 'modifier', n: 2, until: 'phase' },
            { source: 'static', n: -1, card: 'crazed', iid: iid(s, 1, 'crazed') },
          ],
        },
      ],
    });
    expect(t?.shadow).toEqual({
      total: 14,
      damage: 0,
      cards: [
        { iid: iid(s, 1, 'elite-veteran'), card: 'elite-veteran', value: 10, parts: [{ source: 'printed', n: 9 }, { source: 'static', n: 1, card: 'covenant-supremacy', iid: iid(s, 1, 'covenant-supremacy') }] },
        { iid: iid(s, 1, 'grunt'), card: 'grunt', value: 4, parts: [{ source: 'printed', n: 4 }] },
      ],
    });
  });

  it('the totals are the ones the skirmish is resolved with', () => {
    let s = skirmish();
    const events = [];
    for (let i = 0; i < 4 && s.turn.current !== null; i++) {
      const r = act(s, s.turn.window?.next ?? 0, { type: 'pass' });
      events.push(...r.events);
      s = r.state;
    }
    expect(events.find((e) => e.type === 'fightResolved')).toMatchObject({ fp: 11, shadow: 14, winner: 'shadow' });
  });

  it('a value below zero shows its parts but counts as zero', () => {
    const s0 = scene({ seats: [{ company: ['unsc-marine'] }, { minions: ['grunt'] }], window: { timing: 'skirmish', then: 'resolveFight' } });
    const marine = iid(s0, 0, 'unsc-marine');
    const s: HaloState = { ...s0, mods: [{ target: marine, stat: 'strength', n: -9, until: 'phase' }], turn: { ...s0.turn, fights: [{ def: marine, atk: [iid(s0, 1, 'grunt')], ships: false }], current: 0 } };
    const fp = engine.view(s, 1).fights[0]?.totals.fp;
    expect([fp?.total, fp?.cards[0]?.value, fp?.cards[0]?.parts.map((p) => p.n)]).toEqual([0, 0, [4, -9]]);
  });

  it('in random games every card in a fight shows the value the rules use, and its parts add up to it', () => {
    let checked = 0;
    for (let g = 0; g < 6; g++) {
      const r = new Random(seedRng(`totals-${g}`));
      let s = unwrap(engine.setup({ players: 2 + (g % 2), options: {}, seed: `totals-${g}` }));
      for (let i = 0; i < 3000 && s.outcome === null; i++) {
        for (const f of engine.view(s, null).fights) {
          for (const c of [...f.totals.fp.cards, ...f.totals.shadow.cards]) {
            expect([c.value, Math.max(0, c.parts.reduce((n, p) => n + p.n, 0))]).toEqual([stat(s, c.iid, f.totals.stat), c.value]);
            checked++;
          }
        }
        const seat = r.pick(engine.activePlayers(s));
        const legal = engine.legalActions(s, seat);
        s = unwrap(engine.apply(s, seat, legal[r.below(legal.length)]!)).state;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('the parts of one stat', () => {
  const relic = (): HaloState => scene({ seats: [{}, { minions: ['prophet-of-regret'], attached: [['holy-relic', '1']] }] });
  const chief = (items: string[], mods: HaloState['mods'] = []): HaloState => ({ ...scene({ seats: [{ company: ['unsc-marine'], attached: items.map((x) => [x, '0'] as const) }, {}] }), mods });
  it.each([
    {
      name: 'an item with no bonus to the stat (M9 grenade) and a keyword text (BR55: sniper) add no part',
      s: () => chief(['m9-grenade', 'br55']),
      card: (s: HaloState) => iid(s, 0, 'master-chief'),
      stat: 'strength' as const,
      parts: (s: HaloState): StatPart[] => [{ source: 'printed', n: 8 }, { source: 'item', n: 1, card: 'br55', iid: iid(s, 0, 'br55') }],
    },
    {
      name: 'modifiers on another card or another stat are not parts of this one',
      s: () => chief([], [{ target: '0.0', stat: 'damage', n: 1, until: 'phase' }, { target: '0.1', stat: 'strength', n: 2, until: 'phase' }]),
      card: () => '0.0',
      stat: 'strength' as const,
      parts: (): StatPart[] => [{ source: 'printed', n: 8 }],
    },
    {
      name: 'an artifact (Holy Relic) adds its strength as an item, but its damage text is no strength part',
      s: relic,
      card: (s: HaloState) => iid(s, 1, 'prophet-of-regret'),
      stat: 'strength' as const,
      parts: (s: HaloState): StatPart[] => [{ source: 'printed', n: 4 }, { source: 'item', n: 3, card: 'holy-relic', iid: iid(s, 1, 'holy-relic') }],
    },
    {
      name: 'the Holy Relic’s damage +1 is a static part of its bearer’s damage',
      s: relic,
      card: (s: HaloState) => iid(s, 1, 'prophet-of-regret'),
      stat: 'damage' as const,
      parts: (s: HaloState): StatPart[] => [{ source: 'printed', n: 0 }, { source: 'static', n: 1, card: 'holy-relic', iid: iid(s, 1, 'holy-relic') }],
    },
    {
      name: 'a Warthog gives the Chief strength +1 as an item and damage +1 as a keyword text',
      s: () => chief(['warthog']),
      card: () => '0.0',
      stat: 'damage' as const,
      parts: (s: HaloState): StatPart[] => [{ source: 'printed', n: 1 }, { source: 'static', n: 1, card: 'warthog', iid: iid(s, 0, 'warthog') }],
    },
    {
      name: 'the Warthog’s damage keyword is no part of strength',
      s: () => chief(['warthog']),
      card: () => '0.0',
      stat: 'strength' as const,
      parts: (s: HaloState): StatPart[] => [{ source: 'printed', n: 8 }, { source: 'item', n: 1, card: 'warthog', iid: iid(s, 0, 'warthog') }],
    },
  ])('$name', ({ s: make, card, stat: st, parts }) => {
    const s = make();
    const x = card(s);
    expect(statParts(s, x, st)).toEqual(parts(s));
    expect(stat(s, x, st)).toBe(parts(s).reduce((n, p) => n + p.n, 0));
  });
});
