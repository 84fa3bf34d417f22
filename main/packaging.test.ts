import { createRequire } from 'node:module';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildMain } from '../scripts/build-main.mjs';
import { crc32, encodePng, renderSvg } from '../scripts/makeIcon.mjs';
import { CHANNELS } from './contract';
import { CONTENT_SECURITY_POLICY } from './csp.mjs';
import { fakeElectron } from './testing/fakeElectron';

const require = createRequire(import.meta.url);
const ROOT = resolve(import.meta.dirname, '..');

/** Runs a CommonJS bundle the way Electron would, with `require` limited to what the caller allows. */
function runCommonJs(code: string, file: string, requireFn: (id: string) => unknown): void {
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: file });
  const module = { exports: {} };
  wrapper(module.exports, requireFn, module, file, resolve(file, '..'));
}

describe('electron-builder.yml', () => {
  const yaml = require('js-yaml') as { load(text: string): Record<string, unknown> };

  it('is valid YAML and a valid electron-builder configuration', async () => {
    const config = yaml.load(await readFile(join(ROOT, 'electron-builder.yml'), 'utf8'));
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
      validateConfiguration(config: unknown, logger: unknown): Promise<void>;
    };
    await expect(validateConfiguration(config, { isEnabled: false, add: () => undefined })).resolves.toBeUndefined();
    expect(config).toMatchObject({
      appId: 'app.halotabletop.desktop',
      productName: 'Halo Tabletop',
      asar: true,
      afterPack: 'scripts/afterPack.cjs',
      linux: { target: ['AppImage', 'deb'], category: 'Game' },
      win: { target: ['nsis'] },
      mac: { target: ['dmg'] },
    });
  });

  it('packs only built files, never sources', async () => {
    const config = yaml.load(await readFile(join(ROOT, 'electron-builder.yml'), 'utf8'));
    const included = (config['files'] as string[]).filter((pattern) => !pattern.startsWith('!'));
    expect(included).toEqual(['dist/**/*', 'dist-main/**/*', 'package.json']);
  });
});

describe('afterPack fuses', () => {
  const afterPack = require('../scripts/afterPack.cjs') as ((context: unknown) => Promise<void>) & {
    electronBinaryPath(context: unknown): string;
  };
  const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
  let dir: string;
  beforeAll(async () => (dir = await mkdtemp(join(tmpdir(), 'halo-fuses-'))));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each([
    ['linux', 'halo-tabletop'],
    ['win32', 'Halo Tabletop.exe'],
    ['darwin', 'Halo Tabletop.app'],
  ])('finds the %s binary as electron-builder names it', (platform, name) => {
    const context = { appOutDir: '/out', electronPlatformName: platform, packager: { executableName: 'halo-tabletop', appInfo: { productFilename: 'Halo Tabletop' } } };
    expect(afterPack.electronBinaryPath(context)).toBe(join('/out', name));
  });

  it('flips exactly the agreed fuses in a (fake) Electron binary', async () => {
    // A fuse wire as Electron ships it: sentinel, version 1, 9 fuses, all "1" (enabled) at first.
    const wire = Buffer.concat([Buffer.from('junk'), Buffer.from(SENTINEL), Buffer.from([1, 9]), Buffer.from('111111111'), Buffer.from('tail')]);
    await writeFile(join(dir, 'halo-tabletop'), wire);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await afterPack({ appOutDir: dir, electronPlatformName: 'linux', packager: { executableName: 'halo-tabletop', appInfo: { productFilename: 'Halo Tabletop' } } });
    log.mockRestore();
    const bytes = await readFile(join(dir, 'halo-tabletop'));
    const fuses = bytes.subarray(4 + SENTINEL.length + 2, 4 + SENTINEL.length + 11).toString('ascii');
    // Order: RunAsNode, CookieEncryption, NodeOptions, CliInspect, AsarIntegrity, OnlyAsar, V8Snapshot, FileProtocol, WasmTrap.
    expect(fuses).toBe('010011111');
  });
});

