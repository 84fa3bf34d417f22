/**
 * HostApi for a plain browser: saves, autosave and settings in IndexedDB, export as a download, import
 * through a file input. Everything read back from storage is parsed again: storage is not trusted either.
 */
import type { HostApi, SaveSummary, Settings, SettingsPatch } from '../../main/contract';
import { saveIdSchema, settingsSchema } from '../../main/contract';
import { err, ok, parseSaveFile, saveFileSchema, type Result, type SaveFile } from '../../engines/core';
import { domFileAccess, type FileAccess } from './browserFiles';
import { inTransaction, openDatabase, requestValue, type StoreName } from './idb';

const DB_NAME = 'halo-tabletop';
const DB_VERSION = 1;
const CURRENT = 'current';
/** Larger files are refused before a byte is read (the same limit parseJsonSafely applies to text). */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;
export const SAVE_EXTENSION = '.halosave.json';

export interface BrowserHostDeps {
  readonly indexedDB: IDBFactory;
  readonly files: FileAccess;
  readonly languages: () => readonly string[];
  readonly newId: () => string;
}

export function summarize(id: string, save: SaveFile): SaveSummary {
  return { id, name: save.name, savedAt: save.savedAt, game: save.record.engine, seats: save.seats, actions: save.record.actions.length };
}

