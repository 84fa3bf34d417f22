/**
 * Fault injection for node:fs/promises: a test mocks the module with `faultyFsModule` and arms faults;
 * each armed fault makes the next matching call fail with the given errno code, once or every time.
 */
import type * as fs from 'node:fs/promises';

export type FaultOp = 'open' | 'stat' | 'read' | 'close' | 'writeFile' | 'sync' | 'rename' | 'readdir' | 'mkdir' | 'unlink';

export interface Fault {
  readonly op: FaultOp;
  readonly code: string;
  /** Only for paths containing this text (default: every path). */
  readonly path?: string;
  /** How many calls fail (default 1); Infinity for a fault that stays. */
  times?: number;
}

export const faults: Fault[] = [];
/** Every fault that fired, as `op:code`. */
export const fired: string[] = [];

function errno(code: string, op: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`${code}: injected fault in ${op}`);
  error.code = code;
  return error;
}

/**
 * A simulated crash: once `after` calls have gone through, every later call fails with ECRASH, as if the
 * process had died there (a write that the crash hits leaves the first half of its text on disk).
 * `calls` counts every call, so a test can run a scenario once to learn how many crash points it has.
 */
export const crash = { after: Infinity, calls: 0 };

function crashed(): boolean {
  crash.calls += 1;
  return crash.calls > crash.after;
}

/** Throws when an armed fault matches, or after a simulated crash. */
export function maybeFail(op: FaultOp, path: string): void {
  if (crashed()) throw errno('ECRASH', op);
  const fault = faults.find((f) => f.op === op && (f.path === undefined || path.includes(f.path)) && (f.times ?? 1) > 0);
  if (!fault) return;
  fault.times = (fault.times ?? 1) - 1;
  fired.push(`${op}:${fault.code}`);
  throw errno(fault.code, op);
}

export function resetFaults(): void {
  faults.length = 0;
  fired.length = 0;
  crash.after = Infinity;
  crash.calls = 0;
}

/** A write the crash hits writes half its text first: what a process killed mid-write leaves. */
async function writeOrTear(write: (text: unknown) => Promise<unknown>, op: FaultOp, path: string, data: unknown): Promise<unknown> {
  if (crash.calls + 1 > crash.after && typeof data === 'string') {
    await write(data.slice(0, Math.floor(data.length / 2)));
  }
  maybeFail(op, path);
  return write(data);
}

function wrapHandle(handle: fs.FileHandle, path: string): fs.FileHandle {
  const call = (name: 'stat' | 'read' | 'writeFile' | 'appendFile', args: unknown[]) => (handle[name] as (...a: unknown[]) => Promise<unknown>).apply(handle, args);
  const guarded: Partial<Record<FaultOp | 'appendFile', (...args: unknown[]) => Promise<unknown>>> = {
    stat: async (...args) => (maybeFail('stat', path), call('stat', args)),
    read: async (...args) => (maybeFail('read', path), call('read', args)),
    close: async () => {
      await handle.close();
      maybeFail('close', path);
    },
    writeFile: async (data, ...rest) => writeOrTear((text) => call('writeFile', [text, ...rest]), 'writeFile', path, data),
    appendFile: async (data, ...rest) => writeOrTear((text) => call('appendFile', [text, ...rest]), 'writeFile', path, data),
    sync: async () => (maybeFail('sync', path), handle.sync()),
  };
  return new Proxy(handle, {
    get(target, key, receiver) {
      const replacement = guarded[key as FaultOp | 'appendFile'];
      if (replacement) return replacement;
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The module body for `vi.mock('node:fs/promises', ...)`. */
export function faultyFsModule(real: typeof fs): typeof fs {
  return {
    ...real,
    open: (async (path: string, ...rest: unknown[]) => {
      maybeFail('open', String(path));
      return wrapHandle(await (real.open as (...args: unknown[]) => Promise<fs.FileHandle>)(path, ...rest), String(path));
    }) as typeof fs.open,
    rename: (async (from: string, to: string) => (maybeFail('rename', String(to)), real.rename(from, to))) as typeof fs.rename,
    readdir: (async (path: string, ...rest: unknown[]) => (maybeFail('readdir', String(path)), (real.readdir as (...args: unknown[]) => unknown)(path, ...rest))) as typeof fs.readdir,
    mkdir: (async (path: string, ...rest: unknown[]) => (maybeFail('mkdir', String(path)), (real.mkdir as (...args: unknown[]) => unknown)(path, ...rest))) as typeof fs.mkdir,
    unlink: (async (path: string) => (maybeFail('unlink', String(path)), real.unlink(path))) as typeof fs.unlink,
  };
}
