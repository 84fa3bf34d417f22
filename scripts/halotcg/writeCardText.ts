/** Writes every card's title, subtitle and text into locales/{en,de}/halotcg.json (run after changing card data). */
import { readFileSync, writeFileSync } from 'node:fs';
import { ALL_CARDS, LEGACY_CARDS } from '../../engines/halotcg';
import { cardLocale, type Lang } from './cardText';

for (const l of ['en', 'de'] as Lang[]) {
  const file = `locales/${l}/halotcg.json`;
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  data.cards = Object.fromEntries([...ALL_CARDS, ...LEGACY_CARDS].map((c) => [c.id, cardLocale(c, l)]));
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
