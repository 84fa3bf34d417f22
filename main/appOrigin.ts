/**
 * Where our renderer comes from, and checks that a URL belongs to it: the packaged `dist/index.html`
 * as a file URL, or (development only) the Vite dev server on this machine. Pure functions over URL
 * strings, so the IPC sender check and the request filter are unit-tested without Electron.
 */
import { pathToFileURL } from 'node:url';
import { err, ok, type Result } from '../engines/core';

export type AppOrigin =
  /** `indexPath` is the decoded URL path of dist/index.html; `root` that of its folder, ending in `/`. */
  | { readonly kind: 'file'; readonly indexPath: string; readonly root: string; readonly caseInsensitive: boolean }
  | { readonly kind: 'dev'; readonly origin: string };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function decodedPath(url: URL): string | undefined {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** The app served from a file; `platform` decides whether paths compare case-insensitively. */
export function fileAppOrigin(indexFile: string, platform: NodeJS.Platform = process.platform): AppOrigin {
  const indexPath = decodedPath(pathToFileURL(indexFile)) ?? '';
  const root = indexPath.slice(0, indexPath.lastIndexOf('/') + 1);
  return { kind: 'file', indexPath, root, caseInsensitive: platform === 'win32' || platform === 'darwin' };
}

/** The dev server; only plain http(s) on this machine is accepted, never a remote site. */
export function devAppOrigin(devUrl: string): Result<AppOrigin> {
  const url = parseUrl(devUrl);
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) return err('main/dev-url-invalid');
  if (!LOOPBACK_HOSTS.has(url.hostname)) return err('main/dev-url-not-local');
  return ok({ kind: 'dev', origin: url.origin });
}

function samePath(a: string, b: string, caseInsensitive: boolean): boolean {
  return caseInsensitive ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** A local file URL (no host) and its decoded path, or undefined. */
function localFilePath(url: URL): string | undefined {
  if (url.protocol !== 'file:' || (url.host !== '' && url.host !== 'localhost')) return undefined;
  const path = decodedPath(url);
  return path !== undefined && !path.includes('\0') ? path : undefined;
}

/** True when `text` is our app's page: the exact index.html (any query or hash), or the dev origin. */
export function isAppPage(text: string | undefined, app: AppOrigin): boolean {
  const url = text === undefined ? undefined : parseUrl(text);
  if (url === undefined) return false;
  if (app.kind === 'dev') return url.origin === app.origin;
  const path = localFilePath(url);
  return path !== undefined && samePath(path, app.indexPath, app.caseInsensitive);
}

const ALWAYS_ALLOWED_SCHEMES = new Set(['data:', 'blob:', 'devtools:']);

/**
 * Whether the renderer may load this resource: our own files (inside dist/), the dev server in
 * development, inline data. Everything remote is refused: the app has no online content at all.
 */
export function isAllowedResource(text: string, app: AppOrigin): boolean {
  const url = parseUrl(text);
  if (url === undefined) return false;
  if (ALWAYS_ALLOWED_SCHEMES.has(url.protocol)) return true;
  if (app.kind === 'dev') {
    const socketOrigin = app.origin.replace(/^http/, 'ws');
    return url.origin === app.origin || url.origin === socketOrigin;
  }
  const path = localFilePath(url);
  if (path === undefined || path.split(/[\\/]/).includes('..')) return false;
  const head = path.slice(0, app.root.length);
  return samePath(head, app.root, app.caseInsensitive);
}
