import { describe, expect, it } from 'vitest';
import type { HostApi, Settings, SettingsPatch } from '../../main/contract';
import { namedListStore } from './namedLists';

/** A host that keeps settings in memory and merges prefs key by key, as both real hosts do. */
function memoryHost(prefs: Settings['prefs'] = {}): HostApi & { prefs(): Settings['prefs'] } {
  let settings: Settings = { prefs, muted: false };
  return {
    getSettings: async () => settings,
    setSettings: async (patch: SettingsPatch) => {
      settings = { ...settings, prefs: { ...settings.prefs, ...(patch.prefs ?? {}) } };
      return settings;
    },
    prefs: () => settings.prefs,
  } as unknown as HostApi & { prefs(): Settings['prefs'] };
}

const numbers = () => namedListStore<number[]>('test.list.', {
  encode: (v) => v.join(','),
  decode: (t) => (/^\d+(,\d+)*$/.test(t) ? t.split(',').map(Number) : undefined),
});

describe('named lists in the settings', () => {
  it('reads its own lists sorted, skipping deleted ones, unreadable ones and other prefs', () => {
    expect(numbers().read({ 'test.list.b': '1,2', 'test.list.a': '3', 'test.list.gone': '', 'test.list.bad': 'x', 'other.a': '1', 'test.list.flag': true })).toEqual([
      { name: 'a', value: [3] },
      { name: 'b', value: [1, 2] },
    ]);
  });

  it('saves under a cleaned name and refuses an invisible or long one', async () => {
    const host = memoryHost();
    const store = numbers();
    expect(await store.save(host, '  My\tlist ', [1])).toEqual({ ok: true, value: 'My list' });
    expect(await store.save(host, '\u200b', [2])).toEqual({ ok: false, error: { code: 'name/invisible' } });
    expect(await store.save(host, 'x'.repeat(41), [2])).toEqual({ ok: false, error: { code: 'name/too-long', params: { max: 40 } } });
    expect(host.prefs()).toEqual({ 'test.list.My list': '1' });
  });

  it('renames in one write, refusing a taken name, and deletes by emptying the key', async () => {
    const host = memoryHost({ 'test.list.a': '1', 'test.list.b': '2' });
    const store = numbers();
    await store.load(host);
    expect(await store.rename(host, 'a', 'b')).toEqual({ ok: false, error: { code: 'storage/name-taken', params: { name: 'b' } } });
    expect(await store.rename(host, 'a', 'c')).toEqual({ ok: true, value: 'c' });
    expect(await store.rename(host, 'a', 'd')).toEqual({ ok: false, error: { code: 'storage/not-found', params: { name: 'a' } } });
    await store.remove(host, 'b');
    expect(store.read(host.prefs())).toEqual([{ name: 'c', value: [1] }]);
  });
});
