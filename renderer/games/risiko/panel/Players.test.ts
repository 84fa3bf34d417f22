import { describe, expect, it } from 'vitest';
import { risikoEngine, type RisikoView } from '../../../../engines/risiko';
import { game } from '../testing/games';
import { teamTotals } from './Players';

const TEAM = { mode: 'team-objective', battlefield: 'the-ring' };

/** The public view of a new quick-setup game, with completed objectives per seat patched in. */
function viewWith(players: number, completed: Readonly<Record<number, readonly string[]>>): RisikoView {
  const view = risikoEngine.view(game(players, TEAM, 'players-panel'), null);
  return { ...view, players: view.players.map((p) => ({ ...p, completed: completed[p.seat] ?? [] })) };
}

describe('team totals', () => {
  it.each([
    { name: '2 against 2, nothing completed', players: 4, completed: {}, counts: [0, 0] },
    { name: '2 against 2, one member completed one', players: 4, completed: { 0: ['cc-e-01'] }, counts: [1, 0] },
    { name: '2 against 2, both members add up', players: 4, completed: { 0: ['cc-e-01'], 2: ['cc-e-02', 'cc-h-01'], 1: ['cc-e-03'] }, counts: [3, 1] },
    { name: '2 against 2 against the Flood', players: 5, completed: { 0: ['cc-e-01'], 1: ['cc-e-02'], 3: ['cc-e-03'] }, counts: [1, 2, 0] },
  ])('$name', ({ players, completed, counts }) => {
    const view = viewWith(players, completed);
    const totals = teamTotals(view);
    // Listed in turn order of each team's first member; every seat in exactly one team.
    expect(totals.map((x) => x.team)).toEqual([...new Set(view.order.map((s) => view.players[s]?.team))]);
    expect(totals.flatMap((x) => x.seats).sort()).toEqual(view.players.map((p) => p.seat));
    const bySeat = (seat: number) => totals.find((x) => x.seats.includes(seat))?.completed;
    const teamOfSeat0 = totals.findIndex((x) => x.seats.includes(0));
    expect(bySeat(0)).toBe(counts[0]);
    expect(totals.filter((_, i) => i !== teamOfSeat0).map((x) => x.completed).sort()).toEqual(counts.slice(1).sort());
  });

  it('pairs the allies of a 4-player game (seats 0+2 and 1+3), each pair needing 4', () => {
    expect(teamTotals(viewWith(4, {})).map((x) => [x.seats, x.needed]).sort()).toEqual([[[0, 2], 4], [[1, 3], 4]]);
  });

  it('gives the lone Flood of a 5-player game 3 to reach', () => {
    expect(teamTotals(viewWith(5, {})).find((x) => x.seats.length === 1)).toMatchObject({ seats: [0], needed: 3 });
  });
});
