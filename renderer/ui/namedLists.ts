/**
 * Named lists a game keeps for its players (ActionClix forces, Halo TCG decks) in the host settings'
 * `prefs`, so they survive restarts and are offered to every seat. Each list is one pref: key
 * `<prefix><name>`, value the game's own text encoding; an empty value is a deleted list (prefs patches
 * merge key by key, so a key cannot be removed, only emptied). A value the codec cannot read is skipped.
 */
import { useSyncExternalStore } from 'react';
import { err, normaliseName, type Result } from '../../engines/core';
import type { HostApi, Settings } from '../../main/contract';

type Prefs = Settings['prefs'];

/** The longest name of a list: what fits in a pref key beside the prefix, and in a seat's menu. */
export const MAX_LIST_NAME = 40;

export interface Named<T> {
  readonly name: string;
  readonly value: T;
}

export interface ListCodec<T> {
  encode(value: T): string;
  /** Undefined for a value that is not one of ours (hand-edited or from a newer version). */
  decode(text: string): T | undefined;
}

export interface NamedListStore<T> {
  /** The lists in a settings' prefs, sorted by name (exported for tests). */
  read(prefs: Prefs): Named<T>[];
  /** Reads the stored lists from the host (again: another window or a test may have changed them). */
  load(host: HostApi): Promise<void>;
  /** Saves under a cleaned name (`name/*` codes for an unreadable or long one); replaces a list of that name. */
  save(host: HostApi, name: string, value: T): Promise<Result<string>>;
  remove(host: HostApi, name: string): Promise<void>;
  /** Renames in one settings write; refuses a name another list already has (`storage/name-taken`). */
  rename(host: HostApi, from: string, to: string): Promise<Result<string>>;
  /** The lists, re-rendering when they change. */
  use(): readonly Named<T>[];
}

export function namedListStore<T>(prefix: string, codec: ListCodec<T>): NamedListStore<T> {
  let cache: Prefs = {};
  let lastPrefs: Prefs | null = null;
  let lastLists: Named<T>[] = [];
  const listeners = new Set<() => void>();
  const publish = (next: Prefs): void => {
    cache = next;
    for (const l of listeners) l();
  };
  const read = (prefs: Prefs): Named<T>[] =>
    Object.entries(prefs)
      .flatMap(([k, v]) => {
        if (!k.startsWith(prefix) || typeof v !== 'string' || v === '') return [];
        const value = codec.decode(v);
        return value === undefined ? [] : [{ name: k.slice(prefix.length), value }];
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  const snapshot = (): Named<T>[] => {
    if (lastPrefs !== cache) [lastPrefs, lastLists] = [cache, read(cache)];
    return lastLists;
  };
  const subscribe = (l: () => void): (() => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  const write = async (host: HostApi, prefs: Prefs): Promise<void> => publish((await host.setSettings({ prefs })).prefs);
  return {
    read,
    load: async (host) => publish((await host.getSettings()).prefs),
    async save(host, raw, value) {
      const name = normaliseName(raw, MAX_LIST_NAME);
      if (name.ok) await write(host, { [`${prefix}${name.value}`]: codec.encode(value) });
      return name;
    },
    remove: (host, name) => write(host, { [`${prefix}${name}`]: '' }),
    async rename(host, from, raw) {
      const to = normaliseName(raw, MAX_LIST_NAME);
      if (!to.ok || to.value === from) return to;
      const old = cache[`${prefix}${from}`];
      if (typeof old !== 'string' || old === '') return err('storage/not-found', { name: from });
      if (read(cache).some((l) => l.name === to.value)) return err('storage/name-taken', { name: to.value });
      await write(host, { [`${prefix}${from}`]: '', [`${prefix}${to.value}`]: old });
      return to;
    },
    use: () => useSyncExternalStore(subscribe, snapshot, snapshot),
  };
}
