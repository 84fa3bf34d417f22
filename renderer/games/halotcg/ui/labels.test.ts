import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../engines/core';
import { halotcgEngine, type HaloState } from '../../../../engines/halotcg';
import { cardScene } from '../../../../engines/halotcg/testing/cardScene';
import { act, EARTH, scene } from '../../../../engines/halotcg/testing/scene';
import { view } from '../../../../engines/halotcg/view';
import en from '../../../../locales/en/halotcg.json';
import de from '../../../../locales/de/halotcg.json';
import { choicesOf } from './decisions';
import { respondPrompt } from './labels';
import { translateError } from '../../../i18n/errors';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', fallbackLng: false, resources: { en: { halotcg: en }, de: { halotcg: de } }, ns: ['halotcg'], defaultNS: 'halotcg', interpolation: { escapeValue: false } });
const tr = (lng: string) => {
  const t = i18n.getFixedT(lng, 'halotcg');
  return (key: string, params?: Record<string, unknown>) => String(t(key, params ?? {}));
};
const name = (s: number) => ['Ana', 'Ben'][s] ?? '?';

function labels(s: HaloState, seat: number, lng = 'en'): string[] {
  return choicesOf(halotcgEngine.legalActions(s, seat), view(s, seat), tr(lng), name).map((c) => c.label);
}

const marines = (): HaloState => {
  const s = scene({ seats: [{ company: ['unsc-marine', 'unsc-marine', 'unsc-marine'], hand: ['m6d'] }, {}], window: { timing: 'company', then: 'shadow' } });
  s.inPlay['0.2'] = { w: 1 };
  return s;
};
const resolve = (): HaloState => cardScene({ fp: { company: ['unsc-marine'], hand: ['spartan-resolve'] }, shadow: { minions: ['grunt'] }, timing: 'skirmish', fight: 'unsc-marine' });
const atOutskirts = (): HaloState => cardScene({ fp: { company: ['unsc-marine'], pos: 2 }, shadow: { minions: ['grunt'] }, timing: 'skirmish', fight: 'unsc-marine', sites: EARTH });

describe('choice labels', () => {
  it.each([
    { name: 'a pistol for three Marines says which Marine and its wounds', make: marines, has: ['Play M6D Pistol on UNSC Marine (UNSC Marine 2, 1 wound)', 'Play M6D Pistol on UNSC Marine (UNSC Marine 3)'] },
    { name: 'each toil of Spartan Resolve reads differently', make: resolve, has: ['Play Spartan Resolve', 'Play Spartan Resolve (toil: exert 1)'] },
  ])('$name', ({ make, has }) => {
    const out = labels(make(), 0);
    for (const label of has) expect(out).toContain(label);
    expect(new Set(out).size).toBe(out.length);
  });

  it('a site ability says what it costs and does, and its follow-up which card is exerted', () => {
    const s = atOutskirts();
    expect(labels(s, 0)).toContain('Use Outskirts: exert → +1 Strength');
    const asked = act(s, 0, { type: 'use', card: s.path[2] ?? '', ability: 0 }).state;
    expect(labels(asked, 0)).toEqual(['Exert • Master Chief', 'Exert UNSC Marine']);
  });

  it('starting companions are named, not instance ids', () => {
    let st = unwrap(halotcgEngine.setup({ players: 2, options: unwrap(halotcgEngine.parseOptions({}, 2)), seed: 'labels' }));
    // Bids, then the bid's winner chooses who goes first (the first option: itself).
    for (let i = 0; i < 10 && (st.pending[0]?.kind === 'bid' || st.pending[0]?.kind === 'chooseFirst'); i++) {
      const p = st.pending[0];
      st = act(st, p.seat, { type: 'choose', option: p.kind === 'bid' ? '0' : (p.options[0] ?? '') }).state;
    }
    const p = st.pending[st.pending.length - 1];
    expect(p?.kind).toBe('startingCompanion');
    const out = labels(st, p?.seat ?? 0);
    expect(out.length).toBeGreaterThan(1);
    expect(out.filter((l) => /\d+\.\d+/.test(l))).toEqual([]);
  });

  it.each([
    { lng: 'en', out: "• Zuka 'Zamamee is a Shadow card: play it in the Shadow phase of another player's turn." },
    { lng: 'de', out: /^• Zuka .*Zamamee ist eine Schattenkarte/ },
  ])('a Shadow card played in your own turn is refused with its title and the reason ($lng)', ({ lng, out }) => {
    const s = scene({ seats: [{ hand: ['zuka-zamamee'] }, {}], window: { timing: 'company', then: 'shadow' } });
    const r = halotcgEngine.apply(s, 0, { type: 'play', card: '0.1' });
    if (r.ok) throw new Error('accepted');
    const t = i18n.getFixedT(lng, 'halotcg');
    const text = translateError((k, o) => String(t(k, o)), (k, ns) => i18n.exists(k, { ns, lng }), r.error);
    if (typeof out === 'string') expect(text).toBe(out);
    else expect(text).toMatch(out);
  });

  it.each([
    { name: 'the responder is asked, naming who played what', viewer: 0, out: 'Ben played Covering Fire. Ana, respond or pass?' },
    { name: 'others see who may respond', viewer: 1, out: 'Ben played Covering Fire. Ana may respond.' },
  ])('$name', ({ viewer, out }) => {
    const response = { on: 'eventPlayed' as const, subject: { iid: '1.7', card: 'covering-fire' }, next: 0, cancelled: false };
    expect(respondPrompt(response, viewer, tr('en'), name)).toBe(out);
  });
});