function checkSave(raw: unknown): Result<SaveFile> {
  const parsed = saveFileSchema.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  return err('save/invalid', { path: parsed.error.issues[0]?.path.join('.') ?? '' });
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `save-${Date.now().toString(36)}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function defaultDeps(): BrowserHostDeps {
  return {
    indexedDB: globalThis.indexedDB,
    files: domFileAccess,
    languages: () => (typeof navigator === 'undefined' ? [] : navigator.languages.length > 0 ? navigator.languages : [navigator.language]),
    newId: randomId,
  };
}

/** Each method is an arrow property, so callers may pass `host.listSaves` around unbound. */
class BrowserHost implements HostApi {
  readonly kind = 'browser' as const;
  private database: Promise<IDBDatabase> | undefined;
  // Settings also live in memory, so a browser without IndexedDB (some private modes) still works.
  private settingsCache: Settings = { prefs: {}, muted: false };

  constructor(private readonly deps: BrowserHostDeps) {}

  private db(): Promise<IDBDatabase> {
    return (this.database ??= openDatabase(this.deps.indexedDB, DB_NAME, DB_VERSION));
  }

  private async read(store: StoreName, key: string): Promise<unknown> {
    return inTransaction(await this.db(), [store], 'readonly', (tx) => requestValue(tx.objectStore(store).get(key)));
  }

  private async write(store: StoreName, value: unknown): Promise<void> {
    await inTransaction(await this.db(), [store], 'readwrite', async (tx) => void tx.objectStore(store).put(value, CURRENT));
  }

  writeSave = async (save: SaveFile, id?: string): Promise<Result<SaveSummary>> => {
    const checked = checkSave(save);
    if (!checked.ok) return checked;
    const key = id ?? this.deps.newId();
    if (!saveIdSchema.safeParse(key).success) return err('save/invalid', { path: 'id' });
    const summary = summarize(key, checked.value);
    try {
      await inTransaction(await this.db(), ['saves', 'summaries', 'backups'], 'readwrite', async (tx) => {
        const previous: unknown = await requestValue(tx.objectStore('saves').get(key));
        if (previous !== undefined) tx.objectStore('backups').put(previous, key);
        tx.objectStore('saves').put(checked.value, key);
        tx.objectStore('summaries').put(summary, key);
      });
      return ok(summary);
    } catch {
      return err('save/write-failed');
    }
  };

  loadSave = async (id: string): Promise<Result<SaveFile>> => {
    try {
      const raw = await this.read('saves', id);
      return raw === undefined ? err('save/not-found', { id }) : checkSave(raw);
    } catch {
      return err('save/not-found', { id });
    }
  };

  /** The previous version of a save, kept when it was overwritten. */
  loadBackup = async (id: string): Promise<Result<SaveFile>> => {
    try {
      const raw = await this.read('backups', id);
      return raw === undefined ? err('save/not-found', { id }) : checkSave(raw);
    } catch {
      return err('save/not-found', { id });
    }
  };

  listSaves = async (): Promise<readonly SaveSummary[]> => {
    try {
      const all = await inTransaction(await this.db(), ['summaries'], 'readonly', (tx) => requestValue(tx.objectStore('summaries').getAll()));
      return (all as SaveSummary[]).slice().sort((a, b) => b.savedAt.localeCompare(a.savedAt));
    } catch {
      return [];
    }
  };

  deleteSave = async (id: string): Promise<Result<void>> => {
    try {
      const found = await inTransaction(await this.db(), ['saves', 'summaries', 'backups'], 'readwrite', async (tx) => {
        const existing: unknown = await requestValue(tx.objectStore('saves').get(id));
        for (const store of ['saves', 'summaries', 'backups'] as const) tx.objectStore(store).delete(id);
        return existing !== undefined;
      });
      return found ? ok(undefined) : err('save/not-found', { id });
    } catch {
      return err('save/write-failed');
    }
  };

  writeAutosave = async (save: SaveFile): Promise<Result<void>> => {
    const checked = checkSave(save);
    if (!checked.ok) return checked;
    try {
      await this.write('autosave', checked.value);
      return ok(undefined);
    } catch {
      return err('save/write-failed');
    }
  };

  readAutosave = async (): Promise<Result<SaveFile | null>> => {
    try {
      const raw = await this.read('autosave', CURRENT);
      return raw === undefined ? ok(null) : checkSave(raw);
    } catch {
      return ok(null);
    }
  };

  clearAutosave = async (): Promise<void> => {
    try {
      await inTransaction(await this.db(), ['autosave'], 'readwrite', async (tx) => void tx.objectStore('autosave').delete(CURRENT));
    } catch {
      // Nothing to clear when storage is unavailable.
    }
  };

  exportSave = async (save: SaveFile, fileName: string): Promise<Result<boolean>> => {
    const checked = checkSave(save);
    if (!checked.ok) return checked;
    const name = fileName.endsWith(SAVE_EXTENSION) ? fileName : `${fileName}${SAVE_EXTENSION}`;
    this.deps.files.download(JSON.stringify(checked.value, null, 2), name);
    return ok(true);
  };

  importSave = async (): Promise<Result<SaveFile | null>> => {
    const file = await this.deps.files.pick(`.json,${SAVE_EXTENSION},application/json`);
    if (file === null) return ok(null);
    if (file.size > MAX_IMPORT_BYTES) return err('file/too-large', { limit: MAX_IMPORT_BYTES });
    let text: string;
    try {
      text = await file.text();
    } catch {
      return err('file/read-failed');
    }
    return parseSaveFile(text);
  };

  getSettings = async (): Promise<Settings> => {
    try {
      const parsed = settingsSchema.safeParse(await this.read('settings', CURRENT));
      if (parsed.success) this.settingsCache = parsed.data;
    } catch {
      // Keep the in-memory settings.
    }
    return this.settingsCache;
  };

  setSettings = async (patch: SettingsPatch): Promise<Settings> => {
    const current = await this.getSettings();
    // Preferences merge key by key, as in the Electron host: one game's patch never wipes another's.
    const merged = settingsSchema.safeParse({ ...current, ...patch, prefs: { ...current.prefs, ...(patch.prefs ?? {}) } });
    if (!merged.success) return current;
    this.settingsCache = merged.data;
    try {
      await this.write('settings', merged.data);
    } catch {
      // The choice still holds for this visit.
    }
    return this.settingsCache;
  };

  /** A browser has no native menu. */
  onMenuCommand = (): (() => void) => () => undefined;

  systemLanguages = (): readonly string[] => this.deps.languages();
}

export type BrowserHostApi = HostApi & { loadBackup(id: string): Promise<Result<SaveFile>> };

export function createBrowserHost(overrides: Partial<BrowserHostDeps> = {}): BrowserHostApi {
  return new BrowserHost({ ...defaultDeps(), ...overrides });
}
