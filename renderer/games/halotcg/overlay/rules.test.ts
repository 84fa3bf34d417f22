import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/halotcg.json';
import de from '../../../../locales/de/halotcg.json';
import { RULE_SECTIONS } from './Rules';

type RulesText = Record<string, { title?: string; body?: string } | string>;

describe('rules help', () => {
  for (const [lang, json] of [['en', en], ['de', de]] as const) {
    it(`has a title and a body for every section in ${lang}`, () => {
      const rules = (json.ui as unknown as { rules: RulesText }).rules;
      for (const s of RULE_SECTIONS) {
        const sec = rules[s];
        expect(typeof sec === 'object' && (sec.title ?? '').length > 2 && (sec.body ?? '').length > 80, `${lang} ${s}`).toBe(true);
      }
      expect(Object.keys(rules).sort()).toEqual([...RULE_SECTIONS, 'open', 'title', 'close'].sort());
    });
  }
  it('addresses German players formally', () => {
    const body = Object.values((de.ui as unknown as { rules: RulesText }).rules)
      .map((v) => (typeof v === 'string' ? v : `${v.title} ${v.body}`))
      .join(' ');
    expect(body).not.toMatch(/\b(du|dein|deine|dich|dir)\b/i);
    expect(body).toMatch(/\bSie\b/);
  });
});
