/**
 * The shared property suite on the Scarab scenario at both power levels and with either seat playing the
 * Scarab: random legal play must always end (kill points or the Main Power Core).
 */
import { runPropertySuite, type PropertySetup } from '../../core/testing/propertySuite';
import { actionclixEngine } from '../index';
import type { ActionClixState } from '../types';
import { GARRISON } from './rules';
import { INTERIOR_HEIGHT, INTERIOR_WIDTH, isCore } from './interior';

const setups: PropertySetup[] = [
  { name: 'Scarab Normal', players: 2, options: { mode: 'scarab', scarab: { power: 'normal' } } },
  { name: 'Scarab Heroic, seat 0 plays the Scarab', players: 2, options: { mode: 'scarab', scarab: { power: 'heroic', scarabSeat: 0 } } },
];

/** Squares distinct per board, interior squares on the interior map and off the core, the garrison kept once reached. */
function invariant(s: ActionClixState): string | undefined {
  const sc = s.scarab;
  if (sc === undefined) return 'no Scarab';
  const field = new Set<number>();
  const inside = new Set<number>();
  for (const u of s.units) {
    if (u.status === 'map') {
      if (field.has(u.sq) || u.sq < 0) return `bad square for ${u.id}`;
      field.add(u.sq);
    } else if (u.status === 'inside') {
      if (inside.has(u.sq) || u.sq < 0 || u.sq >= INTERIOR_WIDTH * INTERIOR_HEIGHT || isCore(u.sq)) return `bad interior square for ${u.id}`;
      inside.add(u.sq);
    } else if (u.sq !== -1) return `${u.id} off the boards with a square`;
  }
  if (s.units.filter((u) => u.seat === sc.seat && u.status === 'map').length > 0 && s.units.filter((u) => u.seat === sc.seat && u.status === 'inside').length < GARRISON) {
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
