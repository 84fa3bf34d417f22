/** Saves and temp folders for the main-process tests. */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SaveFile } from '../../engines/core';

export function makeSave(name = 'Test game', actions = 1, savedAt = '2025-01-02T03:04:05.000Z'): SaveFile {
  return {
    format: 'halo-tabletop/save',
    formatVersion: 1,
    name,
    savedAt,
    seats: [
      { name: 'Ann', color: '#2ec4b6' },
      { name: 'Bo', color: '#e63946' },
    ],
    record: {
      format: 'halo-tabletop/record',
      engine: 'fixture',
      engineVersion: 1,
      players: 2,
      options: { track: 20 },
      seed: 'seed-1',
      actions: Array.from({ length: actions }, (_, i) => ({ seat: i % 2, action: { type: 'step' } })),
    },
  };
}

export async function tempFolder(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'halo-main-'));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Every file in a folder with its bytes, to prove an operation changed nothing. */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  let names: string[] = [];
  try {
    names = await readdir(dir);
  } catch {
    return result;
  }
  for (const name of names.sort()) result[name] = (await readFile(join(dir, name))).toString('base64');
  return result;
}
