/**
 * The autosave as a journal, shared by both hosts (no Node, no DOM here): a compacted snapshot (a
 * normal SaveFile) plus one entry per autosave since. An autosave sends only what changed since the last
 * one (`AutosaveEntry`): the new actions, and after an undo a `rewind` to the number of actions kept.
 * So its cost does not grow with the game. A loaded game is written whole as a new snapshot; the host
 * also writes one by itself once the journal holds as many actions as the snapshot (so compaction costs
 * O(1) per action on average and reading the autosave at most twice the game's size). Every entry is
 * validated when it arrives and again when read back.
 */
import { z } from 'zod';
import { err, MAX_RECORDED_ACTIONS, ok, parseJsonSafely, recordedActionSchema, type RecordedAction, type Result, type SaveFile } from '../engines/core';

/** Fewest journal actions before the host compacts them into a new snapshot. */
export const COMPACT_MIN_ACTIONS = 256;
/** Most actions one autosave may carry (a hot-seat turn is a few dozen). */
export const MAX_ENTRY_ACTIONS = 10_000;
export const JOURNAL_FORMAT = 'halo-tabletop/autosave-journal';

export const autosaveEntrySchema = z
  .strictObject({
    /**
     * How many actions the autosave holds before these. Without `rewind` it must be exactly what the host
     * holds; with `rewind` (after an undo) it may be fewer: the host keeps that many and drops the rest.
     */
    base: z.number().int().min(0).max(MAX_RECORDED_ACTIONS),
    rewind: z.literal(true).optional(),
    savedAt: z.iso.datetime(),
    actions: z.array(recordedActionSchema).max(MAX_ENTRY_ACTIONS),
  })
  .refine((entry) => entry.rewind === true || entry.actions.length > 0, { path: ['actions'], message: 'an entry adds actions or rewinds' });
export type AutosaveEntry = z.infer<typeof autosaveEntrySchema>;

/** The first line of a journal file: which snapshot (by its SHA-256) the entries continue. */
export const journalHeaderSchema = z.strictObject({ format: z.literal(JOURNAL_FORMAT), snapshot: z.string().regex(/^[0-9a-f]{64}$/) });

/** Parses an entry from outside (IPC, a file line, IndexedDB): safe JSON, then the schema. */
export function parseAutosaveEntry(value: unknown): Result<AutosaveEntry> {
  let text: string | undefined;
  try {
    text = typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    return err('save/invalid', { path: 'entry' });
  }
  if (text === undefined) return err('save/invalid', { path: 'entry' });
  const json = parseJsonSafely(text);
  if (!json.ok) return json;
  const parsed = autosaveEntrySchema.safeParse(json.value);
  if (parsed.success) return ok(parsed.data);
  const path = parsed.error.issues[0]?.path.join('.') ?? '';
  return err('save/invalid', { path: path === '' ? 'entry' : `entry.${path}` });
}

/** Whether the entry continues a record of `length` actions: `save/out-of-step`, or too many actions. */
export function followsOn(length: number, entry: AutosaveEntry): Result<void> {
  const fits = entry.rewind === true ? entry.base <= length : entry.base === length;
  if (!fits) return err('save/out-of-step', { expected: length, base: entry.base });
  if (entry.base + entry.actions.length > MAX_RECORDED_ACTIONS) return err('save/invalid', { path: 'record.actions' });
  return ok(undefined);
}

/** Applies an entry that `followsOn` accepted to the actions in place: O(actions in the entry). */
export function applyEntry(actions: RecordedAction[], entry: AutosaveEntry): void {
  if (entry.rewind === true) actions.length = entry.base;
  actions.push(...entry.actions);
}

/** What an entry adds to the journal's weight for compaction: its actions, and one for a rewind. */
export function entryWeight(entry: AutosaveEntry): number {
  return entry.actions.length + (entry.rewind === true ? 1 : 0);
}

/** True once the entries written since the snapshot make compacting worth its cost. */
export function shouldCompact(snapshotActions: number, journalWeight: number): boolean {
  return journalWeight >= Math.max(COMPACT_MIN_ACTIONS, snapshotActions);
}

