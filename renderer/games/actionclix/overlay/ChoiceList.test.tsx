import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../locales/en/actionclix.json';
import de from '../../../../locales/de/actionclix.json';
import { i18n } from '../../../i18n/instance';
import type { Choice } from '../model';
import { scenario } from '../testing/scarabScenario';
import { ChoiceList } from './ChoiceList';

beforeAll(async () => {
  if (!i18n.isInitialized) await i18n.init({ lng: 'en', ns: ['actionclix'], defaultNS: 'actionclix', resources: {}, interpolation: { escapeValue: false } });
  i18n.addResourceBundle('en', 'actionclix', en, true, true);
  i18n.addResourceBundle('de', 'actionclix', de, true, true);
});

const { view } = scenario();
const attack = { type: 'attack', unit: '0-marine-ar', target: 'scarab' } as unknown as Choice['action'];

describe('the keyboard list of choices', () => {
  it.each([
    { lng: 'en', choice: { sq: -1, role: 'target', board: 'top', unit: 'scarab', action: attack }, text: 'Attack the Scarab', not: /on on|on top of|\{\{/ },
    { lng: 'de', choice: { sq: -1, role: 'target', board: 'top', unit: 'scarab', action: attack }, text: 'Den Scarab angreifen', not: /auf auf|Dach|\{\{/ },
    { lng: 'en', choice: { sq: 0, role: 'move', action: null }, text: 'A1', not: /\{\{|undefined/ },
  ] satisfies { lng: string; choice: Choice; text: string; not: RegExp }[])('$lng: a $choice.role choice reads "$text"', async ({ lng, choice, text, not }) => {
    await i18n.changeLanguage(lng);
    const html = renderToStaticMarkup(<ChoiceList view={view} choices={[choice]} onChoice={() => undefined} />);
    const label = /<button[^>]*>([^<]*)<\/button>/.exec(html)?.[1] ?? '';
    expect(label).toContain(text);
    expect(label).not.toMatch(not);
  });
});
