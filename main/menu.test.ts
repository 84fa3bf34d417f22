import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import de from '../locales/de/common.json';
import en from '../locales/en/common.json';
import { menuTemplate, type MenuOptions } from './menu';
import { menuLabels, menuLabelsSchema, pickLanguage } from './menuLabels';

const options = (overrides: Partial<MenuOptions> = {}): MenuOptions => ({
  labels: menuLabels('en'),
  language: 'en',
  development: false,
  platform: 'linux',
  ...overrides,
});

function items(template: readonly MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])]);
}

const byId = (template: readonly MenuItemConstructorOptions[], id: string) => items(template).find((item) => item.id === id);

describe('menu labels', () => {
  it('exist in both languages with the same keys, none empty', () => {
    expect(Object.keys(en.menu).sort()).toEqual(Object.keys(de.menu).sort());
    expect(menuLabelsSchema.safeParse(en.menu).success).toBe(true);
    expect(menuLabelsSchema.safeParse(de.menu).success).toBe(true);
  });

  it('are really translated', () => {
    expect(menuLabels('de').newGame).not.toBe(menuLabels('en').newGame);
    expect(menuLabels('de').game).toBe('Spiel');
  });
});

describe('pickLanguage', () => {
  it.each([
    ['the player\u2019s choice wins', 'en', ['de-DE'], 'en'],
    ['German system', undefined, ['de-AT', 'en'], 'de'],
    ['German only second', undefined, ['fr-FR', 'de'], 'en'],
    ['English system', undefined, ['en-GB'], 'en'],
    ['no system languages', undefined, [], 'en'],
  ] as const)('%s', (_name, chosen, system, expected) => {
    expect(pickLanguage(chosen, system)).toBe(expected);
  });
});

describe('menuTemplate', () => {
  it('has Game, Language and View menus in the chosen language', () => {
    expect(menuTemplate(options({ labels: menuLabels('de'), language: 'de' }), { command: vi.fn(), chooseLanguage: vi.fn() }).map((menu) => menu.label)).toEqual([
      'Spiel',
      'Sprache',
      'Ansicht',
    ]);
  });

  it.each([
    ['new-game', 'new-game'],
    ['open-saves', 'open-saves'],
    ['save', 'save'],
    ['undo', 'undo'],
  ] as const)('the %s item sends the %s command', (id, command) => {
    const handlers = { command: vi.fn(), chooseLanguage: vi.fn() };
    const item = byId(menuTemplate(options(), handlers), id);
    item?.click?.(undefined as never, undefined, undefined as never);
    expect(handlers.command).toHaveBeenCalledWith(command);
  });

  it('leaves Ctrl+S and Ctrl+Z to the renderer (shown, not registered), so nothing happens twice', () => {
    const template = menuTemplate(options(), { command: vi.fn(), chooseLanguage: vi.fn() });
    expect(byId(template, 'save')).toMatchObject({ accelerator: 'CmdOrCtrl+S', registerAccelerator: false });
    expect(byId(template, 'undo')).toMatchObject({ accelerator: 'CmdOrCtrl+Z', registerAccelerator: false });
  });

  it('checks the current language and chooses the other one on click', () => {
    const handlers = { command: vi.fn(), chooseLanguage: vi.fn() };
    const template = menuTemplate(options({ language: 'de' }), handlers);
    expect(byId(template, 'language-de')).toMatchObject({ type: 'radio', checked: true, label: 'Deutsch' });
    expect(byId(template, 'language-en')).toMatchObject({ type: 'radio', checked: false, label: 'English' });
    byId(template, 'language-en')?.click?.(undefined as never, undefined, undefined as never);
    expect(handlers.chooseLanguage).toHaveBeenCalledWith('en');
  });

  it.each([
    ['production', false, undefined],
    ['development', true, 'toggleDevTools'],
  ] as const)('developer tools only in development (%s)', (_name, development, role) => {
    expect(byId(menuTemplate(options({ development }), { command: vi.fn(), chooseLanguage: vi.fn() }), 'devtools')?.role).toBe(role);
  });

  it('has Quit in the Game menu, except on macOS where it goes to the application menu', () => {
    const handlers = { command: vi.fn(), chooseLanguage: vi.fn() };
    expect(byId(menuTemplate(options(), handlers), 'quit')).toMatchObject({ role: 'quit', label: 'Quit' });
    const mac = menuTemplate(options({ platform: 'darwin' }), handlers);
    expect(mac.map((menu) => menu.id)).toEqual(['app', 'game', 'edit', 'language', 'view']);
    expect(items(mac[1]?.submenu as MenuItemConstructorOptions[]).some((item) => item.role === 'quit')).toBe(false);
  });

  /** Each menu's items as `id`, `role` or `-` (a separator), with the shortcut shown beside it. */
  const shape = (template: readonly MenuItemConstructorOptions[]) =>
    template.map((menu) => [
      menu.id,
      (menu.submenu as MenuItemConstructorOptions[]).map((item) => (item.type === 'separator' ? '-' : `${item.id ?? item.role}:${item.role ?? ''}:${item.accelerator ?? ''}`)),
    ]);

  it.each([
    [
      'Windows and Linux',
      options(),
      [
        ['game', ['new-game::CmdOrCtrl+N', 'open-saves::CmdOrCtrl+O', '-', 'save::CmdOrCtrl+S', 'undo::CmdOrCtrl+Z', '-', 'quit:quit:']],
        ['language', ['language-en::', 'language-de::']],
        ['view', ['reload:reload:', 'fullscreen:togglefullscreen:']],
      ],
    ],
    [
      'macOS',
      options({ platform: 'darwin' }),
      [
        ['app', ['quit:quit:']],
        ['game', ['new-game::CmdOrCtrl+N', 'open-saves::CmdOrCtrl+O', '-', 'save::CmdOrCtrl+S', 'undo::CmdOrCtrl+Z']],
        ['edit', ['cut:cut:', 'copy:copy:', 'paste:paste:', 'selectAll:selectAll:']],
        ['language', ['language-en::', 'language-de::']],
        ['view', ['reload:reload:', 'fullscreen:togglefullscreen:']],
      ],
    ],
  ] as const)('has exactly these items and shortcuts on %s', (_name, menuOptions, expected) => {
    expect(shape(menuTemplate(menuOptions, { command: vi.fn(), chooseLanguage: vi.fn() }))).toEqual(expected);
    const app = menuTemplate(menuOptions, { command: vi.fn(), chooseLanguage: vi.fn() })[0];
    expect(app?.role).toBe(menuOptions.platform === 'darwin' ? 'appMenu' : undefined);
  });

  it('gives every visible item a label (no Electron default English)', () => {
    const template = menuTemplate(options({ platform: 'darwin', development: true, labels: menuLabels('de') }), { command: vi.fn(), chooseLanguage: vi.fn() });
    const unlabeled = items(template).filter((item) => item.type !== 'separator' && item.role !== 'appMenu' && item.label === undefined);
    expect(unlabeled).toEqual([]);
  });
});
