/** Every error code, each produced by a named case (the last test checks none is missing). */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../core';
import { ERROR_CODES } from './errors';
import { SCARAB_ERROR_CODES } from './scarab/errors';
import { validateForce } from './forces';
import { arena, engine, play, refusal, sq, withDice } from './testing/arena';
import type { ActionClixAction, ActionClixState } from './types';

const enemy = { seat: 1, roster: 'jackal-beam', at: [20, 20] as [number, number] };
const base = arena({
  spawns: [{ seat: 0, at: [0, 23] }, { seat: 1, at: [6, 0] }],
  units: [
    { seat: 0, roster: 'marine-ar', at: [0, 0], upgrades: 1 },
    { seat: 0, roster: 'elite-sword', at: [0, 2] },
    { seat: 0, roster: 'grunt-pistol', at: [3, 0] },
    { seat: 1, roster: 'grunt-needler', at: [1, 0] },
    { seat: 1, roster: 'pure-stalker', at: [15, 0] },
    enemy,
  ],
  down: [{ seat: 0, roster: 'odst-sniper', downTurn: 10 }, { seat: 0, roster: 'combat-claws', downTurn: 3 }],
});
const fresh = unwrap(engine.setup({ players: 2, options: unwrap(engine.parseOptions({}, 2)), seed: 'errors' }));
const crowded = unwrap(engine.setup({ players: 4, options: unwrap(engine.parseOptions({ battlefield: 'quick', spawnsPerPlayer: 3 }, 4)), seed: 'errors' }));
const deploying = play(fresh, ...[sq(0, 0), sq(23, 23), sq(0, 23), sq(23, 0)].map((square) => ({ type: 'placeSpawn' as const, square }))).state;
const deployer = deploying.order[0] ?? 0;
const deployUnit = deploying.units.find((u) => u.seat === deployer && u.status === 'force')?.id ?? '';
const swapped = play(arena({ units: [{ seat: 0, roster: 'marine-ar', at: [0, 0] }, enemy] }), { type: 'swap', unit: '0-marine-ar', into: '0-marine-shotgun' }).state;
const threeDone = play(base, { type: 'move', unit: '0-marine-ar', to: sq(0, 1) }, { type: 'move', unit: '0-grunt-pistol', to: sq(3, 1) }, { type: 'move', unit: '0-elite-sword', to: sq(1, 2) }).state;
const knock = play(withDice(arena({ units: [{ seat: 0, roster: 'spartan-laser', at: [0, 0] }, { seat: 1, roster: 'elite-rifle', at: [2, 1] }] }), [5, 5]), { type: 'attack', unit: '0-spartan-laser', target: '1-elite-rifle' }).state;
const boxed = arena({
  spawns: [{ seat: 0, at: [0, 0] }, { seat: 1, at: [23, 23] }],
  units: [{ seat: 1, roster: 'grunt-pistol', at: [1, 0] }, { seat: 1, roster: 'grunt-needler', at: [0, 1] }, { seat: 1, roster: 'jackal-beam', at: [1, 1] }, { seat: 0, roster: 'marine-ar', at: [10, 10] }],
  down: [{ seat: 0, roster: 'odst-smg', downTurn: 1 }],
});

type Case = readonly [name: string, code: string, run: () => string];
const act = (s: ActionClixState, a: ActionClixAction, seat?: number) => (): string => refusal(s, a, seat);
const options = (raw: unknown, players = 2) => (): string => {
  const r = engine.parseOptions(raw, players);
  return r.ok ? 'accepted' : r.error.code;
};

