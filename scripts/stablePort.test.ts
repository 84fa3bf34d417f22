import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveStatic } from './serveStatic.mjs';
import { isOurServer, serveOnStablePort } from './stablePort.mjs';

let dist: string;
const closers: (() => Promise<void>)[] = [];
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'halo-dist-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Halo</title>');
});
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.();
  await rm(dist, { recursive: true, force: true });
});

/** A server that is not ours on a free port (another program holding it). */
async function stranger(): Promise<number> {
  const server: Server = createServer((_request, response) => response.end('someone else'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return (server.address() as { port: number }).port;
}

/** A port that was free a moment ago. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const portOf = (url: string) => Number(new URL(url).port);

describe('the browser fallback keeps one address', () => {
  it('serves on the first port of the list when it is free', async () => {
    const first = await freePort();
    const server = await serveOnStablePort(dist, { ports: [first, await freePort()] });
    closers.push(server.close);
    expect([server.kind, portOf(server.url)]).toEqual(['new', first]);
  });

  it('reuses our own server still running there (an earlier start), starting no other', async () => {
    const earlier = await serveStatic(dist, { port: 0 });
    closers.push(earlier.close);
    const server = await serveOnStablePort(dist, { ports: [portOf(earlier.url), await freePort()] });
    expect([server.kind, server.url]).toEqual(['reused', earlier.url]);
  });

  it('passes over a port another program holds, to the next of the list', async () => {
    const taken = await stranger();
    const next = await freePort();
    const server = await serveOnStablePort(dist, { ports: [taken, next] });
    closers.push(server.close);
    expect([server.kind, portOf(server.url)]).toEqual(['new', next]);
  });

  it('takes a random port only when every port of the list is held by others, and says so', async () => {
    const server = await serveOnStablePort(dist, { ports: [await stranger(), await stranger()] });
    closers.push(server.close);
    expect(server.kind).toBe('unstable');
  });

  it('tells our server from a stranger by the header it sends', async () => {
    const ours = await serveStatic(dist, { port: 0 });
    closers.push(ours.close);
    expect(await isOurServer(portOf(ours.url))).toBe(true);
    expect(await isOurServer(await stranger())).toBe(false);
    expect(await isOurServer(await freePort())).toBe(false);
  });
});
