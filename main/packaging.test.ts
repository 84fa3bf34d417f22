import { createRequire } from 'node:module';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inflateSync } from 'node:zlib';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildMain } from '../scripts/build-main.mjs';
import { crc32, encodePng, renderSvg } from '../scripts/makeIcon.mjs';
import { CHANNELS } from './contract';
import { CONTENT_SECURITY_POLICY } from './csp.mjs';
import { parseSaveFile } from '../engines/core';
import { workerSaveParser } from './saveParser';
import { fakeElectron } from './testing/fakeElectron';
import { makeSave } from './testing/saveFixtures';

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

describe('signing and notarisation', () => {
  const yaml = require('js-yaml') as { load(text: string): Record<string, unknown> };
  const SECRET_NAMES = ['CSC_LINK', 'CSC_KEY_PASSWORD', 'WIN_CSC_LINK', 'WIN_CSC_KEY_PASSWORD', 'APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'];

  it('signs and notarises only with secrets from the environment, unsigned builds still allowed', async () => {
    const text = await readFile(join(ROOT, 'electron-builder.yml'), 'utf8');
    const config = yaml.load(text);
    expect(config).toMatchObject({
      forceCodeSigning: false,
      afterAllArtifactBuild: 'scripts/afterAllArtifactBuild.cjs',
      mac: { hardenedRuntime: true, notarize: true, entitlements: 'assets/entitlements.mac.plist', entitlementsInherit: 'assets/entitlements.mac.plist' },
      win: { signtoolOptions: { signingHashAlgorithms: ['sha256'], rfc3161TimeStampServer: 'http://timestamp.digicert.com' } },
    });
    // No certificate, password, identity or Apple account is written into the configuration itself.
    const mac = config['mac'] as Record<string, unknown>;
    const win = config['win'] as Record<string, unknown>;
    for (const key of ['identity', 'cscLink', 'cscKeyPassword']) {
      expect(mac).not.toHaveProperty(key);
      expect(win).not.toHaveProperty(key);
    }
    expect(win['signtoolOptions']).not.toHaveProperty('certificatePassword');
    expect(win['signtoolOptions']).not.toHaveProperty('certificateFile');
    // Every secret the release machine needs is named for whoever sets it up.
    for (const name of SECRET_NAMES) expect(text).toContain(name);
  });

  it('the macOS entitlements allow only JIT', async () => {
    const plist = await readFile(join(ROOT, 'assets', 'entitlements.mac.plist'), 'utf8');
    expect([...plist.matchAll(/<key>([^<]+)<\/key>\s*<true\/>/g)].map((m) => m[1])).toEqual(['com.apple.security.cs.allow-jit']);
  });

  it('notarisation is skipped cleanly without Apple credentials and refused when they are half set', () => {
    const { MacTargetHelper } = require('app-builder-lib/out/mac/MacTargetHelper.js') as {
      MacTargetHelper: { getNotarizeOptions(appPath: string): unknown };
    };
    const saved = Object.fromEntries(SECRET_NAMES.concat(['APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER', 'APPLE_KEYCHAIN_PROFILE']).map((name) => [name, process.env[name]]));
    try {
      for (const name of Object.keys(saved)) delete process.env[name];
      expect(MacTargetHelper.getNotarizeOptions('/x.app')).toBeUndefined();
      process.env['APPLE_ID'] = 'dev@example.com';
      expect(() => MacTargetHelper.getNotarizeOptions('/x.app')).toThrow('APPLE_APP_SPECIFIC_PASSWORD');
      process.env['APPLE_APP_SPECIFIC_PASSWORD'] = 'abcd-efgh';
      process.env['APPLE_TEAM_ID'] = 'TEAM123';
      expect(MacTargetHelper.getNotarizeOptions('/x.app')).toMatchObject({ appleId: 'dev@example.com', teamId: 'TEAM123' });
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});

describe('release checksums (afterAllArtifactBuild)', () => {
  const hook = require('../scripts/afterAllArtifactBuild.cjs') as ((result: { outDir: string; artifactPaths: string[] }) => Promise<string[]>) & {
    CHECKSUM_FILE: string;
  };
  let dir: string;
  beforeAll(async () => (dir = await mkdtemp(join(tmpdir(), 'halo-release-'))));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes sha256sum lines for the installers only, sorted, and publishes the file', async () => {
    const files = { 'Halo Tabletop-0.1.0-x86_64.AppImage': 'abc', 'halo-tabletop_0.1.0_amd64.deb': '', 'latest-linux.yml': 'x', 'Halo Tabletop-0.1.0.AppImage.blockmap': 'y' };
    for (const [name, body] of Object.entries(files)) await writeFile(join(dir, name), body);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const published = await hook({ outDir: dir, artifactPaths: Object.keys(files).map((name) => join(dir, name)) });
    log.mockRestore();
    expect(published).toEqual([join(dir, 'SHA256SUMS.txt')]);
    expect(await readFile(join(dir, hook.CHECKSUM_FILE), 'utf8')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  Halo Tabletop-0.1.0-x86_64.AppImage\n' +
        'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  halo-tabletop_0.1.0_amd64.deb\n',
    );
  });

  it('writes nothing when no installer was built', async () => {
    expect(await hook({ outDir: join(dir, 'none'), artifactPaths: [join(dir, 'latest.yml')] })).toEqual([]);
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

  it('lists the agreed fuses, file:// privileges among those turned off', () => {
    expect((afterPack as unknown as { FUSES: Record<string, boolean> }).FUSES).toEqual({
      RunAsNode: false,
      EnableNodeOptionsEnvironmentVariable: false,
      EnableNodeCliInspectArguments: false,
      OnlyLoadAppFromAsar: true,
      EnableEmbeddedAsarIntegrityValidation: true,
      EnableCookieEncryption: true,
      GrantFileProtocolExtraPrivileges: false,
    });
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
    expect(fuses).toBe('010011101');
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

  it('the save-checking worker is bundled on its own and answers with the checked save', async () => {
    const parser = workerSaveParser({ script: join(out, 'saveParseWorker.cjs'), inThreadBelow: 0 });
    try {
      const text = JSON.stringify(makeSave('Bundled', 3));
      expect(await parser.parse(text)).toEqual(parseSaveFile(text));
      expect(await parser.parse('{"format": 1')).toEqual({ ok: false, error: { code: 'file/not-json' } });
    } finally {
      await parser.close();
    }
  });

  it('main starts: app:// protocol, hardened session, one sandboxed window on app://halo/index.html, menu, checked IPC', async () => {
    const appPath = await mkdtemp(join(tmpdir(), 'halo-app-'));
    await mkdir(join(appPath, 'dist'));
    await writeFile(join(appPath, 'dist', 'index.html'), '<!doctype html>');
    await writeFile(join(appPath, 'package.json'), '{}');
    const fake = fakeElectron({ appPath, userData, systemLanguages: ['de-DE'] });
    const code = await readFile(join(out, 'main.cjs'), 'utf8');
    runCommonJs(code, join(out, 'main.cjs'), (id) => (id === 'electron' ? fake.module : require(id)));
    await vi.waitFor(() => expect(fake.windows[0]?.loadURL).toHaveBeenCalled());
    const window = fake.windows[0]!;

    expect(fake.app.requestSingleInstanceLock).toHaveBeenCalled();
    expect(fake.app.enableSandbox).toHaveBeenCalled();
    expect(fake.privilegedSchemes).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } }]);
    expect(window.loadURL).toHaveBeenCalledWith('app://halo/index.html');
    expect(window.loadFile).not.toHaveBeenCalled();
    expect(window.options['webPreferences']).toMatchObject({ preload: join(appPath, 'dist-main', 'preload.cjs'), sandbox: true, contextIsolation: true, nodeIntegration: false, devTools: false });

    // The page comes from the protocol handler with the policy as a header; nothing outside dist/ is served.
    const serve = fake.protocolHandlers.get('app')!;
    const page = await serve(new Request('app://halo/index.html'));
    expect([page.status, page.headers.get('content-security-policy'), await page.text()]).toEqual([200, CONTENT_SECURITY_POLICY, '<!doctype html>']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await serve(new Request('app://halo/..%2fpackage.json'))).status).toBe(403);

    const headers = vi.fn();
    fake.sessionHooks['headers']?.({ responseHeaders: {} }, headers);
    expect(headers).toHaveBeenCalledWith({ responseHeaders: { 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
    expect(fake.app.listeners.get('web-contents-created')).toHaveLength(1);

    const menu = fake.menus.at(-1) as { label: string }[];
    expect(menu.map((item) => item.label)).toEqual(['Spiel', 'Sprache', 'Ansicht']);

    expect([...fake.handlers.keys()].sort()).toEqual(Object.values(CHANNELS).filter((c) => c !== CHANNELS.menuCommand).sort());
    const trustedEvent = { sender: { id: 41 }, senderFrame: { url: 'app://halo/index.html', parent: null } };
    expect(await fake.handlers.get(CHANNELS.getSettings)?.(trustedEvent)).toEqual({ prefs: {}, muted: false });
    // The same page opened as a file (as before the app protocol) is a stranger now.
    const foreignEvent = { sender: { id: 41 }, senderFrame: { url: pathToFileURL(join(appPath, 'dist', 'index.html')).href, parent: null } };
    await expect(fake.handlers.get(CHANNELS.listSaves)?.(foreignEvent)).rejects.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ipc/foreign-page'));
    warn.mockRestore();
    await rm(appPath, { recursive: true, force: true });
  });

  it('choosing a language in the menu stores it, relabels the menu and tells the renderer', async () => {
    const fake = fakeElectron({ appPath: '/app', userData, systemLanguages: ['de-DE'] });
    runCommonJs(await readFile(join(out, 'main.cjs'), 'utf8'), join(out, 'main.cjs'), (id) => (id === 'electron' ? fake.module : require(id)));
    await vi.waitFor(() => expect(fake.windows[0]?.loadURL).toHaveBeenCalled());
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
