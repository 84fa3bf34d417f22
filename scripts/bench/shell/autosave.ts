/**
 * Part of the shell benchmark (scripts/bench/shell.mjs): what one autosave costs at 100, 1,000 and
 * 10,000 actions, through the path the desktop app takes after each action: the entry is copied as IPC
 * copies it (structured clone), checked as main checks it, and appended by the SaveStore (fsynced). Next
 * to it the whole-record write that undo and load still make (and every autosave made before the
 * journal), and the compaction the store makes by itself, spread over the actions it covers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedAction, SaveFile } from '../../../engines/core';
import { COMPACT_MIN_ACTIONS, parseAutosaveEntry } from '../../../main/autosaveJournal';
import { parseSavePayload } from '../../../main/ipcChecks';
import { SaveStore } from '../../../main/saveStore';

/** A Risiko-sized action: a declared attack with its territories and dice. */
function action(i: number): RecordedAction {
  return { seat: i % 4, action: { type: 'attack', from: `territory-${i % 37}`, to: `territory-${(i * 7) % 37}`, dice: 1 + (i % 3), hero: i % 5 === 0 } };
}

function gameOf(actions: number): SaveFile {
  return {
    format: 'halo-tabletop/save',
    formatVersion: 1,
    name: 'Autosave',
    savedAt: '2025-01-01T00:00:00.000Z',
    seats: ['Ada', 'Bo', 'Cy', 'Dee'].map((name, i) => ({ name, color: `#${(0x224466 + i * 0x111111).toString(16)}` })),
    record: { format: 'halo-tabletop/record', engine: 'risiko', engineVersion: 1, players: 4, options: { mode: 'objective' }, seed: 'bench', actions: Array.from({ length: actions }, (_, i) => action(i)) },
  };
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const p95 = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? NaN;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export interface AutosaveFigures {
  readonly actions: number;
  readonly appendMedianMs: number;
  readonly appendP95Ms: number;
  readonly wholeMedianMs: number;
  readonly compactionPerActionMs: number;
}

/** Measures `samples` appended autosaves, then a few compactions and whole autosaves, on a game of `actions` actions. */
export async function measureAutosave(actions: number, samples = 60): Promise<AutosaveFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'halo-bench-autosave-'));
  try {
    const store = new SaveStore(dir);
    const game = gameOf(actions);
    const setUp = await store.writeAutosave(game);
    if (!setUp.ok) throw new Error(setUp.error.code);
    const appends: number[] = [];
    for (let i = 0; i < samples; i++) {
      const base = actions + i;
      appends.push(
        await timed(async () => {
          const entry = parseAutosaveEntry(structuredClone({ base, savedAt: '2025-01-01T00:00:01.000Z', actions: [action(base)] }));
          if (!entry.ok) throw new Error(entry.error.code);
          const appended = await store.appendAutosave(entry.value);
          if (!appended.ok) throw new Error(appended.error.code);
        }),
      );
    }
    const read = await store.readAutosave();
    if (!read.ok || read.value?.record.actions.length !== actions + samples) throw new Error('the journal did not read back');
    // A compaction is a snapshot write of what the store holds: no IPC copy, no parse.
    const compactions: number[] = [];
    for (let i = 0; i < 3; i++) compactions.push(await timed(() => store.writeAutosave(game)));
    // A whole autosave (undo, load; every autosave before the journal): copied, checked, written.
    const whole: number[] = [];
    for (let i = 0; i < 3; i++) {
      whole.push(
        await timed(async () => {
          const checked = parseSavePayload(structuredClone(game));
          if (!checked.ok) throw new Error(checked.error.code);
          const written = await store.writeAutosave(checked.value);
          if (!written.ok) throw new Error(written.error.code);
        }),
      );
    }
    // The store compacts once the journal is as long as the snapshot (at least COMPACT_MIN_ACTIONS).
    const compaction = median(compactions) / Math.max(COMPACT_MIN_ACTIONS, actions);
    return { actions, appendMedianMs: median(appends), appendP95Ms: p95(appends), wholeMedianMs: median(whole), compactionPerActionMs: compaction };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function formatFigures(figures: AutosaveFigures): string {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  return (
    `autosave at ${figures.actions.toLocaleString('en')} actions: ${ms(figures.appendMedianMs)} median, ${ms(figures.appendP95Ms)} p95 per autosave ` +
    `(whole record, as after undo or load: ${ms(figures.wholeMedianMs)}; compaction, spread over the actions it covers: ${ms(figures.compactionPerActionMs)} per action)`
  );
}
