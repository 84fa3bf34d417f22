import { afterEach, describe, expect, it } from 'vitest';
import { forgetOptions, rememberOptions, rememberSeats, startingOptions, startingSeats } from './lastOptions';
import { defaultSeats } from './palette';

const engine = { parseOptions: (raw: unknown, players: number) => (typeof raw === 'object' && raw !== null && (raw as { players?: number }).players === players ? { ok: true as const, value: raw } : { ok: false as const, error: { code: 'x/bad', params: {} } }) };
const defaults = (players: number) => ({ players, fresh: true });

describe('options kept between setups', () => {
  afterEach(forgetOptions);
  it.each([
    { name: 'a first setup starts from the defaults', kept: undefined, players: 2, want: { players: 2, fresh: true } },
    { name: 'the next setup of the game starts from the last options', kept: { players: 2, force: 'mine' }, players: 2, want: { players: 2, force: 'mine' } },
    { name: 'options the engine refuses for the new table give way to the defaults', kept: { players: 2, force: 'mine' }, players: 3, want: { players: 3, fresh: true } },
  ])('$name', ({ kept, players, want }) => {
    if (kept !== undefined) rememberOptions('game', kept);
    expect(startingOptions('game', engine, players, defaults)).toEqual(want);
  });
  it("keeps each game's own", () => {
    rememberOptions('other', { players: 2, force: 'theirs' });
    expect(startingOptions('game', engine, 2, defaults)).toEqual({ players: 2, fresh: true });
  });
});

describe('seats kept between setups', () => {
  afterEach(forgetOptions);
  const named = [
    { name: 'Ana', color: '#3b82f6', computer: null },
    { name: null, color: '#ef4444', computer: { level: 'easy' as const, style: null } },
  ];
  it.each([
    { name: 'a first setup starts from the default seats', kept: undefined, game: 'game', want: defaultSeats(2) },
    { name: 'the next setup starts from the seats last set up, blank names blank', kept: named, game: 'game', want: named },
    { name: "another game's seats are not taken", kept: named, game: 'other', want: defaultSeats(2) },
  ])('$name', ({ kept, game, want }) => {
    if (kept !== undefined) rememberSeats('game', kept);
    expect(startingSeats(game, () => defaultSeats(2))).toEqual(want);
  });
});
