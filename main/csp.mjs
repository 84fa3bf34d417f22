/**
 * The one content security policy of the app, shared by the Electron main process (response header),
 * the renderer's index.html (<meta>) and scripts/serveStatic.mjs (header in the browser fallback and the
 * Playwright tests). Plain JavaScript so the static server can import it without a TypeScript step.
 */

/** Directive name and its sources, in the order they are written. */
export const CSP_DIRECTIVES = Object.freeze([
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  // Only our stylesheets. React style objects and Konva set styles through the CSSOM (element.style),
  // which a policy does not restrict; no <style> element and no style="" attribute is ever needed.
  ['style-src', "'self'"],
  ['img-src', "'self' data: blob:"],
  ['font-src', "'self' data:"],
  ['connect-src', "'self'"],
  // The bot worker (renderer/bots/worker.ts): a module script of our own origin, nothing else.
  ['worker-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
]);

/** Browsers ignore (and warn about) these in a <meta> policy: they only work as a header. */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

function serialise(directives) {
  return directives.map(([name, sources]) => `${name} ${sources}`).join('; ');
}

/** The policy sent as a `Content-Security-Policy` response header. */
export const CONTENT_SECURITY_POLICY = serialise(CSP_DIRECTIVES);

/** The same policy for `<meta http-equiv="Content-Security-Policy">` in renderer/index.html. */
export const META_CONTENT_SECURITY_POLICY = serialise(CSP_DIRECTIVES.filter(([name]) => !HEADER_ONLY.has(name)));

/**
 * Development only: Vite's dev server puts this nonce on the script and style tags it injects (the React
 * refresh preamble, CSS modules) when vite.config.ts sets `html.cspNonce` for `vite serve`. It is public
 * and fixed, which is fine for a server on this machine that never ships; the shipped policy has none.
 */
export const DEV_CSP_NONCE = 'halo-dev-server';

/**
 * Development only (Vite dev server in Electron): the tags Vite injects carry DEV_CSP_NONCE, and its hot
 * reload talks over a web socket to the dev server, so those two are allowed there. `meta: true` gives
 * the same policy for the <meta> tag, which vite.config.ts puts in the dev server's index.html (a page
 * obeys both its header and its meta policy, so the meta must allow the nonce too).
 */
export function developmentContentSecurityPolicy(devOrigin, { meta = false } = {}) {
  const wsOrigin = devOrigin.replace(/^http/, 'ws');
  const nonce = `'nonce-${DEV_CSP_NONCE}'`;
  const directives = CSP_DIRECTIVES.map(([name, sources]) => {
    if (name === 'script-src' || name === 'style-src') return [name, `${sources} ${nonce}`];
    if (name === 'connect-src') return [name, `${sources} ${wsOrigin}`];
    return [name, sources];
  });
  return serialise(meta ? directives.filter(([name]) => !HEADER_ONLY.has(name)) : directives);
}

/** The meta tag's content attribute in renderer/index.html, to swap its policy for another. */
export const META_POLICY_PATTERN = /(<meta\s+http-equiv="Content-Security-Policy"\s+content=")[^"]*(")/i;
