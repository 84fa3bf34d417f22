import { describe, expect, it } from 'vitest';
import { scene } from '../../../../engines/halotcg/testing/scene';
import { view } from '../../../../engines/halotcg/view';
import { cachedFace, cardFace, currentValue, statsKey } from './cards';

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
