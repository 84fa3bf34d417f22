/**
 * One handler per channel of the contract. Each call is checked (sender, then payload) before it
 * reaches the save store, the settings or a file dialog; a refused sender is dropped and logged.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { err, type GameError, type Result, type SaveFile } from '../engines/core';
import { parseAutosaveEntry, type AutosaveEntry } from './autosaveJournal';
import { CHANNELS, type HostApi, type TextFileKind, type Settings, type SettingsPatch, type SaveSummary, type StorageReport } from './contract';
import { checkSender, parsePayload, parseSavePayload, type SenderInfo, type TrustedWindow } from './ipcChecks';

/** What the handlers work with; main.ts passes the real ones, tests pass temp-folder or fake ones. */
export interface HostServices {
  readonly saves: {
    list(): Promise<readonly SaveSummary[]>;
    load(id: string): Promise<Result<SaveFile>>;
    write(save: SaveFile, id?: string): Promise<Result<SaveSummary>>;
    delete(id: string): Promise<Result<void>>;
    writeAutosave(save: SaveFile): Promise<Result<void>>;
    appendAutosave(entry: AutosaveEntry): Promise<Result<void>>;
    readAutosave(): Promise<Result<SaveFile | null>>;
    clearAutosave(): Promise<void>;
    /** What the last list left out. */
    skipped(): StorageReport['skippedSaves'];
  };
  readonly settings: { get(): Promise<Settings>; patch(patch: SettingsPatch): Promise<Settings>; problem(): GameError | null };
  readonly files: {
    exportSave(save: SaveFile, fileName: string): Promise<Result<boolean>>;
    importSave(): Promise<Result<SaveFile | null>>;
    exportText(kind: TextFileKind, text: string, fileName: string): Promise<Result<boolean>>;
    importText(kind: TextFileKind): Promise<Result<string | null>>;
  };
  /** Told after every settings change from the renderer (main rebuilds the menu in the new language). */
  readonly onSettingsChanged?: (settings: Settings) => void;
}

export type InvokeName = Exclude<keyof typeof CHANNELS, 'menuCommand'>;
type Handler<K extends InvokeName> = (args: readonly unknown[], services: HostServices) => ReturnType<HostApi[K]>;

async function setSettings(args: readonly unknown[], services: HostServices): Promise<Settings> {
  const payload = parsePayload('setSettings', args);
  if (!payload.ok) return services.settings.get();
  const settings = await services.settings.patch(payload.value[0]);
  services.onSettingsChanged?.(settings);
  return settings;
}

/**
 * The handlers, typed against HostApi so each returns exactly what the renderer expects. Channels
 * without arguments ignore any that are sent: nothing from them reaches main.
 */
export const HANDLERS: { readonly [K in InvokeName]: Handler<K> } = {
  listSaves: (_args, services) => services.saves.list(),
  loadSave: async (args, services) => {
    const payload = parsePayload('loadSave', args);
    return payload.ok ? services.saves.load(payload.value[0]) : err('save/not-found');
  },
  writeSave: async (args, services) => {
    const payload = parsePayload('writeSave', args);
    if (!payload.ok) return err('save/invalid', { path: payload.error.params?.['path'] ?? '' });
    const save = parseSavePayload(payload.value[0]);
    return save.ok ? services.saves.write(save.value, payload.value[1]) : save;
  },
  deleteSave: async (args, services) => {
    const payload = parsePayload('deleteSave', args);
    return payload.ok ? services.saves.delete(payload.value[0]) : err('save/not-found');
  },
  writeAutosave: async (args, services) => {
    const payload = parsePayload('writeAutosave', args);
    const save = payload.ok ? parseSavePayload(payload.value[0]) : err('save/invalid', { path: '' });
    return save.ok ? services.saves.writeAutosave(save.value) : save;
  },
  appendAutosave: async (args, services) => {
    const payload = parsePayload('appendAutosave', args);
    const entry = payload.ok ? parseAutosaveEntry(payload.value[0]) : err('save/invalid', { path: 'entry' });
    return entry.ok ? services.saves.appendAutosave(entry.value) : entry;
  },
  readAutosave: (_args, services) => services.saves.readAutosave(),
  clearAutosave: (_args, services) => services.saves.clearAutosave(),
  exportSave: async (args, services) => {
    const payload = parsePayload('exportSave', args);
    if (!payload.ok) return err('save/invalid', { path: payload.error.params?.['path'] ?? '' });
    const save = parseSavePayload(payload.value[0]);
    return save.ok ? services.files.exportSave(save.value, payload.value[1]) : save;
  },
  importSave: (_args, services) => services.files.importSave(),
  exportText: async (args, services) => {
    const payload = parsePayload('exportText', args);
    return payload.ok ? services.files.exportText(...payload.value) : payload;
  },
  importText: async (args, services) => {
    const payload = parsePayload('importText', args);
    return payload.ok ? services.files.importText(payload.value[0]) : payload;
  },
  getSettings: (_args, services) => services.settings.get(),
  setSettings,
  storageReport: async (_args, services) => ({ settings: services.settings.problem(), skippedSaves: services.saves.skipped() }),
};

export interface IpcDependencies {
  /** Looked up per call: the window can be recreated (macOS re-activation). */
  readonly trusted: () => TrustedWindow;
  readonly services: HostServices;
  readonly log: (message: string) => void;
}

/** Reads the sender from an Electron event; a frame that is already gone reads as no frame. */
export function senderOf(event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>): SenderInfo {
  let frame: IpcMainInvokeEvent['senderFrame'] = null;
  try {
    frame = event.senderFrame;
  } catch {
    frame = null;
  }
  return { webContentsId: event.sender.id, frameUrl: frame?.url, isMainFrame: frame !== null && frame.parent === null };
}

/**
 * Runs one checked call. A refused sender gets a rejection with no detail (and a line in the log);
 * the handler itself only ever sees callers from our own page.
 */
export async function dispatch(name: InvokeName, sender: SenderInfo, args: readonly unknown[], deps: IpcDependencies): Promise<unknown> {
  const allowed = checkSender(sender, deps.trusted());
  if (!allowed.ok) {
    deps.log(`[ipc] dropped ${CHANNELS[name]} from ${sender.frameUrl ?? 'no frame'}: ${allowed.error.code}`);
    throw new Error('refused');
  }
  return HANDLERS[name](args, deps.services);
}

/** Registers every handler; returns a function that removes them again. */
export function registerIpc(ipc: Pick<IpcMain, 'handle' | 'removeHandler'>, deps: IpcDependencies): () => void {
  const names = Object.keys(HANDLERS) as InvokeName[];
  for (const name of names) {
    ipc.handle(CHANNELS[name], (event, ...args: unknown[]) => dispatch(name, senderOf(event), args, deps));
  }
  return () => names.forEach((name) => ipc.removeHandler(CHANNELS[name]));
}
