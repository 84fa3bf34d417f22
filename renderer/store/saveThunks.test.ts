import { describe, expect, it } from 'vitest';
import type { SaveFile } from '../../engines/core';
import { brokenSaveTexts, fixtureSave } from '../../engines/core/testing/saveFixtures';
import { confirmHandOver, performAction, quitToLauncher, startGame } from './gameThunks';
import { exportFileName } from './saveFile';
import { continueAutosave, deleteSaved, exportGame, importSaveFile, loadSaved, openSave, refreshSaves, saveGame } from './saveThunks';
import { makeHarness, SEATS, textFile } from './testHarness';

async function playedOneStep() {
  const h = makeHarness();
  await h.store.dispatch(startGame({ gameId: 'fixture', seats: SEATS, options: { trackLength: 10 }, seed: 'saves' }));
  h.store.dispatch(confirmHandOver());
  await h.store.dispatch(performAction({ type: 'step' }));
  return h;
}

const validSave = (overrides: Partial<SaveFile['record']> = {}): SaveFile => ({
  format: 'halo-tabletop/save',
  formatVersion: 1,
  name: 'Imported race',
  savedAt: '2025-01-01T00:00:00.000Z',
  seats: [...SEATS],
  record: { format: 'halo-tabletop/record', engine: 'fixture', engineVersion: 1, players: 2, options: { trackLength: 10 }, seed: 'x', actions: [{ seat: 0, action: { type: 'step' } }], ...overrides },
});

describe('named saves', () => {
  it('saves, overwrites under the same name, and adds a new one under another name', async () => {
    const h = await playedOneStep();
    await h.store.dispatch(saveGame('Race night'));
    await h.store.dispatch(saveGame('Race night'));
    await h.store.dispatch(saveGame('Other'));
    await h.store.dispatch(refreshSaves());
    expect(h.store.getState().saves.list.map((s) => s.name).sort()).toEqual(['Other', 'Race night']);
    expect(h.store.getState().ui.notice).toMatchObject({ key: 'frame.saved', params: { name: 'Other' } });
  });

  it('loads a saved game back to the same state, and needs a new hand-over', async () => {
    const h = await playedOneStep();
    const state = h.store.getState().game.current?.session.state;
    await h.store.dispatch(saveGame('Keep'));
    await h.store.dispatch(quitToLauncher());
    const id = h.store.getState().saves.list[0]?.id ?? '';
    expect(await h.store.dispatch(loadSaved(id))).toBe(true);
    const game = h.store.getState().game.current;
    expect(game?.session.state).toEqual(state);
    expect(game?.confirmedSeat).toBeNull();
    expect(game?.saveLink).toEqual({ id, name: 'Keep' });
  });

  it('deletes a save', async () => {
    const h = await playedOneStep();
    await h.store.dispatch(saveGame('Gone soon'));
    const id = h.store.getState().game.current?.saveLink?.id ?? '';
    await h.store.dispatch(deleteSaved(id, 'Gone soon'));
    expect(h.store.getState().saves.list).toEqual([]);
  });

  it('continues from the autosave', async () => {
    const h = await playedOneStep();
    await h.store.dispatch(quitToLauncher());
    expect(await h.store.dispatch(continueAutosave())).toBe(true);
    expect(h.store.getState().game.current?.session.record.actions).toHaveLength(1);
  });

  it('exports under a cleaned file name', async () => {
    const h = await playedOneStep();
    await h.store.dispatch(exportGame('Race: 1/2'));
    expect(h.downloads[0]?.fileName).toBe('Race- 1-2.halosave.json');
  });
});

describe('opening untrusted saves', () => {
  const refusals = [
    { name: 'a game that is not installed', save: validSave({ engine: 'chess' }), code: 'save/unknown-engine' },
    { name: 'another rules version', save: validSave({ engineVersion: 9 }), code: 'save/engine-version' },
    { name: 'an illegal move in the record', save: validSave({ actions: [{ seat: 1, action: { type: 'step' } }] }), code: 'save/replay-failed' },
    { name: 'a table of one in a game for two to four', save: { ...validSave({ players: 1, actions: [] }), seats: SEATS.slice(0, 1) }, code: 'core/player-count' },
    { name: 'a table of five', save: { ...validSave({ players: 5, actions: [] }), seats: [...SEATS, ...SEATS, SEATS[0]!] }, code: 'core/player-count' },
  ];
  for (const c of refusals) {
    it(`refuses ${c.name} (${c.code}) and leaves the running game alone`, async () => {
      const h = await playedOneStep();
      const before = h.store.getState().game.current;
      expect(await h.store.dispatch(openSave(c.save, null))).toBe(false);
      expect(h.store.getState().ui.error?.code).toBe(c.code);
      expect(h.store.getState().game.current).toBe(before);
    });
  }

  const imports = [
    ...brokenSaveTexts(JSON.stringify(fixtureSave())),
    { name: 'corrupt text', text: '{"format": "halo-tab', code: 'file/not-json' },
    { name: 'foreign JSON', text: '{"name": "a shopping list"}', code: 'save/foreign-file' },
    { name: 'a __proto__ key', text: '{"format":"halo-tabletop/save","formatVersion":1,"__proto__":{"polluted":true}}', code: 'file/forbidden-key' },
  ];
  for (const c of imports) {
    it(`refuses to import ${c.name} with ${c.code}, changing nothing`, async () => {
      const h = makeHarness();
      h.nextFile.value = textFile(c.text);
      expect(await h.store.dispatch(importSaveFile())).toBe(false);
      expect(h.store.getState().ui.error?.code).toBe(c.code);
      expect(h.store.getState().game.current).toBeNull();
      expect(await h.host.listSaves()).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it('imports a valid file: opens it and keeps it in the saved games', async () => {
    const h = makeHarness();
    h.nextFile.value = textFile(JSON.stringify(validSave()));
    expect(await h.store.dispatch(importSaveFile())).toBe(true);
    expect(h.store.getState().ui.screen).toBe('game');
    expect((await h.host.listSaves()).map((s) => s.name)).toEqual(['Imported race']);
  });

  it('does nothing when the file dialog is cancelled', async () => {
    const h = makeHarness();
    expect(await h.store.dispatch(importSaveFile())).toBe(false);
    expect(h.store.getState().ui.error).toBeNull();
  });
});

describe('exportFileName', () => {
  const cases = [
    { name: 'Fixture Race – 04.03.2025', expected: 'Fixture Race – 04.03.2025.halosave.json' },
    { name: '../../etc/passwd', expected: 'etc-passwd.halosave.json' },
    { name: '   ', expected: 'halo-game.halosave.json' },
    { name: 'a\u0000b', expected: 'a-b.halosave.json' },
  ];
  for (const c of cases) it(JSON.stringify(c.name), () => expect(exportFileName(c.name)).toBe(c.expected));
});
