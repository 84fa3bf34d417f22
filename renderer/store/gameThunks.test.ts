import { describe, expect, it, vi } from 'vitest';
import type { FixtureState } from '../../engines/fixture';
import { chooseLanguage, menuCommand, setMuted } from './appThunks';
import { continueAutosave } from './saveThunks';
import { confirmHandOver, performAction, performActions, quitToLauncher, rematch, startGame, undoLast, type FollowUp } from './gameThunks';
import { tableOf } from './table';
import { coverAutoPassesChosen } from './tableSlice';
import { fakeFixturePlugin, fixtureTestEntry, makeHarness, SEATS } from './testHarness';

async function started(seed = 'thunk-test', trackLength = 10) {
  const h = makeHarness();
  const ok = await h.store.dispatch(startGame({ gameId: 'fixture', seats: SEATS, options: { trackLength }, seed }));
  expect(ok).toBe(true);
  return h;
}

const stateOf = (h: ReturnType<typeof makeHarness>) => h.store.getState().game.current?.session.state as FixtureState;
const tableNow = (h: ReturnType<typeof makeHarness>) => {
  const game = h.store.getState().game.current;
  if (!game) throw new Error('no game');
  return tableOf(fakeFixturePlugin, game);
};

describe('starting a game', () => {
  it('opens the frame, autosaves and covers the screen for the first seat', async () => {
    const h = await started();
    expect(h.store.getState().ui.screen).toBe('game');
    expect(tableNow(h)).toMatchObject({ viewer: 0, handOverTo: 0 });
    const auto = await h.host.readAutosave();
    expect(auto.ok && auto.value?.seats).toEqual(SEATS);
    h.store.dispatch(confirmHandOver());
    expect(tableNow(h).handOverTo).toBeNull();
  });

  it('uses a random seed when the field is empty', async () => {
    const h = makeHarness();
    await h.store.dispatch(startGame({ gameId: 'fixture', seats: SEATS, options: {}, seed: '  ' }));
    expect(h.store.getState().game.current?.session.record.seed).toBe('random-seed');
  });

  const refusals = [
    { name: 'unknown game', gameId: 'chess', options: {}, code: 'save/unknown-engine' },
    { name: 'bad options', gameId: 'fixture', options: { trackLength: 7 }, code: 'fixture/bad-options' },
  ];
  for (const c of refusals) {
    it(`refuses an ${c.name} with ${c.code} and stays on the launcher`, async () => {
      const h = makeHarness();
      expect(await h.store.dispatch(startGame({ gameId: c.gameId, seats: SEATS, options: c.options, seed: 's' }))).toBe(false);
      expect(h.store.getState().ui.error?.code).toBe(c.code);
      expect(h.store.getState().ui.screen).toBe('launcher');
      expect(h.store.getState().game.current).toBeNull();
    });
  }
});

