import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { APP_INDEX_URL, appProtocolOrigin, type AppOrigin } from './appOrigin';
import { loadFresh } from './testing/loadFresh';

// The loopback hosts and the always-allowed schemes are built while the module loads: loaded afresh per test (see loadFresh).
const loadOrigin = () => loadFresh(() => import('./appOrigin'));
let origin: Awaited<ReturnType<typeof loadOrigin>>;
beforeEach(async () => {
  origin = await loadOrigin();
});

const ROOT = '/opt/Halo Tabletop/resources/app.asar/dist';
const APP = appProtocolOrigin(ROOT);
const DEV_APP: AppOrigin = { kind: 'dev', origin: 'http://127.0.0.1:5173' };

describe('appProtocolOrigin', () => {
  it('keeps the absolute renderer folder', () => {
    expect(APP).toEqual({ kind: 'app', root: ROOT });
    expect(appProtocolOrigin('/app/dist/')).toEqual({ kind: 'app', root: '/app/dist' });
  });

  it('loads the page from app://halo/index.html, or the dev server', () => {
    expect(APP_INDEX_URL).toBe('app://halo/index.html');
    expect(origin.appPageUrl(APP)).toBe('app://halo/index.html');
    expect(origin.appPageUrl(DEV_APP)).toBe('http://127.0.0.1:5173/');
  });
});

describe('devAppOrigin', () => {
  it.each([
    ['loopback IPv4', 'http://127.0.0.1:5173/', true],
    ['localhost', 'http://localhost:5173', true],
    ['loopback IPv6', 'http://[::1]:5173/', true],
    ['loopback over https', 'https://localhost:5173/', true],
    ['another loopback address (not on the list)', 'http://127.0.0.2:5173/', false],
    ['a host named like loopback', 'http://localhost.example.com:5173/', false],
    ['a remote site', 'https://example.com/', false],
    ['a LAN address', 'http://192.168.1.4:5173/', false],
    ['our own scheme', 'app://halo/index.html', false],
    ['not a URL', 'vite', false],
  ])('%s', (_name, url, accepted) => {
    expect(origin.devAppOrigin(url).ok).toBe(accepted);
  });
});

describe('isAppPage', () => {
  it.each<[string, string | undefined, AppOrigin, boolean]>([
    ['our index.html', 'app://halo/index.html', APP, true],
    ['our index.html with a hash', 'app://halo/index.html#/game', APP, true],
    ['our index.html with a query', 'app://halo/index.html?x=1', APP, true],
    ['the host in upper case (URLs lower-case it)', 'app://HALO/index.html', APP, true],
    ['another file of the app', 'app://halo/other.html', APP, false],
    ['the bare origin', 'app://halo/', APP, false],
    ['dot segments resolving to index.html', 'app://halo/assets/../index.html', APP, true],
    ['another host on our scheme', 'app://evil/index.html', APP, false],
    ['a port on our host', 'app://halo:80/index.html', APP, false],
    ['credentials in the URL', 'app://me@halo/index.html', APP, false],
    ['only a password in the URL', 'app://:secret@halo/index.html', APP, false],
    ['the same path as a file', 'file:///index.html', APP, false],
    ['a web page', 'https://example.com/index.html', APP, false],
    ['about:blank', 'about:blank', APP, false],
    ['a data URL', 'data:text/html,hello', APP, false],
    ['no URL', undefined, APP, false],
    ['garbage', 'not a url', APP, false],
    ['dev server page', 'http://127.0.0.1:5173/', DEV_APP, true],
    ['dev server, other port', 'http://127.0.0.1:5174/', DEV_APP, false],
    ['no URL while developing', undefined, DEV_APP, false],
    ['garbage while developing', 'not a url', DEV_APP, false],
    ['our scheme while developing', 'app://halo/index.html', DEV_APP, false],
    ['dev server name spoofed in a path', 'https://evil.example/http://127.0.0.1:5173/', DEV_APP, false],
  ])('%s', (_name, url, app, expected) => {
    expect(origin.isAppPage(url, app)).toBe(expected);
  });
});

