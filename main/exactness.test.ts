/**
 * Exact answers of the shell's checks at their edges: the codes, parameters and log lines that mutation
 * testing (`npm run mutate -- --mutate "main/**\/*.ts"`) found unasserted. Each case names what a
 * careless change would get wrong.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { MAX_FILE_BYTES, readTextLimited, writeFailure } from './atomicFile';
import { appProtocolOrigin, devAppOrigin, isAllowedResource, type AppOrigin } from './appOrigin';
import { handleAppProtocol, serveAppRequest } from './appProtocol';
import { checkSender, parsePayload, parseSavePayload, type TrustedWindow } from './ipcChecks';
import { SaveStore } from './saveStore';
import { hardenSession, hardenWebContents } from './security';
import { makeSave, tempFolder } from './testing/saveFixtures';

vi.mock('electron', () => ({ BrowserWindow: class {}, screen: {} }));

const APP = appProtocolOrigin('/app/dist');
const LONG = `app://halo/${'x'.repeat(300)}`;

describe('devAppOrigin: which dev servers are accepted, with the exact code', () => {
  it.each([
    { name: 'http on 127.0.0.1', url: 'http://127.0.0.1:5173/', result: { ok: true, value: { kind: 'dev', origin: 'http://127.0.0.1:5173' } } },
    { name: 'https on localhost', url: 'https://localhost:5173/x', result: { ok: true, value: { kind: 'dev', origin: 'https://localhost:5173' } } },
    { name: 'http on IPv6 loopback', url: 'http://[::1]:5173/', result: { ok: true, value: { kind: 'dev', origin: 'http://[::1]:5173' } } },
    { name: 'ftp on loopback: not a web server', url: 'ftp://127.0.0.1/', result: { ok: false, error: { code: 'main/dev-url-invalid' } } },
    { name: 'ws on loopback: not a page', url: 'ws://127.0.0.1:5173/', result: { ok: false, error: { code: 'main/dev-url-invalid' } } },
    { name: 'a remote https site', url: 'https://example.com/', result: { ok: false, error: { code: 'main/dev-url-not-local' } } },
    { name: 'not a URL', url: 'vite', result: { ok: false, error: { code: 'main/dev-url-invalid' } } },
  ])('$name', ({ url, result }) => {
    expect(devAppOrigin(url)).toEqual(result);
  });

  it('a dev server on https may use its own secure socket, not another origin’s', () => {
    const dev: AppOrigin = { kind: 'dev', origin: 'https://localhost:5173' };
    expect(isAllowedResource('wss://localhost:5173/', dev)).toBe(true);
    expect(isAllowedResource('wss://localhost:5174/', dev)).toBe(false);
    expect(isAllowedResource('ws://localhost:5173/', dev)).toBe(false);
  });
});

describe('serveAppRequest: read failures', () => {
  const serve = (thrown: unknown) =>
    serveAppRequest({ url: 'app://halo/index.html', method: 'GET' }, APP, 'P', () => Promise.reject(thrown as Error));
  it.each([
    { name: 'no such file', thrown: Object.assign(new Error('x'), { code: 'ENOENT' }), status: 404 },
    { name: 'a folder', thrown: Object.assign(new Error('x'), { code: 'EISDIR' }), status: 404 },
    { name: 'a file where a folder should be', thrown: Object.assign(new Error('x'), { code: 'ENOTDIR' }), status: 404 },
    { name: 'no permission', thrown: Object.assign(new Error('x'), { code: 'EACCES' }), status: 500 },
    { name: 'a plain object with a code is read like an error', thrown: { code: 'ENOENT' }, status: 404 },
    { name: 'a string that names a code is not a code', thrown: 'ENOENT', status: 500 },
    { name: 'null', thrown: null, status: 500 },
    { name: 'an error without a code', thrown: new Error('ENOENT'), status: 500 },
  ])('$name → $status', async ({ thrown, status }) => {
    const response = await serve(thrown);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('served files are not cached either', async () => {
    const response = await serveAppRequest({ url: 'app://halo/index.html', method: 'GET' }, APP, 'P', () => Promise.resolve(new Uint8Array([60])));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('the log of a refused request keeps the first 200 characters of the URL', async () => {
    let handler: ((request: Request) => Promise<Response>) | undefined;
    const log = vi.fn();
    handleAppProtocol({ handle: (_scheme: string, fn: never) => void (handler = fn) } as never, appProtocolOrigin(join('/nowhere', 'dist')), 'P', log);
    await handler?.(new Request(LONG));
    expect(log).toHaveBeenCalledWith(`[protocol] 404 for ${LONG.slice(0, 200)}`);
  });
});

describe('checkSender and the payload checks: exact codes and parameters', () => {
  const TRUSTED: TrustedWindow = { webContentsId: 7, app: APP };
  it('no window known yet: every sender is unknown, even one without an id', () => {
    expect(checkSender({ webContentsId: undefined as unknown as number, frameUrl: 'app://halo/index.html', isMainFrame: true }, { webContentsId: undefined, app: APP })).toEqual({ ok: false, error: { code: 'ipc/unknown-window' } });
  });

  it('a foreign page is named by the first 200 characters of its URL', () => {
    const url = `https://evil.example/${'y'.repeat(300)}`;
    expect(checkSender({ webContentsId: 7, frameUrl: url, isMainFrame: true }, TRUSTED)).toEqual({ ok: false, error: { code: 'ipc/foreign-page', params: { url: url.slice(0, 200) } } });
  });

  it('a payload is refused with the channel and the dotted path of the first problem', () => {
    const nested = parsePayload('setSettings', [{ language: 5 }]);
    expect(nested).toEqual({ ok: false, error: { code: 'ipc/invalid-payload', params: { channel: 'setSettings', path: '0.language' } } });
  });

  it.each([
    { name: 'a cycle', value: (() => { const o: Record<string, unknown> = {}; o['self'] = o; return o; })() },
    { name: 'a BigInt', value: { n: 1n } },
    { name: 'nothing', value: undefined },
    { name: 'a function', value: () => 1 },
  ])('a save payload that is $name: save/invalid with an empty path', ({ value }) => {
    expect(parseSavePayload(value)).toEqual({ ok: false, error: { code: 'save/invalid', params: { path: '' } } });
  });
});

describe('security logs: what was refused, and nothing for what was allowed', () => {
  it('an allowed request is not logged; a blocked one is, with the first 200 characters of its URL', () => {
    const hooks: Record<string, (...args: never[]) => unknown> = {};
    const session = {
      webRequest: { onHeadersReceived: () => undefined, onBeforeRequest: (fn: never) => (hooks['request'] = fn) },
      setPermissionRequestHandler: (fn: never) => (hooks['permission'] = fn),
      setPermissionCheckHandler: () => undefined,
      setDevicePermissionHandler: () => undefined,
    };
    const log = vi.fn();
    hardenSession(session as never, APP, 'P', log);
    const request = hooks['request'] as (d: unknown, cb: unknown) => void;
    request({ url: 'app://halo/assets/a.js' }, vi.fn());
    expect(log).not.toHaveBeenCalled();
    const far = `https://tracker.example/${'z'.repeat(300)}`;
    request({ url: far }, vi.fn());
    expect(log).toHaveBeenCalledWith(`[security] blocked request to ${far.slice(0, 200)}`);
    (hooks['permission'] as (w: unknown, p: string, cb: unknown) => void)({}, 'geolocation', vi.fn());
    expect(log).toHaveBeenLastCalledWith('[security] denied permission geolocation');
  });

  it('each refusal says what was refused and where to, in at most 200 characters of URL', () => {
    const on: Record<string, (...args: unknown[]) => void> = {};
    const contents = { on: (name: string, fn: (...args: unknown[]) => void) => (on[name] = fn), setWindowOpenHandler: () => undefined };
    const log = vi.fn();
    hardenWebContents(contents as never, log);
    const event = (extra = {}) => ({ preventDefault: vi.fn(), ...extra });
    const far = `https://evil.example/${'w'.repeat(300)}`;
    on['will-navigate']?.(event(), far);
    expect(log).toHaveBeenLastCalledWith(`[security] refused navigation to ${far.slice(0, 200)}`);
    on['will-attach-webview']?.(event());
    expect(log).toHaveBeenLastCalledWith('[security] refused webview');
    const sub = event({ isMainFrame: false, url: 'https://evil.example/' });
    on['will-frame-navigate']?.(sub);
    expect(log).toHaveBeenLastCalledWith('[security] refused frame navigation to https://evil.example/');
    // The top frame's navigation is will-navigate's to refuse: this handler leaves it alone.
    const top = event({ isMainFrame: true, url: 'https://evil.example/' });
    log.mockClear();
    on['will-frame-navigate']?.(top);
    expect(top.preventDefault).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });
});

describe('the save store at its limits', () => {
  it('a missing folder is no saves and nothing skipped; a folder that is a file is reported', async () => {
    const { dir, cleanup } = await tempFolder();
    try {
      const missing = new SaveStore(join(dir, 'none'));
      expect(await missing.list()).toEqual([]);
      expect(missing.skipped()).toEqual([]);
      await writeFile(join(dir, 'file'), 'x');
      const notAFolder = new SaveStore(join(dir, 'file'));
      expect(await notAFolder.list()).toEqual([]);
      expect(notAFolder.skipped()).toEqual([{ id: '', code: 'file/read-failed' }]);
    } finally {
      await cleanup();
    }
  });

  it('a save of exactly the size limit is written; one byte over is file/too-large with the limit', async () => {
    const { dir, cleanup } = await tempFolder();
    try {
      const save = makeSave('Exact', 3);
      const bytes = Buffer.byteLength(JSON.stringify(save), 'utf8');
      expect((await new SaveStore(dir, { maxBytes: bytes, newId: () => 'exact' }).write(save)).ok).toBe(true);
      expect(await new SaveStore(dir, { maxBytes: bytes - 1, newId: () => 'over' }).write(save)).toEqual({ ok: false, error: { code: 'file/too-large', params: { limit: bytes - 1 } } });
      expect(await new SaveStore(dir, { maxBytes: bytes - 1 }).writeAutosave(save)).toEqual({ ok: false, error: { code: 'file/too-large', params: { limit: bytes - 1 } } });
      expect(await new SaveStore(dir).delete('Not An Id')).toEqual({ ok: false, error: { code: 'save/not-found' } });
    } finally {
      await cleanup();
    }
  });
});

describe('size-limited reads and the reasons of failed writes', () => {
  it('a file of exactly the limit is read; one byte more is file/too-large with the limit; bytes that are not UTF-8 are file/not-json', async () => {
    const { dir, cleanup } = await tempFolder();
    try {
      await writeFile(join(dir, 'exact.json'), '{"a":1}');
      expect(await readTextLimited(join(dir, 'exact.json'), 7)).toEqual({ ok: true, value: '{"a":1}' });
      expect(await readTextLimited(join(dir, 'exact.json'), 6)).toEqual({ ok: false, error: { code: 'file/too-large', params: { limit: 6 } } });
      await writeFile(join(dir, 'latin1.json'), Buffer.from([0x22, 0xe4, 0x22]));
      expect(await readTextLimited(join(dir, 'latin1.json'))).toEqual({ ok: false, error: { code: 'file/not-json' } });
      expect(MAX_FILE_BYTES).toBe(8 * 1024 * 1024);
    } finally {
      await cleanup();
    }
  });

  it.each([
    { name: 'a full disk', error: { code: 'ENOSPC' }, code: 'storage/disk-full' },
    { name: 'a full quota', error: { code: 'EDQUOT' }, code: 'storage/disk-full' },
    { name: 'a read-only folder', error: { code: 'EROFS' }, code: 'storage/read-only' },
    { name: 'no access', error: { code: 'EACCES' }, code: 'storage/no-permission' },
    { name: 'not permitted', error: { code: 'EPERM' }, code: 'storage/no-permission' },
    { name: 'another error', error: { code: 'EIO' }, code: 'save/write-failed' },
    { name: 'an error without a code', error: new Error('ENOSPC'), code: 'save/write-failed' },
    { name: 'a string that names a code', error: 'ENOSPC', code: 'save/write-failed' },
    { name: 'null', error: null, code: 'save/write-failed' },
  ])('a write that failed with $name: $code', ({ error, code }) => {
    expect(writeFailure(error)).toEqual({ code });
  });
});
