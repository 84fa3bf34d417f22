/** The rulebook's worked examples, replayed through the public engine API (seeds 000 and 001). */
import { describe, expect, it } from 'vitest';
import { arena, engine, play, refusal, sq, unitOf, withDice } from './testing/arena';

describe('shooting: "attack value 9 + attack roll 10 = 19 against defense 16: the attacker hits"', () => {
  const s = withDice(arena({ units: [{ seat: 0, roster: 'odst-sniper', at: [1, 1] }, { seat: 1, roster: 'odst-smg', at: [4, 1] }] }), [4, 6]);
  const { state, events } = play(s, { type: 'attack', unit: '0-odst-sniper', target: '1-odst-smg' });

  it('rolls both dice and reports the total against the target number', () => {
    expect(events.find((e) => e.type === 'diceRolled')).toMatchObject({ dice: [4, 6], total: 10, purpose: 'shot' });
    expect(events.find((e) => e.type === 'shotHit')).toMatchObject({ attack: 9, total: 19, needed: 16 });
  });

  it('deals the damage value (2): the target’s dial turns two clicks', () => {
    expect(events.find((e) => e.type === 'damaged')).toMatchObject({ unit: '1-odst-smg', amount: 2, click: 2, source: 'shot' });
    expect(unitOf(state, '1-odst-smg').click).toBe(2);
  });

  it('the same shot with a roll of 6 misses (15 < 16) and no die is rerolled', () => {
    const missed = play(withDice(s, [3, 3]), { type: 'attack', unit: '0-odst-sniper', target: '1-odst-smg' });
    expect(missed.events.find((e) => e.type === 'shotMissed')).toMatchObject({ total: 15, needed: 16 });
    expect(unitOf(missed.state, '1-odst-smg').click).toBe(0);
  });

  it('a total equal to the defense hits (7 + 9 = 16)', () => {
    const equal = play(withDice(s, [3, 4]), { type: 'attack', unit: '0-odst-sniper', target: '1-odst-smg' });
    expect(equal.events.some((e) => e.type === 'shotHit')).toBe(true);
  });

  it('two 6s always hit, even against a defense out of reach', () => {
    const far = withDice(arena({ units: [{ seat: 0, roster: 'grunt-pistol', at: [1, 1], click: 3 }, { seat: 1, roster: 'master-chief', at: [3, 1] }] }), [6, 6]);
    const r = play(far, { type: 'attack', unit: '0-grunt-pistol', target: '1-master-chief' });
    expect(r.events.find((e) => e.type === 'shotHit')).toMatchObject({ total: 18, needed: 18, doubleSix: true });
    const lower = withDice(arena({ units: [{ seat: 0, roster: 'grunt-pistol', at: [1, 1], click: 3 }, { seat: 1, roster: 'arbiter', at: [3, 1] }] }), [6, 6]);
    expect(play(lower, { type: 'attack', unit: '0-grunt-pistol', target: '1-arbiter' }).events.some((e) => e.type === 'shotHit')).toBe(true);
  });

  it('move and attack: more than 4 squares moved costs 3 attack, 4 squares do not', () => {
    const base = arena({ units: [{ seat: 0, roster: 'odst-smg', at: [0, 0] }, { seat: 1, roster: 'elite-rifle', at: [8, 1] }] });
    const five = play(withDice(base, [4, 4]), { type: 'moveAttack', unit: '0-odst-smg', to: sq(5, 0) }, { type: 'attack', unit: '0-odst-smg', target: '1-elite-rifle' });
    expect(five.events.find((e) => e.type === 'shotMissed' || e.type === 'shotHit')).toMatchObject({ attack: 6, total: 14 });
    const four = play(withDice(base, [4, 4]), { type: 'moveAttack', unit: '0-odst-smg', to: sq(4, 0) }, { type: 'attack', unit: '0-odst-smg', target: '1-elite-rifle' });
    expect(four.events.find((e) => e.type === 'shotMissed' || e.type === 'shotHit')).toMatchObject({ attack: 9, total: 17 });
  });
});

