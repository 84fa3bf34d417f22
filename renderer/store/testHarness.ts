/** A store wired to the real browser host on fake IndexedDB and a fake fixture plugin (no React). */
import { IDBFactory } from 'fake-indexeddb';
import type { Language } from '../../main/contract';
import { fixtureEngine } from '../../engines/fixture';
import type { PickedFile } from '../host/browserFiles';
import { createBrowserHost } from '../host/browserHost';
import { GameCatalog } from '../games/catalog';
import type { GameEntry, GamePlugin } from '../games/types';
import { createAppStore } from './index';

const nothing = () => null;

export const fakeFixturePlugin: GamePlugin = {
  engine: fixtureEngine,
  Board: nothing,
  Panel: nothing,
  OptionsForm: nothing,
  defaultOptions: () => ({ trackLength: 10 }),
  boardSize: () => ({ width: 100, height: 100 }),
  formatEvent: (event) => event.type,
  locales: { en: {}, de: {} },
};

export const fixtureTestEntry: GameEntry = {
  meta: { id: 'fixture', minPlayers: 2, maxPlayers: 4, modes: ['race'] },
  load: async () => fakeFixturePlugin,
};

export const SEATS = [
  { name: 'Ada', color: '#3d8fe0' },
  { name: 'Bo', color: '#e0483d' },
] as const;

export function makeHarness(entries: readonly GameEntry[] = [fixtureTestEntry]) {
  const nextFile: { value: PickedFile | null } = { value: null };
  const downloads: { text: string; fileName: string }[] = [];
  const languages: Language[] = [];
  let ids = 0;
  const host = createBrowserHost({
    indexedDB: new IDBFactory(),
    files: { download: (text, fileName) => void downloads.push({ text, fileName }), pick: async () => nextFile.value },
    languages: () => ['en-US'],
    newId: () => `save-${++ids}`,
  });
  const games = new GameCatalog(entries);
  const store = createAppStore({
    host,
    games,
    applyLanguage: (language) => void languages.push(language),
    now: () => new Date('2025-03-04T05:06:07.000Z'),
    randomSeed: () => 'random-seed',
  });
  return { store, host, games, nextFile, downloads, languages };
}

export const textFile = (text: string): PickedFile => ({ size: text.length, text: async () => text });
