/**
 * What the file primitives do when the operating system says no. The faults are injected into
 * `node:fs/promises` (tests run as any user, and root can open a file with mode 000), one call at a time.
 */
import type * as fsPromises from 'node:fs/promises';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTextLimited, removeIfPresent, writeFileAtomic } from './atomicFile';
import { tempFolder } from './testing/saveFixtures';

const fault = vi.hoisted(() => ({
  open: undefined as string | undefined,
  /** One path whose open() fails (EISDIR), as a folder's does on Windows. */
  openFailsFor: undefined as string | undefined,
  unlink: undefined as string | undefined,
  /** The size stat() reports, as if the file had grown since. */
  statSize: undefined as number | undefined,
  /** Every open() as [path, flags], and the paths whose handle was synced, in order. */
  opened: [] as [string, string][],
  synced: [] as string[],
  closed: [] as string[],
}));

/** An error as fs gives it; an empty code stands for an error that carries none. */
function systemError(code: string): Error {
  return code === '' ? new Error('injected, no code') : Object.assign(new Error(`${code}: injected`), { code });
}

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fsPromises>();
  return {
    ...actual,
    open: async (...args: Parameters<typeof actual.open>) => {
      const [path, flags] = args;
      if (fault.open !== undefined) throw systemError(fault.open);
      if (fault.openFailsFor === String(path)) throw systemError('EISDIR');
      fault.opened.push([String(path), String(flags)]);
      const handle = await actual.open(...args);
      const size = fault.statSize;
      return new Proxy(handle, {
        get: (target, key) => {
          if (key === 'stat' && size !== undefined) return async () => ({ isFile: () => true, size });
          if (key === 'sync') return async () => (fault.synced.push(String(path)), target.sync());
          if (key === 'close') return async () => (fault.closed.push(String(path)), target.close());
          const value: unknown = Reflect.get(target, key);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
    unlink: (...args: Parameters<typeof actual.unlink>) => (fault.unlink === undefined ? actual.unlink(...args) : Promise.reject(systemError(fault.unlink))),
  };
});

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempFolder()));
afterEach(async () => {
  fault.open = undefined;
  fault.unlink = undefined;
  fault.statSize = undefined;
  fault.openFailsFor = undefined;
  fault.opened = [];
  fault.synced = [];
  fault.closed = [];
  await cleanup();
});

describe('readTextLimited: only a missing file reads as "no file"', () => {
  it('reads a missing file as null (the one case that is not an error)', async () => {
    fault.open = 'ENOENT';
    expect(await readTextLimited(join(dir, 'settings.json'))).toEqual({ ok: true, value: null });
  });

  // An existing file that cannot be opened must never look absent: the settings store would fall back to
  // defaults and then overwrite the file, and a save list would silently drop the game.
  it.each(['EACCES', 'EPERM', 'EMFILE', 'EIO', 'EBUSY', 'ENOTDIR', 'ELOOP'])('reports %s as a failed read, not as a missing file', async (code) => {
    await writeFile(join(dir, 'present.json'), '{}');
    fault.open = code;
    const result = await readTextLimited(join(dir, 'present.json'));
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.error.code).toBe('file/read-failed');
  });

  it('reports an open() failure without any code as a failed read', async () => {
    fault.open = '';
    const result = await readTextLimited(join(dir, 'present.json'));
    expect(result.ok ? 'read as ok' : result.error.code).toBe('file/read-failed');
  });
});

describe('readTextLimited: a file that grew since it was measured', () => {
  it.each([
    ['grew past the limit', 10, { ok: false, error: { code: 'file/too-large', params: { limit: 10 } } }],
    ['grew up to the limit', 12, { ok: true, value: '0123456789ab' }],
  ])('measured at exactly the limit, it %s', async (_name, limit, expected) => {
    await writeFile(join(dir, 'growing.json'), '0123456789ab');
    fault.statSize = limit;
    expect(await readTextLimited(join(dir, 'growing.json'), limit)).toEqual(expected);
  });

  // Measured small, the file has 12 bytes by the time it is read: all of them are read, never a cut-off part.
  it.each<[string, number, number, unknown]>([
    ['measured at 5 bytes, limit 100: read whole', 5, 100, { ok: true, value: '0123456789ab' }],
    ['measured empty, limit 100: read whole', 0, 100, { ok: true, value: '0123456789ab' }],
    ['measured at 5 bytes, limit 12: read whole', 5, 12, { ok: true, value: '0123456789ab' }],
    ['measured at 5 bytes, limit 11: too large', 5, 11, { ok: false, error: { code: 'file/too-large', params: { limit: 11 } } }],
  ])('%s', async (_name, measured, limit, expected) => {
    await writeFile(join(dir, 'growing.json'), '0123456789ab');
    fault.statSize = measured;
    expect(await readTextLimited(join(dir, 'growing.json'), limit)).toEqual(expected);
  });
});

describe('writeFileAtomic: durable before it reports success', () => {
  it('syncs the temporary file, renames it, then syncs the folder so the rename survives a crash', async () => {
    const target = join(dir, 'save.json');
    expect(await writeFileAtomic(target, '{"a":1}')).toEqual({ ok: true, value: undefined });
    expect(fault.opened).toEqual([[`${target}.tmp`, 'w'], [dir, 'r']]);
    expect(fault.synced).toEqual([`${target}.tmp`, dir]);
    expect(fault.closed).toEqual([`${target}.tmp`, dir]);
  });

  it('still succeeds, with the new text in place, where a folder cannot be opened for syncing (Windows)', async () => {
    const target = join(dir, 'save.json');
    fault.openFailsFor = dir;
    expect(await writeFileAtomic(target, '{"b":2}')).toEqual({ ok: true, value: undefined });
    expect(await readFile(target, 'utf8')).toBe('{"b":2}');
    expect(fault.synced).toEqual([`${target}.tmp`]);
  });
});

describe('removeIfPresent: only a missing file is "not there"', () => {
  it('says false for a missing file', async () => {
    fault.unlink = 'ENOENT';
    expect(await removeIfPresent(join(dir, 'gone.json'))).toBe(false);
  });

  it.each(['EACCES', 'EPERM', 'EBUSY'])('throws %s on to the caller', async (code) => {
    await writeFile(join(dir, 'kept.json'), '{}');
    fault.unlink = code;
    await expect(removeIfPresent(join(dir, 'kept.json'))).rejects.toMatchObject({ code });
  });
});
