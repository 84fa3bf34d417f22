/**
 * The worker script's wiring, run in this thread with a stand-in for `node:worker_threads`: in the thread
 * saveParser.ts starts it answers every request with `answer`; in any other thread (a test runner's own
 * workers) it never listens. saveParser.test.ts runs the bundled script in a real worker thread.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSaveFile } from '../engines/core';
import { replyResult, type ParseReply } from './saveParser';
import { loadFresh } from './testing/loadFresh';
import { makeSave } from './testing/saveFixtures';

type Listener = (request: unknown) => void;

/** A stand-in port: records the listeners the script adds and what it posts back. */
function fakePort() {
  const listeners = new Map<string, Listener[]>();
  const posted: ParseReply[] = [];
  return {
    listeners,
    posted,
    on: (event: string, fn: Listener) => void listeners.set(event, [...(listeners.get(event) ?? []), fn]),
    postMessage: (reply: ParseReply) => void posted.push(reply),
    send: (request: unknown) => (listeners.get('message') ?? []).forEach((fn) => fn(request)),
  };
}

async function startWorker(workerData: unknown, parentPort: ReturnType<typeof fakePort> | null): Promise<void> {
  vi.doMock('node:worker_threads', () => ({ workerData, parentPort }));
  await loadFresh(() => import('./saveParseWorker'));
}

afterEach(() => {
  vi.doUnmock('node:worker_threads');
});

describe('saveParseWorker', () => {
  it('in the parser thread, answers each request on the same port with the checked save', async () => {
    const port = fakePort();
    await startWorker('halo-save-parser', port);
    const good = JSON.stringify(makeSave('Good', 3));
    port.send({ id: 4, text: good });
    port.send({ id: 5, text: '{"format": "other"}' });
    expect(port.posted.map((reply) => reply.id)).toEqual([4, 5]);
    expect(await replyResult(port.posted[0]!)).toEqual(parseSaveFile(good));
    expect(port.posted[1]).toEqual({ id: 5, ok: false, error: { code: 'save/foreign-file' } });
  });

  it.each<[string, unknown]>([
    ['no worker data (the main thread or a test runner thread)', undefined],
    ['another role', 'vitest-worker'],
    ['the role in other letters', 'HALO-SAVE-PARSER'],
  ])('with %s, never listens', async (_name, workerData) => {
    const port = fakePort();
    await startWorker(workerData, port);
    expect(port.listeners.size).toBe(0);
  });

  it('with our role but no parent port (not in a thread at all), does nothing and does not fail', async () => {
    await expect(startWorker('halo-save-parser', null)).resolves.toBeUndefined();
  });
});
