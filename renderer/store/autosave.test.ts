import { describe, expect, it, vi } from 'vitest';
import type { RecordedAction } from '../../engines/core';
import { confirmHandOver, performAction, startGame, undoLast } from './gameThunks';
import type { RunningGame } from './gameSlice';
import { autosave, autosaveStep, MAX_JOURNAL_STEP } from './running';
import { continueAutosave } from './saveThunks';
import { makeHarness, SEATS } from './testHarness';

async function started() {
  const h = makeHarness();
  const write = vi.spyOn(h.host, 'writeAutosave');
  const append = vi.spyOn(h.host, 'appendAutosave');
  expect(await h.store.dispatch(startGame({ gameId: 'fixture', seats: SEATS, options: { trackLength: 30 }, seed: 'autosave-test' }))).toBe(true);
  return { ...h, write, append };
}

/** One step by whoever has the screen (the fixture hands over after each step). */
async function step(h: Awaited<ReturnType<typeof started>>): Promise<void> {
  h.store.dispatch(confirmHandOver());
  expect(await h.store.dispatch(performAction({ type: 'step' }))).toBe(true);
}

const actionsOnDisk = async (h: Awaited<ReturnType<typeof started>>) => {
  const read = await h.host.readAutosave();
  return read.ok ? read.value?.record.actions : undefined;
};

describe('autosave through the journal', () => {
  it('writes the new game whole, then sends only each new action', async () => {
    const h = await started();
    expect(h.write).toHaveBeenCalledTimes(1);
    expect(h.write.mock.calls[0]?.[0].record.actions).toEqual([]);
    await step(h);
    await step(h);
    expect(h.write).toHaveBeenCalledTimes(1);
    expect(h.append.mock.calls.map(([entry]) => [entry.base, entry.actions])).toEqual([
      [0, [{ seat: 0, action: { type: 'step' } }]],
      [1, [{ seat: 1, action: { type: 'step' } }]],
    ]);
    expect(h.append.mock.calls[0]?.[0].savedAt).toBe('2025-03-04T05:06:07.000Z');
    expect(await actionsOnDisk(h)).toEqual(h.store.getState().game.current?.session.record.actions);
  });

  it('after undo sends a rewind to the actions kept, then appends from there', async () => {
    const h = await started();
    await step(h);
    await step(h);
    // The second player takes back their own step while the hand-over screen waits for the first.
    expect(await h.store.dispatch(undoLast())).toBe(true);
    expect(h.write).toHaveBeenCalledTimes(1);
    expect(h.append.mock.calls.at(-1)?.[0]).toEqual({ base: 1, rewind: true, savedAt: '2025-03-04T05:06:07.000Z', actions: [] });
    expect(await actionsOnDisk(h)).toHaveLength(1);
    await step(h);
    expect(h.append.mock.calls.at(-1)?.[0]).toMatchObject({ base: 1, actions: [{ seat: 1 }] });
    expect(h.append.mock.calls.at(-1)?.[0]).not.toHaveProperty('rewind');
    expect(await actionsOnDisk(h)).toEqual(h.store.getState().game.current?.session.record.actions);
  });

  it('writes whole when the host has lost step (another window, a cleared slot)', async () => {
    const h = await started();
    await step(h);
    await h.host.clearAutosave();
    await step(h);
    await expect(h.append.mock.results.at(-1)?.value).resolves.toMatchObject({ ok: false, error: { code: 'save/out-of-step' } });
    expect(h.write).toHaveBeenCalledTimes(2);
    expect(await actionsOnDisk(h)).toHaveLength(2);
  });

  it('sends nothing when nothing changed', async () => {
    const h = await started();
    await step(h);
    await h.store.dispatch(autosave());
    expect(h.append).toHaveBeenCalledTimes(1);
    expect(h.write).toHaveBeenCalledTimes(1);
  });

  it('runs overlapping autosaves one after the other, so none goes out of step', async () => {
    const h = await started();
    h.store.dispatch(confirmHandOver());
    const first = h.store.dispatch(performAction({ type: 'step' }));
    const second = h.store.dispatch(autosave());
    await Promise.all([first, second]);
    expect(h.write).toHaveBeenCalledTimes(1);
    expect(await Promise.all(h.append.mock.results.map((r) => r.value))).toEqual(h.append.mock.calls.map(() => ({ ok: true, value: undefined })));
    expect(await actionsOnDisk(h)).toHaveLength(1);
  });

  it('a continued autosave is written whole once, then appended to', async () => {
    const h = await started();
    await step(h);
    expect(await h.store.dispatch(continueAutosave())).toBe(true);
    expect(h.write).toHaveBeenCalledTimes(2);
    await step(h);
    expect(h.append.mock.calls.at(-1)?.[0].base).toBe(1);
    expect(await actionsOnDisk(h)).toHaveLength(2);
  });
});

