/** Every error code of the Scarab scenario, each produced by a named case (the last test checks none is missing). */
import { describe, expect, it } from 'vitest';
import { arena, engine, refusal, sq, withDice } from '../testing/arena';
import type { ActionClixAction, ActionClixState } from '../types';
import { SCARAB_ERROR_CODES } from './errors';
import { isq, scarabArena, type ScarabPlaced } from './testing/arena';

const at = (roster: string, x: number, y: number, extra: Partial<ScarabPlaced> = {}): ScarabPlaced => ({ seat: 0, roster, at: [x, y], ...extra });
const five = ['grunt-pistol', 'grunt-needler', 'jackal-beam', 'jackal-carbine', 'elite-rifle'].map((roster, k): ScarabPlaced => ({ seat: 1, roster, where: 'inside', at: [2 + k, 10] }));
const attacker = scarabArena({ units: [at('marine-ar', 2, 2, { grenades: 1 }), at('elite-sword', 7, 12), at('hornet', 16, 12), at('warthog', 8, 14), at('odst-smg', 4, 4, { where: 'inside' }), at('spartan-ar', 0, 0, { where: 'top' })] });
const rolling = scarabArena({ seat: 1 });
const guns = scarabArena({ seat: 1, units: [at('marine-ar', 2, 2), at('hornet', 4, 4), at('odst-smg', 11, 11)], scarab: { step: { kind: 'guns', main: false, turret: true } } });
const reinforcing = scarabArena({ seat: 1, units: five, scarab: { step: { kind: 'event', specials: ['reinforce'] } } });
const quiet = scarabArena({ seat: 1, units: five.slice(0, 4), scarab: { step: { kind: 'reinforcements', actions: 0 } } });
const active = scarabArena({ seat: 1, units: five, scarab: { step: { kind: 'reinforcements', actions: 3 } } });
const displacing = scarabArena({ seat: 1, units: [at('marine-ar', 15, 10)], scarab: { step: { kind: 'displace', unit: '0-marine-ar', base: 'shell', choices: [sq(16, 9)] } } });
const topFlyers = scarabArena({ units: [at('banshee', 15, 12)], scarab: { flyersOn: ['0-hornet', '0-hornet'] } });
const aerialDone = scarabArena({ units: [at('banshee', 4, 2)], scarab: { aerialAttackers: ['0-hornet', '0-hornet'] } });
const onTop = scarabArena({ units: [at('marine-ar', 0, 0, { where: 'top', grenades: 1 }), at('hornet', 0, 0, { where: 'top' }), { seat: 1, roster: 'grunt-pistol', at: [11, 11] }] });
const kneelingTop = scarabArena({ units: [at('marine-ar', 0, 0, { where: 'top' }), at('odst-smg', 8, 12)], scarab: { kneeling: true } });
const deepInside = scarabArena({ units: [at('marine-ar', 4, 3, { where: 'inside' })] });

type Case = readonly [name: string, code: string, run: () => string];
const act = (s: ActionClixState, a: ActionClixAction, seat?: number) => (): string => refusal(s, a, seat);
const options = (raw: unknown, players = 2) => (): string => {
  const r = engine.parseOptions({ mode: 'scarab', ...(raw as object) }, players);
  return r.ok ? 'accepted' : r.error.code;
};
const force = ['marine-ar', 'marine-shotgun', 'odst-sniper', 'spartan-ar', 'sgt-johnson'];

