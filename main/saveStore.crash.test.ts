/**
 * The autosave at every crash point: a scenario of appends, a compaction and whole writes runs once per
 * file-system call, with the process "dying" at that call (faultyFs's `crash`: every later call fails, a
 * write cut in half). A new store then reads the folder. It must hold everything the last autosave that
 * answered held, or the one in flight: nothing confirmed is ever lost, whatever the moment.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveFile } from '../engines/core';
import type { AutosaveEntry } from './autosaveJournal';
import { SaveStore } from './saveStore';
import { crash, resetFaults } from './testing/faultyFs';
import { makeSave, tempFolder } from './testing/saveFixtures';

vi.mock('node:fs/promises', async (importOriginal) => {
  const { faultyFsModule } = await import('./testing/faultyFs');
  return faultyFsModule(await importOriginal());
});

const AT = '2025-02-03T04:05:06.000Z';
const entry = (base: number, count = 1): AutosaveEntry => ({ base, savedAt: AT, actions: Array.from({ length: count }, (_, i) => ({ seat: (base + i) % 2, action: { type: 'step' } })) });

interface Step {
  readonly name: string;
  readonly run: (store: SaveStore) => Promise<{ ok: boolean }>;
  /** The autosave once this step has answered. */
  readonly after: SaveFile;
}

/** Appends (one of them heavy enough to compact the journal), an undo, a load written whole, more appends. */
const STEPS: readonly Step[] = [
  { name: 'append 3', run: (s) => s.appendAutosave(entry(3)), after: makeSave('Auto', 4, AT) },
  { name: 'append 300 (compacts after answering)', run: (s) => s.appendAutosave(entry(4, 300)), after: makeSave('Auto', 304, AT) },
  { name: 'append after the compaction', run: (s) => s.appendAutosave(entry(304)), after: makeSave('Auto', 305, AT) },
  { name: 'undo as a rewind', run: (s) => s.appendAutosave({ base: 304, rewind: true, savedAt: AT, actions: [] }), after: makeSave('Auto', 304, AT) },
  { name: 'a loaded game written whole', run: (s) => s.writeAutosave(makeSave('Loaded', 7)), after: makeSave('Loaded', 7) },
  { name: 'append to the loaded game', run: (s) => s.appendAutosave(entry(7, 2)), after: makeSave('Loaded', 9, AT) },
  { name: 'another game written whole', run: (s) => s.writeAutosave(makeSave('Next', 1)), after: makeSave('Next', 1) },
];
const START = makeSave('Auto', 3, AT);

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  resetFaults();
  ({ dir, cleanup } = await tempFolder());
});
afterEach(async () => {
  resetFaults();
  await cleanup();
});

/** Runs the scenario until the crash; returns how many steps answered ok (the crash fails all later ones). */
async function runUntilCrash(after: number): Promise<number> {
  const setup = new SaveStore(dir);
  await setup.writeAutosave(makeSave('Auto', 2));
  await setup.appendAutosave(entry(2));
  crash.after = after;
  crash.calls = 0;
  const store = new SaveStore(dir);
  let answered = 0;
  for (const step of STEPS) {
    if (!(await step.run(store)).ok) break;
    answered += 1;
  }
  // Lets a compaction queued by the last append run into the crash too.
  await store.readAutosave();
  return answered;
}

describe('SaveStore: a crash at any file-system call loses nothing that was confirmed', () => {
  it('at every crash point of appends, a compaction, an undo and whole writes', async () => {
    await runUntilCrash(Infinity);
    const points = crash.calls;
    expect(points).toBeGreaterThan(60);
    const lost: string[] = [];
    for (let after = 0; after <= points; after++) {
      await cleanup();
      ({ dir, cleanup } = await tempFolder());
      const answered = await runUntilCrash(after);
      resetFaults();
      const read = await new SaveStore(dir).readAutosave();
      const confirmed = answered === 0 ? START : STEPS[answered - 1]!.after;
      const inFlight = STEPS[answered]?.after;
      const got = read.ok ? read.value : null;
      const fine = JSON.stringify(got) === JSON.stringify(confirmed) || (inFlight !== undefined && JSON.stringify(got) === JSON.stringify(inFlight));
      if (!fine) lost.push(`crash at call ${after} (after "${STEPS[answered - 1]?.name ?? 'setup'}"): read ${read.ok ? `${read.value?.name} with ${read.value?.record.actions.length} actions` : read.error.code}`);
    }
    expect(lost).toEqual([]);
  }, 120_000);
});
