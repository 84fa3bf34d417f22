/**
 * The shared engine property suite: 2-, 3- and 4-player games, two teams (with separate and shared spawn
 * points) and the quick battlefield. Uniform random legal play reaches the kill points, so every game
 * must finish.
 */
import { runPropertySuite, type PropertySetup } from '../core/testing/propertySuite';
import { actionclixEngine } from './index';
import type { ActionClixState } from './types';

const setups: PropertySetup[] = [
  { name: '2 players standard', players: 2, options: {} },
  { name: '2 players quick', players: 2, options: { battlefield: 'quick' } },
  { name: '3 players', players: 3, options: {} },
  { name: '4 players', players: 4, options: {} },
  // The launcher's defaults: spawn placement here once left a seat without a square (spawnRoom.test.ts).
  { name: '4 players quick', players: 4, options: { battlefield: 'quick' } },
  { name: '5 players large', players: 5, options: { battlefield: 'large' } },
  { name: '4 players in two teams', players: 4, options: { teams: 'pairs' } },
  { name: '4 players in two teams sharing spawn points', players: 4, options: { teams: 'pairs', sharedSpawns: true, spawnsPerPlayer: 1 } },
];

/** Units on distinct open squares, dials on the dial, at most 3 actions, no unit on its own spawn point after moving. */
function invariant(s: ActionClixState): string | undefined {
  const seen = new Set<number>();
  for (const u of s.units) {
    if (u.status === 'map') {
      if (u.sq < 0) return `${u.id} on the map without a square`;
      if (seen.has(u.sq)) return `two units on ${u.sq}`;
      seen.add(u.sq);
    } else if (u.sq !== -1) return `${u.id} off the map with a square`;
    if (u.click < 0 || u.grenades < 0 || u.upgrades < 0) return `${u.id} has negative values`;
  }
  if (s.turn !== null && s.turn.used > 3) return `${s.turn.used} actions used`;
  for (const st of s.seats) if (st.kills < 0) return 'negative kills';
  return undefined;
}

runPropertySuite({
  engine: actionclixEngine,
  setups,
  games: 3,
  maxActions: 6000,
  mustFinish: true,
  invariant,
  malformed: [
    { type: 'move', unit: '0-marine-ar', to: -1 },
    { type: 'move', unit: '0-marine-ar', to: 1.5 },
    { type: 'attack', unit: 7, target: '1-grunt-pistol' },
    { type: 'upgrade', unit: '0-marine-ar', into: '0-master-chief', spend: '1' },
    { type: 'endTurn', extra: true },
    { type: 'placeSpawn' },
    { type: '__proto__' },
    null,
    [],
  ],
  timeout: 120_000,
});
