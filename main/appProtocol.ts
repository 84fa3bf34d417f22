/**
 * The app's own protocol, `app://halo/`: the renderer is served from the built renderer folder through
 * a handler in main instead of from file URLs, so the page has a real origin, the file-protocol fuse can stay
 * off, nothing outside the folder is ever served, and every response carries our content security
 * policy as a header (the one that applies to this protocol; the <meta> tag repeats it).
 */
import type { Protocol } from 'electron';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { APP_SCHEME, appFilePath, type AppOrigin } from './appOrigin';

/**
 * `standard` gives the scheme an origin and relative URLs; `secure` makes it a secure context. No
 * `corsEnabled` and no `bypassCSP`: the page's own (same-origin) module scripts load, nothing from another
 * origin may read our files, and the policy always applies.
 */
export const APP_SCHEME_PRIVILEGES = Object.freeze({ standard: true, secure: true, supportFetchAPI: true, codeCache: true });

/** Must run before the app is ready (Electron's rule for privileged schemes). */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { ...APP_SCHEME_PRIVILEGES } }]);
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

export interface AppRequest {
  readonly url: string;
  readonly method: string;
}

export type ReadFile = (path: string) => Promise<Uint8Array>;

/**
 * The response to one `app://` request: the file with its type and our policy, or a bare error status
 * (405 for anything but GET/HEAD, 403 outside the folder, 404 missing). Never throws.
 */
export async function serveAppRequest(request: AppRequest, app: AppOrigin, policy: string, read: ReadFile = readFile): Promise<Response> {
  const headers = { 'Content-Security-Policy': policy, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' };
  const refuse = (status: number): Response => new Response(null, { status, headers });
  if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405);
  const file = appFilePath(request.url, app);
  if (!file.ok) return refuse(file.error.code === 'main/app-path-outside' ? 403 : 404);
  let body: Uint8Array;
  try {
    body = await read(file.value);
  } catch (error) {
    const code = errorCode(error);
    return refuse(code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR' ? 404 : 500);
  }
  const typed = { ...headers, 'Content-Type': contentTypeOf(file.value) };
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers: typed });
}

/** Serves `app://` from the renderer folder for the session's requests (call once the app is ready). */
export function handleAppProtocol(
  protocol: Pick<Protocol, 'handle'>,
  app: AppOrigin,
  policy: string,
  log: (message: string) => void,
): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const response = await serveAppRequest(request, app, policy);
    if (response.status !== 200) log(`[protocol] ${response.status} for ${request.url.slice(0, 200)}`);
    return response;
  });
}
