/**
 * HostApi for a plain browser: saves, autosave and settings in IndexedDB, export as a download, import
 * through a file input. Everything read back from storage is parsed again: storage is not trusted either.
 */
import type { HostApi, SaveSummary, Settings, SettingsPatch, StorageReport, TextFileKind } from '../../main/contract';
import { saveIdSchema, settingsSchema, TEXT_FILE_KINDS } from '../../main/contract';
import { err, ok, parseSaveFile, type GameError, type RecordedAction, type Result, type SaveFile } from '../../engines/core';
import { applyEntry, entryWeight, followsOn, parseAutosaveEntry, replayEntries, shouldCompact, type AutosaveEntry } from '../../main/autosaveJournal';
import { domFileAccess, type FileAccess } from './browserFiles';
import { inTransaction, openDatabase, requestValue, withTimeout, type StoreName } from './idb';
import { browserWriteFailure, checkSaveToWrite, checkStoredSave, checkStoredSummary } from './storedRecords';

const DB_NAME = 'halo-tabletop';
export const DB_VERSION = 2;
const CURRENT = 'current';
/** Larger files are refused before a byte is read (the same limit parseJsonSafely applies to text). */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;
export const SAVE_EXTENSION = '.halosave.json';

export interface BrowserHostDeps {
  readonly indexedDB: IDBFactory;
  readonly files: FileAccess;
  readonly languages: () => readonly string[];
  readonly newId: () => string;
  /** How long a storage call may take before it is reported as unavailable (default 4 s). */
  readonly timeoutMs?: number;
}

/** Long enough for a slow disk, short enough that nobody stares at a blank page. */
export const STORAGE_TIMEOUT_MS = 4000;

