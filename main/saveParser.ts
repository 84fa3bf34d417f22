/**
 * Parsing and validating save files that come from disk, off the main process's event loop. A save of
 * 10,000 actions takes about half a second to check (`parseSaveFile`: bounded scan, JSON, schema); run in
 * the main process's thread, that would freeze every window and IPC call meanwhile. Small texts are parsed
 * at once (a worker round trip would cost more than it saves); larger ones go to one long-lived worker
 * thread (saveParseWorker.ts), which answers with the same coded errors or with the checked save as
 * compact JSON (read back here in a few milliseconds). A parse that outlasts the time limit ends the
 * worker and gives `file/parse-timeout`; a worker that fails gives `file/read-failed`; the next parse
 * starts a fresh worker. No Electron here: tests run it in plain Node.
 */
import { Worker } from 'node:worker_threads';
import { err, ok, parseSaveFile, type ErrorParams, type GameError, type Result, type SaveFile } from '../engines/core';

/** Checks a save file's text: the save, or the code `parseSaveFile` gives. */
export type SaveParser = (text: string) => Promise<Result<SaveFile>>;

/** Parses in the calling thread (tests, and texts too small to be worth a worker). */
export const parseInThread: SaveParser = (text) => Promise.resolve(parseSaveFile(text));

/** A request to the worker, and its answer: the checked save as JSON, its actions in chunks (see `replyResult`). */
export interface ParseRequest {
  readonly id: number;
  readonly text: string;
}
export type ParseReply =
  | { readonly id: number; readonly ok: true; readonly head: string; readonly actions: readonly string[] }
  | { readonly id: number; readonly ok: false; readonly error: GameError };

export interface WorkerParserOptions {
  /** The worker's bundled script (dist-main/saveParseWorker.cjs). */
  readonly script: string | URL;
  /** How long one parse may take before the worker is ended (default 20 s: a legitimate 8 MB save on a slow machine). */
  readonly timeoutMs?: number;
  /** Texts shorter than this (in characters) are parsed in the calling thread (default 64 K: a few milliseconds). */
  readonly inThreadBelow?: number;
}

export interface WorkerParser {
  readonly parse: SaveParser;
  /** Ends the worker (the app's quit, a test's cleanup); pending parses end with `file/read-failed`. */
  close(): Promise<void>;
}

export const DEFAULT_PARSE_TIMEOUT_MS = 20_000;
export const DEFAULT_IN_THREAD_BELOW = 64 * 1024;

interface Pending {
  readonly resolve: (result: Result<SaveFile> | Promise<Result<SaveFile>>) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

/** Marks the worker thread as ours (its `workerData`). */
export const WORKER_ROLE = 'halo-save-parser';

/** Actions per chunk of a reply: each is read back in a millisecond or two. */
export const ACTIONS_PER_CHUNK = 500;

/** The worker's whole work for one request (pure, tested without a thread). */
export function answer(request: ParseRequest): ParseReply {
  const parsed = parseSaveFile(request.text);
  if (!parsed.ok) return { id: request.id, ok: false, error: parsed.error };
  const save = parsed.value;
  const actions: string[] = [];
  for (let i = 0; i < save.record.actions.length; i += ACTIONS_PER_CHUNK) actions.push(JSON.stringify(save.record.actions.slice(i, i + ACTIONS_PER_CHUNK)));
  return { id: request.id, ok: true, head: JSON.stringify({ ...save, record: { ...save.record, actions: [] } }), actions };
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The reply as a result. The worker wrote the checked save as JSON; it is read back a chunk of actions at
 * a time, giving the event loop a turn between chunks, so no single step blocks it for long.
 */
export async function replyResult(reply: ParseReply): Promise<Result<SaveFile>> {
  if (!reply.ok) return { ok: false, error: reply.error };
  try {
    const save = JSON.parse(reply.head) as SaveFile;
    const actions: SaveFile['record']['actions'][number][] = [];
    for (const chunk of reply.actions) {
      await nextTurn();
      for (const action of JSON.parse(chunk) as SaveFile['record']['actions']) actions.push(action);
    }
    return ok({ ...save, record: { ...save.record, actions } });
  } catch {
    return err('file/read-failed');
  }
}

/** A parser that checks larger texts in a worker thread, started when first needed. */
export function workerSaveParser(options: WorkerParserOptions): WorkerParser {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PARSE_TIMEOUT_MS;
  const inThreadBelow = options.inThreadBelow ?? DEFAULT_IN_THREAD_BELOW;
  const pending = new Map<number, Pending>();
  let worker: Worker | undefined;
  let nextId = 0;

  const settle = (id: number, result: Result<SaveFile> | Promise<Result<SaveFile>>): void => {
    const entry = pending.get(id);
    if (entry === undefined) return;
    pending.delete(id);
    clearTimeout(entry.timer);
    entry.resolve(result);
  };
  /** Ends the worker and every parse it had: the next parse starts a new one. */
  const stop = (code: string, params?: ErrorParams): Promise<void> => {
    const ending = worker;
    worker = undefined;
    for (const id of [...pending.keys()]) settle(id, err(code, params));
    return ending === undefined ? Promise.resolve() : ending.terminate().then(() => undefined);
  };
  const started = (): Worker => {
    if (worker !== undefined) return worker;
    const created = new Worker(options.script, { workerData: WORKER_ROLE });
    created.on('message', (reply: ParseReply) => settle(reply.id, replyResult(reply)));
    created.on('error', () => void (worker === created ? stop('file/read-failed') : undefined));
    created.on('exit', () => void (worker === created ? stop('file/read-failed') : undefined));
    // An idle worker must not keep the process alive.
    created.unref();
    worker = created;
    return created;
  };

  const parse: SaveParser = (text) => {
    if (text.length < inThreadBelow) return parseInThread(text);
    const id = ++nextId;
    return new Promise((resolve) => {
      const timer = setTimeout(() => void stop('file/parse-timeout', { seconds: Math.ceil(timeoutMs / 1000) }), timeoutMs);
      pending.set(id, { resolve, timer });
      const request: ParseRequest = { id, text };
      started().postMessage(request);
    });
  };
  return { parse, close: () => stop('file/read-failed') };
}
