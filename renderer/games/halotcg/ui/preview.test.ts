import { describe, expect, it } from 'vitest';
import type { HaloView } from '../../../../engines/halotcg';
import { ALL_CARDS } from '../../../../engines/halotcg';
import { costPreview, fightBoxes, movePreview } from './preview';

const first = (pred: (c: (typeof ALL_CARDS)[number]) => boolean): (typeof ALL_CARDS)[number] => {
  const c = ALL_CARDS.find(pred);
  if (c === undefined) throw new Error('no such card');
  return c;
};
type AnyCard = (typeof ALL_CARDS)[number];
const fpCard = first((c) => c.kind === 'companion' && c.twilight > 0) as Extract<AnyCard, { kind: 'companion' }>;
const minion = first((c) => c.kind === 'minion' && c.site >= 3 && c.twilight >= 2) as Extract<AnyCard, { kind: 'minion' }>;
const site = first((c) => c.kind === 'site' && c.shadow > 0) as Extract<AnyCard, { kind: 'site' }>;
const strength = (c: (typeof ALL_CARDS)[number]) => ('strength' in c ? (c.strength ?? 0) : 0);

const player = (seat: number, pos: number, over: object = {}) => ({ seat, pos, company: [], support: [], minions: [], attached: [], hand: [], ...over });

function view(over: Omit<Partial<HaloView>, 'players'> & { players?: unknown[] } = {}): HaloView {
  return { viewer: 0, fp: 0, twilight: 3, mods: [], fights: [], current: null, path: [], response: null, pending: null, players: [player(0, 1), player(1, 1)], ...over } as unknown as HaloView;
}

describe('costPreview', () => {
  it('a Free Peoples card adds its cost to the pool', () => {
    expect(costPreview(view(), fpCard.id)).toEqual({ kind: 'adds', n: fpCard.twilight, pool: 3 + fpCard.twilight });
  });
  it('a minion whose site is ahead of the company roams for +2', () => {
    expect(costPreview(view({ twilight: 9 }), minion.id)).toEqual({ kind: 'costs', n: minion.twilight + 2, roaming: 2, pool: 9 - minion.twilight - 2, short: false });
  });
  it('at or past its site no roaming, and short when the pool holds too little', () => {
    const v = view({ twilight: minion.twilight - 1, players: [player(0, minion.site), player(1, 1)] });
    expect(costPreview(v, minion.id)).toEqual({ kind: 'costs', n: minion.twilight, roaming: 0, pool: -1, short: true });
  });
  it('a site has no cost', () => expect(costPreview(view(), site.id)).toBeNull());
});

describe('movePreview', () => {
  it('counts the next site and each companion', () => {
    const v = view({ path: [null, null, { iid: 's2', card: site.id }], players: [player(0, 1, { company: [{ iid: 'a' }, { iid: 'b' }] }), player(1, 1)] as never });
    expect(movePreview(v)).toEqual({ to: 2, shadow: site.shadow, company: 2, total: site.shadow + 2 });
  });
  it('an unplaced site leaves the total open', () => {
    expect(movePreview(view()).total).toBeNull();
  });
});

describe('fightBoxes', () => {
  const def = first((c) => c.kind === 'companion' && strength(c) > 0);
  const mods = [{ target: 'd', stat: 'strength', n: 2, until: 'phase' }];
  const v = view({
    fights: [
      {
        def: 'd',
        atk: ['m1', 'm2'],
        ships: false,
        totals: {
          stat: 'strength',
          fp: { total: strength(def) + 2, damage: 0, cards: [{ iid: 'd', card: def.id, value: strength(def) + 2, parts: [{ source: 'printed', n: strength(def) }, { source: 'modifier', n: 2, until: 'phase' }] }] },
          shadow: { total: 2 * strength(minion), damage: 0, cards: ['m1', 'm2'].map((iid) => ({ iid, card: minion.id, value: strength(minion), parts: [{ source: 'printed', n: strength(minion) }] })) },
        },
      },
    ] as never,
    current: 0,
    mods: mods as never,
    players: [player(0, 1, { company: [{ iid: 'd', card: def.id, w: 0 }] }), player(1, 1, { minions: [{ iid: 'm1', card: minion.id, w: 0 }, { iid: 'm2', card: minion.id, w: 0 }] })] as never,
  });
  const [box] = fightBoxes(v);
  it('pairs the defender with both attackers and sums each side', () => {
    expect(box?.pairing).toMatchObject({ def: 'd', atk: ['m1', 'm2'], fp: strength(def) + 2, shadow: 2 * strength(minion), current: true });
  });
  it('explains the defender total part by part', () => {
    expect(box?.fp.parts).toEqual([
      { kind: 'printed', card: def.id, n: strength(def) },
      { kind: 'effects', card: null, n: 2 },
    ]);
  });
  it('says who leads and whether the loser would be overwhelmed', () => {
    const fp = strength(def) + 2;
    const sh = 2 * strength(minion);
    expect(box?.leader).toBe(fp > sh ? 'fp' : 'shadow');
    expect(box?.margin).toBe(Math.abs(fp - sh));
    expect(box?.overwhelm).toBe(Math.max(fp, sh) >= 2 * Math.min(fp, sh));
  });
  it.each([
    { fierce: false, ships: false, kind: 'skirmish' },
    { fierce: false, ships: true, kind: 'engagement' },
    { fierce: true, ships: false, kind: 'fierceSkirmish' },
    { fierce: true, ships: true, kind: 'fierceEngagement' },
  ])('heads the box $kind (fierce round: $fierce, ships: $ships)', ({ fierce, ships, kind }) => {
    const fights = v.fights.map((f) => ({ ...f, ships }));
    expect(fightBoxes({ ...v, fights, fierce }).map((b) => b.kind)).toEqual([kind]);
  });
});
