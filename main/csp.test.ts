import { existsSync, readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadFresh } from './testing/loadFresh';

// Every policy here is built while csp.mjs loads: loaded afresh per test (see loadFresh).
const loadCsp = () => loadFresh(() => import('./csp.mjs'));
let csp: Awaited<ReturnType<typeof loadCsp>>;
beforeEach(async () => {
  csp = await loadCsp();
});

describe('content security policy', () => {
  it('is exactly the agreed header string', () => {
    expect(csp.CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; " +
        "font-src 'self' data:; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
  });

  it('drops only frame-ancestors (ignored in <meta>) for the meta tag', () => {
    expect(csp.META_CONTENT_SECURITY_POLICY).toBe(csp.CONTENT_SECURITY_POLICY.replace("; frame-ancestors 'none'", ''));
  });

  it.each([
    ['no inline anything', /'unsafe-inline'/],
    ['no eval', /'unsafe-eval'|'wasm-unsafe-eval'/],
    ['no nonce or hash', /'nonce-|'sha\d+-/],
    ['no remote hosts', /https?:|wss?:|\*/],
  ])('the shipped policy allows %s', (_name, pattern) => {
    expect(csp.CONTENT_SECURITY_POLICY).not.toMatch(pattern);
  });

  it('in development adds only the nonce of the Vite-injected tags and its hot-reload socket', () => {
    const dev = csp.developmentContentSecurityPolicy('http://127.0.0.1:5173');
    expect(csp.DEV_CSP_NONCE).toBe('halo-dev-server');
    expect(dev).toContain("script-src 'self' 'nonce-halo-dev-server';");
    expect(dev).toContain("style-src 'self' 'nonce-halo-dev-server';");
    expect(dev).toContain("connect-src 'self' ws://127.0.0.1:5173;");
    expect(dev).not.toMatch(/'unsafe-/);
    expect(dev.replaceAll(" 'nonce-halo-dev-server'", '').replace(' ws://127.0.0.1:5173', '')).toBe(csp.CONTENT_SECURITY_POLICY);
  });

  it('in development the meta variant drops only frame-ancestors, and the pattern finds the meta in index.html', () => {
    const dev = csp.developmentContentSecurityPolicy('http://127.0.0.1:5173');
    expect(csp.developmentContentSecurityPolicy('http://127.0.0.1:5173', { meta: true })).toBe(dev.replace("; frame-ancestors 'none'", ''));
    const html = '<meta\n      http-equiv="Content-Security-Policy"\n      content="default-src \'self\'"\n    />';
    expect(html.replace(csp.META_POLICY_PATTERN, '$1X$2')).toBe('<meta\n      http-equiv="Content-Security-Policy"\n      content="X"\n    />');
  });

  // The renderer owns index.html; this guards that its <meta> policy stays the one main sends.
  it.skipIf(!existsSync('renderer/index.html'))('renderer/index.html carries the same policy in its <meta>', () => {
    const html = readFileSync('renderer/index.html', 'utf8');
    const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html)?.[1];
    expect(csp.META_POLICY_PATTERN.test(html)).toBe(true);
    expect(meta?.replace(/\s+/g, ' ').trim()).toBe(csp.META_CONTENT_SECURITY_POLICY);
  });
});