describe('autosaveStep', () => {
  const a: RecordedAction = { seat: 0, action: { type: 'step' } };
  const b: RecordedAction = { seat: 1, action: { type: 'step' } };
  const c: RecordedAction = { seat: 0, action: { type: 'step' } };
  const d: RecordedAction = { seat: 1, action: { type: 'step' } };
  const record = { format: 'halo-tabletop/record', engine: 'fixture', engineVersion: 1, players: 2, options: { trackLength: 10 }, seed: 's', actions: [a] };
  const game = (actions: readonly RecordedAction[], patch: Partial<typeof record> = {}): RunningGame =>
    ({ gameId: 'fixture', seats: SEATS, session: { record: { ...record, ...patch, actions } }, lastEvents: [], confirmedSeat: null, saveLink: null }) as unknown as RunningGame;
  const before = game([a, b]);
  const written = { game: before, actions: [a, b] };

  it.each<[string, RunningGame, ReturnType<typeof autosaveStep>]>([
    ['one more action', game([a, b, c]), { kind: 'entry', base: 2, rewind: false, actions: [c] }],
    ['nothing new', game([a, b]), { kind: 'none' }],
    ['one undone', game([a]), { kind: 'entry', base: 1, rewind: true, actions: [] }],
    ['everything undone', game([]), { kind: 'entry', base: 0, rewind: true, actions: [] }],
    ['undone and replaced (same length, another last action)', game([a, c]), { kind: 'entry', base: 1, rewind: true, actions: [c] }],
    ['undone and two new ones', game([a, c, d]), { kind: 'entry', base: 1, rewind: true, actions: [c, d] }],
    ['another seed', game([a, b, c], { seed: 't' }), { kind: 'whole' }],
    ['other options', game([a, b, c], { options: { trackLength: 10 } }), { kind: 'whole' }],
  ])('%s', (_name, now, expected) => {
    expect(autosaveStep(written, now)).toEqual(expected);
  });

  it('is whole before the first write', () => {
    expect(autosaveStep(undefined, before)).toEqual({ kind: 'whole' });
  });

  it('counts from the start when the first write had no actions', () => {
    expect(autosaveStep({ game: game([]), actions: [] }, game([a]))).toEqual({ kind: 'entry', base: 0, rewind: false, actions: [a] });
  });

  it(`writes whole when more than ${MAX_JOURNAL_STEP} actions would go in one entry, or be rewound`, () => {
    const many = Array.from({ length: MAX_JOURNAL_STEP + 1 }, (_, i): RecordedAction => ({ seat: i % 2, action: { n: i } }));
    expect(autosaveStep({ game: game([]), actions: [] }, game(many.slice(0, MAX_JOURNAL_STEP)))).toMatchObject({ kind: 'entry', base: 0 });
    expect(autosaveStep({ game: game([]), actions: [] }, game(many))).toEqual({ kind: 'whole' });
    expect(autosaveStep({ game: game(many), actions: many }, game(many.slice(0, 1)))).toEqual({ kind: 'entry', base: 1, rewind: true, actions: [] });
    expect(autosaveStep({ game: game(many), actions: many }, game([]))).toEqual({ kind: 'whole' });
  });
});
