import { describe, expect, it, vi } from 'vitest';
import type { SeatInfo } from '../../engines/core';
import { fixtureBot } from '../../engines/fixture/bot';
import type { FixtureState } from '../../engines/fixture';
import { confirmHandOver, performAction, startGame, undoLast } from '../store/gameThunks';
import { continueAutosave } from '../store/saveThunks';
import { tableOf } from '../store/table';
import { skippingChanged } from '../store/tableSlice';
import { fakeFixturePlugin, makeHarness } from '../store/testHarness';
import { BotHost } from './botHost';
import { playComputerTurn } from './computerTurn';
import { botReply, FakeWorker, type Reply } from './fakeWorker';
import type { AnyBot } from './registry';

const ada: SeatInfo = { name: 'Ada', color: '#3d8fe0' };
const cpu = (name: string, level: 'easy' | 'normal' | 'hard' = 'normal'): SeatInfo => ({ name, color: '#e0483d', computer: { level } });

async function table(seats: readonly SeatInfo[], reply: Reply = botReply(fixtureBot as AnyBot)) {
  const h = makeHarness();
  const workers: FakeWorker[] = [];
  const bots = new BotHost(() => {
    const w = new FakeWorker(reply);
    workers.push(w);
    return w;
  });
  const warn = vi.fn();
  expect(await h.store.dispatch(startGame({ gameId: 'fixture', seats, options: { trackLength: 10 }, seed: 'cpu-test' }))).toBe(true);
  h.store.dispatch(skippingChanged(true));
  const computerMoves = () => h.store.dispatch(playComputerTurn({ bots, warn, now: () => 0 }));
  const game = () => {
    const g = h.store.getState().game.current;
    if (!g) throw new Error('no game');
    return g;
  };
  return { h, workers, warn, computerMoves, game, state: () => game().session.state as FixtureState, table: () => tableOf(fakeFixturePlugin, game()) };
}

describe('a computer seat at the table', () => {
  it('one person against a computer: no cover, the computer answers the person’s move', async () => {
    const t = await table([ada, cpu('C2')]);
    expect(t.table()).toMatchObject({ viewer: 0, handOverTo: null, computerTurn: null });
    expect(await t.computerMoves()).toBe(false);
    await t.h.store.dispatch(performAction({ type: 'step' }));
    expect(t.table()).toMatchObject({ viewer: 0, handOverTo: null, computerTurn: 1 });
    expect(await t.computerMoves()).toBe(true);
    expect(t.game().session.record.actions.map((a) => a.seat)).toEqual([0, 1]);
    expect(t.table()).toMatchObject({ viewer: 0, computerTurn: null });
  });

  it('draws a salt for each computer seat, keeps it in the autosave and seeds each decision from it, not the game’s seed', async () => {
    const t = await table([ada, cpu('C2')]);
    const salt = t.game().seats[1]?.computer?.salt;
    expect(salt).toBe('random-seed');
    await t.h.store.dispatch(performAction({ type: 'step' }));
    await t.computerMoves();
    expect(t.workers[0]?.received[0]?.seed).toBe(`bot:${salt}:1:1`);
    expect(t.workers[0]?.received[0]?.seed).not.toContain('cpu-test');
    const auto = await t.h.host.readAutosave();
    expect(auto.ok && auto.value?.seats[1]).toEqual({ name: 'C2', color: '#e0483d', computer: { level: 'normal', salt } });
  });

  it('never lets the person take back a move across the computer’s', async () => {
    const t = await table([ada, cpu('C2')]);
    await t.h.store.dispatch(performAction({ type: 'step' }));
    await t.computerMoves();
    expect(await t.h.store.dispatch(undoLast())).toBe(false);
    expect(t.h.store.getState().ui.error).toMatchObject({ code: 'core/undo-other-seat', params: { player: 'C2' } });
    expect(t.game().session.record.actions).toHaveLength(2);
  });

  it('drops an answer that comes after the person took their move back', async () => {
    let release: () => void = () => undefined;
    const slow: Reply = (r) => new Promise((resolve) => (release = () => resolve({ id: r.id, ok: true, action: { type: 'step' } })));
    const t = await table([ada, cpu('C2')], slow);
    await t.h.store.dispatch(performAction({ type: 'step' }));
    const thinking = t.computerMoves();
    await vi.waitFor(() => expect(t.workers[0]?.received).toHaveLength(1));
    expect(await t.h.store.dispatch(undoLast())).toBe(true);
    release();
    expect(await thinking).toBe(false);
    expect(t.game().session.record.actions).toEqual([]);
  });

  it.each([
    { name: 'a move the rules refuse', reply: ((r) => ({ id: r.id, ok: true, action: { type: 'play', card: 'fx-card-99' } })) as Reply },
    { name: 'no move at all', reply: ((r) => ({ id: r.id, ok: false, reason: 'boom' })) as Reply },
  ])('logs $name and plays a safe legal move instead', async ({ reply }) => {
    const t = await table([ada, cpu('C2')], reply);
    await t.h.store.dispatch(performAction({ type: 'step' }));
    expect(await t.computerMoves()).toBe(true);
    expect(t.game().session.record.actions[1]).toEqual({ seat: 1, action: { type: 'roll' } });
    expect(t.warn).toHaveBeenCalledOnce();
  });

  it('plays a game of computers only to its end', async () => {
    const t = await table([cpu('C1', 'easy'), cpu('C2', 'hard'), cpu('C3')]);
    expect(t.table()).toMatchObject({ viewer: null, handOverTo: null, computerTurn: 0 });
    for (let i = 0; i < 200 && t.table().outcome === undefined; i++) expect(await t.computerMoves()).toBe(true);
    expect(t.table().outcome?.reason).toBe('finish');
  });

  it('continues a saved game with its computers, their levels and salts', async () => {
    const t = await table([ada, cpu('C2', 'hard')]);
    await t.h.store.dispatch(performAction({ type: 'step' }));
    const seats = t.game().seats;
    expect(await t.h.store.dispatch(continueAutosave())).toBe(true);
    expect(t.game().seats).toEqual(seats);
    expect(t.table().computerTurn).toBe(1);
    expect(await t.computerMoves()).toBe(true);
  });

  it('covers between two people, never for the computer between them', async () => {
    const t = await table([ada, cpu('C2'), { name: 'Cy', color: '#4fb85a' }]);
    expect(t.table().handOverTo).toBe(0);
    t.h.store.dispatch(confirmHandOver());
    await t.h.store.dispatch(performAction({ type: 'step' }));
    expect(t.table()).toMatchObject({ viewer: 0, handOverTo: null, computerTurn: 1 });
    await t.computerMoves();
    expect(t.table()).toMatchObject({ viewer: 2, handOverTo: 2 });
  });
});
