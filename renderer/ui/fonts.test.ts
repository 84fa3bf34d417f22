import { describe, expect, it } from 'vitest';
import { DISPLAY_FONT, TEXT_FONT, fontsReady } from './fonts';


const fakeFonts = (load: (face: string) => Promise<unknown>) => ({ load }) as unknown as FontFaceSet;

describe('fontsReady', () => {
  const cases = [
    { name: 'every face loads', load: () => Promise.resolve([]), expected: true },
    { name: 'a face fails to load', load: () => Promise.reject(new Error('x')), expected: false },
    { name: 'a face never loads (timeout)', load: () => new Promise(() => undefined), expected: false },
  ];
  it.each(cases)('$name → $expected', async ({ load, expected }) => {
    expect(await fontsReady(fakeFonts(load), 20)).toBe(expected);
  });

  it('asks for both faces in the weights the first screen uses', async () => {
    const asked: string[] = [];
    await fontsReady(fakeFonts((f) => (asked.push(f), Promise.resolve([]))), 20);
    expect(asked).toEqual(["400 16px 'Inter Variable'", "700 16px 'Inter Variable'", '600 16px Rajdhani', '700 16px Rajdhani']);
  });

  it('is false without a FontFaceSet (tests, old engines)', async () => {
    expect(await fontsReady(undefined, 20)).toBe(false);
  });

  it('names the bundled families first', () => {
    expect(TEXT_FONT.startsWith("'Inter Variable'")).toBe(true);
    expect(DISPLAY_FONT.startsWith('Rajdhani')).toBe(true);
  });
});