describe('appFilePath', () => {
  it.each<[string, string, string]>([
    ['the page', 'app://halo/index.html', join(ROOT, 'index.html')],
    ['the bare origin is the page', 'app://halo/', join(ROOT, 'index.html')],
    ['a bundled script', 'app://halo/assets/index-abc.js', join(ROOT, 'assets', 'index-abc.js')],
    ['an escaped space', 'app://halo/assets/a%20b.css', join(ROOT, 'assets', 'a b.css')],
    ['query and hash are ignored', 'app://halo/assets/a.js?v=1#x', join(ROOT, 'assets', 'a.js')],
    ['dot segments inside the folder', 'app://halo/assets/../index.html', join(ROOT, 'index.html')],
    // The URL parser resolves dot segments (also %2e%2e) and stops at the root: they never leave the folder.
    ['dot segments above the folder, clamped to it', 'app://halo/../../../etc/passwd', join(ROOT, 'etc', 'passwd')],
    ['encoded dot segments, clamped to the folder', 'app://halo/%2e%2e/package.json', join(ROOT, 'package.json')],
  ])('serves %s', (_name, url, file) => {
    expect(origin.appFilePath(url, APP)).toEqual({ ok: true, value: file });
  });

  it.each<[string, string, string]>([
    ['an encoded slash escape', 'app://halo/..%2fpackage.json', 'main/app-path-outside'],
    ['an encoded slash and dots deeper down', 'app://halo/assets/..%2f..%2fdist-main/main.cjs', 'main/app-path-outside'],
    ['a double-encoded escape stays a name', 'app://halo/%252e%252e/x', 'ok'],
    // Refused even though it would resolve inside the folder: a dot segment behind an escaped slash is never a real asset.
    ['a dot segment behind an encoded slash', 'app://halo/assets%2f..%2findex.html', 'main/app-path-outside'],
    ['a single dot behind an encoded slash', 'app://halo/assets%2f.%2findex.html', 'main/app-path-outside'],
    ['an encoded backslash', 'app://halo/..%5cpackage.json', 'main/app-url-invalid'],
    ['not a URL', 'index.html', 'main/app-url-invalid'],
    ['an encoded NUL', 'app://halo/index.html%00.png', 'main/app-url-invalid'],
    ['a broken escape', 'app://halo/%E0%A4%A', 'main/app-url-invalid'],
    ['another host', 'app://evil/index.html', 'main/app-url-invalid'],
    ['a file URL', 'file:///opt/Halo%20Tabletop/resources/app.asar/dist/index.html', 'main/app-url-invalid'],
    ['a web URL', 'https://halo/index.html', 'main/app-url-invalid'],
  ])('refuses %s', (_name, url, code) => {
    const result = origin.appFilePath(url, APP);
    expect(result.ok ? 'ok' : result.error.code).toBe(code);
  });

  it('serves nothing while developing', () => {
    const result = origin.appFilePath('app://halo/index.html', DEV_APP);
    expect(result.ok ? 'ok' : result.error.code).toBe('main/app-url-invalid');
  });
});

describe('isAllowedResource', () => {
  it.each<[string, string, AppOrigin, boolean]>([
    ['the page itself', 'app://halo/index.html', APP, true],
    ['a bundled script', 'app://halo/assets/index-abc.js', APP, true],
    ['an inline image', 'data:image/png;base64,AAAA', APP, true],
    ['a blob', 'blob:app://halo/1234', APP, true],
    ['the developer tools', 'devtools://devtools/bundled/inspector.html', APP, true],
    ['an inline image while developing', 'data:image/png;base64,AAAA', DEV_APP, true],
    ['a blob while developing', 'blob:http://127.0.0.1:5173/1234', DEV_APP, true],
    ['the developer tools while developing', 'devtools://devtools/bundled/inspector.html', DEV_APP, true],
    ['about:blank', 'about:blank', APP, false],
    ['a javascript: URL', 'javascript:alert(1)', APP, false],
    ['a local file', 'file:///etc/passwd', APP, false],
    ['a file in the renderer folder by path', 'file:///opt/Halo%20Tabletop/resources/app.asar/dist/index.html', APP, false],
    ['an escape from the folder', 'app://halo/..%2fdist-main/main.cjs', APP, false],
    ['another host on our scheme', 'app://evil/x.js', APP, false],
    ['a remote script', 'https://cdn.example.com/x.js', APP, false],
    ['a web socket', 'wss://example.com/', APP, false],
    ['dev server module', 'http://127.0.0.1:5173/src/main.tsx', DEV_APP, true],
    ['dev server hot reload socket', 'ws://127.0.0.1:5173/', DEV_APP, true],
    ['a socket on another port while developing', 'ws://127.0.0.1:5174/', DEV_APP, false],
    ['a secure socket to the plain-http dev server', 'wss://127.0.0.1:5173/', DEV_APP, false],
    ['remote while developing', 'https://example.com/', DEV_APP, false],
    ['not a URL', 'assets/x.js', APP, false],
    ['not a URL while developing', 'src/main.tsx', DEV_APP, false],
  ])('%s', (_name, url, app, expected) => {
    expect(origin.isAllowedResource(url, app)).toBe(expected);
  });
});

describe('isInsideFolder', () => {
  const root = '/r/dist';
  it.each<[string, string, boolean]>([
    ['a file in the folder', '/r/dist/index.html', true],
    ['a file deeper down', '/r/dist/assets/a.js', true],
    ['a name that starts with two dots', '/r/dist/..hidden', true],
    ['a name that ends with two dots', '/r/dist/x..', true],
    ['the folder itself', '/r/dist', false],
    ['the folder above', '/r', false],
    ['a sibling folder', '/r/dist-main/main.cjs', false],
    ['a file above', '/r/package.json', false],
    ['far outside', '/etc/passwd', false],
  ])('%s', (_name, file, inside) => {
    expect(origin.isInsideFolder(root, file)).toBe(inside);
  });
});