describe('build-main bundles', () => {
  let out: string;
  let userData: string;
  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), 'halo-build-'));
    userData = await mkdtemp(join(tmpdir(), 'halo-userdata-'));
    await buildMain({ outdir: out, logLevel: 'silent' });
  }, 60_000);
  afterAll(async () => {
    await rm(out, { recursive: true, force: true });
    await rm(userData, { recursive: true, force: true });
  });

  it('the preload runs with nothing but `electron` to require (sandbox) and exposes haloHost', async () => {
    const exposed: [string, Record<string, unknown>][] = [];
    const electron = { contextBridge: { exposeInMainWorld: (name: string, api: Record<string, unknown>) => exposed.push([name, api]) }, ipcRenderer: {} };
    const code = await readFile(join(out, 'preload.cjs'), 'utf8');
    runCommonJs(code, join(out, 'preload.cjs'), (id) => {
      if (id === 'electron') return electron;
      throw new Error(`sandboxed preload cannot require ${id}`);
    });
    expect(exposed.map(([name]) => name)).toEqual(['haloHost']);
    expect(code.length).toBeLessThan(20_000);
  });

  it('main starts: hardened session, one sandboxed window on dist/index.html, menu, checked IPC', async () => {
    const fake = fakeElectron({ appPath: '/app', userData, systemLanguages: ['de-DE'] });
    const code = await readFile(join(out, 'main.cjs'), 'utf8');
    runCommonJs(code, join(out, 'main.cjs'), (id) => (id === 'electron' ? fake.module : require(id)));
    await vi.waitFor(() => expect(fake.windows[0]?.loadFile).toHaveBeenCalled());
    const window = fake.windows[0]!;

    expect(fake.app.requestSingleInstanceLock).toHaveBeenCalled();
    expect(fake.app.enableSandbox).toHaveBeenCalled();
    expect(window.loadFile).toHaveBeenCalledWith(join('/app', 'dist', 'index.html'));
    expect(window.options['webPreferences']).toMatchObject({ preload: join('/app', 'dist-main', 'preload.cjs'), sandbox: true, contextIsolation: true, nodeIntegration: false, devTools: false });

    const headers = vi.fn();
    fake.sessionHooks['headers']?.({ responseHeaders: {} }, headers);
    expect(headers).toHaveBeenCalledWith({ responseHeaders: { 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
    expect(fake.app.listeners.get('web-contents-created')).toHaveLength(1);

    const menu = fake.menus.at(-1) as { label: string }[];
    expect(menu.map((item) => item.label)).toEqual(['Spiel', 'Sprache', 'Ansicht']);

    expect([...fake.handlers.keys()].sort()).toEqual(Object.values(CHANNELS).filter((c) => c !== CHANNELS.menuCommand).sort());
    const trustedEvent = { sender: { id: 41 }, senderFrame: { url: 'file:///app/dist/index.html', parent: null } };
    expect(await fake.handlers.get(CHANNELS.getSettings)?.(trustedEvent)).toEqual({ prefs: {}, muted: false });
    const foreignEvent = { sender: { id: 41 }, senderFrame: { url: 'file:///tmp/evil.html', parent: null } };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(fake.handlers.get(CHANNELS.listSaves)?.(foreignEvent)).rejects.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ipc/foreign-page'));
    warn.mockRestore();
  });

  it('choosing a language in the menu stores it, relabels the menu and tells the renderer', async () => {
    const fake = fakeElectron({ appPath: '/app', userData, systemLanguages: ['de-DE'] });
    runCommonJs(await readFile(join(out, 'main.cjs'), 'utf8'), join(out, 'main.cjs'), (id) => (id === 'electron' ? fake.module : require(id)));
    await vi.waitFor(() => expect(fake.windows[0]?.loadFile).toHaveBeenCalled());
    type Item = { id?: string; label?: string; click?: () => void; submenu?: Item[] };
    const english = (fake.menus.at(-1) as Item[]).flatMap((item) => item.submenu ?? []).find((item) => item.id === 'language-en');
    english?.click?.();
    await vi.waitFor(() => expect(fake.windows[0]?.webContents.send).toHaveBeenCalledWith(CHANNELS.menuCommand, 'language-en'));
    expect((fake.menus.at(-1) as Item[]).map((item) => item.label)).toEqual(['Game', 'Language', 'View']);
    expect(JSON.parse(await readFile(join(userData, 'settings.json'), 'utf8'))).toMatchObject({ language: 'en' });
  });
});

describe('app icon', () => {
  it('icon.png is a valid 512×512 RGBA PNG', async () => {
    const png = await readFile(join(ROOT, 'assets', 'icons', 'icon.png'));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(512);
    expect(png.readUInt32BE(20)).toBe(512);
    expect(png[25]).toBe(6);
    const ihdr = png.subarray(12, 29);
    expect(crc32(ihdr)).toBe(png.readUInt32BE(29));
  });

  it('icon.svg is the same scene', async () => {
    expect(await readFile(join(ROOT, 'assets', 'icons', 'icon.svg'), 'utf8')).toBe(renderSvg());
  });

  it('encodes PNGs that decode back to the same pixels', () => {
    const pixels = Buffer.from([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 10, 20, 30, 40]);
    const png = encodePng(pixels, 2, 2);
    const idat = png.subarray(png.indexOf('IDAT') + 4, png.indexOf('IEND') - 8);
    expect(inflateSync(idat)).toEqual(Buffer.from([0, ...pixels.subarray(0, 8), 0, ...pixels.subarray(8)]));
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
  });
});
