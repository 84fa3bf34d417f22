import { describe, expect, it, vi } from 'vitest';
import { appProtocolOrigin } from './appOrigin';
import { CONTENT_SECURITY_POLICY } from './csp.mjs';
import { hardenSession, hardenWebContents, withContentSecurityPolicy } from './security';
import { secureWebPreferences } from './window';

vi.mock('electron', () => ({ BrowserWindow: class {}, screen: {} }));

describe('withContentSecurityPolicy', () => {
  it.each([
    ['no headers', undefined, { 'Content-Security-Policy': ['P'] }],
    ['keeps other headers', { 'Content-Type': ['text/html'] }, { 'Content-Type': ['text/html'], 'Content-Security-Policy': ['P'] }],
    ['replaces a weaker policy in any case', { 'content-security-policy': ["default-src *"] }, { 'Content-Security-Policy': ['P'] }],
    ['replaces a policy named in the usual case', { 'Content-Security-Policy': ["default-src *"] }, { 'Content-Security-Policy': ['P'] }],
    ['replaces a policy named in capitals', { 'CONTENT-SECURITY-POLICY': 'default-src *' }, { 'Content-Security-Policy': ['P'] }],
    ['replaces a policy named in mixed case', { 'content-Security-POLICY': ['a', 'b'] }, { 'Content-Security-Policy': ['P'] }],
    ['keeps a report-only policy and other headers beside it', { 'Content-Security-Policy-Report-Only': 'x', 'X-Frame-Options': ['DENY'] }, { 'Content-Security-Policy-Report-Only': ['x'], 'X-Frame-Options': ['DENY'], 'Content-Security-Policy': ['P'] }],
    ['wraps single values', { Server: 'x' }, { Server: ['x'], 'Content-Security-Policy': ['P'] }],
  ])('%s', (_name, headers, expected) => {
    expect(withContentSecurityPolicy(headers, 'P')).toEqual(expected);
  });
});

function fakeSession() {
  const hooks: Record<string, (...args: never[]) => unknown> = {};
  return {
    hooks,
    webRequest: {
      onHeadersReceived: (fn: never) => (hooks['headers'] = fn),
      onBeforeRequest: (fn: never) => (hooks['request'] = fn),
    },
    setPermissionRequestHandler: (fn: never) => (hooks['permission'] = fn),
    setPermissionCheckHandler: (fn: never) => (hooks['check'] = fn),
    setDevicePermissionHandler: (fn: never) => (hooks['device'] = fn),
  };
}

describe('hardenSession', () => {
  const app = appProtocolOrigin('/app/dist');

  it('sets the CSP header, filters requests and denies every permission', () => {
    const session = fakeSession();
    const log = vi.fn();
    hardenSession(session as never, app, CONTENT_SECURITY_POLICY, log);
    const headers = vi.fn();
    (session.hooks['headers'] as (d: unknown, cb: unknown) => void)({ responseHeaders: {} }, headers);
    expect(headers).toHaveBeenCalledWith({ responseHeaders: { 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });

    const request = (url: string) => {
      const callback = vi.fn();
      (session.hooks['request'] as (d: unknown, cb: unknown) => void)({ url }, callback);
      return callback.mock.calls[0]?.[0];
    };
    expect(request('app://halo/assets/a.js')).toEqual({ cancel: false });
    expect(request('https://tracker.example/pixel.gif')).toEqual({ cancel: true });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('blocked request to https://tracker.example/pixel.gif'));

    const permission = vi.fn();
    (session.hooks['permission'] as (w: unknown, p: string, cb: unknown) => void)({}, 'media', permission);
    expect(permission).toHaveBeenCalledWith(false);
    expect((session.hooks['check'] as () => boolean)()).toBe(false);
    expect((session.hooks['device'] as () => boolean)()).toBe(false);
  });
});

describe('hardenWebContents', () => {
  it('refuses navigation, subframe navigation, webviews and new windows', () => {
    const on: Record<string, (...args: unknown[]) => void> = {};
    let openHandler: ((details: { url: string }) => unknown) | undefined;
    const contents = {
      on: (event: string, fn: (...args: unknown[]) => void) => (on[event] = fn),
      setWindowOpenHandler: (fn: (details: { url: string }) => unknown) => (openHandler = fn),
    };
    hardenWebContents(contents as never, vi.fn());
    const event = (extra = {}) => ({ preventDefault: vi.fn(), ...extra });

    const navigate = event();
    on['will-navigate']?.(navigate, 'https://evil.example/');
    expect(navigate.preventDefault).toHaveBeenCalled();

    const subframe = event({ isMainFrame: false, url: 'https://evil.example/' });
    on['will-frame-navigate']?.(subframe);
    expect(subframe.preventDefault).toHaveBeenCalled();

    const webview = event();
    on['will-attach-webview']?.(webview, {}, {});
    expect(webview.preventDefault).toHaveBeenCalled();

    expect(openHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
  });

  it('logs each refused new window with its address, cut at 200 characters', () => {
    let openHandler: ((details: { url: string }) => unknown) | undefined;
    const log = vi.fn();
    hardenWebContents({ on: () => undefined, setWindowOpenHandler: (fn: typeof openHandler) => (openHandler = fn) } as never, log);
    const long = `https://evil.example/${'x'.repeat(300)}`;
    openHandler?.({ url: 'https://evil.example/' });
    openHandler?.({ url: long });
    expect(log.mock.calls).toEqual([['[security] refused new window for https://evil.example/'], [`[security] refused new window for ${long.slice(0, 200)}`]]);
  });
});

describe('secureWebPreferences', () => {
  it('pins the security switches of the window', () => {
    expect(secureWebPreferences('/app/dist-main/preload.cjs', false)).toMatchObject({
      preload: '/app/dist-main/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      // A file dropped on the window must not replace the game with it; no spell checking (no dictionary downloads).
      navigateOnDragDrop: false,
      spellcheck: false,
      devTools: false,
    });
    expect(secureWebPreferences('/p', true).devTools).toBe(true);
  });
});
