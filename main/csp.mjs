/**
 * The one content security policy of the app, shared by the Electron main process (response header),
 * the renderer's index.html (<meta>) and scripts/serveStatic.mjs (header in the browser fallback and the
 * Playwright tests). Plain JavaScript so the static server can import it without a TypeScript step.
 */

/** Directive name and its sources, in the order they are written. */
export const CSP_DIRECTIVES = Object.freeze([
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  // React and Konva set inline style attributes; no inline <style> or script is needed beyond that.
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' data: blob:"],
  ['font-src', "'self' data:"],
  ['connect-src', "'self'"],
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
 * Development only (Vite dev server in Electron): Vite's React refresh preamble is an inline module
 * script and its hot reload talks over a web socket to the dev server, so those two are allowed there.
 */
export function developmentContentSecurityPolicy(devOrigin) {
  const wsOrigin = devOrigin.replace(/^http/, 'ws');
  return serialise(
    CSP_DIRECTIVES.map(([name, sources]) => {
      if (name === 'script-src') return [name, `${sources} 'unsafe-inline'`];
      if (name === 'connect-src') return [name, `${sources} ${wsOrigin}`];
      return [name, sources];
    }),
  );
}