describe('acting and undoing', () => {
  it('refuses to act while the hand-over screen is up', async () => {
    const h = await started();
    expect(await h.store.dispatch(performAction({ type: 'step' }))).toBe(false);
    expect(stateOf(h).positions).toEqual([0, 0]);
  });

  it('steps, autosaves, then undoes the step', async () => {
    const h = await started();
    h.store.dispatch(confirmHandOver());
    expect(await h.store.dispatch(performAction({ type: 'step' }))).toBe(true);
    expect(stateOf(h).positions).toEqual([1, 0]);
    expect(h.store.getState().game.current?.lastEvents.map((e) => e.type)).toEqual(['stepped', 'moved', 'turn']);
    expect(tableNow(h)).toMatchObject({ viewer: 1, handOverTo: 1 });
    const auto = await h.host.readAutosave();
    expect(auto.ok && auto.value?.record.actions).toHaveLength(1);
    expect(await h.store.dispatch(undoLast())).toBe(true);
    expect(stateOf(h).positions).toEqual([0, 0]);
    expect(h.store.getState().game.current?.lastEvents).toEqual([]);
    // Taken back from under Bo's cover: whoever sits there now, Ada's hand waits for her to confirm (issue 20).
    expect(tableNow(h)).toMatchObject({ viewer: 0, handOverTo: 0 });
    h.store.dispatch(confirmHandOver());
    expect(tableNow(h).handOverTo).toBeNull();
    expect(h.store.getState().game.current?.screen).toEqual({ seat: 0, since: 0 });
  });

  const undoRefusals = [
    { name: 'nothing played yet', action: null, code: 'core/undo-nothing' },
    { name: 'a roll', action: { type: 'roll' }, code: 'core/undo-dice' },
    { name: 'a played card', action: 'first-card', code: 'core/undo-hidden' },
  ] as const;
  for (const c of undoRefusals) {
    it(`refuses undo after ${c.name} with ${c.code}`, async () => {
      const h = await started();
      h.store.dispatch(confirmHandOver());
      if (c.action !== null) {
        const raw = c.action === 'first-card' ? { type: 'play', card: stateOf(h).hands[0]?.[0]?.id } : c.action;
        await h.store.dispatch(performAction(raw));
      }
      const before = stateOf(h);
      expect(await h.store.dispatch(undoLast())).toBe(false);
      expect(h.store.getState().ui.error?.code).toBe(c.code);
      expect(stateOf(h)).toBe(before);
    });
  }

  it('lets only the person at the screen undo, and only their moves since they took it', async () => {
    const h = await started();
    h.store.dispatch(confirmHandOver());
    await h.store.dispatch(performAction({ type: 'step' }));
    h.store.dispatch(confirmHandOver()); // Bo takes the screen
    const before = stateOf(h);
    expect(await h.store.dispatch(undoLast())).toBe(false);
    expect(h.store.getState().ui.error).toMatchObject({ code: 'core/undo-other-seat', params: { seat: 0, player: 'Ada' } });
    expect(stateOf(h)).toBe(before);
    await h.store.dispatch(performAction({ type: 'step' }));
    h.store.dispatch(confirmHandOver()); // Ada again: Bo's step is not hers to take back
    expect(await h.store.dispatch(undoLast())).toBe(false);
    expect(h.store.getState().ui.error).toMatchObject({ code: 'core/undo-other-seat', params: { player: 'Bo' } });
    expect(stateOf(h).positions).toEqual([1, 1]);
  });

  it('lets a mover take back a move that passed the screen while the hand-over screen is still up', async () => {
    const h = await started();
    h.store.dispatch(confirmHandOver());
    await h.store.dispatch(performAction({ type: 'step' }));
    await h.store.dispatch(performAction({ type: 'step' })); // refused: Bo has not taken the screen
    expect(tableNow(h).handOverTo).toBe(1);
    expect(await h.store.dispatch(undoLast())).toBe(true);
    expect(stateOf(h).positions).toEqual([0, 0]);
    expect(h.store.getState().game.current?.screen).toEqual({ seat: 0, since: 0 });
  });

  it('starts a new stint at the screen when a game is continued', async () => {
    const h = await started();
    h.store.dispatch(confirmHandOver());
    await h.store.dispatch(performAction({ type: 'step' }));
    h.store.dispatch(confirmHandOver());
    await h.store.dispatch(performAction({ type: 'step' }));
    await h.store.dispatch(quitToLauncher());
    expect(await h.store.dispatch(continueAutosave())).toBe(true);
    expect(h.store.getState().game.current?.screen).toBeNull();
    h.store.dispatch(confirmHandOver()); // Ada takes the screen of the continued game
    expect(h.store.getState().game.current?.screen).toEqual({ seat: 0, since: 2 });
    expect(await h.store.dispatch(undoLast())).toBe(false);
    expect(h.store.getState().ui.error?.code).toBe('core/undo-other-seat');
  });

  it('shows an illegal action as a coded error and changes nothing', async () => {
    const h = await started();
    h.store.dispatch(confirmHandOver());
    const before = stateOf(h);
    const foreign = before.hands[1]?.[0]?.id;
    expect(await h.store.dispatch(performAction({ type: 'play', card: foreign }))).toBe(false);
    expect(h.store.getState().ui.error).toMatchObject({ code: 'fixture/not-in-hand', params: { card: foreign } });
    expect(stateOf(h)).toBe(before);
  });

  /** The other seat answers every step at once, like a standing order. */
  const answer: FollowUp = (session) => ((session.state as FixtureState).turn === 1 ? { seat: 1, action: { type: 'step' } } : null);

  it('sends a plan of actions with follow-ups and stops where the decision passes on', async () => {
    const h = await started();
    h.store.dispatch(confirmHandOver());
    expect(await h.store.dispatch(performActions([{ type: 'step' }, { type: 'step' }], answer))).toBe(true);
    expect(stateOf(h).positions).toEqual([2, 2]);
    expect(h.store.getState().game.current?.lastEvents.filter((e) => e.type === 'stepped')).toHaveLength(4);
    expect(await h.store.dispatch(performActions([{ type: 'step' }, { type: 'step' }]))).toBe(true);
    expect(stateOf(h).positions).toEqual([3, 2]);
    const auto = await h.host.readAutosave();
    expect(auto.ok && auto.value?.record.actions).toHaveLength(5);
  });

  it('with a cover before every automatic pass, answers for the next person only once they confirm', async () => {
    const h = await started();
    h.store.dispatch(coverAutoPassesChosen(true));
    h.store.dispatch(confirmHandOver());
    expect(await h.store.dispatch(performActions([{ type: 'step' }], answer))).toBe(true);
    expect(stateOf(h).positions).toEqual([1, 0]);
    expect(tableNow(h).handOverTo).toBe(1);
    h.store.dispatch(confirmHandOver());
    await vi.waitFor(() => expect(stateOf(h).positions).toEqual([1, 1]));
    expect(tableNow(h).handOverTo).toBe(0);
  });

  it('never lets a standing order answer for a computer: it decides for itself', async () => {
    const h = makeHarness();
    await h.store.dispatch(startGame({ gameId: 'fixture', seats: [SEATS[0], { ...SEATS[1], computer: { level: 'easy' } }], options: { trackLength: 10 }, seed: 's' }));
    expect(await h.store.dispatch(performActions([{ type: 'step' }], answer))).toBe(true);
    expect(stateOf(h).positions).toEqual([1, 0]);
    expect(tableNow(h).computerTurn).toBe(1);
  });

  it('keeps the actions before a refused one and shows the refusal', async () => {
    const h = await started();
    h.store.dispatch(confirmHandOver());
    const foreign = stateOf(h).hands[1]?.[0]?.id;
    expect(await h.store.dispatch(performActions([{ type: 'step' }, { type: 'play', card: foreign }, { type: 'step' }], answer))).toBe(false);
    expect(stateOf(h).positions).toEqual([1, 1]);
    expect(h.store.getState().ui.error?.code).toBe('fixture/not-in-hand');
  });

  it('clears the autosave when the game ends', async () => {
    const h = await started('to-the-end');
    for (let i = 0; i < 60 && tableNow(h).outcome === undefined; i++) {
      h.store.dispatch(confirmHandOver());
      await h.store.dispatch(performAction({ type: 'roll' }));
    }
    expect(tableNow(h).outcome?.reason).toBe('finish');
    expect(tableNow(h).viewer).toBeNull();
    expect(await h.host.readAutosave()).toEqual({ ok: true, value: null });
  });
});

