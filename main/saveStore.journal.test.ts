import { spawn } from 'node:child_process';
import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { journalHeaderLine, type AutosaveEntry } from './autosaveJournal';
import { SaveStore } from './saveStore';
import { makeSave, tempFolder } from './testing/saveFixtures';

let dir: string;
let cleanup: () => Promise<void>;
let store: SaveStore;
beforeEach(async () => {
  ({ dir, cleanup } = await tempFolder());
  store = new SaveStore(dir);
});
afterEach(() => cleanup());

const AT = '2025-02-03T04:05:06.000Z';
const step = (i: number) => ({ seat: i % 2, action: { type: 'step' } });
const entry = (base: number, count = 1): AutosaveEntry => ({ base, savedAt: AT, actions: Array.from({ length: count }, (_, i) => step(base + i)) });
const journalLines = async () => (await readFile(join(dir, '_autosave.journal'), 'utf8')).split('\n').filter(Boolean);

describe('SaveStore: the autosave journal', () => {
  it('appends only the new actions and reads back the whole game', async () => {
    await store.writeAutosave(makeSave('Auto', 2));
    const snapshot = await readFile(join(dir, '_autosave.json'), 'utf8');
    expect(await store.appendAutosave(entry(2))).toEqual({ ok: true, value: undefined });
    expect(await store.appendAutosave(entry(3, 2))).toEqual({ ok: true, value: undefined });
    // The snapshot was not touched: the two autosaves each added one line.
    expect(await readFile(join(dir, '_autosave.json'), 'utf8')).toBe(snapshot);
    expect((await journalLines()).map((line) => JSON.parse(line).base)).toEqual([undefined, 2, 3]);
    expect(await store.readAutosave()).toEqual({ ok: true, value: makeSave('Auto', 5, AT) });
    // A new process (a new store) reads the same.
    expect(await new SaveStore(dir).readAutosave()).toEqual({ ok: true, value: makeSave('Auto', 5, AT) });
  });

  it.each([
    ['behind', 1],
    ['ahead', 3],
  ])('refuses an entry that is %s with save/out-of-step and changes nothing', async (_name, base) => {
    await store.writeAutosave(makeSave('Auto', 2));
    const before = await readFile(join(dir, '_autosave.journal'), 'utf8');
    expect(await store.appendAutosave(entry(base))).toEqual({ ok: false, error: { code: 'save/out-of-step', params: { expected: 2, base } } });
    expect(await readFile(join(dir, '_autosave.journal'), 'utf8')).toBe(before);
  });

  it('is out of step when there is no autosave at all, or after it was cleared', async () => {
    expect(await store.appendAutosave(entry(0))).toEqual({ ok: false, error: { code: 'save/out-of-step', params: { expected: 0, base: 0 } } });
    await store.writeAutosave(makeSave('Auto', 1));
    await store.clearAutosave();
    expect(await store.appendAutosave(entry(1))).toMatchObject({ ok: false, error: { code: 'save/out-of-step' } });
    expect(await readdir(dir)).toEqual([]);
  });

  it('a whole write (undo, load) starts a new journal', async () => {
    await store.writeAutosave(makeSave('Auto', 2));
    await store.appendAutosave(entry(2, 3));
    await store.writeAutosave(makeSave('Undone', 4));
    expect(await journalLines()).toHaveLength(1);
    expect(await store.readAutosave()).toEqual({ ok: true, value: makeSave('Undone', 4) });
    expect(await store.appendAutosave(entry(4))).toEqual({ ok: true, value: undefined });
  });

  it('takes an undo as a rewind line, and reads it back', async () => {
    await store.writeAutosave(makeSave('Auto', 2));
    await store.appendAutosave(entry(2, 3));
    expect(await store.appendAutosave({ base: 3, rewind: true, savedAt: AT, actions: [] })).toEqual({ ok: true, value: undefined });
    expect(await store.appendAutosave({ ...entry(3), rewind: true })).toEqual({ ok: true, value: undefined });
    expect(await journalLines()).toHaveLength(4);
    expect(await new SaveStore(dir).readAutosave()).toEqual({ ok: true, value: makeSave('Auto', 4, AT) });
    expect(await store.appendAutosave({ base: 9, rewind: true, savedAt: AT, actions: [] })).toMatchObject({ ok: false, error: { code: 'save/out-of-step' } });
  });

  it('counts rewinds towards compaction, so undoing back and forth cannot grow the journal without end', async () => {
    await store.writeAutosave(makeSave('Auto', 0));
    await store.appendAutosave(entry(0));
    for (let i = 0; i < 127; i++) {
      await store.appendAutosave({ base: 0, rewind: true, savedAt: AT, actions: [] });
      await store.appendAutosave(entry(0));
    }
    // 1 + 127 × (1 + 1) = 255: one short of the 256 that compact an empty snapshot.
    expect(await journalLines()).toHaveLength(256);
    await store.appendAutosave({ base: 0, rewind: true, savedAt: AT, actions: [] });
    expect(await store.readAutosave()).toMatchObject({ ok: true, value: { record: { actions: [] } } });
    expect(await journalLines()).toHaveLength(1);
  });

  it('compacts once the journal holds as many actions as the snapshot (at least 256), after answering', async () => {
    await store.writeAutosave(makeSave('Auto', 0));
    for (let i = 0; i < 255; i++) expect((await store.appendAutosave(entry(i))).ok).toBe(true);
    expect(await journalLines()).toHaveLength(256);
    await store.appendAutosave(entry(255));
    await store.readAutosave(); // runs after the queued compaction
    expect(await journalLines()).toHaveLength(1);
    expect(JSON.parse(await readFile(join(dir, '_autosave.json'), 'utf8')).record.actions).toHaveLength(256);
    // The next compaction waits until the journal is as long as the 256-action snapshot.
    for (let i = 256; i < 511; i++) await store.appendAutosave(entry(i));
    await store.readAutosave();
    expect(await journalLines()).toHaveLength(256);
    await store.appendAutosave(entry(511));
    expect(await store.readAutosave()).toMatchObject({ ok: true, value: { record: { actions: { length: 512 } } } });
    expect(await journalLines()).toHaveLength(1);
  });

  it('continues after a process stopped mid-append: the cut line is lost, nothing else', async () => {
    await store.writeAutosave(makeSave('Auto', 2));
    await store.appendAutosave(entry(2));
    await appendFile(join(dir, '_autosave.journal'), JSON.stringify(entry(3)).slice(0, 25));
    const next = new SaveStore(dir);
    expect(await next.readAutosave()).toEqual({ ok: true, value: makeSave('Auto', 3, AT) });
    // The next append rewrites the files, so the cut line never sits in the middle of the journal.
    expect(await next.appendAutosave(entry(3))).toEqual({ ok: true, value: undefined });
    expect(await journalLines()).toHaveLength(1);
    expect(await new SaveStore(dir).readAutosave()).toEqual({ ok: true, value: makeSave('Auto', 4, AT) });
  });

  it('appends after a restart without a read first (it reads the files once)', async () => {
    await store.writeAutosave(makeSave('Auto', 2));
    expect(await new SaveStore(dir).appendAutosave(entry(2))).toEqual({ ok: true, value: undefined });
    expect(await new SaveStore(dir).readAutosave()).toEqual({ ok: true, value: makeSave('Auto', 3, AT) });
  });

  it('ignores a journal of another snapshot (a crash between the two renames)', async () => {
    await store.writeAutosave(makeSave('Auto', 2));
    await writeFile(join(dir, '_autosave.journal'), journalHeaderLine('c'.repeat(64)) + `${JSON.stringify(entry(2))}\n`);
    expect(await new SaveStore(dir).readAutosave()).toEqual({ ok: true, value: makeSave('Auto', 2) });
  });

  it('keeps every action before a bad line in the middle, and leaves out the bad line and all after it', async () => {
    await store.writeAutosave(makeSave('Auto', 2));
    await store.appendAutosave(entry(2));
    await store.appendAutosave(entry(3));
    await store.appendAutosave(entry(4));
    const lines = await journalLines();
    await writeFile(join(dir, '_autosave.journal'), [lines[0], lines[1], lines[2]!.replace('"seat":1', '"seat":99'), lines[3], ''].join('\n'));
    expect(await new SaveStore(dir).readAutosave()).toEqual({ ok: true, value: makeSave('Auto', 3, AT) });
  });

  it('a journal over the size limit is refused when read, and an append past it writes a snapshot instead', async () => {
    const small = new SaveStore(dir, { maxBytes: 2_000 });
    await small.writeAutosave(makeSave('Auto', 2));
    for (let i = 2; i < 40; i++) expect((await small.appendAutosave(entry(i))).ok).toBe(true);
    expect((await readFile(join(dir, '_autosave.journal'))).length).toBeLessThanOrEqual(2_000);
    expect(await new SaveStore(dir, { maxBytes: 2_000 }).readAutosave()).toMatchObject({ ok: true, value: { record: { actions: { length: 40 } } } });
  });
});

