/** What a click the rules forbid says: the engine's refusal in the player's language, naming the card by its title. */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { halotcgEngine as engine, type HaloState } from '../../../../engines/halotcg';
import { iid, scene } from '../../../../engines/halotcg/testing/scene';
import en from '../../../../locales/en/halotcg.json';
import de from '../../../../locales/de/halotcg.json';
import { translateError } from '../../../i18n/errors';
import { meantAction } from './useTable';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', fallbackLng: false, resources: { en: { halotcg: en }, de: { halotcg: de } }, ns: ['halotcg'], defaultNS: 'halotcg', interpolation: { escapeValue: false } });

/** The message a click on `card` of `seat` gives in `lng`, through the same path as the table. */
function clickSays(s: HaloState, seat: number, card: string, lng: 'en' | 'de'): string {
  const view = engine.view(s, seat);
  const r = engine.apply(s, seat, meantAction(view, iid(s, seat, card)));
  if (r.ok) return 'accepted';
  const t = i18n.getFixedT(lng, 'halotcg');
  return translateError((key, o) => t(key, o) as string, (key) => i18n.exists(key, { lng, ns: 'halotcg' }), r.error);
}

const ownCompany = (hand: string[]) => scene({ seats: [{ hand }, {}], window: { timing: 'company', then: 'move' } });

describe('a forbidden click gives the reason, naming the card', () => {
  it.each([
    {
      name: 'a minion clicked in one’s own company phase is a Shadow card (not "zuka-zamamee … at its own timing word")',
      s: ownCompany(['zuka-zamamee']),
      card: 'zuka-zamamee',
      en: "• Zuka 'Zamamee is a Shadow card: play it in the Shadow phase of another player's turn.",
    },
    { name: 'a skirmish event in the company phase names its timing word', s: ownCompany(['covering-fire']), card: 'covering-fire', en: /^Covering Fire can only be played at its timing word: /u },
  ])('$name', ({ s, card, en: want }) => {
    const said = clickSays(s, 0, card, 'en');
    if (typeof want === 'string') expect(said).toBe(want);
    else expect(said).toMatch(want);
    expect(said).not.toMatch(/[a-z]+-[a-z]+/u);
    expect(clickSays(s, 0, card, 'de')).not.toBe(said);
  });
});
