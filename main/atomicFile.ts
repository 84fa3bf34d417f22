/**
 * Small, careful file primitives for everything main writes (saves, autosave, settings, window state,
 * exports): size-limited reads that never throw, and atomic writes (temporary file, fsync, rename) that
 * can keep the previous good version as a backup.
 */
import { mkdir, open, rename, unlink, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { err, ok, type GameError, type Result } from '../engines/core';

/** The largest file we read: matches the safe JSON limit of engines/core. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

/** Why a write failed, when the system says so: each has its own message in both languages. */
const WRITE_FAILURES: Readonly<Record<string, string>> = {
  ENOSPC: 'storage/disk-full',
  EDQUOT: 'storage/disk-full',
  EROFS: 'storage/read-only',
  EACCES: 'storage/no-permission',
  EPERM: 'storage/no-permission',
};

/** The coded error for a failed write: the reason when it is known, else `save/write-failed`. */
export function writeFailure(error: unknown): GameError {
  const code = WRITE_FAILURES[errorCode(error) ?? ''];
  return { code: code ?? 'save/write-failed' };
}

/**
 * Reads from the start until the end of the file or one byte past `maxBytes`, whichever comes first. The
 * first read asks for one byte more than `expected` (the measured size): if it gets them all, the file
 * grew since it was measured and the rest is read too, so a growing file is never cut off.
 */
async function readUpTo(handle: FileHandle, expected: number, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for (let want = Math.min(expected, maxBytes) + 1; want > 0; want = maxBytes + 1 - total) {
    const chunk = Buffer.alloc(want);
    const { bytesRead } = await handle.read(chunk, 0, want, total);
    chunks.push(chunk.subarray(0, bytesRead));
    total += bytesRead;
    if (bytesRead < want) break;
  }
  return Buffer.concat(chunks, total);
}

async function readOpen(handle: FileHandle, maxBytes: number): Promise<Result<string>> {
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return err('file/read-failed');
    if (stat.size > maxBytes) return err('file/too-large', { limit: maxBytes });
    // Reads one byte past the limit at most, so a file that grew past it since stat() is still refused.
    const bytes = await readUpTo(handle, stat.size, maxBytes);
    if (bytes.length > maxBytes) return err('file/too-large', { limit: maxBytes });
    return ok(utf8.decode(bytes));
  } catch (error) {
    return error instanceof TypeError ? err('file/not-json') : err('file/read-failed');
  }
}

/**
 * Reads a UTF-8 text file of at most `maxBytes`. Never rejects. `null` only when the file does not
 * exist (ENOENT); any other failure to open (no permission, too many open files, a folder) is an
 * error, never "no file". Codes: `file/too-large`, `file/read-failed`, `file/not-json` (bytes that are
 * not UTF-8 cannot be JSON). A failed close after a complete read loses nothing and is ignored.
 */
export async function readTextLimited(path: string, maxBytes = MAX_FILE_BYTES): Promise<Result<string | null>> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    return errorCode(error) === 'ENOENT' ? ok(null) : err('file/read-failed');
  }
  const read = await readOpen(handle, maxBytes);
  try {
    await handle.close();
  } catch {
    // Closing a read-only handle cannot lose data; the descriptor is released either way.
  }
  return read;
}

/** Makes a directory entry durable after a rename; not possible on Windows, where it is skipped. */
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Windows cannot open directories; NTFS journals the rename itself.
  }
}

async function writeDurably(path: string, text: string): Promise<void> {
  const handle = await open(path, 'w', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface AtomicWriteOptions {
  /** Where the replaced version goes, and whether it is worth keeping (a corrupt one never is). */
  readonly backup?: { readonly path: string; readonly isGood: (text: string) => boolean };
}

/**
 * Copies the current good version to the backup (through its own temporary file) and leaves `target` in
 * place: the new version then replaces it in one rename, so there is no moment without a `target`. (A
 * rename of `target` to the backup first would leave none after a crash or a failed second rename.)
 */
async function copyToBackup(target: string, backup: NonNullable<AtomicWriteOptions['backup']>): Promise<void> {
  const current = await readTextLimited(target);
  if (!current.ok || current.value === null || !backup.isGood(current.value)) return;
  const temporary = `${backup.path}.tmp`;
  try {
    await writeDurably(temporary, current.value);
    await rename(temporary, backup.path);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/**
 * Replaces `target` with `text` so that a crash at any moment leaves either the old or the new file
 * (plus, with `backup`, the previous good version beside it). Codes on failure: `storage/disk-full`,
 * `storage/read-only`, `storage/no-permission` when the system says why, else `save/write-failed`.
 */
export async function writeFileAtomic(target: string, text: string, options: AtomicWriteOptions = {}): Promise<Result<void>> {
  const temporary = `${target}.tmp`;
  try {
    await mkdir(dirname(target), { recursive: true });
    await writeDurably(temporary, text);
    if (options.backup) await copyToBackup(target, options.backup);
    await rename(temporary, target);
    await syncDirectory(dirname(target));
    return ok(undefined);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    return { ok: false, error: writeFailure(error) };
  }
}

/** Removes a file; `false` when it was not there. Other failures throw to the caller's error mapping. */
export async function removeIfPresent(path: string): Promise<boolean> {
  try {
    await unlink(path);
    return true;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false;
    throw error;
  }
}