const CASES: readonly Case[] = [
  ['an unknown option', 'actionclix/bad-options', options({ colour: 'red' })],
  ['setting up a game for 0 players (it returns, refused)', 'actionclix/bad-options', () => { const r = engine.setup({ players: 0, options: unwrap(engine.parseOptions({}, 2)), seed: 'nobody' }); return r.ok ? 'accepted' : r.error.code; }],
  ['setting up a game for 6 players', 'actionclix/bad-options', () => { const r = engine.setup({ players: 6, options: unwrap(engine.parseOptions({}, 2)), seed: 'crowd' }); return r.ok ? 'accepted' : r.error.code; }],
  ['a malformed action', 'actionclix/bad-action', () => { const r = engine.parseAction({ type: 'move', unit: 'x' }); return r.ok ? 'accepted' : r.error.code; }],
  ['teams with 3 players', 'actionclix/team-players', options({ teams: 'pairs' }, 3)],
  ['an unknown tile', 'actionclix/unknown-tile', options({ tiles: ['hangar', 'canyon', 'outpost', 'moon'] })],
  ['three tiles for the standard battlefield', 'actionclix/tile-count', options({ tiles: ['hangar', 'canyon', 'outpost'] })],
  ['a force with a unit not in the roster', 'actionclix/force-unknown-unit', options({ forces: [['x', 'marine-ar', 'odst-smg', 'grunt-pistol', 'jackal-beam'], ['marine-ar', 'odst-smg', 'grunt-pistol', 'jackal-beam', 'ghost']] })],
  ['a force with a unit twice', 'actionclix/force-duplicate-unit', options({ forces: [['marine-ar', 'marine-ar', 'odst-smg', 'grunt-pistol', 'jackal-beam'], ['marine-ar', 'odst-smg', 'grunt-pistol', 'jackal-beam', 'ghost']] })],
  ['a force of four', 'actionclix/force-too-few', options({ forces: [['marine-ar', 'odst-smg', 'grunt-pistol', 'jackal-beam'], ['marine-ar', 'odst-smg', 'grunt-pistol', 'jackal-beam', 'ghost']] })],
  ['a force of 495 points', 'actionclix/force-too-many-points', options({ forces: [['master-chief', 'arbiter', 'hornet', 'grunt-pistol', 'grunt-needler'], ['marine-ar', 'odst-smg', 'grunt-pistol', 'jackal-beam', 'ghost']] })],
  ['a unit above the unit limit', 'actionclix/force-unit-too-expensive', options({ limits: { maxUnitPoints: 100 } })],
  ['reserves that repeat a force unit', 'actionclix/reserve-in-force', options({ reserves: [['marine-ar'], []] })],
  ['a force name of spaces', 'actionclix/force-name', () => { const r = validateForce({ name: '   ', units: [] }); return r.ok ? 'accepted' : r.error.code; }],
  ['acting after the end', 'actionclix/game-over', act({ ...base, outcome: { winners: [0], reason: 'kills' } }, { type: 'endTurn' }, 0)],
  ['acting out of turn', 'actionclix/not-active', act(base, { type: 'endTurn' }, 1)],
  ['placing a spawn point during play', 'actionclix/wrong-phase', act(base, { type: 'placeSpawn', square: 100 })],
  ['ending the turn with a knockback choice open', 'actionclix/pending-choice', act(knock, { type: 'endTurn' })],
  ['passing with nothing to choose', 'actionclix/nothing-pending', act(base, { type: 'pass' })],
  ['a fourth action', 'actionclix/no-actions-left', act(threeDone, { type: 'respawn', unit: '0-combat-claws', into: '0-combat-claws', spawn: sq(0, 23) })],
  ['moving during the deployment turn', 'actionclix/deploy-first', act(deploying, { type: 'endTurn' })],
  ['an unknown unit', 'actionclix/unknown-unit', act(base, { type: 'move', unit: '0-spartan-ghost', to: 5 })],
  ['an opponent’s unit', 'actionclix/not-your-unit', act(base, { type: 'move', unit: '1-grunt-needler', to: sq(2, 2) })],
  ['a unit in reserves', 'actionclix/not-on-map', act(base, { type: 'move', unit: '0-master-chief', to: sq(2, 2) })],
  ['a second action for a unit', 'actionclix/unit-acted', act(play(base, { type: 'move', unit: '0-marine-ar', to: sq(0, 1) }).state, { type: 'move', unit: '0-marine-ar', to: sq(1, 1) })],
  ['an action after a weapon swap', 'actionclix/unit-swapped', act(swapped, { type: 'move', unit: '0-marine-shotgun', to: sq(1, 1) })],
  ['deploying a unit that is not waiting', 'actionclix/wrong-unit', act(deploying, { type: 'deploy', unit: `${deployer}-master-chief`, to: sq(1, 1) })],
  ['a square off the battlefield', 'actionclix/off-map', act(fresh, { type: 'placeSpawn', square: 2000 })],
  ['blocking terrain', 'actionclix/square-blocked', act(base, { type: 'move', unit: '0-grunt-pistol', to: sq(10, 1) })],
  ['an occupied square', 'actionclix/square-occupied', act(base, { type: 'move', unit: '0-marine-ar', to: sq(3, 0) })],
  ['a spawn point too close', 'actionclix/spawn-too-close', act(play(fresh, { type: 'placeSpawn', square: 0 }).state, { type: 'placeSpawn', square: sq(4, 4) })],
  ['a spawn point that leaves too little room for the rest (4 players, 3 each, quick battlefield)', 'actionclix/spawn-leaves-no-room', act(play(crowded, ...[sq(12, 11), sq(3, 8)].map((square) => ({ type: 'placeSpawn' as const, square }))).state, { type: 'placeSpawn', square: sq(4, 1) })],
  ['4 players with 4 spawn points each on the quick battlefield', 'actionclix/spawns-do-not-fit', () => { const r = engine.setup({ players: 4, options: unwrap(engine.parseOptions({ battlefield: 'quick', spawnsPerPlayer: 4 }, 4)), seed: 'errors' }); return r.ok ? 'accepted' : r.error.code; }],
  ['a square beyond the speed', 'actionclix/out-of-reach', act(base, { type: 'move', unit: '0-marine-ar', to: sq(0, 9) })],
  ['ending on an own spawn point', 'actionclix/own-spawn', act(deploying, { type: 'deploy', unit: deployUnit, to: deploying.spawns.find((x) => x.seat === deployer)?.sq ?? 0 })],
  ['capturing on the first turn', 'actionclix/no-capture-first-turn', act(deploying, { type: 'deploy', unit: deployUnit, to: deploying.spawns.find((x) => x.seat !== deployer)?.sq ?? 0 })],
  ['attacking an own unit', 'actionclix/not-enemy', act(base, { type: 'attack', unit: '0-marine-ar', target: '0-grunt-pistol' })],
  ['a line across the hall wall', 'actionclix/no-line-of-fire', act(arena({ units: [{ seat: 0, roster: 'marine-ar', at: [1, 1] }, { seat: 1, roster: 'grunt-pistol', at: [5, 5] }] }), { type: 'attack', unit: '0-marine-ar', target: '1-grunt-pistol' })],
  ['a sword at range', 'actionclix/adjacent-only', act(base, { type: 'attack', unit: '0-elite-sword', target: '1-jackal-beam' })],
  ['a special attack by a unit without such an ability', 'actionclix/no-special', act(base, { type: 'special', unit: '0-elite-sword', target: '1-jackal-beam' })],
  ['a camouflaged unit far away', 'actionclix/camo-range', act(base, { type: 'attack', unit: '0-grunt-pistol', target: '1-pure-stalker' })],
  ['a grenade without a token', 'actionclix/no-grenade', act(base, { type: 'grenade', unit: '0-marine-ar', square: sq(2, 2) })],
  ['a grenade 6 squares away', 'actionclix/grenade-range', act(arena({ units: [{ seat: 0, roster: 'marine-ar', at: [0, 0], grenades: 1 }, enemy] }), { type: 'grenade', unit: '0-marine-ar', square: sq(6, 0) })],
  ['a knockback square not offered', 'actionclix/not-a-choice', act(knock, { type: 'knockback', to: sq(9, 9) })],
  ['an upgrade without tokens', 'actionclix/no-upgrade-tokens', act(base, { type: 'upgrade', unit: '0-grunt-pistol', into: '0-master-chief', spend: 1 })],
  ['spending tokens the unit lacks', 'actionclix/upgrade-spend', act(base, { type: 'upgrade', unit: '0-marine-ar', into: '0-odst-smg', spend: 2 })],
  ['a Flood unit upgrading into a Marine', 'actionclix/upgrade-restricted', act(arena({ units: [{ seat: 0, roster: 'infection-form', at: [2, 2], upgrades: 2 }, enemy] }), { type: 'upgrade', unit: '0-infection-form', into: '0-marine-ar', spend: 1 })],
  ['a machine gun turret moving and attacking', 'actionclix/heavy-emplaced', act(arena({ units: [{ seat: 0, roster: 'mg-turret', at: [2, 2] }, enemy] }), { type: 'moveAttack', unit: '0-mg-turret', to: sq(3, 2) })],
  ['an upgrade beyond the budget', 'actionclix/upgrade-too-expensive', act(base, { type: 'upgrade', unit: '0-marine-ar', into: '0-master-chief', spend: 1 })],
  ['upgrading into a unit on the battlefield', 'actionclix/not-in-reserve', act(base, { type: 'upgrade', unit: '0-marine-ar', into: '0-grunt-pistol', spend: 1 })],
  ['swapping with a unit that is no partner', 'actionclix/not-swap-partner', act(base, { type: 'swap', unit: '0-marine-ar', into: '0-odst-smg' })],
  ['swapping after an action', 'actionclix/swap-after-action', act(play(base, { type: 'move', unit: '0-marine-ar', to: sq(0, 1) }).state, { type: 'swap', unit: '0-marine-ar', into: '0-marine-shotgun' })],
  ['respawning a unit that was not eliminated', 'actionclix/not-down', act(base, { type: 'respawn', unit: '0-master-chief', into: '0-master-chief', spawn: sq(0, 23) })],
  ['respawning on the turn of the elimination', 'actionclix/respawn-same-turn', act(base, { type: 'respawn', unit: '0-odst-sniper', into: '0-odst-sniper', spawn: sq(0, 23) })],
  ['respawning as a dearer unit', 'actionclix/respawn-too-expensive', act(base, { type: 'respawn', unit: '0-combat-claws', into: '0-master-chief', spawn: sq(0, 23) })],
  ['respawning on an opponent’s spawn point', 'actionclix/not-your-spawn', act(base, { type: 'respawn', unit: '0-combat-claws', into: '0-combat-claws', spawn: sq(6, 0) })],
  ['respawning on a held spawn point', 'actionclix/spawn-captured', act({ ...base, spawns: [{ seat: 0, sq: sq(1, 0) }, { seat: 1, sq: sq(23, 23) }] }, { type: 'respawn', unit: '0-combat-claws', into: '0-combat-claws', spawn: sq(1, 0) })],
  ['respawning where no step leads off', 'actionclix/respawn-boxed-in', act(boxed, { type: 'respawn', unit: '0-odst-smg', into: '0-odst-smg', spawn: sq(0, 0) })],
];

describe('error codes', () => {
  it.each(CASES)('%s: %s', (_name, code, run) => {
    expect(run()).toBe(code);
  });

  it('every error code has a case (the Scarab scenario\'s in scarab/errors.test.ts)', () => {
    const scarab: readonly string[] = SCARAB_ERROR_CODES;
    expect([...ERROR_CODES].filter((c) => !scarab.includes(c) && !CASES.some(([, code]) => code === c))).toEqual([]);
  });

  it('a refused action leaves the state untouched', () => {
    const before = JSON.stringify(base);
    for (const [, , run] of CASES) run();
    expect(JSON.stringify(base)).toBe(before);
  });
});
