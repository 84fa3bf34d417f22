/**
 * The IPC channel names and menu commands without any schema library, for the preload: importing
 * contract.ts there would bundle zod (≈750 KB) into a script that needs two constant tables.
 * contract.ts re-exports them, so the renderer and main see the same tables.
 */
export const CHANNELS = {
  listSaves: 'saves:list',
  loadSave: 'saves:load',
  writeSave: 'saves:write',
  deleteSave: 'saves:delete',
  writeAutosave: 'autosave:write',
  appendAutosave: 'autosave:append',
  readAutosave: 'autosave:read',
  clearAutosave: 'autosave:clear',
  exportSave: 'file:export',
  importSave: 'file:import',
  exportText: 'file:export-text',
  importText: 'file:import-text',
  getSettings: 'settings:get',
  setSettings: 'settings:set',
  storageReport: 'storage:report',
  menuCommand: 'menu:command',
} as const;

export const MENU_COMMANDS = ['new-game', 'open-saves', 'save', 'undo', 'language-en', 'language-de'] as const;
