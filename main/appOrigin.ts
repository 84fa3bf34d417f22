/**
 * Where our renderer comes from, and checks that a URL belongs to it: the built renderer folder served
 * on our own privileged protocol (`app://halo/index.html`, see appProtocol.ts), or (development only)
 * the Vite dev server on this machine. Pure functions over URL strings, so the IPC sender check, the
 * request filter and the protocol handler's path mapping are unit-tested without Electron.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { err, ok, type Result } from '../engines/core';

/** The app's own scheme and host: the page is `app://halo/index.html`, its origin `app://halo`. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'halo';
export const APP_INDEX_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

export type AppOrigin =
  /** `root` is the absolute folder of the built renderer (dist/); only files inside it are served. */
  | { readonly kind: 'app'; readonly root: string }
  | { readonly kind: 'dev'; readonly origin: string };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** The app served from the built renderer folder on `app://halo/`. */
export function appProtocolOrigin(rendererRoot: string): AppOrigin {
  return { kind: 'app', root: resolve(rendererRoot) };
}

/** The dev server; only plain http(s) on this machine is accepted, never a remote site. */
export function devAppOrigin(devUrl: string): Result<AppOrigin> {
  const url = parseUrl(devUrl);
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) return err('main/dev-url-invalid');
  if (!LOOPBACK_HOSTS.has(url.hostname)) return err('main/dev-url-not-local');
  return ok({ kind: 'dev', origin: url.origin });
}

/** A URL on our own scheme and host (with no user, password or port), or undefined. */
function appUrl(text: string | undefined): URL | undefined {
  const url = text === undefined ? undefined : parseUrl(text);
  if (url === undefined || url.protocol !== `${APP_SCHEME}:` || url.hostname.toLowerCase() !== APP_HOST) return undefined;
  return url.port === '' && url.username === '' && url.password === '' ? url : undefined;
}

/** The URL that loads the app's page. */
export function appPageUrl(app: AppOrigin): string {
  return app.kind === 'dev' ? `${app.origin}/` : APP_INDEX_URL;
}

/** True when `text` is our app's page: exactly `app://halo/index.html` (any query or hash), or the dev origin. */
export function isAppPage(text: string | undefined, app: AppOrigin): boolean {
  if (app.kind === 'dev') {
    const url = text === undefined ? undefined : parseUrl(text);
    return url !== undefined && url.origin === app.origin;
  }
  return appUrl(text)?.pathname === '/index.html';
}

/**
 * The file inside the renderer folder that an `app://halo/...` URL names. Codes: `main/app-url-invalid`
 * (another scheme or host, a bad escape, a NUL or backslash), `main/app-path-outside` (dot segments or
 * anything else that would leave the folder). `/` is index.html.
 */
export function appFilePath(text: string, app: AppOrigin): Result<string> {
  if (app.kind !== 'app') return err('main/app-url-invalid');
  const url = appUrl(text);
  if (url === undefined) return err('main/app-url-invalid');
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return err('main/app-url-invalid');
  }
  if (path.includes('\0') || path.includes('\\')) return err('main/app-url-invalid');
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '..' || segment === '.')) return err('main/app-path-outside');
  const file = resolve(app.root, ...(segments.length === 0 ? ['index.html'] : segments));
  return isInsideFolder(app.root, file) ? ok(file) : err('main/app-path-outside');
}

/**
 * True when `file` (absolute) lies inside `root` (absolute), not the folder itself, nothing above it and
 * nothing on another drive. A second line of defence: appFilePath refuses dot segments before this.
 */
export function isInsideFolder(root: string, file: string): boolean {
  const inside = relative(root, file);
  return !(inside === '' || inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside));
}

const ALWAYS_ALLOWED_SCHEMES = new Set(['data:', 'blob:', 'devtools:']);

/**
 * Whether the renderer may load this resource: our own files (app://halo/, checked again by the
 * protocol handler), the dev server in development, inline data. Everything remote is refused: the app
 * has no online content at all.
 */
export function isAllowedResource(text: string, app: AppOrigin): boolean {
  const url = parseUrl(text);
  if (url === undefined) return false;
  if (ALWAYS_ALLOWED_SCHEMES.has(url.protocol)) return true;
  if (app.kind === 'dev') {
    const socketOrigin = app.origin.replace(/^http/, 'ws');
    return url.origin === app.origin || url.origin === socketOrigin;
  }
  return appFilePath(text, app).ok;
}