const CASES: readonly Case[] = [
  ['three players', 'actionclix/scarab-players', options({}, 3)],
  ['a Ghost among the reinforcements', 'actionclix/reinforcement-unit', options({ forces: [force, ['grunt-pistol', 'grunt-needler', 'jackal-beam', 'jackal-carbine', 'ghost']] })],
  ['four reinforcements', 'actionclix/reinforcement-count', options({ forces: [force, ['grunt-pistol', 'grunt-needler', 'jackal-beam', 'jackal-carbine']] })],
  ['reinforcements worth 385 points at Normal', 'actionclix/reinforcement-points', options({ forces: [force, ['grunt-pistol', 'arbiter', 'jackal-beam', 'brute-hammer', 'elite-rifle']] })],
  ['a Scarab step in the basic game', 'actionclix/not-scarab-mode', act(arena({ units: [] }), { type: 'scarabRoll' })],
  ['the attacker rolling the Event die', 'actionclix/not-scarab-seat', act(attacker, { type: 'scarabRoll' })],
  ['firing before the roll', 'actionclix/scarab-step', act(rolling, { type: 'scarabFire', gun: 'main', target: '0-marine-ar' })],
  ['ending the Scarab turn before the roll', 'actionclix/scarab-steps-first', act(rolling, { type: 'endTurn' })],
  ['shifting west off the map', 'actionclix/scarab-off-map', act(scarabArena({ seat: 1, scarab: { x: 0, step: { kind: 'move', move: 'shift', choices: ['n', 'e', 's'] } } }), { type: 'scarabShift', dir: 'w' })],
  ['displacing two squares away', 'actionclix/not-displace-choice', act(displacing, { type: 'scarabDisplace', unit: '0-marine-ar', to: sq(17, 10) })],
  ['the main gun twice', 'actionclix/gun-used', act(guns, { type: 'scarabFire', gun: 'main', target: '0-marine-ar' })],
  ['the turret at a unit beneath', 'actionclix/gun-target', act(guns, { type: 'scarabFire', gun: 'turret', target: '0-odst-smg' })],
  ['the turret at a marine', 'actionclix/turret-aerial-only', act(guns, { type: 'scarabFire', gun: 'turret', target: '0-marine-ar' })],
  ['a reinforcement already inside arriving', 'actionclix/not-waiting', act(reinforcing, { type: 'scarabReinforce', unit: '1-grunt-pistol', to: isq(7, 11) })],
  ['a reinforcement arriving off the Ramp', 'actionclix/not-ramp', act(reinforcing, { type: 'scarabReinforce', unit: '1-elite-sword', to: isq(4, 4) })],
  ['a reinforcement moving with four inside', 'actionclix/reinforcements-inactive', act(quiet, { type: 'moveInside', unit: '1-grunt-pistol', to: isq(2, 9), attack: false })],
  ['climbing on while it stands', 'actionclix/scarab-standing', act(scarabArena({ units: [at('marine-ar', 8, 14)] }), { type: 'climbOn', unit: '0-marine-ar', attack: false })],
  ['jumping off while it kneels', 'actionclix/scarab-kneeling', act(kneelingTop, { type: 'jumpOff', unit: '0-marine-ar', to: sq(8, 12), attack: false })],
  ['climbing on away from the Chassis base', 'actionclix/not-next-to-chassis', act(kneelingTop, { type: 'climbOn', unit: '0-odst-smg', attack: false })],
  ['flying on from two squares away', 'actionclix/not-next-to-scarab', act(attacker, { type: 'climbOn', unit: '0-hornet', attack: false })],
  ['a third flight onto it', 'actionclix/flyer-limit', act(topFlyers, { type: 'climbOn', unit: '0-banshee', attack: false })],
  ['a Warthog climbing on', 'actionclix/cannot-climb', act(attacker, { type: 'climbOn', unit: '0-warthog', attack: false })],
  ['entering from the ground', 'actionclix/not-on-top', act(attacker, { type: 'enter', unit: '0-marine-ar', to: isq(2, 10), attack: false })],
  ['moving inside from the ground', 'actionclix/not-inside', act(attacker, { type: 'moveInside', unit: '0-marine-ar', to: isq(2, 10), attack: false })],
  ['a Hornet entering', 'actionclix/figures-only-inside', act(onTop, { type: 'enter', unit: '0-hornet', to: isq(2, 10), attack: false })],
  ['exiting 7 rows from the Ramp', 'actionclix/no-ramp-reach', act(deepInside, { type: 'exit', unit: '0-marine-ar', attack: false })],
  ['the fifth of five leaving', 'actionclix/garrison', act(active, { type: 'exit', unit: '1-grunt-pistol', attack: false })],
  ['a third aerial attack', 'actionclix/aerial-limit', act(aerialDone, { type: 'attack', unit: '0-banshee', target: 'scarab' })],
  ['an Energy Sword two squares from the bases', 'actionclix/scarab-adjacent-only', act(attacker, { type: 'attack', unit: '0-elite-sword', target: 'scarab' })],
  ['attacking the Scarab from inside', 'actionclix/scarab-not-from-here', act(attacker, { type: 'attack', unit: '0-odst-smg', target: 'scarab' })],
  ['attacking the core from the ground', 'actionclix/core-from-outside', act(attacker, { type: 'attack', unit: '0-marine-ar', target: 'core' })],
  ['a grenade from on top', 'actionclix/top-no-grenade', act(onTop, { type: 'grenade', unit: '0-marine-ar', square: sq(2, 2) })],
  ['from on top at a unit beneath', 'actionclix/top-target', act(onTop, { type: 'attack', unit: '0-marine-ar', target: '1-grunt-pistol' })],
  ['a reinforcement swapping weapons', 'actionclix/scarab-no-reserves', act(active, { type: 'swap', unit: '1-grunt-pistol', into: '1-grunt-needler' })],
];

describe('Scarab error codes', () => {
  it.each(CASES)('%s: %s', (_name, code, run) => {
    expect(run()).toBe(code);
  });

  it('every Scarab error code has a case', () => {
    expect(SCARAB_ERROR_CODES.filter((c) => !CASES.some(([, code]) => code === c))).toEqual([]);
  });

  it('a refused action leaves the state untouched', () => {
    const before = JSON.stringify(attacker);
    for (const [, , run] of CASES) run();
    expect(JSON.stringify(attacker)).toBe(before);
  });

  it('a Multi-Attack Hornet\'s two attacks fill the aerial limit', () => {
    const s = withDice(scarabArena({ units: [at('hornet', 2, 2)] }), [1, 1, 1, 1]);
    expect(refusal(s, { type: 'attack', unit: '0-hornet', target: 'scarab' })).toBe('accepted');
  });
});

describe('grenade squares inside', () => {
  it('lists exactly the squares insideGrenadeProblem accepts', async () => {
    const { insideGrenadeProblem, insideGrenadeSquares } = await import('./insideTargets');
    const { INTERIOR_WIDTH, INTERIOR_HEIGHT } = await import('./interior');
    const { battlemapFor } = await import('../testing/arena');
    const s = scarabArena({ units: [at('marine-ar', 4, 6, { where: 'inside', grenades: 1 }), { seat: 1, roster: 'grunt-pistol', where: 'inside', at: [4, 8] }, { seat: 1, roster: 'jackal-beam', where: 'inside', at: [6, 4], grenades: 1 } as ScarabPlaced] });
    for (const id of ['0-marine-ar', '1-jackal-beam']) {
      const u = s.units.find((x) => x.id === id);
      if (u === undefined) throw new Error(id);
      const expected: number[] = [];
      const b = battlemapFor(s);
      const sc = s.scarab;
      if (sc === undefined) throw new Error('no Scarab');
      for (let q = 0; q < INTERIOR_WIDTH * INTERIOR_HEIGHT; q++) if (insideGrenadeProblem(b, sc, u, q) === undefined) expected.push(q);
      expect(expected.length).toBeGreaterThan(10);
      expect(insideGrenadeSquares(b, sc, u)).toEqual(expected);
    }
  });
});