describe('grenades: "Figure G needs a 14 (12 + 2 squares away); 8 + 8 = 16 hits: 4 damage to T, 2 to A"', () => {
  const s = withDice(
    arena({
      units: [
        { seat: 0, roster: 'marine-ar', at: [1, 1], grenades: 1 },
        { seat: 1, roster: 'elite-rifle', at: [3, 1] },
        { seat: 1, roster: 'brute-hammer', at: [4, 2] },
      ],
    }),
    [3, 5],
  );
  const { state, events } = play(s, { type: 'grenade', unit: '0-marine-ar', square: sq(3, 1) });

  it('hits the square with 16 against 14', () => {
    expect(events.find((e) => e.type === 'grenadeHit')).toMatchObject({ attack: 8, total: 16, needed: 14, square: sq(3, 1) });
  });

  it('deals 4 damage in the square and 2 to the adjacent unit, and spends the token', () => {
    expect(unitOf(state, '1-elite-rifle').click).toBe(4);
    expect(unitOf(state, '1-brute-hammer').click).toBe(2);
    expect(unitOf(state, '0-marine-ar').grenades).toBe(0);
  });

  it('a miss has no effect but still spends the token (7 + 5 = 12 < 14)', () => {
    const missed = play(withDice(s, [1, 4]), { type: 'grenade', unit: '0-marine-ar', square: sq(3, 1) });
    expect(missed.events.find((e) => e.type === 'grenadeMissed')).toMatchObject({ total: 13, needed: 14 });
    expect(unitOf(missed.state, '1-elite-rifle').click).toBe(0);
    expect(unitOf(missed.state, '0-marine-ar').grenades).toBe(0);
  });

  it('distance counts diagonals as 1 square: (1,1) to (4,2) is 3 squares and needs 15', () => {
    const diag = play(withDice(s, [3, 5]), { type: 'grenade', unit: '0-marine-ar', square: sq(4, 2) });
    expect(diag.events.find((e) => e.type === 'grenadeHit')).toMatchObject({ needed: 15 });
  });

  it('range is 5 squares and needs a clear line of fire', () => {
    expect(refusal(s, { type: 'grenade', unit: '0-marine-ar', square: sq(7, 1) })).toBe('actionclix/grenade-range');
    expect(refusal(s, { type: 'grenade', unit: '0-marine-ar', square: sq(5, 5) })).toBe('actionclix/no-line-of-fire');
    expect(refusal(s, { type: 'grenade', unit: '0-marine-ar', square: sq(1, 1) })).toBe('actionclix/grenade-range');
  });

  it('friendly fire: eliminating your own unit gives the opponent the Kill token and nobody an Upgrade token', () => {
    const ff = withDice(
      arena({ units: [{ seat: 0, roster: 'marine-ar', at: [1, 1], grenades: 1 }, { seat: 0, roster: 'grunt-pistol', at: [3, 1], click: 3 }, { seat: 1, roster: 'elite-rifle', at: [8, 8] }] }),
      [3, 5],
    );
    const r = play(ff, { type: 'grenade', unit: '0-marine-ar', square: sq(3, 1) });
    expect(r.state.seats.map((x) => x.kills)).toEqual([0, 1]);
    expect(unitOf(r.state, '0-marine-ar').upgrades).toBe(0);
    expect(unitOf(r.state, '0-grunt-pistol').status).toBe('down');
  });
});

describe('knockback: "Figure F knocks back Figure T" along the line of fire', () => {
  const hammer = (extra: { seat: number; roster: string; at: [number, number] }[], attacker: [number, number], target: [number, number]): ReturnType<typeof play> =>
    play(
      withDice(arena({ units: [{ seat: 0, roster: 'brute-hammer', at: attacker }, { seat: 1, roster: 'elite-rifle', at: target }, ...extra] }), [5, 5]),
      { type: 'attack', unit: '0-brute-hammer', target: '1-elite-rifle' },
    );
  const blast = (attacker: [number, number], target: [number, number], dice: readonly number[] = [5, 5]): ReturnType<typeof play> =>
    play(withDice(arena({ units: [{ seat: 0, roster: 'spartan-laser', at: attacker }, { seat: 1, roster: 'elite-rifle', at: target }] }), dice), {
      type: 'attack',
      unit: '0-spartan-laser',
      target: '1-elite-rifle',
    });

  it('Gravity Hammer: 2 squares straight along the row', () => {
    const { state, events } = hammer([], [0, 1], [1, 1]);
    expect(events.find((e) => e.type === 'knockedBack')).toMatchObject({ path: [sq(2, 1), sq(3, 1)], blocked: false });
    expect(unitOf(state, '1-elite-rifle').sq).toBe(sq(3, 1));
  });

  it('stops in the square before another unit', () => {
    const { state, events } = hammer([{ seat: 1, roster: 'grunt-pistol', at: [3, 1] }], [0, 1], [1, 1]);
    expect(events.find((e) => e.type === 'knockedBack')).toMatchObject({ path: [sq(2, 1)], blocked: true });
    expect(unitOf(state, '1-elite-rifle').sq).toBe(sq(2, 1));
  });

  it('stops before a wall (the hall wall under row 2)', () => {
    const { events } = hammer([], [4, 0], [4, 1]);
    expect(events.find((e) => e.type === 'knockedBack')).toMatchObject({ path: [sq(4, 2)], blocked: true });
  });

  it('Gravity Hammer: blocked by the map edge deals no extra damage (that sentence is Blast Back’s)', () => {
    const { state, events } = hammer([], [1, 1], [1, 0]);
    expect(events.find((e) => e.type === 'knockedBack')).toMatchObject({ path: [], blocked: true });
    expect(events.filter((e) => e.type === 'damaged').map((e) => e.amount)).toEqual([4]);
    expect(unitOf(state, '1-elite-rifle').click).toBe(4);
  });

  it('Blast Back on doubles: the attacker’s player may knock back 1 square (two equally close: a choice) or pass', () => {
    const { state } = blast([0, 0], [2, 1]);
    expect(state.turn?.pending[0]).toMatchObject({ kind: 'knockback', remaining: 1, optional: true, choices: [sq(3, 1), sq(3, 2)] });
    expect(engine.legalActions(state, 0)).toEqual([{ type: 'knockback', to: sq(3, 1) }, { type: 'knockback', to: sq(3, 2) }, { type: 'pass' }]);
    const chosen = play(state, { type: 'knockback', to: sq(3, 2) });
    expect(chosen.events.find((e) => e.type === 'knockedBack')).toMatchObject({ path: [sq(3, 2)], blocked: false });
    expect(unitOf(chosen.state, '1-elite-rifle').sq).toBe(sq(3, 2));
    const passed = play(state, { type: 'pass' });
    expect(passed.events.some((e) => e.type === 'knockedBack')).toBe(false);
    expect(unitOf(passed.state, '1-elite-rifle').sq).toBe(sq(2, 1));
    expect(refusal(state, { type: 'knockback', to: sq(6, 6) })).toBe('actionclix/not-a-choice');
  });

  it('Blast Back: a blocked path deals 1 damage instead (the wall under row 2)', () => {
    const { state } = blast([4, 0], [4, 2]);
    expect(engine.legalActions(state, 0)).toEqual([{ type: 'knockback', to: sq(4, 3) }, { type: 'pass' }]);
    const done = play(state, { type: 'knockback', to: sq(4, 3) });
    expect(done.events.find((e) => e.type === 'knockedBack')).toMatchObject({ path: [], blocked: true });
    expect(done.events.filter((e) => e.type === 'damaged').map((e) => [e.amount, e.source])).toEqual([[1, 'knockback']]);
    expect(unitOf(done.state, '1-elite-rifle').sq).toBe(sq(4, 2));
  });

  it('Blast Back: no knockback when the attack roll is not doubles', () => {
    const { state, events } = blast([0, 1], [2, 1], [6, 5]);
    expect(events.some((e) => e.type === 'shotHit')).toBe(true);
    expect(state.turn?.pending).toEqual([]);
  });
});

