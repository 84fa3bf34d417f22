/**
 * A small static file server for the built renderer: used by `npm start` when the Electron runtime is
 * not installed, by the Playwright tests (dist-e2e/) and by the benchmark (dist/). Loopback only, GET and
 * HEAD only, the app's content security policy on every response, and no way out of the served folder
 * (`..` in any spelling, encoded slashes, NUL bytes and symlinks pointing outside are all refused).
 *
 *   import { serveStatic } from './serveStatic.mjs'; const { url, close } = await serveStatic('dist', { port: 0 });
 *   node scripts/serveStatic.mjs <dir> <port>
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, relative, resolve, sep, isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTENT_SECURITY_POLICY } from '../main/csp.mjs';

const HOST = '127.0.0.1';

export const MIME_TYPES = Object.freeze({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
});

/** Every answer names this server, so `npm start` can tell a server of ours on its port from a stranger (stablePort.mjs). */
export const SERVER_HEADER = 'X-Halo-Tabletop';
export const SERVER_ID = 'static';

const SECURITY_HEADERS = Object.freeze({
  [SERVER_HEADER]: SERVER_ID,
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-cache',
});

/**
 * The decoded path segments of a request target, or a reason to refuse it. Works on the raw target,
 * never on a normalised URL, so `/../x` and `/%2e%2e/x` are seen (and refused) as written.
 */
export function requestSegments(target) {
  const path = (target ?? '/').split(/[?#]/, 1)[0];
  if (!path.startsWith('/')) return { refuse: 400 };
  const segments = [];
  for (const raw of path.split('/')) {
    let segment;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { refuse: 400 };
    }
    if (segment === '' || segment === '.') continue;
    if (segment === '..' || /[\\/\0:]/.test(segment)) return { refuse: 404 };
    segments.push(segment);
  }
  return { segments };
}

function inside(root, path) {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

/** The real file to send for a request, or undefined (404): inside the root even after symlinks. */
async function resolveFile(root, segments) {
  let path = resolve(root, ...segments);
  if (!inside(root, path)) return undefined;
  try {
    path = await realpath(path);
    if (!inside(root, path)) return undefined;
    let info = await stat(path);
    if (info.isDirectory()) {
      path = join(path, 'index.html');
      info = await stat(path);
    }
    return info.isFile() ? { path, size: info.size } : undefined;
  } catch {
    return undefined;
  }
}

function sendStatus(response, status, extra = {}) {
  const body = `${status}\n`;
  response.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), ...extra });
  response.end(body);
}

/**
 * Only requests addressed to this server by its loopback name (a guard against DNS rebinding). Host
 * names compare without regard to case, so `LocalHost:<port>` is this server too.
 */
function hostAllowed(hostHeader, port) {
  const host = typeof hostHeader === 'string' ? hostHeader.toLowerCase() : '';
  return host === `${HOST}:${port}` || host === `localhost:${port}` || host === `[::1]:${port}`;
}

async function handle(root, port, request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return sendStatus(response, 405, { Allow: 'GET, HEAD' });
  if (!hostAllowed(request.headers.host, port)) return sendStatus(response, 421);
  const parsed = requestSegments(request.url);
  if (parsed.refuse !== undefined) return sendStatus(response, parsed.refuse);
  const file = await resolveFile(root, parsed.segments);
  if (file === undefined) return sendStatus(response, 404);
  const type = MIME_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
  response.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': type, 'Content-Length': file.size });
  if (request.method === 'HEAD') return response.end();
  createReadStream(file.path)
    .on('error', () => response.destroy())
    .pipe(response);
}

/**
 * Serves `rootDir` on 127.0.0.1. `port: 0` picks a free port. Rejects when the folder does not exist
 * or the port is taken.
 */
export async function serveStatic(rootDir, { port = 0 } = {}) {
  const root = await realpath(resolve(rootDir));
  if (!(await stat(root)).isDirectory()) throw new Error(`${rootDir} is not a folder`);
  const server = createServer((request, response) => {
    handle(root, server.address().port, request, response).catch(() => {
      if (!response.headersSent) sendStatus(response, 500);
      else response.destroy();
    });
  });
  await new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, HOST, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const url = `http://${HOST}:${server.address().port}/`;
  const close = () =>
    new Promise((resolveClose) => {
      server.close(() => resolveClose());
      server.closeAllConnections();
    });
  return { url, close };
}

async function cli([dir, portText]) {
  const port = Number(portText ?? 0);
  if (dir === undefined || !Number.isInteger(port) || port < 0 || port > 65535) {
    console.error('usage: node scripts/serveStatic.mjs <dir> <port>');
    process.exitCode = 2;
    return;
  }
  const { url, close } = await serveStatic(dir, { port });
  console.log(`serving ${dir} at ${url}`);
  const stop = () => void close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  cli(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
