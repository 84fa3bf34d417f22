/**
 * Named saves and the autosave slot as JSON files in one folder: `<id>.json`, the previous version as
 * `<id>.bak.json`, the autosave as `_autosave.json` (a name no save id can take) continued by the
 * append-only `_autosave.journal` (see autosaveJournal.ts: each autosave appends only its new actions,
 * fsynced; a fresh snapshot is written atomically after undo or load and, by itself, once the journal is
 * as long as the snapshot). Every read is
 * size-limited and parsed with `parseSaveFile` (in the app, by a worker thread: saveParser.ts); a corrupt file is reported with its code and left as it
 * is, and a good backup stands in for a corrupt or missing primary. No Electron here: the folder is
 * passed in, so the store runs in plain Node tests.
 */
import { createHash, randomUUID } from 'node:crypto';
import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { cleanSaveNames, err, ok, parseSaveFile, type RecordedAction, type Result, type SaveFile } from '../engines/core';
import { applyEntry, entryWeight, followsOn, journalEntryLine, journalHeaderLine, readJournal, shouldCompact, type AutosaveEntry } from './autosaveJournal';
import { saveIdSchema, type SaveSummary } from './contract';
import { MAX_FILE_BYTES, readTextLimited, removeIfPresent, writeFailure, writeFileAtomic } from './atomicFile';
import { parseInThread, type SaveParser } from './saveParser';

const AUTOSAVE = '_autosave';
const JOURNAL = '_autosave.journal';
const SLOT_FILE = /^([a-z0-9-]{1,64})(\.bak)?\.json$/;

