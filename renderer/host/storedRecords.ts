/**
 * Checks for what the browser host reads back from IndexedDB: storage is not trusted either (another
 * version of the app, an extension or a person with the dev tools may have written anything). Saves are
 * checked exactly like files; summaries with the pieces of the file schema they come from.
 */
import { cleanSaveNames, err, ok, parseSaveFile, type GameError, type Result, type SaveFile } from '../../engines/core';
import { saveSummarySchema, type SaveSummary } from '../../main/contract';

/** A stored or handed-over save, checked as if read from a file: limits, forbidden keys, schema, seat count. */
export function checkStoredSave(raw: unknown): Result<SaveFile> {
  let text: string | undefined;
  try {
    text = JSON.stringify(raw);
  } catch {
    return err('save/invalid', { path: '' });
  }
  return text === undefined ? err('save/invalid', { path: '' }) : parseSaveFile(text);
}

/** A save about to be written: checked as a file, names through the shared normaliseName. */
export function checkSaveToWrite(save: SaveFile): Result<SaveFile> {
  const clean = cleanSaveNames(save);
  return clean.ok ? checkStoredSave(clean.value) : clean;
}

export function checkStoredSummary(raw: unknown): Result<SaveSummary> {
  const parsed = saveSummarySchema.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  return err('save/invalid', { path: parsed.error.issues[0]?.path.join('.') ?? '' });
}

function errorName(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : undefined;
}

/** Why a write to IndexedDB failed, when the browser says so. */
export function browserWriteFailure(error: unknown): GameError {
  const name = errorName(error);
  if (name === 'QuotaExceededError') return { code: 'storage/quota' };
  if (name === 'StorageTimeout') return { code: 'storage/unavailable' };
  return { code: 'save/write-failed' };
}
