/**
 * Export and import of single saves as `.halosave.json` files the player picks. The dialogs are passed
 * in (Electron's in main.ts, fakes in tests); reading is size-limited and parsed like any save file.
 */
import { basename } from 'node:path';
import { err, ok, type Result, type SaveFile } from '../engines/core';
import { readTextLimited, writeFileAtomic } from './atomicFile';
import { TEXT_FILE_KINDS, type TextFileKind } from './contract';
import { parseInThread, type SaveParser } from './saveParser';

export const SAVE_EXTENSION = '.halosave.json';

export interface SaveFileDialogs {
  /** Asks where to export; undefined when the person cancelled. A kind other than saves names its file type. */
  chooseExportPath(suggestedName: string, kind?: TextFileKind): Promise<string | undefined>;
  /** Asks which file to import; undefined when the person cancelled. */
  chooseImportPath(kind?: TextFileKind): Promise<string | undefined>;
}

// Characters no file system accepts in a name (Windows is the strictest), and control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/** A file name from a save's (or deck's) name: no folders, no reserved characters, always our extension. */
export function exportFileName(requested: string, extension = SAVE_EXTENSION): string {
  const stem = requested
    .replace(UNSAFE_NAME, '-')
    .replace(/\.halo[a-z]*\.json$|\.json$/i, '')
    .replace(/^[\s.-]+|[\s.-]+$/g, '')
    .slice(0, 100);
  return `${stem === '' ? 'halo-save' : stem}${extension}`;
}

/** The chosen path with our extension when the person typed a bare name. */
export function withSaveExtension(path: string, extension = SAVE_EXTENSION): string {
  return /\.json$/i.test(basename(path)) ? path : `${path}${extension}`;
}

/** `false` when cancelled. Code on failure: `save/write-failed`. */
export async function exportSave(save: SaveFile, fileName: string, dialogs: SaveFileDialogs): Promise<Result<boolean>> {
  const chosen = await dialogs.chooseExportPath(exportFileName(fileName));
  if (chosen === undefined) return ok(false);
  const written = await writeFileAtomic(withSaveExtension(chosen), `${JSON.stringify(save, null, 2)}\n`);
  return written.ok ? ok(true) : written;
}

/**
 * `null` when cancelled; a file that is too big, unreadable or not a save gives its `file/*`/`save/*` code.
 * `parse` checks the text (the app passes its worker's, saveParser.ts).
 */
export async function importSave(dialogs: SaveFileDialogs, parse: SaveParser = parseInThread): Promise<Result<SaveFile | null>> {
  const chosen = await dialogs.chooseImportPath();
  if (chosen === undefined) return ok(null);
  const text = await readTextLimited(chosen);
  if (!text.ok) return text;
  return text.value === null ? err('file/read-failed') : parse(text.value);
}

/** A small text file of a kind (a deck list) written where the person chooses; `false` when cancelled. */
export async function exportText(kind: TextFileKind, text: string, fileName: string, dialogs: SaveFileDialogs): Promise<Result<boolean>> {
  const { extension } = TEXT_FILE_KINDS[kind];
  const chosen = await dialogs.chooseExportPath(exportFileName(fileName, extension), kind);
  if (chosen === undefined) return ok(false);
  const written = await writeFileAtomic(withSaveExtension(chosen, extension), text);
  return written.ok ? ok(true) : written;
}

/** The text of a chosen file of a kind, read no further than its limit; `null` when cancelled. */
export async function importText(kind: TextFileKind, dialogs: SaveFileDialogs): Promise<Result<string | null>> {
  const chosen = await dialogs.chooseImportPath(kind);
  if (chosen === undefined) return ok(null);
  const text = await readTextLimited(chosen, TEXT_FILE_KINDS[kind].maxBytes);
  if (!text.ok) return text;
  return text.value === null ? err('file/read-failed') : ok(text.value);
}
