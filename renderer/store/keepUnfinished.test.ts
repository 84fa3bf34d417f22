import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../engines/core';
import { fixtureSave } from '../../engines/core/testing/saveFixtures';
import { confirmHandOver, performAction, quitToLauncher, startGame } from './gameThunks';
import { continues, KEPT_NAME } from './keepUnfinished';
import { continueAutosave, importSaveFile, loadSaved, saveGame } from './saveThunks';
import { makeHarness, SEATS, textFile } from './testHarness';

const record = (actions: number, seed = 's'): GameRecord => ({ ...fixtureSave({ actions }).record, seed });

describe('continues: whether a game already holds all of another', () => {
  it.each([
    ['the same game', record(2), record(2), true],
    ['the same game further on', record(3), record(2), true],
    ['the same game fewer moves in (a load of an older save)', record(1), record(2), false],
    ['another seed', record(2, 'other'), record(2), false],
    ['a new game of the same kind', record(0, 'new'), record(2), false],
  ])('%s: %s', (_name, later, earlier, expected) => expect(continues(later, earlier)).toBe(expected));
});

async function oneStepInto(h: ReturnType<typeof makeHarness>, seed: string): Promise<void> {
  expect(await h.store.dispatch(startGame({ gameId: 'fixture', seats: SEATS, options: { trackLength: 10 }, seed }))).toBe(true);
  h.store.dispatch(confirmHandOver());
  expect(await h.store.dispatch(performAction({ type: 'step' }))).toBe(true);
}

const kept = async (h: ReturnType<typeof makeHarness>) => (await h.host.listSaves()).filter((s) => s.name === KEPT_NAME);

describe('an unfinished game is never thrown away', () => {
  it('starting another game keeps the one in progress in the saved games, and says so', async () => {
    const h = makeHarness();
    await oneStepInto(h, 'first');
    await h.store.dispatch(quitToLauncher());
    await oneStepInto(h, 'second');
    expect(await kept(h)).toMatchObject([{ game: 'fixture', actions: 1 }]);
    const id = (await kept(h))[0]?.id ?? '';
    const first = await h.host.loadSave(id);
    expect(first.ok && first.value.record.seed).toBe('first');
    // The second game is the autosave now, and Continue still opens it.
    await h.store.dispatch(quitToLauncher());
    expect(await h.store.dispatch(continueAutosave())).toBe(true);
    expect(h.store.getState().game.current?.session.record.seed).toBe('second');
    expect(await kept(h)).toHaveLength(1);
  });

  it('shows a notice naming the game that was kept', async () => {
    const h = makeHarness();
    await oneStepInto(h, 'first');
    await h.store.dispatch(startGame({ gameId: 'fixture', seats: SEATS, options: { trackLength: 10 }, seed: 'second' }));
    expect(h.store.getState().ui.notice).toMatchObject({ key: 'saves.keptUnfinished', params: { game: 'fixture' } });
  });

  it('a kept game continued and then set aside again replaces its earlier copy, never doubles it', async () => {
    const h = makeHarness();
    await oneStepInto(h, 'first');
    await oneStepInto(h, 'second');
    const firstId = (await kept(h))[0]?.id ?? '';
    expect(await h.store.dispatch(loadSaved(firstId))).toBe(true);
    h.store.dispatch(confirmHandOver());
    await h.store.dispatch(performAction({ type: 'step' }));
    await oneStepInto(h, 'third');
    const list = await kept(h);
    expect(list.map((s) => s.actions).sort()).toEqual([1, 2]);
    expect(list.find((s) => s.id === firstId)?.actions).toBe(2);
  });

  it('continuing, or loading the same game further on, keeps nothing', async () => {
    const h = makeHarness();
    await oneStepInto(h, 'first');
    await h.store.dispatch(saveGame('Later'));
    await h.store.dispatch(quitToLauncher());
    expect(await h.store.dispatch(continueAutosave())).toBe(true);
    expect(await kept(h)).toEqual([]);
  });

  it('importing a save keeps the game in progress too', async () => {
    const h = makeHarness();
    await oneStepInto(h, 'first');
    h.nextFile.value = textFile(JSON.stringify({ ...fixtureSave({ name: 'From a friend', actions: 0 }), seats: [...SEATS] }));
    expect(await h.store.dispatch(importSaveFile())).toBe(true);
    expect((await h.host.listSaves()).map((s) => s.name).sort()).toEqual([KEPT_NAME, 'From a friend'].sort());
  });

  it('a game without a move is not kept: nothing a player did is lost', async () => {
    const h = makeHarness();
    expect(await h.store.dispatch(startGame({ gameId: 'fixture', seats: SEATS, options: { trackLength: 10 }, seed: 'a' }))).toBe(true);
    await oneStepInto(h, 'b');
    expect(await kept(h)).toEqual([]);
    expect(h.store.getState().ui.notice).toBeNull();
  });

  it('when the host cannot keep it, the autosave is left alone and the player is told', async () => {
    const h = makeHarness();
    await oneStepInto(h, 'first');
    h.host.writeSave = async () => ({ ok: false, error: { code: 'storage/quota' } });
    await h.store.dispatch(startGame({ gameId: 'fixture', seats: SEATS, options: { trackLength: 10 }, seed: 'second' }));
    expect(h.store.getState().ui.error).toMatchObject({ code: 'storage/quota' });
    const held = await h.host.readAutosave();
    expect(held.ok && held.value?.record.seed).toBe('first');
  });
});
