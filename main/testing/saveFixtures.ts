/** Saves and temp folders for the main-process tests; the save fixtures themselves are shared with the engines and the browser host. */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SaveFile } from '../../engines/core';
import { FIXTURE_SAVED_AT, fixtureSave } from '../../engines/core/testing/saveFixtures';

export { brokenSaveTexts, withOwnKey } from '../../engines/core/testing/saveFixtures';

/** A fixture save (see engines/core/testing/saveFixtures.ts) under `name` with `actions` steps. */
export function makeSave(name = 'Test game', actions = 1, savedAt = FIXTURE_SAVED_AT): SaveFile {
  return fixtureSave({ name, actions, savedAt });
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
