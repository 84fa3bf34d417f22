/**
 * The shared property suite on the Scarab scenario at both power levels and with either seat playing the
 * Scarab: random legal play must always end (kill points or the Main Power Core).
 */
import { describe, expect, it } from 'vitest';
import { Random, seedRng, unwrap } from '../../core';
import { runPropertySuite, type PropertySetup } from '../../core/testing/propertySuite';
import { actionclixEngine } from '../index';
import type { ActionClixAction, ActionClixState } from '../types';
import { GARRISON } from './rules';
import { INTERIOR_HEIGHT, INTERIOR_WIDTH, isCore } from './interior';
import { scarabArena } from './testing/arena';

const setups: PropertySetup[] = [
  { name: 'Scarab Normal', players: 2, options: { mode: 'scarab', scarab: { power: 'normal' } } },
  { name: 'Scarab Heroic, seat 0 plays the Scarab', players: 2, options: { mode: 'scarab', scarab: { power: 'heroic', scarabSeat: 0 } } },
];

/** Squares distinct per map, interior squares on the interior map and off the core, the garrison kept once reached. */
function invariant(s: ActionClixState): string | undefined {
  const sc = s.scarab;
  if (sc === undefined) return 'no Scarab';
  const field = new Set<number>();
  const inside = new Set<number>();
  const where = (u: ActionClixState['units'][number]): string => (u.status === 'elsewhere' ? (sc.aboard[u.id] ?? 'nowhere') : u.status);
  for (const u of s.units) {
    if (u.status === 'map') {
      if (field.has(u.sq) || u.sq < 0) return `bad square for ${u.id}`;
      field.add(u.sq);
    } else if (where(u) === 'inside') {
      if (inside.has(u.sq) || u.sq < 0 || u.sq >= INTERIOR_WIDTH * INTERIOR_HEIGHT || isCore(u.sq)) return `bad interior square for ${u.id}`;
      inside.add(u.sq);
    } else if (u.sq !== -1) return `${u.id} off both maps with a square`;
  }
  if (s.units.filter((u) => u.seat === sc.seat && u.status === 'map').length > 0 && s.units.filter((u) => u.seat === sc.seat && where(u) === 'inside').length < GARRISON) {
    return 'a reinforcement left the interior with fewer than five inside';
  }
  return undefined;
}

runPropertySuite({
  engine: actionclixEngine,
  setups,
  games: 2,
  maxActions: 8000,
  mustFinish: true,
  invariant,
  malformed: [
    { type: 'scarabShift', dir: 'up' },
    { type: 'scarabRotate', turn: 'left' },
    { type: 'climbOn', unit: '0-marine-ar' },
    { type: 'enter', unit: '0-marine-ar', to: 3, attack: 'yes' },
    { type: 'scarabFire', gun: 'laser', target: '0-hornet' },
  ],
  timeout: 240_000,
});

describe('shared action objects across games', () => {
  it('legal actions stay legal when games in one process order their units differently (either seat plays the Scarab)', () => {
    for (const [k, scarabSeat] of [1, 0, 1, 0].entries()) {
      const options = unwrap(actionclixEngine.parseOptions({ mode: 'scarab', scarab: { scarabSeat } }, 2));
      let s = unwrap(actionclixEngine.setup({ players: 2, options, seed: `cross-${k}` }));
      const chooser = new Random(seedRng(`cross-chooser-${k}`));
      for (let i = 0; i < 1500 && s.outcome === null; i++) {
        const seat = actionclixEngine.activePlayers(s)[0] ?? 0;
        const legal = actionclixEngine.legalActions(s, seat);
        const a = legal[chooser.below(legal.length)] as ActionClixAction;
        const r = actionclixEngine.apply(s, seat, a);
        expect(r.ok ? 'ok' : `${JSON.stringify(a)} ${r.error.code}`).toBe('ok');
        if (r.ok) s = r.value.state;
      }
    }
  }, 120_000);
});

describe('shot actions are keyed by target id', () => {
  it('a shooter with the same id in two games, whose targets sit at the same unit index, gets each game\'s own target', () => {
    const a = scarabArena({ units: [{ seat: 0, roster: 'grunt-pistol', where: 'top' }, { seat: 1, roster: 'jackal-beam', at: [2, 2] }] });
    const index = a.units.findIndex((u) => u.id === '1-jackal-beam');
    expect(actionclixEngine.legalActions(a, 0)).toContainEqual({ type: 'attack', unit: '0-grunt-pistol', target: '1-jackal-beam' });
    const options = unwrap(actionclixEngine.parseOptions({ mode: 'scarab', scarab: { scarabSeat: 0 } }, 2));
    const b0 = unwrap(actionclixEngine.setup({ players: 2, options, seed: 'keyed' }));
    const other = b0.units[index];
    if (other === undefined || other.seat !== 1) throw new Error('index out of the attacker');
    const units = b0.units.map((u, i) => (u.id === '0-grunt-pistol' ? { ...u, status: 'elsewhere' as const } : i === index ? { ...u, status: 'map' as const, sq: 2 * 24 + 2 } : u));
    const b: ActionClixState = { ...b0, units, phase: { kind: 'play' }, turn: { seat: 0, used: 0, acted: {}, swapped: [], pending: [], deploy: false }, turnNumber: 10, scarab: b0.scarab === undefined ? undefined : { ...b0.scarab, aboard: { '0-grunt-pistol': 'top' }, step: { kind: 'reinforcements', actions: 3 } } } as ActionClixState;
    const shots = actionclixEngine.legalActions(b, 0).filter((x) => x.type === 'attack' && x.unit === '0-grunt-pistol');
    expect(shots).toEqual([{ type: 'attack', unit: '0-grunt-pistol', target: other.id }]);
  });
});
