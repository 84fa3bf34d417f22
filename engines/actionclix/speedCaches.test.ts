/**
 * The shortcuts taken for speed (issue 11) give exactly what the plain computation gives, on states from
 * fixed-seed random games of the basic game and the Scarab scenario (moves, knockback, eliminations,
 * respawns, the Scarab shifting and rotating, climbing, entering): the early-stopping search of `apply`,
 * the copy-on-write occupancy of a draft, the respawn listing's memo of spawn points a unit can leave, a
 * draft's interior battlemap, and the battlemap a new state carries under a hidden key.
 */
import { describe, expect, it } from 'vitest';
import { Random, seedRng, unwrap } from '../core';
import { buildBattlemap, ownsSpawn } from './battlemap';
import { ActionClixDraft, type Draft } from './draft';
import { actionclixEngine as engine } from './index';
import { stats } from './dials';
import { moveRoute, routeInFullSearch, rulesFor, unitReach } from './movement';
import { actionsPerTurn } from './turn';
import { canLeave, respawnChoices, respawnProblem } from './reserves';
import { canAttack, grenadeSquares, shotTargets } from './orders';
import { gunCanHit, gunProblem } from './scarab/guns';
import { interiorOf } from './scarab/interiorBattlemap';
import { isq, scarabArena } from './scarab/testing/arena';
import { battlemapFor, sq } from './testing/arena';
import { modeOf } from './modes';
import { goAboard } from './scarab/aboard';
import type { ActionClixAction, ActionClixState } from './types';

const MODES = [
  { name: 'basic game', options: {} },
  { name: 'Scarab Normal', options: { mode: 'scarab', scarab: { power: 'normal' } } },
  { name: 'Scarab Heroic, seat 1 plays the Scarab', options: { mode: 'scarab', scarab: { power: 'heroic', scarabSeat: 1 } } },
];

/** Every state (with the action chosen in it) of `games` seeded random games, at most `cap` actions each. */
function randomStates(options: Record<string, unknown>, games: number, cap: number): { s: ActionClixState; a: ActionClixAction; next: ActionClixState }[] {
  const out: { s: ActionClixState; a: ActionClixAction; next: ActionClixState }[] = [];
  const chooser = new Random(seedRng('speed-caches'));
  for (let g = 0; g < games; g++) {
    let s = unwrap(engine.setup({ players: 2, options: unwrap(engine.parseOptions(options, 2)), seed: `speed-${g}` }));
    for (let i = 0; i < cap && s.outcome === null; i++) {
      const seat = engine.activePlayers(s)[0] ?? 0;
      const legal = engine.legalActions(s, seat);
      const a = legal[chooser.below(legal.length)] as ActionClixAction;
      const next = unwrap(engine.apply(s, seat, a)).state;
      out.push({ s, a, next });
      s = next;
    }
  }
  return out;
}

const STATES = new Map(MODES.map((m) => [m.name, randomStates(m.options, 3, 700)]));

function statesOf(name: string): { s: ActionClixState; a: ActionClixAction; next: ActionClixState }[] {
  return STATES.get(name) ?? [];
}

