import { describe, expect, it } from 'vitest';
import { cachedFace, cardFace } from './cards';

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
