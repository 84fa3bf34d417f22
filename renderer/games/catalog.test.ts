import { describe, expect, it } from 'vitest';
import { GameCatalog } from './catalog';
import type { GameEntry } from './types';
import { fakeFixturePlugin } from '../store/testHarness';

function entry(id: string, load: () => Promise<typeof fakeFixturePlugin>): GameEntry {
  return { meta: { id, minPlayers: 2, maxPlayers: 4, modes: [] }, load };
}

describe('GameCatalog', () => {
  it('loads a game once, registers its locales and memoises its components', async () => {
    let loads = 0;
    const registered: string[] = [];
    const catalog = new GameCatalog([entry('fixture', async () => (loads++, fakeFixturePlugin))], (id) => registered.push(id));
    const [a, b] = await Promise.all([catalog.load('fixture'), catalog.load('fixture')]);
    expect(a.ok && b.ok && a.value === b.value).toBe(true);
    expect(loads).toBe(1);
    expect(registered).toEqual(['fixture']);
    const plugin = catalog.loaded('fixture');
    expect(plugin?.engine).toBe(fakeFixturePlugin.engine);
    expect(plugin?.Board).not.toBe(fakeFixturePlugin.Board);
  });

  const failures = [
    { name: 'an unknown game', id: 'chess', code: 'save/unknown-engine' },
    { name: 'a chunk that fails to load', id: 'broken', code: 'app/load-failed' },
  ];
  for (const c of failures) {
    it(`reports ${c.name} as ${c.code}`, async () => {
      const catalog = new GameCatalog([entry('broken', () => Promise.reject(new Error('network')))]);
      const result = await catalog.load(c.id);
      expect(result.ok ? 'ok' : result.error.code).toBe(c.code);
      expect(catalog.loaded(c.id)).toBeUndefined();
    });
  }
});
