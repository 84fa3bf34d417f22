/** More than two players and two teams (rulebook "Playing with more than two players"). */
import { describe, expect, it } from 'vitest';
import { arena, engine, play, refusal, sq, withDice } from './testing/arena';

const fourTeams = (extra: Record<string, unknown> = {}): ReturnType<typeof arena> =>
  arena({
    players: 4,
    options: { teams: 'pairs', ...extra },
    spawns: [{ seat: 0, at: [0, 23] }, { seat: 1, at: [23, 0] }, { seat: 2, at: [6, 0] }, { seat: 3, at: [23, 23] }],
    units: [
      { seat: 0, roster: 'odst-sniper', at: [0, 0] },
      { seat: 2, roster: 'grunt-pistol', at: [2, 0] },
      { seat: 1, roster: 'grunt-needler', at: [4, 0], click: 3 },
      { seat: 3, roster: 'jackal-beam', at: [20, 20] },
    ],
  });

describe('teams', () => {
  it('seats 0 + 2 play against 1 + 3; teammates never block each other’s line of fire and can’t be attacked', () => {
    const s = withDice(fourTeams(), [5, 5]);
    expect(s.seats.map((x) => x.team)).toEqual([0, 1, 0, 1]);
    expect(refusal(s, { type: 'attack', unit: '0-odst-sniper', target: '2-grunt-pistol' })).toBe('actionclix/not-enemy');
    expect(refusal(s, { type: 'attack', unit: '0-odst-sniper', target: '1-grunt-needler' })).toBe('accepted');
  });

  it('kill points are pooled: a team wins with 5 together, on a member’s turn', () => {
    const s = withDice(fourTeams(), [5, 5]);
    const close = { ...s, seats: [{ team: 0, kills: 2 }, { team: 1, kills: 0 }, { team: 0, kills: 2 }, { team: 1, kills: 0 }] };
    const { state } = play(close, { type: 'attack', unit: '0-odst-sniper', target: '1-grunt-needler' });
    expect(engine.outcome(state)).toEqual({ winners: [0, 2], reason: 'kills' });
    expect(engine.view(state, null).teamKills).toEqual([5, 0, 5, 0]);
  });

  it('separate spawn points: a teammate’s spawn point is neither yours nor an opponent’s', () => {
    const s = fourTeams();
    expect(refusal(s, { type: 'move', unit: '0-odst-sniper', to: sq(6, 1) })).toBe('accepted');
    const r = play(s, { type: 'move', unit: '0-odst-sniper', to: sq(6, 0) });
    expect(r.events.some((e) => e.type === 'captured')).toBe(false);
  });

  it('shared spawn points: a teammate’s spawn point counts as your own', () => {
    const s = fourTeams({ sharedSpawns: true });
    expect(refusal(s, { type: 'move', unit: '0-odst-sniper', to: sq(6, 0) })).toBe('actionclix/own-spawn');
  });

  it('turns go round all four seats', () => {
    const s = fourTeams();
    const seats = [0, 1, 2, 3].reduce<number[]>((acc) => {
      const last = acc.length === 0 ? s : play(s, ...acc.map(() => ({ type: 'endTurn' as const }))).state;
      return [...acc, last.turn?.seat ?? -1];
    }, []);
    expect(seats).toEqual([0, 1, 2, 3]);
  });

  it('friendly fire in a 3-player game gives the Kill token to the next opponent in turn order', () => {
    const s = withDice(
      arena({
        players: 3,
        seat: 1,
        units: [{ seat: 1, roster: 'grunt-pistol', at: [0, 0], grenades: 1 }, { seat: 1, roster: 'grunt-needler', at: [2, 0], click: 3 }, { seat: 0, roster: 'marine-ar', at: [9, 9] }, { seat: 2, roster: 'jackal-beam', at: [20, 20] }],
      }),
      [6, 5],
    );
    expect(play(s, { type: 'grenade', unit: '1-grunt-pistol', square: sq(2, 0) }).state.seats.map((x) => x.kills)).toEqual([0, 0, 1]);
  });
});

describe('actions and views', () => {
  it('parseAction keeps exactly the fields of the type', () => {
    expect(engine.parseAction({ type: 'move', unit: '0-marine-ar', to: 5 })).toEqual({ ok: true, value: { type: 'move', unit: '0-marine-ar', to: 5 } });
    expect(engine.parseAction({ type: 'move', unit: '0-marine-ar', to: 5, extra: 1 })).toEqual({ ok: false, error: { code: 'actionclix/bad-action', params: { field: 'extra' } } });
    expect(engine.parseAction({ type: 'upgrade', unit: 'a', into: 'b', spend: 1.5 })).toMatchObject({ ok: false, error: { params: { field: 'spend' } } });
    expect(engine.parseAction({ type: 'pass' })).toEqual({ ok: true, value: { type: 'pass' } });
  });

  it('the view shows everything but the generator, with each unit’s stat slot', () => {
    const s = fourTeams();
    const v = engine.view(s, 1);
    expect(JSON.stringify(v)).not.toContain('"rng"');
    expect(v).toMatchObject({ width: 24, height: 24, viewer: 1 });
    expect(v.units.find((u) => u.id === '1-grunt-needler')).toMatchObject({ speed: 4, attack: 6, defense: 13, damage: 1, abilities: [] });
    expect(v.captured).toEqual([false, false, false, false]);
  });

  it('options: the quick battlefield is 24 x 12 from two chosen tiles; defaults are the standard game', () => {
    const quick = engine.parseOptions({ battlefield: 'quick', tiles: ['canyon', 'outpost'] }, 2);
    expect(quick).toMatchObject({ ok: true, value: { mode: 'basic', battlefield: 'quick', tiles: ['canyon', 'outpost'], killsToWin: 5, spawnsPerPlayer: 2 } });
    if (!quick.ok) throw new Error(quick.error.code);
    const s = engine.setup({ players: 2, options: quick.value, seed: 'quick' });
    expect(s.ok && engine.view(s.value, null)).toMatchObject({ width: 24, height: 12 });
    expect(engine.parseOptions({}, 3)).toMatchObject({ ok: true, value: { battlefield: 'standard', teams: 'none', limits: { minUnits: 5, maxPoints: 400, maxUnitPoints: 150 } } });
    expect(engine.parseOptions({ mode: 'campaign' }, 2)).toEqual({ ok: false, error: { code: 'actionclix/bad-options', params: { field: 'mode' } } });
  });
});
