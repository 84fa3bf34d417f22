import { describe, expect, it } from 'vitest';
import { CULTURE_PATHS } from './culturePaths';
import { cultureParts } from './cultureText';

describe('culture symbols in card texts', () => {
  it.each([
    { name: 'an English mark', text: 'Make a [UNSC] companion strength +1.', want: ['Make a ', { culture: 'unsc' }, ' companion strength +1.'] },
    { name: 'a German mark (Allianz is the Covenant)', text: 'Ein [Allianz]-Scherge', want: ['Ein ', { culture: 'covenant' }, '-Scherge'] },
    { name: 'two marks side by side', text: '[Flood][Heretic]', want: [{ culture: 'flood' }, { culture: 'heretic' }] },
    { name: 'an umlaut in the name', text: 'jeder [Wächter]', want: ['jeder ', { culture: 'sentinel' }] },
    { name: 'an unknown bracket stays text', text: 'a [Nobody] here', want: ['a [Nobody] here'] },
    { name: 'no marks', text: 'Hero. Damage +1.', want: ['Hero. Damage +1.'] },
    { name: 'empty', text: '', want: [] },
  ])('$name', ({ text, want }) => {
    expect(cultureParts(text)).toEqual(want);
  });
});

describe('culture symbols on the table', () => {
  it.each(Object.entries(CULTURE_PATHS))('%s has the drawing of assets/tcg as path data', (_culture, data) => {
    expect(data).toMatch(/^M[\d .LZMCQAa-z-]+$/);
  });
});
