/**
 * The native menu as a pure template: Game, Language and View (plus the macOS application and Edit
 * menus). Clicks become `menu:command` messages for the renderer; choosing a language is also stored.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { Language, MenuCommand } from './contract';
import type { MenuLabels } from './menuLabels';

export interface MenuOptions {
  readonly labels: MenuLabels;
  readonly language: Language;
  readonly development: boolean;
  readonly platform: NodeJS.Platform;
}

export interface MenuHandlers {
  readonly command: (command: MenuCommand) => void;
  readonly chooseLanguage: (language: Language) => void;
}

function gameMenu({ labels, platform }: MenuOptions, handlers: MenuHandlers): MenuItemConstructorOptions {
  // Save and undo are keyboard shortcuts of the renderer itself; the menu only shows them, so one key
  // press never saves or undoes twice.
  const submenu: MenuItemConstructorOptions[] = [
    { id: 'new-game', label: labels.newGame, accelerator: 'CmdOrCtrl+N', click: () => handlers.command('new-game') },
    { id: 'open-saves', label: labels.openSaves, accelerator: 'CmdOrCtrl+O', click: () => handlers.command('open-saves') },
    { type: 'separator' },
    { id: 'save', label: labels.save, accelerator: 'CmdOrCtrl+S', registerAccelerator: false, click: () => handlers.command('save') },
    { id: 'undo', label: labels.undo, accelerator: 'CmdOrCtrl+Z', registerAccelerator: false, click: () => handlers.command('undo') },
  ];
  if (platform !== 'darwin') submenu.push({ type: 'separator' }, { id: 'quit', role: 'quit', label: labels.quit });
  return { id: 'game', label: labels.game, submenu };
}

function languageMenu({ labels, language }: MenuOptions, handlers: MenuHandlers): MenuItemConstructorOptions {
  const item = (id: Language, text: string): MenuItemConstructorOptions => ({
    id: `language-${id}`,
    label: text,
    type: 'radio',
    checked: language === id,
    click: () => handlers.chooseLanguage(id),
  });
  return { id: 'language', label: labels.language, submenu: [item('en', labels.english), item('de', labels.german)] };
}

function viewMenu({ labels, development }: MenuOptions): MenuItemConstructorOptions {
  const submenu: MenuItemConstructorOptions[] = [
    { id: 'reload', role: 'reload', label: labels.reload },
    { id: 'fullscreen', role: 'togglefullscreen', label: labels.toggleFullScreen },
  ];
  if (development) submenu.push({ type: 'separator' }, { id: 'devtools', role: 'toggleDevTools', label: labels.toggleDevTools });
  return { id: 'view', label: labels.view, submenu };
}

/** macOS puts Quit in the application menu and needs an Edit menu for copy and paste in text fields. */
function macMenus({ labels }: MenuOptions): { app: MenuItemConstructorOptions; edit: MenuItemConstructorOptions } {
  return {
    app: { id: 'app', role: 'appMenu', submenu: [{ id: 'quit', role: 'quit', label: labels.quit }] },
    edit: {
      id: 'edit',
      label: labels.edit,
      submenu: [
        { role: 'cut', label: labels.cut },
        { role: 'copy', label: labels.copy },
        { role: 'paste', label: labels.paste },
        { role: 'selectAll', label: labels.selectAll },
      ],
    },
  };
}

export function menuTemplate(options: MenuOptions, handlers: MenuHandlers): MenuItemConstructorOptions[] {
  const game = gameMenu(options, handlers);
  const language = languageMenu(options, handlers);
  const view = viewMenu(options);
  if (options.platform !== 'darwin') return [game, language, view];
  const mac = macMenus(options);
  return [mac.app, game, mac.edit, language, view];
}
