/**
 * The preload script: implements the contract's HostApi over `ipcRenderer.invoke` and exposes it as
 * `window.haloHost`, nothing else. It runs sandboxed, so it is bundled into one file (a sandboxed
 * preload cannot require local modules).
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { CHANNELS, MENU_COMMANDS } from './channels';
import type { HostApi, MenuCommand } from './contract';

function isMenuCommand(value: unknown): value is MenuCommand {
  return typeof value === 'string' && (MENU_COMMANDS as readonly string[]).includes(value);
}

export const haloHost: HostApi = {
  kind: 'electron',
  listSaves: () => ipcRenderer.invoke(CHANNELS.listSaves),
  loadSave: (id) => ipcRenderer.invoke(CHANNELS.loadSave, id),
  // An absent id is not sent at all, so main's tuple schema sees one argument, not `undefined`.
  writeSave: (save, id) => (id === undefined ? ipcRenderer.invoke(CHANNELS.writeSave, save) : ipcRenderer.invoke(CHANNELS.writeSave, save, id)),
  deleteSave: (id) => ipcRenderer.invoke(CHANNELS.deleteSave, id),
  writeAutosave: (save) => ipcRenderer.invoke(CHANNELS.writeAutosave, save),
  appendAutosave: (entry) => ipcRenderer.invoke(CHANNELS.appendAutosave, entry),
  readAutosave: () => ipcRenderer.invoke(CHANNELS.readAutosave),
  clearAutosave: () => ipcRenderer.invoke(CHANNELS.clearAutosave),
  exportSave: (save, fileName) => ipcRenderer.invoke(CHANNELS.exportSave, save, fileName),
  importSave: () => ipcRenderer.invoke(CHANNELS.importSave),
  exportText: (kind, text, fileName) => ipcRenderer.invoke(CHANNELS.exportText, kind, text, fileName),
  importText: (kind) => ipcRenderer.invoke(CHANNELS.importText, kind),
  getSettings: () => ipcRenderer.invoke(CHANNELS.getSettings),
  setSettings: (patch) => ipcRenderer.invoke(CHANNELS.setSettings, patch),
  storageReport: () => ipcRenderer.invoke(CHANNELS.storageReport),
  onMenuCommand(listener) {
    // The IPC event (with its sender) never reaches the page; only a known command does.
    const relay = (_event: IpcRendererEvent, command: unknown): void => {
      if (isMenuCommand(command)) listener(command);
    };
    ipcRenderer.on(CHANNELS.menuCommand, relay);
    return () => {
      ipcRenderer.removeListener(CHANNELS.menuCommand, relay);
    };
  },
  systemLanguages: () => [...navigator.languages],
};

contextBridge.exposeInMainWorld('haloHost', haloHost);
