/**
 * Damaged records as another app version, an extension or a person with the dev tools could leave them
 * in IndexedDB, and helpers to put them there behind the browser host's back.
 */
import type { SaveFile } from '../../../engines/core';
import { FIXTURE_SAVED_AT, fixtureSave } from '../../../engines/core/testing/saveFixtures';
import { DB_VERSION } from '../browserHost';
import { openDatabase } from '../idb';

export function goodSave(name = 'Good game', savedAt = FIXTURE_SAVED_AT): SaveFile {
  return fixtureSave({ name, savedAt, actions: 0 });
}

const summaryOf = (id: string, save: SaveFile) => ({ id, name: save.name, savedAt: save.savedAt, game: save.record.engine, seats: save.seats, actions: save.record.actions.length });

/** A stored save and summary pair under `id`; either may be damaged. */
export interface HostileRecord {
  readonly name: string;
  readonly id: string;
  readonly summary: unknown;
  readonly save: unknown;
  /** True when the host can still list it (a damaged summary rebuilt from a good save). */
  readonly listed: boolean;
}

const bad = goodSave('Damaged');
export const HOSTILE_RECORDS: readonly HostileRecord[] = [
  { name: 'a name that is an object', id: 'bad-name', summary: { ...summaryOf('bad-name', bad), name: { text: 'x' } }, save: { ...bad, name: { text: 'x' } }, listed: false },
  { name: 'a missing date', id: 'no-date', summary: { ...summaryOf('no-date', bad), savedAt: undefined }, save: { ...bad, savedAt: undefined }, listed: false },
  { name: 'null seats', id: 'null-seats', summary: { ...summaryOf('null-seats', bad), seats: null }, save: { ...bad, seats: null }, listed: false },
  { name: 'a numeric date', id: 'number-date', summary: { ...summaryOf('number-date', bad), savedAt: 1735786000000 }, save: { ...bad, savedAt: 1735786000000 }, listed: false },
  { name: 'a string instead of a record', id: 'just-text', summary: 'hello', save: 'hello', listed: false },
  { name: 'null', id: 'null-record', summary: null, save: null, listed: false },
  { name: 'seats that do not match the players', id: 'one-seat', summary: summaryOf('one-seat', bad), save: { ...bad, seats: [bad.seats[0]] }, listed: true },
  { name: 'a damaged summary of a good save', id: 'fixable', summary: { name: 5 }, save: goodSave('Rebuilt', '2024-06-01T00:00:00.000Z'), listed: true },
  { name: 'a summary whose id is another save', id: 'wrong-id', summary: summaryOf('other-id', bad), save: goodSave('Right id', '2024-05-01T00:00:00.000Z'), listed: true },
  { name: 'a summary without a save', id: 'orphan', summary: { ...summaryOf('orphan', bad), seats: [{ name: 7 }] }, save: undefined, listed: false },
];

/** The database exactly as the browser host opens it, for writing around it. */
export function openRaw(factory: IDBFactory): Promise<IDBDatabase> {
  return openDatabase(factory, 'halo-tabletop', DB_VERSION);
}

/** Puts records straight into the stores (no checks), then closes the connection. */
export async function seedRaw(factory: IDBFactory, records: readonly HostileRecord[], extra: { autosave?: unknown; settings?: unknown } = {}): Promise<void> {
  const db = await openRaw(factory);
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(['saves', 'summaries', 'autosave', 'settings'], 'readwrite');
    for (const record of records) {
      tx.objectStore('summaries').put(record.summary, record.id);
      if (record.save !== undefined) tx.objectStore('saves').put(record.save, record.id);
    }
    if ('autosave' in extra) tx.objectStore('autosave').put(extra.autosave, 'current');
    if ('settings' in extra) tx.objectStore('settings').put(extra.settings, 'current');
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('seed failed'));
  });
  db.close();
}
