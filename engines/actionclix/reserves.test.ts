/** Upgrading, weapon swapping and respawning (rulebook "Upgrading a unit", "Swapping weapons", "Respawning"). */
import { describe, expect, it } from 'vitest';
import { arena, engine, play, refusal, sq, unitOf } from './testing/arena';

const enemy = { seat: 1, roster: 'jackal-beam', at: [20, 20] as [number, number] };

describe('upgrading', () => {
  // A damaged Marine (2 clicks) with 3 Upgrade tokens and a grenade: 30 + 75 points reach the Sergeant (75).
  const s = arena({ units: [{ seat: 0, roster: 'marine-ar', at: [2, 0], click: 2, upgrades: 3, grenades: 1 }, enemy] });

  it('spends 25 points per token and lists the smallest and largest spend', () => {
    const ups = engine.legalActions(s, 0).filter((a) => a.type === 'upgrade' && a.into === '0-sgt-johnson');
    expect(ups).toEqual([
      { type: 'upgrade', unit: '0-marine-ar', into: '0-sgt-johnson', spend: 2 },
      { type: 'upgrade', unit: '0-marine-ar', into: '0-sgt-johnson', spend: 3 },
    ]);
    expect(refusal(s, { type: 'upgrade', unit: '0-marine-ar', into: '0-sgt-johnson', spend: 1 })).toBe('actionclix/upgrade-too-expensive');
    expect(refusal(s, { type: 'upgrade', unit: '0-marine-ar', into: '0-master-chief', spend: 3 })).toBe('actionclix/upgrade-too-expensive');
    expect(refusal(s, { type: 'upgrade', unit: '0-marine-ar', into: '0-sgt-johnson', spend: 4 })).toBe('actionclix/upgrade-spend');
  });

  it('the new unit takes the square, the damage taken, the grenades and the unspent tokens; it uses no action', () => {
    const { state, events } = play(s, { type: 'upgrade', unit: '0-marine-ar', into: '0-sgt-johnson', spend: 2 });
    expect(unitOf(state, '0-sgt-johnson')).toMatchObject({ status: 'map', sq: sq(2, 0), click: 2, grenades: 1, upgrades: 1 });
    expect(unitOf(state, '0-marine-ar')).toMatchObject({ status: 'reserve', sq: -1, click: 0, upgrades: 0, grenades: 0 });
    expect(events).toEqual([{ type: 'upgraded', seat: 0, unit: '0-marine-ar', into: '0-sgt-johnson', spent: 2, square: sq(2, 0) }]);
    expect(state.turn?.used).toBe(0);
  });

  it('a vehicle’s starting line counts: damage is matched from the starting line', () => {
    const hog = arena({ units: [{ seat: 0, roster: 'odst-smg', at: [2, 0], click: 1, upgrades: 3 }, enemy] });
    expect(unitOf(play(hog, { type: 'upgrade', unit: '0-odst-smg', into: '0-warthog', spend: 3 }).state, '0-warthog').click).toBe(2);
  });

  it('a unit that already acted stays acted after the upgrade', () => {
    const moved = play(s, { type: 'move', unit: '0-marine-ar', to: sq(3, 0) }, { type: 'upgrade', unit: '0-marine-ar', into: '0-sgt-johnson', spend: 2 });
    expect(moved.state.turn?.acted['0-sgt-johnson']).toBe(1);
    expect(refusal(moved.state, { type: 'move', unit: '0-sgt-johnson', to: sq(4, 0) })).toBe('actionclix/unit-acted');
  });

  it('needs at least one token', () => {
    const none = arena({ units: [{ seat: 0, roster: 'marine-ar', at: [2, 0] }, enemy] });
    expect(refusal(none, { type: 'upgrade', unit: '0-marine-ar', into: '0-marine-shotgun', spend: 1 })).toBe('actionclix/no-upgrade-tokens');
  });
});