describe('elimination, kill and upgrade tokens', () => {
  const s = withDice(arena({ units: [{ seat: 0, roster: 'odst-sniper', at: [1, 1] }, { seat: 1, roster: 'grunt-pistol', at: [4, 1], click: 3, grenades: 1, upgrades: 2 }] }), [5, 5]);
  const { state, events } = play(s, { type: 'attack', unit: '0-odst-sniper', target: '1-grunt-pistol' });

  it('the attacker’s player gains a Kill token and the attacker an Upgrade token', () => {
    expect(events.map((e) => e.type)).toEqual(['diceRolled', 'shotHit', 'damaged', 'eliminated', 'killScored', 'upgradeTokenGained']);
    expect(state.seats[0]?.kills).toBe(1);
    expect(unitOf(state, '0-odst-sniper').upgrades).toBe(1);
  });

  it('the eliminated unit returns to reserves at full health, loses its grenades and keeps its Upgrade tokens', () => {
    expect(unitOf(state, '1-grunt-pistol')).toMatchObject({ status: 'down', sq: -1, click: 0, grenades: 0, upgrades: 2, downTurn: 10 });
  });
});

describe('victory: 5 Kill points on your own turn', () => {
  it('wins the moment the fifth Kill token is gained', () => {
    const s = withDice(arena({ units: [{ seat: 0, roster: 'odst-sniper', at: [1, 1] }, { seat: 1, roster: 'grunt-pistol', at: [4, 1], click: 3 }] }), [5, 5]);
    const four = { ...s, seats: [{ team: 0, kills: 4 }, { team: 1, kills: 0 }] };
    const { state, events } = play(four, { type: 'attack', unit: '0-odst-sniper', target: '1-grunt-pistol' });
    expect(engine.outcome(state)).toEqual({ winners: [0], reason: 'kills' });
    expect(events.at(-1)).toMatchObject({ type: 'gameWon', seat: 0, kills: 5 });
    expect(engine.legalActions(state, 0)).toEqual([]);
    expect(refusal(state, { type: 'endTurn' }, 0)).toBe('actionclix/game-over');
  });

  it('a player who reaches 5 during an opponent’s turn wins at the start of their own', () => {
    const s = arena({ seat: 1, units: [{ seat: 0, roster: 'odst-sniper', at: [1, 1] }, { seat: 1, roster: 'grunt-pistol', at: [4, 1] }] });
    const five = { ...s, seats: [{ team: 0, kills: 5 }, { team: 1, kills: 0 }] };
    expect(engine.outcome(five)).toBeUndefined();
    const { state } = play(five, { type: 'endTurn' });
    expect(engine.outcome(state)).toEqual({ winners: [0], reason: 'kills' });
  });

  it('the kill points needed are an option', () => {
    const s = arena({ options: { killsToWin: 7 }, seat: 1, units: [{ seat: 0, roster: 'odst-sniper', at: [1, 1] }, { seat: 1, roster: 'grunt-pistol', at: [4, 1] }] });
    expect(engine.outcome(play({ ...s, seats: [{ team: 0, kills: 6 }, { team: 1, kills: 0 }] }, { type: 'endTurn' }).state)).toBeUndefined();
  });
});