describe('SaveStore: a killed autosave loses at most the action in flight', () => {
  let child: string;
  beforeEach(async () => {
    child = join(dir, 'child.mjs');
    await build({ entryPoints: [join(import.meta.dirname, 'testing', 'autosaveChild.ts')], outfile: child, bundle: true, platform: 'node', format: 'esm', logLevel: 'silent' });
  });

  /**
   * Runs the child and kills it (SIGKILL) as soon as it has confirmed `autosaves` more autosaves: by then
   * it is already in the next one (its append, fsync or a compaction). Returns the last count it confirmed.
   */
  function runAndKill(folder: string, autosaves: number, wholeEvery = 0): Promise<{ confirmed: number; stderr: string }> {
    return new Promise((resolve) => {
      const worker = spawn(process.execPath, [child, folder, String(wholeEvery)], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let stderr = '';
      let seen = 0;
      worker.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        seen = out.split('\n').length - 1;
        if (seen >= autosaves) worker.kill('SIGKILL');
      });
      worker.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const guard = setTimeout(() => worker.kill('SIGKILL'), 20_000);
      worker.on('exit', () => {
        clearTimeout(guard);
        // The last piece is empty or a number cut short: only whole lines count as confirmed.
        const complete = out.split('\n').slice(0, -1);
        resolve({ confirmed: complete.length === 0 ? -1 : Number(complete.at(-1)), stderr });
      });
    });
  }

  /**
   * Kills the child `rounds` times; returns the actions lost beyond the one in flight (summed over the
   * kills) and how many kills lost any. `KILL_ROUNDS=1400 npx vitest run main/saveStore.journal.test.ts`
   * runs the long version.
   */
  async function killRounds(rounds: number, wholeEvery: number): Promise<{ lost: number; runsLosing: number; last: number }> {
    const folder = join(dir, `saves-${wholeEvery}`);
    let previous = 0;
    let lost = 0;
    let runsLosing = 0;
    for (let round = 0; round < rounds; round++) {
      const { confirmed, stderr } = await runAndKill(folder, 12 + ((round * 7) % 15), wholeEvery);
      expect(stderr).toBe('');
      const read = await new SaveStore(folder).readAutosave();
      expect(read.ok).toBe(true);
      const actions = read.ok ? (read.value?.record.actions ?? []) : [];
      const atLeast = Math.max(previous, confirmed);
      expect(actions.length).toBeLessThanOrEqual(atLeast + 1);
      expect(actions.every((action, i) => action.seat === i % 2 && (action.action as { n: number }).n === i)).toBe(true);
      if (actions.length < atLeast) {
        lost += atLeast - actions.length;
        runsLosing += 1;
      }
      previous = actions.length;
      if (process.env.KILL_ROUNDS) process.stdout.write(`kill ${round + 1}: confirmed ${confirmed}, read ${actions.length}, lost so far ${lost}\n`);
    }
    if (process.env.KILL_ROUNDS) process.stdout.write(`kills: ${rounds} (whole write every ${wholeEvery || 'never'}), lost ${lost} actions in ${runsLosing} runs, ${previous} actions at the end\n`);
    return { lost, runsLosing, last: previous };
  }

  const rounds = Number(process.env.KILL_ROUNDS ?? 16);

  it('over 16 kills at random moments (compactions included), every confirmed action survives, in order', async () => {
    const { lost, last } = await killRounds(rounds, 0);
    expect(lost).toBe(0);
    expect(last).toBeGreaterThan(256);
  }, 60_000 + rounds * 10_000);

  it('over 16 kills while every 5th autosave writes the game whole (kills between the renames), every confirmed action survives', async () => {
    expect((await killRounds(rounds, 5)).lost).toBe(0);
  }, 60_000 + rounds * 10_000);
});
