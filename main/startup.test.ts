import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import type { Settings, SettingsPatch } from './contract';
import { CONTENT_SECURITY_POLICY, developmentContentSecurityPolicy } from './csp.mjs';
import { menuLabels } from './menuLabels';
import { bringToFront, contentPolicyFor, languageMenu, startFailureMessage, startOrigin, type StartEnvironment } from './startup';

const ROOT = '/opt/Halo Tabletop/resources/app.asar/dist';

describe('startOrigin', () => {
  it.each<[string, StartEnvironment, ReturnType<typeof startOrigin>, string[]]>([
    ['packaged: the built renderer', { packaged: true, devUrl: undefined, rendererRoot: ROOT }, { origin: { kind: 'app', root: ROOT }, development: false }, []],
    ['packaged with HALO_DEV_URL: the variable is ignored', { packaged: true, devUrl: 'http://127.0.0.1:5173', rendererRoot: ROOT }, { origin: { kind: 'app', root: ROOT }, development: false }, []],
    ['unpackaged without HALO_DEV_URL: the built renderer', { packaged: false, devUrl: undefined, rendererRoot: ROOT }, { origin: { kind: 'app', root: ROOT }, development: false }, []],
    ['unpackaged with a local dev server: the dev server', { packaged: false, devUrl: 'http://localhost:5173/', rendererRoot: ROOT }, { origin: { kind: 'dev', origin: 'http://localhost:5173' }, development: true }, []],
    [
      'unpackaged with a remote URL: logged, the built renderer, still development',
      { packaged: false, devUrl: 'https://example.com/', rendererRoot: ROOT },
      { origin: { kind: 'app', root: ROOT }, development: true },
      ['[main] ignoring HALO_DEV_URL (main/dev-url-not-local)'],
    ],
    [
      'unpackaged with an empty HALO_DEV_URL: logged as invalid',
      { packaged: false, devUrl: '', rendererRoot: ROOT },
      { origin: { kind: 'app', root: ROOT }, development: true },
      ['[main] ignoring HALO_DEV_URL (main/dev-url-invalid)'],
    ],
  ])('%s', (_name, environment, expected, logged) => {
    const log = vi.fn();
    expect(startOrigin(environment, log)).toEqual(expected);
    expect(log.mock.calls.map(([message]) => message)).toEqual(logged);
  });
});

describe('contentPolicyFor', () => {
  it('is the strict policy for the built renderer and the dev server\u2019s policy for the dev server', () => {
    expect(contentPolicyFor({ kind: 'app', root: ROOT })).toBe(CONTENT_SECURITY_POLICY);
    expect(contentPolicyFor({ kind: 'dev', origin: 'http://127.0.0.1:5173' })).toBe(developmentContentSecurityPolicy('http://127.0.0.1:5173'));
    expect(contentPolicyFor({ kind: 'dev', origin: 'http://127.0.0.1:5173' })).toContain('ws://127.0.0.1:5173');
  });
});

function items(template: readonly MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])]);
}

function harness(stored: Settings['language'], systemLanguages: readonly string[] = ['en-US'], development = false) {
  let settings: Settings = stored === undefined ? { prefs: {}, muted: false } : { prefs: {}, muted: false, language: stored };
  const menus: MenuItemConstructorOptions[][] = [];
  const sent: string[] = [];
  const events: string[] = [];
  const menu = languageMenu({
    settings: {
      get: async () => settings,
      patch: async (patch: SettingsPatch) => {
        events.push(`patch ${patch.language ?? ''}`);
        if (patch.language !== undefined) settings = { ...settings, language: patch.language };
        return settings;
      },
    },
    systemLanguages: () => systemLanguages,
    development,
    platform: 'linux',
    setMenu: (template) => {
      events.push('menu');
      menus.push(template);
    },
    send: (command) => {
      events.push(`send ${command}`);
      sent.push(command);
    },
  });
  const last = () => menus.at(-1) ?? [];
  const item = (id: string) => items(last()).find((entry) => entry.id === id);
  return { menu, menus, sent, events, last, item };
}

describe('languageMenu', () => {
  it.each<[string, Settings['language'], string[], 'en' | 'de']>([
    ['the stored choice wins over the system', 'en', ['de-DE'], 'en'],
    ['a German system without a choice', undefined, ['de-CH'], 'de'],
    ['an English system without a choice', undefined, ['en-GB'], 'en'],
  ])('%s', async (_name, stored, system, language) => {
    const h = harness(stored, system);
    expect(await h.menu.language()).toBe(language);
    expect(await h.menu.labels()).toEqual(menuLabels(language));
    await h.menu.refresh();
    expect(h.menus).toHaveLength(1);
    expect(h.item('game')?.label).toBe(menuLabels(language).game);
    expect(h.item(`language-${language}`)?.checked).toBe(true);
    expect(h.item(`language-${language === 'de' ? 'en' : 'de'}`)?.checked).toBe(false);
  });

  it('offers the developer tools only in development', async () => {
    const plain = harness('en');
    await plain.menu.refresh();
    expect(plain.item('devtools')).toBeUndefined();
    const dev = harness('en', ['en'], true);
    await dev.menu.refresh();
    expect(dev.item('devtools')?.role).toBe('toggleDevTools');
  });

  it.each<['de' | 'en', string, string]>([
    ['de', 'language-de', 'Spiel'],
    ['en', 'language-en', 'Game'],
  ])('choosing %s stores it, rebuilds the menu in it, then tells the renderer', async (language, command, gameLabel) => {
    const h = harness(language === 'de' ? 'en' : 'de');
    await h.menu.refresh();
    h.item(`language-${language}`)?.click?.(undefined as never, undefined, undefined as never);
    await vi.waitFor(() => expect(h.sent).toEqual([command]));
    expect(h.events).toEqual(['menu', `patch ${language}`, 'menu', `send ${command}`]);
    expect(h.item('game')?.label).toBe(gameLabel);
    expect(h.item(`language-${language}`)?.checked).toBe(true);
  });

  it('passes other menu clicks to the renderer as they are', async () => {
    const h = harness('en');
    await h.menu.refresh();
    h.item('new-game')?.click?.(undefined as never, undefined, undefined as never);
    expect(h.sent).toEqual(['new-game']);
  });
});

describe('bringToFront', () => {
  const fakeWindow = (minimized: boolean) => {
    const calls: string[] = [];
    return { calls, window: { isMinimized: () => minimized, restore: () => calls.push('restore'), focus: () => calls.push('focus') } };
  };

  it('restores a minimised window before focusing it', () => {
    const { calls, window } = fakeWindow(true);
    bringToFront(window);
    expect(calls).toEqual(['restore', 'focus']);
  });

  it('only focuses a window that is not minimised', () => {
    const { calls, window } = fakeWindow(false);
    bringToFront(window);
    expect(calls).toEqual(['focus']);
  });

  it('does nothing without a window', () => {
    expect(() => bringToFront(undefined)).not.toThrow();
  });
});

describe('startFailureMessage', () => {
  it.each<[string, unknown, string]>([
    ['an error with a stack: the stack', Object.assign(new Error('boom'), { stack: 'Error: boom\n    at start' }), '[main] could not start: Error: boom\n    at start'],
    ['an error without a stack: its message', Object.assign(new Error('no stack'), { stack: undefined }), '[main] could not start: no stack'],
    ['a thrown string', 'plain', '[main] could not start: plain'],
    ['a thrown number', 42, '[main] could not start: 42'],
  ])('%s', (_name, error, message) => {
    expect(startFailureMessage(error)).toBe(message);
  });
});
