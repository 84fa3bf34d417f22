/**
 * Part of the shell benchmark (scripts/bench/shell.mjs): what one autosave costs at 100, 1,000 and
 * 10,000 actions, through the path the desktop app takes after each action: the entry is copied as IPC
 * copies it (structured clone), checked as main checks it, and appended by the SaveStore (fsynced); the
 * same for an undo (a rewind entry). Next to it the whole-record write that a load still makes (and
 * every autosave made before the journal), and the compaction the store makes by itself, spread over
 * the actions it covers.
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
  readonly undoMedianMs: number;
  readonly wholeMedianMs: number;
  readonly compactionPerActionMs: number;
}

/** One game of `actions` actions in its own folder, with the autosave written whole. */
async function table(actions: number) {
  const dir = await mkdtemp(join(tmpdir(), 'halo-bench-autosave-'));
  const store = new SaveStore(dir);
  const game = gameOf(actions);
  const setUp = await store.writeAutosave(game);
  if (!setUp.ok) throw new Error(setUp.error.code);
  return { actions, dir, store, game, length: actions, appends: [] as number[], undos: [] as number[] };
}
type Table = Awaited<ReturnType<typeof table>>;

/** One autosave as the desktop app makes it: the entry copied like IPC copies it, checked, appended. */
async function send(t: Table, entry: object): Promise<number> {
  return timed(async () => {
    const checked = parseAutosaveEntry(structuredClone(entry));
    if (!checked.ok) throw new Error(checked.error.code);
    const appended = await t.store.appendAutosave(checked.value);
    if (!appended.ok) throw new Error(appended.error.code);
  });
}

/** Whole autosaves (as after a load) and compactions (a snapshot of what the store holds). */
async function wholeAndCompaction(t: Table): Promise<{ whole: number; compaction: number }> {
  const compactions: number[] = [];
  for (let i = 0; i < 3; i++) compactions.push(await timed(() => t.store.writeAutosave(t.game)));
  const whole: number[] = [];
  for (let i = 0; i < 3; i++) {
    whole.push(
      await timed(async () => {
        const checked = parseSavePayload(structuredClone(t.game));
        if (!checked.ok || !(await t.store.writeAutosave(checked.value)).ok) throw new Error('whole autosave refused');
      }),
    );
  }
  return { whole: median(whole), compaction: median(compactions) / Math.max(COMPACT_MIN_ACTIONS, t.actions) };
}

/**
 * Measures, for each size, `samples` appended autosaves and 10 undos (a rewind by one, then the action
 * again), taking the sizes in turn so that whatever else the machine does falls on all of them alike;
 * then a few compactions and whole autosaves.
 */
export async function measureAutosaves(sizes: readonly number[], samples = 60): Promise<AutosaveFigures[]> {
  const tables = await Promise.all(sizes.map(table));
  try {
    for (let i = 0; i < samples; i++) {
      for (const t of tables) {
        t.appends.push(await send(t, { base: t.length, savedAt: '2025-01-01T00:00:01.000Z', actions: [action(t.length)] }));
        t.length += 1;
      }
    }
    for (let i = 0; i < 10; i++) {
      for (const t of tables) {
        t.undos.push(await send(t, { base: t.length - 1, rewind: true, savedAt: '2025-01-01T00:00:02.000Z', actions: [] }));
        await send(t, { base: t.length - 1, savedAt: '2025-01-01T00:00:03.000Z', actions: [action(t.length - 1)] });
      }
    }
    const figures: AutosaveFigures[] = [];
    for (const t of tables) {
      const read = await t.store.readAutosave();
      if (!read.ok || read.value?.record.actions.length !== t.length) throw new Error('the journal did not read back');
      const { whole, compaction } = await wholeAndCompaction(t);
      figures.push({ actions: t.actions, appendMedianMs: median(t.appends), appendP95Ms: p95(t.appends), undoMedianMs: median(t.undos), wholeMedianMs: whole, compactionPerActionMs: compaction });
    }
    return figures;
  } finally {
    await Promise.all(tables.map((t) => rm(t.dir, { recursive: true, force: true })));
  }
}

export function formatFigures(figures: AutosaveFigures): string {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  return (
    `autosave at ${figures.actions.toLocaleString('en')} actions: ${ms(figures.appendMedianMs)} median, ${ms(figures.appendP95Ms)} p95 per autosave; ` +
    `after an undo ${ms(figures.undoMedianMs)} (whole record, as after a load: ${ms(figures.wholeMedianMs)}; ` +
    `compaction, spread over the actions it covers: ${ms(figures.compactionPerActionMs)} per action)`
  );
}