export function summarize(id: string, save: SaveFile): SaveSummary {
  return { id, name: save.name, savedAt: save.savedAt, game: save.record.engine, seats: save.seats, actions: save.record.actions.length };
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

/**
 * The autosave as this host last read or wrote it: the game (its actions in an array the host owns, so
 * an append costs O(1)), how many of them the snapshot holds, and the journal's entries (stored under
 * the keys 0, 1, 2, … in order) and weight for compaction.
 */
interface LiveAutosave {
  readonly kind: 'live';
  readonly head: SaveFile;
  readonly actions: RecordedAction[];
  savedAt: string;
  readonly snapshotActions: number;
  journalEntries: number;
  journalWeight: number;
  /** A damaged entry was left out when read: the next append writes the game whole (entries after it go). */
  needsRewrite: boolean;
}
type AutosaveState = { readonly kind: 'none' } | LiveAutosave;

function liveAutosave(save: SaveFile): LiveAutosave {
  return { kind: 'live', head: save, actions: [...save.record.actions], savedAt: save.savedAt, snapshotActions: save.record.actions.length, journalEntries: 0, journalWeight: 0, needsRewrite: false };
}

function wholeAutosave(state: LiveAutosave): SaveFile {
  return { ...state.head, savedAt: state.savedAt, record: { ...state.head.record, actions: state.actions.slice() } };
}

/** Why a read failed: storage that does not answer, or any other refusal. */
function readFailure(error: unknown): GameError {
  return browserWriteFailure(error).code === 'storage/unavailable' ? { code: 'storage/unavailable' } : { code: 'file/read-failed' };
}

/** Each method is an arrow property, so callers may pass `host.listSaves` around unbound. */
class BrowserHost implements HostApi {
  readonly kind = 'browser' as const;
  private database: Promise<IDBDatabase> | undefined;
  /** When the pending open is given up on; Infinity once it opened. */
  private openDeadline = Infinity;
  // Settings also live in memory, so a browser without IndexedDB (some private modes) still works.
  private settingsCache: Settings = { prefs: {}, muted: false };
  /** Undefined until the autosave was read or written in this page. */
  private auto: AutosaveState | undefined;
  /** Autosave operations run one at a time, in the order they were asked for. */
  private autoQueue: Promise<unknown> = Promise.resolve();
  private settingsProblem: GameError | null = null;
  private skipped: StorageReport['skippedSaves'] = [];

  constructor(private readonly deps: BrowserHostDeps) {}

  /**
   * The database, or a StorageTimeout when it does not open in time (a blocked upgrade, a hung browser
   * profile). The time-out runs once per open, from its start: a call made while a late open is still
   * pending gets only what is left of it (nothing once it has passed), so start-up's several calls wait
   * 4 s in all, not 4 s each. The open keeps going, so a late success still serves later calls; a failed
   * one is forgotten, so the next call tries again.
   */
  private db(): Promise<IDBDatabase> {
    const timeout = this.deps.timeoutMs ?? STORAGE_TIMEOUT_MS;
    if (!this.database) {
      const opening = openDatabase(this.deps.indexedDB, DB_NAME, DB_VERSION);
      this.database = opening;
      this.openDeadline = Date.now() + timeout;
      opening.then(
        () => (this.openDeadline = Infinity),
        () => {
          if (this.database === opening) this.database = undefined;
        },
      );
    }
    return withTimeout(this.database, Math.max(0, Math.min(timeout, this.openDeadline - Date.now())));
  }

  /** One transaction, given up on (and reported) when storage does not answer in time. */
  private async run<T>(stores: readonly StoreName[], mode: IDBTransactionMode, work: (tx: IDBTransaction) => Promise<T>): Promise<T> {
    return withTimeout(
      this.db().then((db) => inTransaction(db, stores, mode, work)),
      this.deps.timeoutMs ?? STORAGE_TIMEOUT_MS,
    );
  }

  private async read(store: StoreName, key: string): Promise<unknown> {
    return this.run([store], 'readonly', (tx) => requestValue(tx.objectStore(store).get(key)));
  }

  private async write(store: StoreName, value: unknown): Promise<void> {
    await this.run([store], 'readwrite', async (tx) => void tx.objectStore(store).put(value, CURRENT));
  }

  writeSave = async (save: SaveFile, id?: string): Promise<Result<SaveSummary>> => {
    const checked = checkSaveToWrite(save);
    if (!checked.ok) return checked;
    const key = id ?? this.deps.newId();
    if (!saveIdSchema.safeParse(key).success) return err('save/invalid', { path: 'id' });
    const summary = summarize(key, checked.value);
    try {
      await this.run(['saves', 'summaries', 'backups'], 'readwrite', async (tx) => {
        const previous: unknown = await requestValue(tx.objectStore('saves').get(key));
        if (previous !== undefined) tx.objectStore('backups').put(previous, key);
        tx.objectStore('saves').put(checked.value, key);
        tx.objectStore('summaries').put(summary, key);
      });
      return ok(summary);
    } catch (error) {
      return { ok: false, error: browserWriteFailure(error) };
    }
  };

  loadSave = async (id: string): Promise<Result<SaveFile>> => {
    try {
      const raw = await this.read('saves', id);
      return raw === undefined ? err('save/not-found', { id }) : checkStoredSave(raw);
    } catch (error) {
      return { ok: false, error: readFailure(error) };
    }
  };

  /** The previous version of a save, kept when it was overwritten. */
  loadBackup = async (id: string): Promise<Result<SaveFile>> => {
    try {
      const raw = await this.read('backups', id);
      return raw === undefined ? err('save/not-found', { id }) : checkStoredSave(raw);
    } catch {
      return err('save/not-found', { id });
    }
  };

  /**
   * Every save whose summary passes the schema, newest first. A damaged summary is rebuilt from its
   * save when that is good; otherwise the entry is left out and reported by `storageReport`.
   */
  listSaves = async (): Promise<readonly SaveSummary[]> => {
    try {
      const rows = await this.run(['summaries', 'saves'], 'readonly', async (tx) => {
        const keys = await requestValue(tx.objectStore('summaries').getAllKeys());
        const values = await requestValue(tx.objectStore('summaries').getAll());
        return keys.map((key, i) => ({ key: String(key), summary: values[i] as unknown }));
      });
      const list: SaveSummary[] = [];
      const skipped: { id: string; code: string }[] = [];
      for (const row of rows) {
        const summary = await this.summaryOf(row.key, row.summary);
        if (summary.ok) list.push(summary.value);
        else skipped.push({ id: row.key.slice(0, 64), code: summary.error.code });
      }
      this.skipped = skipped;
      return list.sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.id.localeCompare(b.id));
    } catch (error) {
      this.skipped = [{ id: '', code: readFailure(error).code }];
      return [];
    }
  };

  private async summaryOf(key: string, raw: unknown): Promise<Result<SaveSummary>> {
    const summary = checkStoredSummary(raw);
    if (summary.ok && summary.value.id === key) return summary;
    const save = await this.loadSave(key);
    return save.ok && saveIdSchema.safeParse(key).success ? ok(summarize(key, save.value)) : summary.ok ? err('save/invalid', { path: 'id' }) : summary;
  }

  deleteSave = async (id: string): Promise<Result<void>> => {
    try {
      const found = await this.run(['saves', 'summaries', 'backups'], 'readwrite', async (tx) => {
        const existing: unknown = await requestValue(tx.objectStore('saves').get(id));
        for (const store of ['saves', 'summaries', 'backups'] as const) tx.objectStore(store).delete(id);
        return existing !== undefined;
      });
      return found ? ok(undefined) : err('save/not-found', { id });
    } catch (error) {
      return { ok: false, error: browserWriteFailure(error) };
    }
  };

  private serialAuto<T>(task: () => Promise<T>): Promise<T> {
    const run = this.autoQueue.then(task, task);
    this.autoQueue = run.catch(() => undefined);
    return run;
  }

  /** Snapshot and an emptied journal in one transaction: IndexedDB keeps both or neither. */
  private async writeSnapshot(save: SaveFile): Promise<Result<void>> {
    this.auto = undefined;
    try {
      await this.run(['autosave', 'autosaveJournal'], 'readwrite', async (tx) => {
        tx.objectStore('autosave').put(save, CURRENT);
        tx.objectStore('autosaveJournal').clear();
      });
    } catch (error) {
      return { ok: false, error: browserWriteFailure(error) };
    }
    this.auto = liveAutosave(save);
    return ok(undefined);
  }

  /**
   * Snapshot plus journal entries (keyed 0, 1, 2, …, so read in order), each one checked again; a damaged
   * entry keeps everything before it (`replayEntries`).
   */
  private async readAutosaveStores(): Promise<Result<SaveFile | null>> {
    const [raw, entries] = await this.run(['autosave', 'autosaveJournal'], 'readonly', (tx) =>
      Promise.all([requestValue(tx.objectStore('autosave').get(CURRENT)), requestValue(tx.objectStore('autosaveJournal').getAll())]),
    );
    if (raw === undefined) {
      this.auto = { kind: 'none' };
      return ok(null);
    }
    const snapshot = checkStoredSave(raw);
    if (!snapshot.ok) return snapshot;
    const replayed = replayEntries(snapshot.value, entries);
    const state: LiveAutosave = {
      ...liveAutosave(replayed.save),
      snapshotActions: snapshot.value.record.actions.length,
      journalEntries: replayed.entries,
      journalWeight: replayed.weight,
      needsRewrite: !replayed.complete,
    };
    this.auto = state;
    return ok(wholeAutosave(state));
  }

  writeAutosave = async (save: SaveFile): Promise<Result<void>> => {
    const checked = checkSaveToWrite(save);
    if (!checked.ok) return checked;
    return this.serialAuto(() => this.writeSnapshot(checked.value));
  };

  appendAutosave = async (raw: AutosaveEntry): Promise<Result<void>> => {
    const entry = parseAutosaveEntry(raw);
    if (!entry.ok) return entry;
    return this.serialAuto(async () => {
      if (this.auto === undefined) await this.readAutosaveStores().catch(() => (this.auto = undefined));
      const state = this.auto;
      if (state === undefined || state.kind === 'none') return err('save/out-of-step', { expected: 0, base: entry.value.base });
      const follows = followsOn(state.actions.length, entry.value);
      if (!follows.ok) return follows;
      if (state.needsRewrite) {
        applyEntry(state.actions, entry.value);
        state.savedAt = entry.value.savedAt;
        return this.writeSnapshot(wholeAutosave(state));
      }
      try {
        await this.run(['autosaveJournal'], 'readwrite', async (tx) => void tx.objectStore('autosaveJournal').put(entry.value, state.journalEntries));
      } catch (error) {
        this.auto = undefined;
        return { ok: false, error: browserWriteFailure(error) };
      }
      applyEntry(state.actions, entry.value);
      state.savedAt = entry.value.savedAt;
      state.journalEntries += 1;
      state.journalWeight += entryWeight(entry.value);
      if (shouldCompact(state.snapshotActions, state.journalWeight)) {
        void this.serialAuto(async () => (this.auto === state ? this.writeSnapshot(wholeAutosave(state)) : ok(undefined)));
      }
      return ok(undefined);
    });
  };

  readAutosave = async (): Promise<Result<SaveFile | null>> =>
    this.serialAuto(async () => {
      try {
        return await this.readAutosaveStores();
      } catch (error) {
        this.auto = undefined;
        return { ok: false, error: readFailure(error) };
      }
    });

  clearAutosave = async (): Promise<void> =>
    this.serialAuto(async () => {
      try {
        await this.run(['autosave', 'autosaveJournal'], 'readwrite', async (tx) => {
          tx.objectStore('autosave').delete(CURRENT);
          tx.objectStore('autosaveJournal').clear();
        });
        this.auto = { kind: 'none' };
      } catch {
        // Nothing to clear when storage is unavailable.
        this.auto = undefined;
      }
    });

  exportSave = async (save: SaveFile, fileName: string): Promise<Result<boolean>> => {
    const checked = checkStoredSave(save);
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

  exportText = async (kind: TextFileKind, text: string, fileName: string): Promise<Result<boolean>> => {
    const { extension } = TEXT_FILE_KINDS[kind];
    this.deps.files.download(text, fileName.endsWith(extension) ? fileName : `${fileName}${extension}`);
    return ok(true);
  };

  importText = async (kind: TextFileKind): Promise<Result<string | null>> => {
    const { extension, maxBytes } = TEXT_FILE_KINDS[kind];
    // Deck files are JSON; a deck list may also be plain text (the game tells them apart).
    const file = await this.deps.files.pick(`.json,${extension},application/json,.txt,text/plain`);
    if (file === null) return ok(null);
    if (file.size > maxBytes) return err('file/too-large', { limit: maxBytes });
    try {
      return ok(await file.text());
    } catch {
      return err('file/read-failed');
    }
  };

  getSettings = async (): Promise<Settings> => {
    try {
      const raw = await this.read('settings', CURRENT);
      const parsed = settingsSchema.safeParse(raw);
      if (parsed.success) this.settingsCache = parsed.data;
      else if (raw !== undefined) this.settingsProblem = { code: 'storage/settings-unreadable', params: { reason: 'save/invalid' } };
    } catch (error) {
      // Keep the in-memory settings and say that they are not the stored ones.
      this.settingsProblem = { code: 'storage/settings-unreadable', params: { reason: readFailure(error).code } };
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
      this.settingsProblem = null;
    } catch (error) {
      // The choice still holds for this visit; the launcher says it will not be kept.
      const failure = browserWriteFailure(error);
      this.settingsProblem = failure.code === 'save/write-failed' ? { code: 'storage/settings-not-saved' } : failure;
    }
    return this.settingsCache;
  };

  storageReport = async (): Promise<StorageReport> => ({ settings: this.settingsProblem, skippedSaves: this.skipped });

  /** A browser has no native menu. */
  onMenuCommand = (): (() => void) => () => undefined;

  systemLanguages = (): readonly string[] => this.deps.languages();
}

export type BrowserHostApi = HostApi & { loadBackup(id: string): Promise<Result<SaveFile>> };

export function createBrowserHost(overrides: Partial<BrowserHostDeps> = {}): BrowserHostApi {
  return new BrowserHost({ ...defaultDeps(), ...overrides });
}
