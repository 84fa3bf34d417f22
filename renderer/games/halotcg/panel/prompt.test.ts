/** The panel's prompt line: who is asked what (the bid says what is bid). */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../engines/core';
import { halotcgEngine as engine } from '../../../../engines/halotcg';
import en from '../../../../locales/en/halotcg.json';
import de from '../../../../locales/de/halotcg.json';
import { promptOf } from './Panel';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', fallbackLng: false, resources: { en: { halotcg: en }, de: { halotcg: de } }, ns: ['halotcg'], defaultNS: 'halotcg', interpolation: { escapeValue: false } });
const name = (s: number) => ['Ana', 'Ben'][s] ?? '?';

describe('the prompt line', () => {
  const start = unwrap(engine.setup({ players: 2, options: unwrap(engine.parseOptions({}, 2)), seed: 'prompt' }));
  it.each([
    { lng: 'en', want: 'Ana: bid wounds on your Hero; the highest bid chooses who goes first (secret until everyone has bid).' },
    { lng: 'de', want: /^Ana: .*Wunden.*Held/u },
  ] as const)('the bid says what is bid: wounds on the Hero ($lng)', ({ lng, want }) => {
    const view = engine.view(start, 0);
    expect(view.pending?.kind).toBe('bid');
    const t = i18n.getFixedT(lng, 'halotcg');
    const said = promptOf(view, (k, p) => t(k, p ?? {}) as string, name, 0);
    if (typeof want === 'string') expect(said).toBe(want);
    else expect(said).toMatch(want);
  });
});
