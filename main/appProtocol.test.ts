import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appProtocolOrigin } from './appOrigin';
import { handleAppProtocol, serveAppRequest } from './appProtocol';
import { CONTENT_SECURITY_POLICY } from './csp.mjs';
import { loadFresh } from './testing/loadFresh';
import { tempFolder } from './testing/saveFixtures';

// The type table and the privileges are built while the module loads: loaded afresh per test (see loadFresh).
const loadProtocol = () => loadFresh(() => import('./appProtocol'));
let fresh: Awaited<ReturnType<typeof loadProtocol>>;

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ dir, cleanup } = await tempFolder());
  await mkdir(join(dir, 'dist', 'assets'), { recursive: true });
  await writeFile(join(dir, 'dist', 'index.html'), '<!doctype html><title>Halo</title>');
  await writeFile(join(dir, 'dist', 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(join(dir, 'package.json'), '{"secret":true}');
});
afterAll(() => cleanup());

const get = (url: string, method = 'GET') => serveAppRequest({ url, method }, appProtocolOrigin(join(dir, 'dist')), CONTENT_SECURITY_POLICY);

describe('serveAppRequest', () => {
  it.each([
    ['the page', 'app://halo/index.html', 200, 'text/html; charset=utf-8', '<!doctype html><title>Halo</title>'],
    ['the bare origin (index.html)', 'app://halo/', 200, 'text/html; charset=utf-8', '<!doctype html><title>Halo</title>'],
    ['a bundled script', 'app://halo/assets/index-abc.js', 200, 'text/javascript; charset=utf-8', 'console.log(1)'],
    ['a missing file', 'app://halo/assets/nope.js', 404, null, ''],
    ['a folder', 'app://halo/assets', 404, null, ''],
    ['a file next to the renderer folder through an encoded slash', 'app://halo/..%2fpackage.json', 403, null, ''],
    ['the same through dot segments (clamped to the folder, so missing)', 'app://halo/../package.json', 404, null, ''],
    ['another host', 'app://other/index.html', 404, null, ''],
  ])('%s → %i', async (_name, url, status, type, body) => {
    const response = await get(url);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe(type);
    expect(await response.text()).toBe(body);
  });

  it('sends our content security policy and nosniff with every response, good or refused', async () => {
    for (const url of ['app://halo/index.html', 'app://halo/missing', 'app://halo/..%2fpackage.json']) {
      const response = await get(url);
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it.each([
    ['POST', 405],
    ['PUT', 405],
    ['HEAD', 200],
  ])('%s → %i', async (method, status) => {
    const response = await get('app://halo/index.html', method);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe('');
  });

  it('answers 500 when the file cannot be read for another reason', async () => {
    const read = vi.fn(async () => {
      throw Object.assign(new Error('EIO'), { code: 'EIO' });
    });
    const response = await serveAppRequest({ url: 'app://halo/index.html', method: 'GET' }, appProtocolOrigin('/app/dist'), 'P', read);
    expect(response.status).toBe(500);
    expect(read).toHaveBeenCalledWith(join('/app/dist', 'index.html'));
  });
});

describe('contentTypeOf', () => {
  beforeEach(async () => {
    fresh = await loadProtocol();
  });
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['a.CSS', 'text/css; charset=utf-8'],
    ['x.woff2', 'font/woff2'],
    // With nosniff, a script or style served under another type is not run: every bundled kind is pinned.
    ['assets/index-abc.js', 'text/javascript; charset=utf-8'],
    ['worker.mjs', 'text/javascript; charset=utf-8'],
    ['locales/en/common.json', 'application/json; charset=utf-8'],
    ['icon.svg', 'image/svg+xml'],
    ['map.png', 'image/png'],
    ['card.jpg', 'image/jpeg'],
    ['art.webp', 'image/webp'],
    ['favicon.ico', 'image/x-icon'],
    ['UPPER.PNG', 'image/png'],
    ['x.unknown', 'application/octet-stream'],
    ['noextension', 'application/octet-stream'],
  ])('%s is %s', (file, type) => {
    expect(fresh.contentTypeOf(file)).toBe(type);
  });
});

describe('registering the protocol', () => {
  beforeEach(async () => {
    fresh = await loadProtocol();
  });
  it('registers app: as a standard, secure scheme', () => {
    const registerSchemesAsPrivileged = vi.fn();
    fresh.registerAppScheme({ registerSchemesAsPrivileged });
    expect(registerSchemesAsPrivileged).toHaveBeenCalledWith([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } }]);
    expect(fresh.APP_SCHEME_PRIVILEGES).toStrictEqual({ standard: true, secure: true, supportFetchAPI: true, codeCache: true });
    expect(Object.isFrozen(fresh.APP_SCHEME_PRIVILEGES)).toBe(true);
  });

  it('handles app: and logs what it refused', async () => {
    let handler: ((request: Request) => Promise<Response>) | undefined;
    const log = vi.fn();
    handleAppProtocol({ handle: (scheme: string, fn: never) => void (scheme === 'app' && (handler = fn)) } as never, appProtocolOrigin(join(dir, 'dist')), 'P', log);
    expect((await handler!(new Request('app://halo/index.html'))).status).toBe(200);
    expect(log).not.toHaveBeenCalled();
    expect((await handler!(new Request('app://halo/..%2fpackage.json'))).status).toBe(403);
    expect(log).toHaveBeenCalledWith('[protocol] 403 for app://halo/..%2fpackage.json');
  });
});