export function journalHeaderLine(snapshotHash: string): string {
  return `${JSON.stringify({ format: JOURNAL_FORMAT, snapshot: snapshotHash })}\n`;
}

export function journalEntryLine(entry: AutosaveEntry): string {
  return `${JSON.stringify(entry)}\n`;
}

export type JournalRead =
  /** The journal belongs to another snapshot (a crash between writing the two): the snapshot stands alone. */
  | { readonly kind: 'stale' }
  /**
   * `torn`: the files must be rewritten before the next append, because the file does not end with a
   * newline (a crash mid-append: an unfinished last line is left out, at most one autosave lost) or a line
   * is damaged (`damaged`: its line number; everything before it is kept, it and all after are left out).
   */
  | {
      readonly kind: 'applied';
      readonly save: SaveFile;
      readonly entries: number;
      readonly weight: number;
      readonly torn: boolean;
      readonly damaged: number | null;
    };

/** A snapshot with the journal entries that follow on from it, up to the first that does not. */
export interface Replayed {
  readonly save: SaveFile;
  /** How many entries were applied; the one after them (if any) is damaged or out of step. */
  readonly entries: number;
  readonly weight: number;
  readonly complete: boolean;
}

/**
 * Replays stored entries (file lines or IndexedDB values) onto their snapshot, each parsed and checked
 * again. It stops at the first entry that is damaged or does not follow on and keeps everything before
 * it: one bad entry never costs the snapshot and the entries that are good (both hosts share this).
 */
export function replayEntries(snapshot: SaveFile, stored: readonly unknown[]): Replayed {
  const actions: RecordedAction[] = [...snapshot.record.actions];
  let savedAt = snapshot.savedAt;
  let weight = 0;
  for (const [index, raw] of stored.entries()) {
    const entry = parseAutosaveEntry(raw);
    const follows = entry.ok ? followsOn(actions.length, entry.value) : entry;
    if (!entry.ok || !follows.ok) return { save: withActions(snapshot, actions, savedAt), entries: index, weight, complete: false };
    applyEntry(actions, entry.value);
    savedAt = entry.value.savedAt;
    weight += entryWeight(entry.value);
  }
  return { save: withActions(snapshot, actions, savedAt), entries: stored.length, weight, complete: true };
}

/**
 * Replays a journal file's text onto its snapshot (`replayEntries`). An unfinished last line (a crash in
 * the middle of an append) is left out; so is a damaged line with all after it, and `damaged` names it.
 * A header that cannot be read keeps the snapshot alone.
 */
export function readJournal(snapshot: SaveFile, snapshotHash: string, text: string): Result<JournalRead> {
  const lines = text.split('\n');
  const finished = text.endsWith('\n');
  const header = parseJsonSafely(lines[0] ?? '');
  const parsedHeader = header.ok ? journalHeaderSchema.safeParse(header.value) : undefined;
  if (parsedHeader === undefined || !parsedHeader.success) {
    if (lines.length === 1 && !finished) return ok({ kind: 'stale' });
    return ok({ kind: 'applied', save: snapshot, entries: 0, weight: 0, torn: true, damaged: 1 });
  }
  if (parsedHeader.data.snapshot !== snapshotHash) return ok({ kind: 'stale' });
  const entryLines = lines.slice(1, finished ? -1 : undefined);
  const replayed = replayEntries(snapshot, entryLines);
  // An unfinished last line that does not parse is what a crash mid-append leaves: torn, not damaged.
  const cutShort = !finished && replayed.entries === entryLines.length - 1;
  const damaged = replayed.complete || cutShort ? null : replayed.entries + 2;
  const { save, entries, weight } = replayed;
  return ok({ kind: 'applied', save, entries, weight, torn: !finished || damaged !== null, damaged });
}

function withActions(save: SaveFile, actions: RecordedAction[], savedAt: string): SaveFile {
  return { ...save, savedAt, record: { ...save.record, actions } };
}