describe('a game whose views show no secrets yet', () => {
  const open = { ...fakeFixturePlugin, showsSecrets: (view: unknown) => ((view as FixtureState).positions[1] ?? 0) > 0 };
  const entry = { ...fixtureTestEntry, load: async () => open };

  it('seats each player without the hand-over screen until secrets show, then asks again', async () => {
    const h = makeHarness([entry]);
    await h.store.dispatch(startGame({ gameId: 'fixture', seats: SEATS, options: { trackLength: 10 }, seed: 'quiet' }));
    const seated = () => h.store.getState().game.current?.confirmedSeat;
    const table = () => tableOf(open, h.store.getState().game.current ?? (undefined as never));
    expect([table().handOverTo, seated()]).toEqual([null, 0]);
    expect(await h.store.dispatch(performAction({ type: 'step' }))).toBe(true);
    expect([table().viewer, table().handOverTo, seated()]).toEqual([1, null, 1]);
    expect(await h.store.dispatch(performAction({ type: 'step' }))).toBe(true);
    expect([table().viewer, table().handOverTo]).toEqual([0, 0]);
  });
});

describe('leaving and coming back', () => {
  it('quits to the launcher with the game kept as the autosave', async () => {
    const h = await started();
    await h.store.dispatch(quitToLauncher());
    const s = h.store.getState();
    expect(s.ui.screen).toBe('launcher');
    expect(s.game.current).toBeNull();
    expect(s.saves.autosave).toMatchObject({ game: 'fixture', actions: 0, seats: SEATS });
  });

  it('offers a rematch with the same table', async () => {
    const h = await started();
    await h.store.dispatch(rematch());
    expect(h.store.getState().ui.launcher).toEqual({ kind: 'setup', gameId: 'fixture', seats: SEATS });
  });
});

describe('language and menu commands', () => {
  it('applies and stores the chosen language', async () => {
    const h = makeHarness();
    await h.store.dispatch(chooseLanguage('de'));
    expect(h.store.getState().settings).toEqual({ language: 'de', chosen: true, muted: false });
    expect(h.languages).toEqual(['de']);
    expect((await h.host.getSettings()).language).toBe('de');
  });

  it('mutes and unmutes sound and stores the choice', async () => {
    const h = makeHarness();
    await h.store.dispatch(setMuted(true));
    expect(h.store.getState().settings.muted).toBe(true);
    expect((await h.host.getSettings()).muted).toBe(true);
    await h.store.dispatch(setMuted(false));
    expect((await h.host.getSettings()).muted).toBe(false);
  });

  const commands = [
    { command: 'save', expect: (h: ReturnType<typeof makeHarness>) => expect(h.store.getState().ui.dialog).toEqual({ kind: 'save' }) },
    { command: 'open-saves', expect: (h: ReturnType<typeof makeHarness>) => expect(h.store.getState().ui.launcher).toEqual({ kind: 'saves' }) },
    { command: 'new-game', expect: (h: ReturnType<typeof makeHarness>) => expect(h.store.getState().ui.launcher).toEqual({ kind: 'home' }) },
    { command: 'language-de', expect: (h: ReturnType<typeof makeHarness>) => expect(h.store.getState().settings.language).toBe('de') },
    { command: 'undo', expect: (h: ReturnType<typeof makeHarness>) => expect(h.store.getState().ui.error?.code).toBe('core/undo-nothing') },
  ] as const;
  for (const c of commands) {
    it(`handles the menu command ${c.command}`, async () => {
      const h = await started();
      await h.store.dispatch(menuCommand(c.command));
      c.expect(h);
    });
  }
});
