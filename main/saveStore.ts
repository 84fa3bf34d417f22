/**
 * Named saves and the autosave slot as JSON files in one folder: `<id>.json`, the previous version as
 * `<id>.bak.json`, the autosave as `_autosave.json` (a name no save id can take). Every read is
 * size-limited and parsed with `parseSaveFile`; a corrupt file is reported with its code and left as it
 * is, and a good backup stands in for a corrupt or missing primary. No Electron here: the folder is
 * passed in, so the store runs in plain Node tests.
 */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { cleanSaveNames, err, ok, parseSaveFile, type Result, type SaveFile } from '../engines/core';
import { saveIdSchema, type SaveSummary } from './contract';
import { MAX_FILE_BYTES, readTextLimited, removeIfPresent, writeFailure, writeFileAtomic } from './atomicFile';

const AUTOSAVE = '_autosave';
const SLOT_FILE = /^([a-z0-9-]{1,64})(\.bak)?\.json$/;

export interface SaveStoreOptions {
  /** Largest save file accepted, in bytes (default 8 MB). */
  readonly maxBytes?: number;
  /** Makes ids for new saves (default `crypto.randomUUID()`). */
  readonly newId?: () => string;
}

/** A stored save that `list()` left out, with the code reading it gave. */
export interface SkippedSave {
  readonly id: string;
  readonly code: string;
}

export function summarise(id: string, save: SaveFile): SaveSummary {
  return { id, name: save.name, savedAt: save.savedAt, game: save.record.engine, seats: save.seats, actions: save.record.actions.length };
}

function isValidSave(text: string): boolean {
  return parseSaveFile(text).ok;
}

export class SaveStore {
  readonly #dir: string;
  readonly #maxBytes: number;
  readonly #newId: () => string;
  /** What the last `list()` left out: unreadable or damaged files (they stay untouched on disk). */
  #skipped: readonly SkippedSave[] = [];
  /** Operations run one at a time, so two writes never share a temporary file. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(dir: string, options: SaveStoreOptions = {}) {
    this.#dir = dir;
    this.#maxBytes = options.maxBytes ?? MAX_FILE_BYTES;
    this.#newId = options.newId ?? (() => randomUUID());
  }

  #serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task, task);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  #primary(slot: string): string {
    return join(this.#dir, `${slot}.json`);
  }

  #backup(slot: string): string {
    return join(this.#dir, `${slot}.bak.json`);
  }

  async #readFile(path: string): Promise<Result<SaveFile | null>> {
    const text = await readTextLimited(path, this.#maxBytes);
    if (!text.ok) return text;
    return text.value === null ? ok(null) : parseSaveFile(text.value);
  }

  /** The primary when it is good, else a good backup; else the primary's error (or `null` if neither exists). */
  async #readSlot(slot: string): Promise<Result<SaveFile | null>> {
    const primary = await this.#readFile(this.#primary(slot));
    if (primary.ok && primary.value !== null) return primary;
    const backup = await this.#readFile(this.#backup(slot));
    if (backup.ok && backup.value !== null) return backup;
    return primary.ok ? backup : primary;
  }

  async #writeSlot(slot: string, raw: SaveFile): Promise<Result<void>> {
    const save = cleanSaveNames(raw);
    if (!save.ok) return save;
    const text = JSON.stringify(save.value);
    if (Buffer.byteLength(text, 'utf8') > this.#maxBytes) return err('file/too-large', { limit: this.#maxBytes });
    return writeFileAtomic(this.#primary(slot), text, { backup: { path: this.#backup(slot), isGood: isValidSave } });
  }

  async #slotIds(): Promise<Result<string[]>> {
    let names: string[];
    try {
      names = await readdir(this.#dir);
    } catch (error) {
      // No folder yet means no saves; any other failure is reported, never shown as an empty list.
      const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
      return code === 'ENOENT' ? ok([]) : err('file/read-failed');
    }
    const ids = new Set<string>();
    for (const name of names) {
      const id = SLOT_FILE.exec(name)?.[1];
      if (id !== undefined) ids.add(id);
    }
    return ok([...ids]);
  }

  /** Every readable save, newest first. Unreadable files are skipped, kept on disk and reported by `skipped()`. */
  list(): Promise<readonly SaveSummary[]> {
    return this.#serial(async () => {
      const summaries: SaveSummary[] = [];
      const skipped: SkippedSave[] = [];
      const ids = await this.#slotIds();
      if (!ids.ok) skipped.push({ id: '', code: ids.error.code });
      for (const id of ids.ok ? ids.value : []) {
        const save = await this.#readSlot(id);
        if (save.ok && save.value !== null) summaries.push(summarise(id, save.value));
        else if (!save.ok) skipped.push({ id, code: save.error.code });
      }
      this.#skipped = skipped;
      return summaries.sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.id.localeCompare(b.id));
    });
  }

  /** The saves the last `list()` could not read, with their codes. */
  skipped(): readonly SkippedSave[] {
    return this.#skipped;
  }

  load(id: string): Promise<Result<SaveFile>> {
    if (!saveIdSchema.safeParse(id).success) return Promise.resolve(err('save/not-found'));
    return this.#serial(async () => {
      const save = await this.#readSlot(id);
      if (!save.ok) return save;
      return save.value === null ? err('save/not-found') : ok(save.value);
    });
  }

  /** Writes a named save; a new id when none is given. The replaced version becomes the backup. */
  write(save: SaveFile, id?: string): Promise<Result<SaveSummary>> {
    const target = id ?? this.#newId();
    if (!saveIdSchema.safeParse(target).success) return Promise.resolve(err('save/invalid', { path: 'id' }));
    return this.#serial(async () => {
      const clean = cleanSaveNames(save);
      if (!clean.ok) return clean;
      const written = await this.#writeSlot(target, clean.value);
      return written.ok ? ok(summarise(target, clean.value)) : written;
    });
  }

  delete(id: string): Promise<Result<void>> {
    if (!saveIdSchema.safeParse(id).success) return Promise.resolve(err('save/not-found'));
    return this.#serial(async () => {
      try {
        const removed = await Promise.all([this.#primary(id), this.#backup(id), `${this.#primary(id)}.tmp`].map(removeIfPresent));
        return removed.some(Boolean) ? ok(undefined) : err('save/not-found');
      } catch (error) {
        return { ok: false, error: writeFailure(error) };
      }
    });
  }

  writeAutosave(save: SaveFile): Promise<Result<void>> {
    return this.#serial(() => this.#writeSlot(AUTOSAVE, save));
  }

  /** The autosave, `null` when there is none; a corrupt one is an error, never a half-loaded game. */
  readAutosave(): Promise<Result<SaveFile | null>> {
    return this.#serial(() => this.#readSlot(AUTOSAVE));
  }

  clearAutosave(): Promise<void> {
    return this.#serial(async () => {
      const files = [this.#primary(AUTOSAVE), this.#backup(AUTOSAVE), `${this.#primary(AUTOSAVE)}.tmp`];
      await Promise.all(files.map((file) => removeIfPresent(file).catch(() => false)));
    });
  }
}
