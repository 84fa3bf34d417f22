import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../main/csp.mjs';
import { requestSegments, serveStatic } from './serveStatic.mjs';

let base: string;
let server: { url: string; close(): Promise<void> };
let port: number;

/** A raw request: the path goes on the wire exactly as written (fetch would normalise `..` away). */
function raw(path: string, method = 'GET', host?: string, hostHeaderName = 'host'): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = host === undefined ? {} : { [hostHeaderName]: host };
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'halo-serve-'));
  const root = join(base, 'dist');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(root, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(join(root, 'assets', 'style.css'), 'body{}');
  await writeFile(join(root, 'assets', 'icon.svg'), '<svg/>');
  await writeFile(join(root, 'assets', 'font.woff2'), 'x');
  await writeFile(join(root, 'assets', 'data.bin'), 'x');
  await writeFile(join(base, 'package.json'), '{"secret":true}');
  await writeFile(join(base, 'secret.txt'), 'secret');
  await symlink(join(base, 'secret.txt'), join(root, 'link.txt'));
  server = await serveStatic(root, { port: 0 });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server.close();
  await rm(base, { recursive: true, force: true });
});

describe('serveStatic', () => {
  it('serves on 127.0.0.1 with a free port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it.each([
    ['/', 'text/html; charset=utf-8', '<!doctype html><title>app</title>'],
    ['/index.html', 'text/html; charset=utf-8', '<!doctype html><title>app</title>'],
    ['/index.html?lang=de#x', 'text/html; charset=utf-8', '<!doctype html><title>app</title>'],
    ['/assets/app.js', 'text/javascript; charset=utf-8', 'console.log(1)'],
    ['/assets/style.css', 'text/css; charset=utf-8', 'body{}'],
    ['/assets/icon.svg', 'image/svg+xml', '<svg/>'],
    ['/assets/font.woff2', 'font/woff2', 'x'],
    ['/assets/data.bin', 'application/octet-stream', 'x'],
    ['/assets/%61pp.js', 'text/javascript; charset=utf-8', 'console.log(1)'],
  ])('serves %s as %s with the security headers', async (path, type, body) => {
    const response = await raw(path);
    expect(response).toMatchObject({ status: 200, body });
    expect(response.headers).toMatchObject({
      'content-type': type,
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
    });
  });

  it.each([
    '/../package.json',
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/package.json',
    '/%2E%2E/secret.txt',
    '/..%2fpackage.json',
    '/..%2Fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/%2e%2e%5csecret.txt',
    '/index.html%00.js',
    '/link.txt',
    '/nothing-here.js',
    '/assets',
    '/C:/Windows/win.ini',
  ])('answers 404 to %s and never leaks what is outside the folder', async (path) => {
    const response = await raw(path);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('secret');
  });

  it.each([
    ['malformed percent encoding', '/%zz'],
    ['not an origin-form target', 'http://127.0.0.1/index.html'],
  ])('answers 400 to %s', async (_name, path) => {
    expect((await raw(path)).status).toBe(400);
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('refuses %s with 405', async (method) => {
    const response = await raw('/index.html', method);
    expect(response.status).toBe(405);
    expect(response.headers['allow']).toBe('GET, HEAD');
  });

  it('answers HEAD with headers only', async () => {
    const response = await raw('/assets/app.js', 'HEAD');
    expect(response).toMatchObject({ status: 200, body: '' });
    expect(response.headers['content-length']).toBe('14');
  });

  it('refuses requests for another host name (DNS rebinding)', async () => {
    expect((await raw('/', 'GET', `evil.example:${port}`)).status).toBe(421);
    expect((await raw('/', 'GET', `localhost:${port}`)).status).toBe(200);
  });

  // Host names compare without regard to case (RFC 9110, 4.2.3), and so do header names.
  it.each([
    { name: 'the loopback address', host: () => `127.0.0.1:${port}`, status: 200 },
    { name: 'localhost in capitals', host: () => `LOCALHOST:${port}`, status: 200 },
    { name: 'localhost in mixed case', host: () => `LocalHost:${port}`, status: 200 },
    { name: 'another name in capitals', host: () => `EVIL.EXAMPLE:${port}`, status: 421 },
    { name: 'localhost on another port', host: () => `localhost:${port + 1}`, status: 421 },
    { name: 'localhost without a port', host: () => 'localhost', status: 421 },
    { name: 'a name that only starts like localhost', host: () => `localhost.evil.example:${port}`, status: 421 },
  ])('answers a Host of $name with $status', async ({ host, status }) => {
    expect((await raw('/', 'GET', host())).status).toBe(status);
  });

  it.each(['HOST', 'Host', 'hOsT'])('reads the Host header whatever the case of its name (%s)', async (name) => {
    expect((await raw('/', 'GET', `localhost:${port}`, name)).status).toBe(200);
    expect((await raw('/', 'GET', `evil.example:${port}`, name)).status).toBe(421);
  });

  it('rejects a folder that does not exist and a port that is taken', async () => {
    await expect(serveStatic(join(base, 'missing'))).rejects.toThrow();
    await expect(serveStatic(join(base, 'dist'), { port })).rejects.toThrow();
  });
});

describe('requestSegments', () => {
  it.each([
    ['/', { segments: [] }],
    ['/a/./b//c', { segments: ['a', 'b', 'c'] }],
    ['/a%20b', { segments: ['a b'] }],
    ['/a/../b', { refuse: 404 }],
    ['/a%2fb', { refuse: 404 }],
    ['/%zz', { refuse: 400 }],
    ['*', { refuse: 400 }],
  ])('%s', (target, expected) => {
    expect(requestSegments(target)).toEqual(expected);
  });
});