describe('weapon swapping', () => {
  const s = arena({ units: [{ seat: 0, roster: 'marine-ar', at: [2, 0], click: 1, upgrades: 1, grenades: 1 }, enemy] });

  it('swaps for the partner of equal points: health matched, grenades lost, Upgrade tokens kept', () => {
    expect(engine.legalActions(s, 0).filter((a) => a.type === 'swap')).toEqual([{ type: 'swap', unit: '0-marine-ar', into: '0-marine-shotgun' }]);
    const { state } = play(s, { type: 'swap', unit: '0-marine-ar', into: '0-marine-shotgun' });
    expect(unitOf(state, '0-marine-shotgun')).toMatchObject({ status: 'map', sq: sq(2, 0), click: 1, grenades: 0, upgrades: 1 });
    expect(state.turn?.used).toBe(0);
  });

  it('the swapped-in unit may not be given an action that turn, nor swap back', () => {
    const { state } = play(s, { type: 'swap', unit: '0-marine-ar', into: '0-marine-shotgun' });
    expect(refusal(state, { type: 'move', unit: '0-marine-shotgun', to: sq(3, 0) })).toBe('actionclix/unit-swapped');
    expect(refusal(state, { type: 'swap', unit: '0-marine-shotgun', into: '0-marine-ar' })).toBe('actionclix/swap-after-action');
  });

  it('a unit given an action may not swap; only listed partners are allowed', () => {
    const moved = play(s, { type: 'move', unit: '0-marine-ar', to: sq(3, 0) }).state;
    expect(refusal(moved, { type: 'swap', unit: '0-marine-ar', into: '0-marine-shotgun' })).toBe('actionclix/swap-after-action');
    expect(refusal(s, { type: 'swap', unit: '0-marine-ar', into: '0-grunt-pistol' })).toBe('actionclix/not-swap-partner');
  });
});

describe('respawning', () => {
  const spawns = [{ seat: 0, at: [0, 0] as [number, number] }, { seat: 1, at: [23, 23] as [number, number] }];
  const s = arena({ spawns, units: [{ seat: 0, roster: 'odst-smg', at: [5, 2] }, enemy], down: [{ seat: 0, roster: 'marine-ar', downTurn: 9, upgrades: 1 }] });

  it('is part of an action: the unit enters on an own spawn point with a grenade and must move off it', () => {
    const { state, events } = play(s, { type: 'respawn', unit: '0-marine-ar', into: '0-marine-ar', spawn: sq(0, 0) });
    expect(events).toEqual([{ type: 'respawned', seat: 0, unit: '0-marine-ar', into: '0-marine-ar', square: sq(0, 0) }]);
    expect(unitOf(state, '0-marine-ar')).toMatchObject({ status: 'map', sq: sq(0, 0), grenades: 1, upgrades: 1, click: 0 });
    expect(state.turn?.used).toBe(1);
    expect(new Set(engine.legalActions(state, 0).map((a) => a.type))).toEqual(new Set(['move', 'moveAttack']));
    expect(refusal(state, { type: 'endTurn' })).toBe('actionclix/pending-choice');
    const moved = play(state, { type: 'moveAttack', unit: '0-marine-ar', to: sq(3, 0) });
    expect(moved.state.turn?.used).toBe(1);
    expect(unitOf(moved.state, '0-marine-ar').sq).toBe(sq(3, 0));
  });

  it('may bring a reserve unit of equal or lower points instead, never a dearer one', () => {
    expect(refusal(s, { type: 'respawn', unit: '0-marine-ar', into: '0-grunt-pistol', spawn: sq(0, 0) })).toBe('accepted');
    expect(refusal(s, { type: 'respawn', unit: '0-marine-ar', into: '0-marine-shotgun', spawn: sq(0, 0) })).toBe('accepted');
    expect(refusal(s, { type: 'respawn', unit: '0-marine-ar', into: '0-odst-sniper', spawn: sq(0, 0) })).toBe('actionclix/respawn-too-expensive');
  });

  it('not on the turn of the elimination, not on a captured or foreign spawn point', () => {
    const same = arena({ spawns, units: [{ seat: 0, roster: 'odst-smg', at: [5, 2] }, enemy], down: [{ seat: 0, roster: 'marine-ar', downTurn: 10 }] });
    expect(refusal(same, { type: 'respawn', unit: '0-marine-ar', into: '0-marine-ar', spawn: sq(0, 0) })).toBe('actionclix/respawn-same-turn');
    const held = arena({ spawns, units: [{ seat: 0, roster: 'odst-smg', at: [5, 2] }, { seat: 1, roster: 'jackal-beam', at: [0, 0] }], down: [{ seat: 0, roster: 'marine-ar', downTurn: 9 }] });
    expect(refusal(held, { type: 'respawn', unit: '0-marine-ar', into: '0-marine-ar', spawn: sq(0, 0) })).toBe('actionclix/spawn-captured');
    expect(engine.legalActions(held, 0).some((a) => a.type === 'respawn')).toBe(false);
    expect(refusal(s, { type: 'respawn', unit: '0-marine-ar', into: '0-marine-ar', spawn: sq(23, 23) })).toBe('actionclix/not-your-spawn');
    expect(refusal(s, { type: 'respawn', unit: '0-odst-smg', into: '0-odst-smg', spawn: sq(0, 0) })).toBe('actionclix/not-down');
  });
});

