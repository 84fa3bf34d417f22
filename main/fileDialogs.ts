/**
 * The native file dialogs behind export and import: titles and file types in the player's language, the
 * suggested file in the documents folder, our extension first (plain `.json` also offered on import, and `.txt` deck lists for decks).
 * Electron's `dialog` is passed in, so the choices are unit-tested without a window.
 */
import type { BrowserWindow, OpenDialogOptions, SaveDialogOptions } from 'electron';
import { join } from 'node:path';
import { TEXT_FILE_KINDS, type TextFileKind } from './contract';
import type { MenuLabels } from './menuLabels';
import { SAVE_EXTENSION, type SaveFileDialogs } from './saveFiles';

/** The part of Electron's `dialog` the file dialogs use. */
export interface NativeDialogs {
  showSaveDialog(window: BrowserWindow, options: SaveDialogOptions): Promise<{ canceled: boolean; filePath: string }>;
  showOpenDialog(window: BrowserWindow, options: OpenDialogOptions): Promise<{ canceled: boolean; filePaths: string[] }>;
}

export interface FileDialogDependencies {
  readonly dialog: NativeDialogs;
  /** The open window, or undefined when there is none (then nothing is asked). */
  readonly window: () => BrowserWindow | undefined;
  /** The folder an export is suggested in (the documents folder). */
  readonly documents: () => string;
  readonly labels: () => Promise<MenuLabels>;
}

/** The file type a dialog filters on: a deck, or a save when no kind is given. */
export function fileFilters(text: MenuLabels, extensions: readonly string[], kind?: TextFileKind): { name: string; extensions: string[] }[] {
  return [{ name: kind === 'deck' ? text.deckFileType : text.saveFileType, extensions: [...extensions] }];
}

/** The extension of a file kind without its leading dot (`halosave.json` for saves). */
export function dialogExtension(kind?: TextFileKind): string {
  return (kind === undefined ? SAVE_EXTENSION : TEXT_FILE_KINDS[kind].extension).slice(1);
}

export function nativeFileDialogs({ dialog, window, documents, labels }: FileDialogDependencies): SaveFileDialogs {
  return {
    async chooseExportPath(suggestedName, kind) {
      const parent = window();
      if (parent === undefined) return undefined;
      const text = await labels();
      const options = { title: text.exportTitle, defaultPath: join(documents(), suggestedName), filters: fileFilters(text, [dialogExtension(kind)], kind) };
      const result = await dialog.showSaveDialog(parent, options);
      return result.canceled || result.filePath === '' ? undefined : result.filePath;
    },
    async chooseImportPath(kind) {
      const parent = window();
      if (parent === undefined) return undefined;
      const text = await labels();
      // A deck may also come as a plain-text list (.txt); the game tells the two apart.
      const filters = fileFilters(text, [dialogExtension(kind), 'json', ...(kind === 'deck' ? ['txt'] : [])], kind);
      const result = await dialog.showOpenDialog(parent, { title: text.importTitle, properties: ['openFile'], filters });
      return result.canceled ? undefined : result.filePaths[0];
    },
  };
}
