import { describe, expect, it } from 'vitest';
import { scene } from '../../../../engines/halotcg/testing/scene';
import { view } from '../../../../engines/halotcg/view';
import { bonusLine, cachedFace, cardFace, CULTURE_COLOURS, currentValue, SANCTUARY_COLOURS, statsKey, type CardFace } from './cards';

describe('cachedFace', () => {
  const english = (key: string) => (key === 'cards.guilty-spark.title' ? '343 Guilty Spark' : key);
  const german = (key: string) => (key === 'cards.guilty-spark.title' ? '343 Schuldiger Funke' : key);

  it('gives the same face object for the same card and translate function, equal to a fresh face', () => {
    const first = cachedFace('guilty-spark', english);
    expect(cachedFace('guilty-spark', english)).toBe(first);
    expect(first).toEqual(cardFace('guilty-spark', english));
  });

  it('makes the face again for another translate function (another language)', () => {
    const face = cachedFace('guilty-spark', german);
    expect(face).not.toBe(cachedFace('guilty-spark', english));
    expect(face.title).toBe('343 Schuldiger Funke');
  });
});

describe('current stats on the table', () => {
  it.each([
    { name: 'the Master Chief with +2 and −1 shows 9, not his printed 8', mods: [2, -1], strength: 9 },
    { name: 'no modifier: the printed strength', mods: [], strength: 8 },
  ])('$name', ({ mods, strength }) => {
    const s = scene({ seats: [{}, {}], window: { timing: 'company', then: 'shadow' } });
    const withMods = { ...s, mods: mods.map((n) => ({ target: '0.0', stat: 'strength' as const, n, until: 'phase' as const })) };
    const chief = view(withMods, 0).players[0]?.company[0];
    const key = statsKey(chief?.now);
    expect(currentValue(key, 'strength', 8)).toBe(strength);
    expect(currentValue(key, 'vitality', 0)).toBe(cardFace('master-chief', (k) => k).stats.find((x) => x.stat === 'vitality')?.value);
  });
});

describe('sanctuaries have their own template', () => {
  const t = (key: string, params?: Record<string, unknown>) => (key === 'ui.sanctuarySite' ? `Sanctuary ${String(params?.n)}` : key === 'ui.kinds.site' ? 'Site' : key);
  it.each([
    { name: 'a sanctuary (Alpha Base, site 3) has the sanctuary frame and says so', id: 'alpha-base', frame: SANCTUARY_COLOURS.frame, typeLine: 'Sanctuary 3' },
    { name: 'another site keeps the site frame', id: 'maw', frame: CULTURE_COLOURS.site.frame, typeLine: 'Site 9' },
  ])('$name', ({ id, frame, typeLine }) => {
    const face = cardFace(id, t);
    expect({ frame: face.colour.frame, typeLine: face.typeLine }).toEqual({ frame, typeLine });
  });
});

describe('a borne card shows its bonuses signed', () => {
  const face = (values: number[]): CardFace => ({ ...cardFace('grunt', (k) => k), title: 'Gear', stats: values.map((value, i) => ({ stat: String(i), label: '', value })) });
  it.each([
    { name: 'a bonus reads "+2", not "2"', values: [2, 1], want: 'Gear +2 +1' },
    { name: 'a penalty reads "−1" with a true minus, not "+-1"', values: [2, -1], want: 'Gear +2 −1' },
    { name: 'no stats: the title alone', values: [], want: 'Gear' },
  ])('$name', ({ values, want }) => {
    expect(bonusLine(face(values))).toBe(want);
  });
});