describe('eliminated units are in reserves from the turn after their elimination', () => {
  const spawns = [{ seat: 0, at: [0, 0] as [number, number] }, { seat: 1, at: [23, 23] as [number, number] }];
  // Turn 10: the ODST (SMG) fell on turn 9, the ODST (Sniper) on this turn.
  const s = arena({
    spawns,
    units: [{ seat: 0, roster: 'marine-ar', at: [5, 2], upgrades: 2 }, enemy],
    down: [{ seat: 0, roster: 'odst-smg', downTurn: 9 }, { seat: 0, roster: 'odst-sniper', downTurn: 10 }, { seat: 0, roster: 'marine-shotgun', downTurn: 9 }],
  });

  it.each([
    { name: 'upgrading into one eliminated on an earlier turn', action: { type: 'upgrade', unit: '0-marine-ar', into: '0-odst-smg', spend: 2 }, code: 'accepted' },
    { name: 'upgrading into one eliminated this turn', action: { type: 'upgrade', unit: '0-marine-ar', into: '0-odst-sniper', spend: 2 }, code: 'actionclix/not-in-reserve' },
    { name: 'swapping into an eliminated partner', action: { type: 'swap', unit: '0-marine-ar', into: '0-marine-shotgun' }, code: 'accepted' },
    { name: 'respawning one eliminated unit as another of equal or lower points', action: { type: 'respawn', unit: '0-odst-smg', into: '0-marine-shotgun', spawn: sq(0, 0) }, code: 'accepted' },
    { name: 'respawning as one eliminated this turn', action: { type: 'respawn', unit: '0-odst-smg', into: '0-odst-sniper', spawn: sq(0, 0) }, code: 'actionclix/not-in-reserve' },
  ] as const)('$name: $code, and listed when accepted', ({ action, code }) => {
    expect(refusal(s, action)).toBe(code);
    expect(engine.legalActions(s, 0).some((a) => JSON.stringify(a) === JSON.stringify(action))).toBe(code === 'accepted');
  });

  it('the unit brought in ends its own wait; a unit respawned as another goes to reserves and waits no more', () => {
    const up = play(s, { type: 'upgrade', unit: '0-marine-ar', into: '0-odst-smg', spend: 2 }).state;
    expect(unitOf(up, '0-odst-smg')).toMatchObject({ status: 'map', sq: sq(5, 2), downTurn: -1 });
    const back = play(s, { type: 'respawn', unit: '0-odst-smg', into: '0-marine-shotgun', spawn: sq(0, 0) }).state;
    expect(unitOf(back, '0-marine-shotgun')).toMatchObject({ status: 'map', sq: sq(0, 0), downTurn: -1 });
    expect(unitOf(back, '0-odst-smg').status).toBe('reserve');
    expect(refusal(play(back, { type: 'move', unit: '0-marine-shotgun', to: sq(1, 1) }).state, { type: 'respawn', unit: '0-odst-smg', into: '0-odst-smg', spawn: sq(0, 0) })).toBe('actionclix/not-down');
  });
});