export interface SaveStoreOptions {
  /** Largest save file accepted, in bytes (default 8 MB). */
  readonly maxBytes?: number;
  /** Makes ids for new saves (default `crypto.randomUUID()`). */
  readonly newId?: () => string;
  /** Checks the text of a file read from disk (default: in this thread; the app passes a worker's, saveParser.ts). */
  readonly parse?: SaveParser;
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

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Appends and fsyncs: after a crash the file holds everything before this line and maybe part of it. */
async function appendDurably(path: string, text: string): Promise<void> {
  const handle = await open(path, 'a', 0o600);
  try {
    await handle.appendFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * What main knows of the autosave once it has read or written it: the game (its actions in an array the
 * store owns, so an append costs O(1)), how many of them the snapshot holds, the snapshot's hash when the
 * primary file is known to be it, the journal's size, and whether the files must be rewritten before the
 * next append (a torn or stale journal, a failed write).
 */
interface LiveAutosave {
  readonly kind: 'live';
  readonly head: SaveFile;
  readonly actions: RecordedAction[];
  savedAt: string;
  snapshotActions: number;
  snapshotHash: string | undefined;
  journalBytes: number;
  /** What the entries since the snapshot weigh for compaction (`entryWeight`). */
  journalWeight: number;
  needsRewrite: boolean;
}
type AutosaveState = { readonly kind: 'none' } | LiveAutosave;

interface JournalPosition {
  readonly snapshotActions: number;
  readonly snapshotHash: string | undefined;
  readonly journalBytes: number;
  readonly journalWeight: number;
  readonly needsRewrite: boolean;
}

function liveAutosave(save: SaveFile, position: JournalPosition): LiveAutosave {
  return { kind: 'live', head: save, actions: [...save.record.actions], savedAt: save.savedAt, ...position };
}

/** A snapshot read or written without journal entries after it. */
function bareSnapshot(save: SaveFile, snapshotHash: string | undefined, journalBytes: number, needsRewrite: boolean): JournalPosition {
  return { snapshotActions: save.record.actions.length, snapshotHash, journalBytes, journalWeight: 0, needsRewrite };
}

/** The whole game as a SaveFile (a copy: callers never share the store's array). */
function wholeAutosave(state: LiveAutosave): SaveFile {
  return { ...state.head, savedAt: state.savedAt, record: { ...state.head.record, actions: state.actions.slice() } };
}

export class SaveStore {
  readonly #dir: string;
  readonly #maxBytes: number;
  readonly #newId: () => string;
  readonly #parse: SaveParser;
  /** What the last `list()` left out: unreadable or damaged files (they stay untouched on disk). */
  #skipped: readonly SkippedSave[] = [];
  /** Operations run one at a time, so two writes never share a temporary file. */
  #queue: Promise<unknown> = Promise.resolve();
  /** Undefined until the autosave was read or written in this process. */
  #auto: AutosaveState | undefined;

  constructor(dir: string, options: SaveStoreOptions = {}) {
    this.#dir = dir;
    this.#maxBytes = options.maxBytes ?? MAX_FILE_BYTES;
    this.#newId = options.newId ?? (() => randomUUID());
    this.#parse = options.parse ?? parseInThread;
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
    return text.value === null ? ok(null) : this.#parse(text.value);
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
        const removed = await Promise.all([this.#primary(id), this.#backup(id), `${this.#primary(id)}.tmp`, `${this.#backup(id)}.tmp`].map(removeIfPresent));
        return removed.some(Boolean) ? ok(undefined) : err('save/not-found');
      } catch (error) {
        return { ok: false, error: writeFailure(error) };
      }
    });
  }

  /** A whole new autosave (a new game, undo, load): snapshot and an empty journal. */
  writeAutosave(save: SaveFile): Promise<Result<void>> {
    return this.#serial(() => this.#writeSnapshot(save));
  }

  /**
   * Adds the actions since the last autosave. `save/out-of-step` when `entry.base` is not the number of
   * actions the autosave holds (the renderer then sends a whole snapshot instead).
   */
  appendAutosave(entry: AutosaveEntry): Promise<Result<void>> {
    return this.#serial(async () => {
      const state = this.#auto ?? (await this.#readAutosaveFiles()).state;
      if (state.kind === 'none') return err('save/out-of-step', { expected: 0, base: entry.base });
      const follows = followsOn(state.actions.length, entry);
      if (!follows.ok) return follows;
      const line = journalEntryLine(entry);
      const bytes = Buffer.byteLength(line, 'utf8');
      if (state.needsRewrite || state.journalBytes + bytes > this.#maxBytes) {
        applyEntry(state.actions, entry);
        state.savedAt = entry.savedAt;
        return this.#writeSnapshot(wholeAutosave(state));
      }
      try {
        await appendDurably(join(this.#dir, JOURNAL), line);
      } catch (error) {
        // Part of the line may be on disk: the next append rewrites the files whole.
        state.needsRewrite = true;
        return { ok: false, error: writeFailure(error) };
      }
      applyEntry(state.actions, entry);
      state.savedAt = entry.savedAt;
      state.journalBytes += bytes;
      state.journalWeight += entryWeight(entry);
      if (shouldCompact(state.snapshotActions, state.journalWeight)) {
        // Compacted after this autosave has answered (the caller never waits for it), unless another
        // snapshot replaced this state in the meantime.
        void this.#serial(async () => (this.#auto === state ? this.#writeSnapshot(wholeAutosave(state)) : ok(undefined)));
      }
      return ok(undefined);
    });
  }

  async #writeSnapshot(save: SaveFile): Promise<Result<void>> {
    const text = JSON.stringify(save);
    if (Buffer.byteLength(text, 'utf8') > this.#maxBytes) return err('file/too-large', { limit: this.#maxBytes });
    // The replaced snapshot becomes the backup; when this process wrote or read it, its hash says it is good
    // without parsing it again.
    const knownHash = this.#auto?.kind === 'live' ? this.#auto.snapshotHash : undefined;
    const isGood = knownHash === undefined ? isValidSave : (old: string) => sha256(old) === knownHash;
    this.#auto = undefined;
    const written = await writeFileAtomic(this.#primary(AUTOSAVE), text, { backup: { path: this.#backup(AUTOSAVE), isGood } });
    if (!written.ok) return written;
    // Until this rename the old journal names the old snapshot's hash, so it is ignored beside the new one.
    const hash = sha256(text);
    const header = journalHeaderLine(hash);
    const journal = await writeFileAtomic(join(this.#dir, JOURNAL), header);
    if (!journal.ok) return journal;
    this.#auto = liveAutosave(save, bareSnapshot(save, hash, Buffer.byteLength(header), false));
    return ok(undefined);
  }

  /** A snapshot file's text and its parsed save; `null` when there is no such file. */
  async #readSnapshot(path: string): Promise<Result<{ text: string; save: SaveFile } | null>> {
    const text = await readTextLimited(path, this.#maxBytes);
    if (!text.ok || text.value === null) return text.ok ? ok(null) : text;
    const save = await this.#parse(text.value);
    return save.ok ? ok({ text: text.value, save: save.value }) : save;
  }

  /**
   * Snapshot plus journal from disk; remembers the result for the appends that follow. Without a usable
   * primary the backup stands in, and the journal still continues it when it names the backup (files
   * left by a crash between the two renames of an older version, or a primary damaged since).
   */
  async #readAutosaveFiles(): Promise<{ result: Result<SaveFile | null>; state: AutosaveState }> {
    const remember = (result: Result<SaveFile | null>, state: AutosaveState) => {
      this.#auto = result.ok ? state : undefined;
      return { result, state };
    };
    const primary = await this.#readSnapshot(this.#primary(AUTOSAVE));
    const usable = primary.ok && primary.value !== null;
    const snapshot = usable ? primary : await this.#readSnapshot(this.#backup(AUTOSAVE));
    if (!snapshot.ok || snapshot.value === null) {
      // The primary's error, else the backup's; `null` when neither exists.
      const failed = primary.ok ? snapshot : primary;
      return remember(failed.ok ? ok(null) : failed, { kind: 'none' });
    }
    const { text, save: snapshotSave } = snapshot.value;
    const hash = sha256(text);
    // Read from the backup, the primary must be written again before the next append.
    const known = usable ? hash : undefined;
    const alone = liveAutosave(snapshotSave, bareSnapshot(snapshotSave, known, 0, true));
    const journalText = await readTextLimited(join(this.#dir, JOURNAL), this.#maxBytes);
    if (!journalText.ok) return remember(journalText, { kind: 'none' });
    if (journalText.value === null) return remember(ok(snapshotSave), alone);
    const journal = readJournal(snapshotSave, hash, journalText.value);
    if (!journal.ok) return remember(journal, { kind: 'none' });
    if (journal.value.kind === 'stale') return remember(ok(snapshotSave), alone);
    const { save, torn, weight } = journal.value;
    const position = { ...bareSnapshot(snapshotSave, known, Buffer.byteLength(journalText.value), torn || !usable), journalWeight: weight };
    return remember(ok(save), liveAutosave(save, position));
  }

  /** The autosave (snapshot and journal), `null` when there is none; a corrupt one is an error, never a half-loaded game. */
  readAutosave(): Promise<Result<SaveFile | null>> {
    return this.#serial(async () => (await this.#readAutosaveFiles()).result);
  }

  clearAutosave(): Promise<void> {
    return this.#serial(async () => {
      const primary = this.#primary(AUTOSAVE);
      const journal = join(this.#dir, JOURNAL);
      const files = [primary, this.#backup(AUTOSAVE), `${primary}.tmp`, `${this.#backup(AUTOSAVE)}.tmp`, journal, `${journal}.tmp`];
      await Promise.all(files.map((file) => removeIfPresent(file).catch(() => false)));
      this.#auto = { kind: 'none' };
    });
  }
}
