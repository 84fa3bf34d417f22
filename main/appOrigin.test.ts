import { describe, expect, it } from 'vitest';
import { devAppOrigin, fileAppOrigin, isAllowedResource, isAppPage, type AppOrigin } from './appOrigin';

const FILE_APP = fileAppOrigin('/opt/Halo Tabletop/resources/app.asar/dist/index.html', 'linux');
// pathToFileURL only understands the running system's paths, so the Windows origin is written out.
const WINDOWS_APP: AppOrigin = {
  kind: 'file',
  indexPath: '/C:/Program Files/Halo Tabletop/resources/app.asar/dist/index.html',
  root: '/C:/Program Files/Halo Tabletop/resources/app.asar/dist/',
  caseInsensitive: true,
};
const DEV_APP: AppOrigin = { kind: 'dev', origin: 'http://127.0.0.1:5173' };
const INDEX = 'file:///opt/Halo%20Tabletop/resources/app.asar/dist/index.html';

describe('fileAppOrigin', () => {
  it('keeps the decoded path of index.html and its folder', () => {
    expect(FILE_APP).toEqual({
      kind: 'file',
      indexPath: '/opt/Halo Tabletop/resources/app.asar/dist/index.html',
      root: '/opt/Halo Tabletop/resources/app.asar/dist/',
      caseInsensitive: false,
    });
  });

  it.each([
    ['linux', false],
    ['win32', true],
    ['darwin', true],
  ] as const)('compares paths case-insensitively on %s: %s', (platform, expected) => {
    expect(fileAppOrigin('/app/dist/index.html', platform)).toMatchObject({ caseInsensitive: expected });
  });
});

describe('devAppOrigin', () => {
  it.each([
    ['loopback IPv4', 'http://127.0.0.1:5173/', true],
    ['localhost', 'http://localhost:5173', true],
    ['a remote site', 'https://example.com/', false],
    ['a LAN address', 'http://192.168.1.4:5173/', false],
    ['a file URL', 'file:///tmp/index.html', false],
    ['not a URL', 'vite', false],
  ])('%s', (_name, url, accepted) => {
    expect(devAppOrigin(url).ok).toBe(accepted);
  });
});

describe('isAppPage', () => {
  it.each<[string, string | undefined, AppOrigin, boolean]>([
    ['our index.html', INDEX, FILE_APP, true],
    ['our index.html with a hash', `${INDEX}#/game`, FILE_APP, true],
    ['our index.html with a query', `${INDEX}?x=1`, FILE_APP, true],
    ['another file in dist', 'file:///opt/Halo%20Tabletop/resources/app.asar/dist/other.html', FILE_APP, false],
    ['a file elsewhere', 'file:///tmp/index.html', FILE_APP, false],
    ['dot segments resolving elsewhere', 'file:///opt/Halo%20Tabletop/resources/app.asar/dist/../evil/index.html', FILE_APP, false],
    ['a file URL with a host', 'file://evil.example/opt/Halo%20Tabletop/resources/app.asar/dist/index.html', FILE_APP, false],
    ['a web page', 'https://example.com/index.html', FILE_APP, false],
    ['about:blank', 'about:blank', FILE_APP, false],
    ['a data URL', 'data:text/html,hello', FILE_APP, false],
    ['no URL', undefined, FILE_APP, false],
    ['garbage', 'not a url', FILE_APP, false],
    ['Windows path, other case', 'file:///c:/program%20files/halo%20tabletop/resources/app.asar/dist/INDEX.html', WINDOWS_APP, true],
    ['dev server page', 'http://127.0.0.1:5173/', DEV_APP, true],
    ['dev server, other port', 'http://127.0.0.1:5174/', DEV_APP, false],
    ['dev server name spoofed in a path', 'https://evil.example/http://127.0.0.1:5173/', DEV_APP, false],
  ])('%s', (_name, url, app, expected) => {
    expect(isAppPage(url, app)).toBe(expected);
  });
});

describe('isAllowedResource', () => {
  it.each<[string, string, AppOrigin, boolean]>([
    ['the page itself', INDEX, FILE_APP, true],
    ['a bundled script', 'file:///opt/Halo%20Tabletop/resources/app.asar/dist/assets/index-abc.js', FILE_APP, true],
    ['an inline image', 'data:image/png;base64,AAAA', FILE_APP, true],
    ['a blob', 'blob:file:///1234', FILE_APP, true],
    ['a file outside dist', 'file:///etc/passwd', FILE_APP, false],
    ['the app folder next to dist', 'file:///opt/Halo%20Tabletop/resources/app.asar/dist-main/main.cjs', FILE_APP, false],
    ['encoded dot segments', 'file:///opt/Halo%20Tabletop/resources/app.asar/dist/%2e%2e/package.json', FILE_APP, false],
    ['encoded slash escape', 'file:///opt/Halo%20Tabletop/resources/app.asar/dist/..%2fpackage.json', FILE_APP, false],
    ['a remote script', 'https://cdn.example.com/x.js', FILE_APP, false],
    ['a web socket', 'wss://example.com/', FILE_APP, false],
    ['dev server module', 'http://127.0.0.1:5173/src/main.tsx', DEV_APP, true],
    ['dev server hot reload socket', 'ws://127.0.0.1:5173/', DEV_APP, true],
    ['remote while developing', 'https://example.com/', DEV_APP, false],
  ])('%s', (_name, url, app, expected) => {
    expect(isAllowedResource(url, app)).toBe(expected);
  });
});