describe('the early-stopping search gives the full search\'s distance and path', () => {
  it.each(MODES)('$name: every unit on the map, every square of the battlefield', ({ name }) => {
    let checked = 0;
    const wrong: string[] = [];
    for (const { s } of statesOf(name).filter((_, k) => k % 20 === 0)) {
      if (s.phase.kind !== 'play') continue;
      const b = battlemapFor(s);
      for (const u of s.units) {
        if (u.status !== 'map') continue;
        const full = unitReach(b, u);
        const squares = [...full.squares];
        const dist = [...full.dist];
        for (let sq = -1; sq <= b.geo.width * b.geo.height; sq++) {
          const k = squares.indexOf(sq);
          const reference = k < 0 ? undefined : routeInFullSearch(b, [u.sq], stats(u).speed, rulesFor(u, false, false), sq);
          const got = moveRoute(b, u, sq);
          if ((got?.squares ?? -1) !== (k < 0 ? -1 : dist[k]) || (k >= 0 && got?.path.join() !== reference?.path.join())) wrong.push(`${u.id} to ${sq}`);
          checked++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(10_000);
  }, 60_000);
});

describe('a draft copies the occupancy only when it writes, and never writes into the state it started from', () => {
  it.each(MODES)('$name: cached battlemaps equal battlemaps built afresh before and after every action', ({ name }) => {
    let shared = 0;
    const wrong: number[] = [];
    statesOf(name).forEach(({ s, next }, k) => {
      for (const state of [s, next]) {
        const fresh = buildBattlemap(state, modeOf(state));
        if (!same(battlemapFor(state).occ, fresh.occ) || !same(battlemapFor(state).occTeam, fresh.occTeam)) wrong.push(k);
      }
      if (sharesOccupancy(s, next)) shared++;
      if (s.scarab !== undefined && !same(interiorOf(battlemapFor(next)).occ, interiorOf(buildBattlemap(next, modeOf(next))).occ)) wrong.push(k);
    });
    expect(wrong).toEqual([]);
    // Actions that move nothing (rolls, shots that miss, ending turns) share the arrays.
    expect(shared).toBeGreaterThan(100);
  }, 60_000);
});

/** Whether no unit entered, left or moved on the battlefield and the Scarab (if any) stood still. */
function nothingMoved(s: ActionClixState, next: ActionClixState): boolean {
  const placed = (u: ActionClixState['units'][number]): number => (u.status === 'map' ? u.sq : -1);
  if (s.scarab !== undefined && (s.scarab.x !== next.scarab?.x || s.scarab.y !== next.scarab.y || s.scarab.facing !== next.scarab.facing)) return false;
  return s.units.every((u, i) => next.units[i] !== undefined && placed(u) === placed(next.units[i] as typeof u));
}

describe('an action that moves nobody shares the occupancy arrays (wounds and tokens copy nothing)', () => {
  it.each(MODES)('$name', ({ name }) => {
    let wounds = 0;
    const copied: number[] = [];
    statesOf(name).forEach(({ s, next }, k) => {
      if (!nothingMoved(s, next)) return;
      if (s.units.some((u, i) => u.status === 'map' && next.units[i]?.click !== u.click)) wounds++;
      if (!sharesOccupancy(s, next)) copied.push(k);
    });
    expect(copied).toEqual([]);
    expect(wounds).toBeGreaterThan(0);
  }, 60_000);
});

function same(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sharesOccupancy(s: ActionClixState, next: ActionClixState): boolean {
  return battlemapFor(s).occ === battlemapFor(next).occ;
}

describe('the respawn listing offers exactly the respawns apply accepts', () => {
  it.each(MODES)('$name: every down unit, replacement and spawn point', ({ name }) => {
    let offered = 0;
    for (const { s } of statesOf(name)) {
      const t = s.turn;
      if (s.phase.kind !== 'play' || t === null || t.deploy || t.pending.length > 0) continue;
      const seat = t.seat;
      if (s.scarab !== undefined && seat === s.scarab.seat) continue;
      const b = battlemapFor(s);
      const listed = engine.legalActions(s, seat).filter((a) => a.type === 'respawn');
      const expected: ActionClixAction[] = [];
      if (t.used < actionsPerTurn(battlemapFor(s), seat)) {
        for (const down of s.units) {
          if (down.seat !== seat || down.status !== 'down' || down.downTurn >= s.turnNumber) continue;
          for (const into of respawnChoices(b, down)) {
            for (const sp of s.spawns) {
              if (!ownsSpawn(s, seat, sp.seat) || (b.occ[sp.sq] ?? -1) >= 0) continue;
              if (canLeave(b, into, sp.sq)) expect(respawnProblem(b, seat, down, into, sp.sq).ok).toBe(true);
              if (canLeave(b, into, sp.sq)) expected.push({ type: 'respawn', unit: down.id, into: into.id, spawn: sp.sq });
            }
          }
        }
      }
      expect(listed).toEqual(expected);
      offered += listed.length;
    }
    expect(offered).toBeGreaterThan(0);
  }, 60_000);
});

describe('a draft keeps its interior battlemap until a unit goes in, comes out or moves inside', () => {
  const arena = scarabArena({
    units: [
      { seat: 0, roster: 'spartan-ar', where: 'inside', at: [3, 9] },
      { seat: 0, roster: 'marine-ar', where: 'top' },
      { seat: 0, roster: 'odst-smg', at: [3, 3] },
      { seat: 1, roster: 'elite-rifle', where: 'inside', at: [5, 5] },
      { seat: 1, roster: 'grunt-pistol', where: 'inside', at: [6, 9] },
    ],
  });
  const index = (d: Draft, id: string): number => d.indexOf(id);
  const cases: { name: string; change: (d: Draft) => void }[] = [
    { name: 'a unit moves inside', change: (d) => d.patchUnit(index(d, '0-spartan-ar'), { sq: isq(4, 10) }) },
    { name: 'a unit enters from the top', change: (d) => goAboard(d, index(d, '0-marine-ar'), 'inside', isq(2, 10)) },
    { name: 'a unit exits onto the top', change: (d) => goAboard(d, index(d, '1-grunt-pistol'), 'top', -1) },
    { name: 'a unit inside is eliminated', change: (d) => d.patchUnit(index(d, '1-elite-rifle'), { status: 'down', sq: -1 }) },
    { name: 'a reinforcement arrives on the Ramp', change: (d) => goAboard(d, index(d, '1-grunt-needler'), 'inside', isq(7, 11)) },
  ];
  it.each(cases)('$name', ({ change }) => {
    const d = new ActionClixDraft(arena, modeOf(arena));
    const before = interiorOf(d);
    expect(interiorOf(d)).toBe(before);
    change(d);
    const after = interiorOf(d);
    const fresh = interiorOf(buildBattlemap({ ...d.s }, modeOf(d.s)));
    expect([...after.occ]).toEqual([...fresh.occ]);
    expect([...after.occTeam]).toEqual([...fresh.occTeam]);
    expect([...after.occ]).not.toEqual([...before.occ]);
  });

  it('keeps the battlemap when only a battlefield unit moves', () => {
    const d = new ActionClixDraft(arena, modeOf(arena));
    const before = interiorOf(d);
    d.patchUnit(index(d, '0-odst-smg'), { sq: sq(4, 4) });
    expect(interiorOf(d)).toBe(before);
  });
});

describe('a new state carries its battlemap under a hidden key that copies never see', () => {
  it('a spread, JSON and a structured clone leave it out; a copy falls back to building its own battlemap', () => {
    const s = scarabArena({ units: [{ seat: 0, roster: 'odst-smg', at: [3, 3] }] });
    const next = unwrap(engine.apply(s, 0, { type: 'move', unit: '0-odst-smg', to: sq(4, 4) })).state;
    expect(Object.getOwnPropertySymbols({ ...next })).toEqual([]);
    expect(JSON.parse(JSON.stringify(next))).toEqual(next);
    const copy = structuredClone(next);
    expect(copy).toEqual(next);
    expect(battlemapFor(copy)).not.toBe(battlemapFor(next));
    expect([...battlemapFor(copy).occ]).toEqual([...battlemapFor(next).occ]);
    expect(battlemapFor(next).s).toBe(next);
    // A copy that keeps the hidden key (property descriptors copied) still gets a battlemap of its own.
    const kept = Object.defineProperties({}, Object.getOwnPropertyDescriptors(next)) as ActionClixState;
    expect(battlemapFor(kept).s).toBe(kept);
  });
});

describe('the guns\' quick target check agrees with the check that explains a refusal', () => {
  it.each(MODES.slice(1))('$name: every unit, both guns, every state', ({ name }) => {
    const wrong: string[] = [];
    let targets = 0;
    for (const { s } of statesOf(name)) {
      const sc = s.scarab;
      if (sc === undefined || s.phase.kind !== 'play') continue;
      const b = battlemapFor(s);
      for (const gun of ['main', 'turret'] as const) {
        for (const u of s.units) {
          const can = gunCanHit(b, sc, gun, u);
          if (can !== (gunProblem(b, sc, gun, u) === undefined)) wrong.push(`${gun} at ${u.id}`);
          if (can) targets++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(targets).toBeGreaterThan(100);
  });
});

describe('whether a unit can attack stops at the first target and agrees with the full lists', () => {
  it.each(MODES)('$name: every unit on the map in every state', ({ name }) => {
    const wrong: string[] = [];
    let able = 0;
    for (const { s } of statesOf(name)) {
      if (s.phase.kind !== 'play') continue;
      const b = battlemapFor(s);
      for (const u of s.units) {
        if (u.status !== 'map') continue;
        const full = shotTargets(b, u).length > 0 || grenadeSquares(b, u).length > 0;
        if (canAttack(b, u) !== full) wrong.push(u.id);
        if (grenadeSquares(b, u, true)[0] !== grenadeSquares(b, u)[0]) wrong.push(`${u.id} first grenade square`);
        if (full) able++;
      }
    }
    expect(wrong).toEqual([]);
    expect(able).toBeGreaterThan(50);
  }, 60_000);
});
