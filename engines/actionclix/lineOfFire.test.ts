/** Line of fire (rulebook figures 1 and 2, RULINGS), on the standard battlefield's real walls. */
import { describe, expect, it } from 'vitest';
import { adjacent, geoFor, neighbours } from './grid';
import { DEFAULT_TILES } from './maps';
import { CLEAR, WALL, clearLine, lineSquares, traceLine } from './lineOfFire';
import { arena, engine, refusal, sq } from './testing/arena';

const geo = geoFor('standard', DEFAULT_TILES.standard);

/** Team + 1 per square: `mine` hold team 0 (the attacker's), `theirs` team 1. */
function occupancy(mine: readonly (readonly [number, number])[], theirs: readonly (readonly [number, number])[]): Int8Array {
  const occ = new Int8Array(geo.width * geo.height);
  for (const [x, y] of mine) occ[sq(x, y)] = 1;
  for (const [x, y] of theirs) occ[sq(x, y)] = 2;
  return occ;
}

type Case = readonly [name: string, from: [number, number], to: [number, number], mine: [number, number][], theirs: [number, number][], expected: number];

const CASES: readonly Case[] = [
  ['fig. 1: X has a clear line to O along the open strip', [1, 1], [8, 1], [], [[8, 1]], CLEAR],
  ['fig. 1: the line to B inside the hall touches the hall wall corner', [1, 1], [5, 5], [], [[5, 5]], WALL],
  ['fig. 2: X shoots through a friendly figure F', [0, 0], [4, 0], [[2, 0]], [[4, 0]], CLEAR],
  ['fig. 2: B on the diagonal can be hit', [0, 0], [2, 2], [], [[2, 2]], CLEAR],
  ['an enemy other than the target blocks', [0, 0], [4, 0], [], [[2, 0], [4, 0]], sq(2, 0)],
  ['touching only the corner of an enemy square does not block', [0, 0], [3, 1], [], [[2, 0], [3, 1]], CLEAR],
  ['crossing the interior of an enemy square blocks', [0, 0], [3, 1], [], [[1, 0], [3, 1]], sq(1, 0)],
  ['touching the end point of a wall blocks (canyon cliff end at 18,2)', [17, 1], [19, 3], [], [], WALL],
  ['a door leaves a gap in the hall wall', [5, 2], [5, 4], [], [], CLEAR],
  ['the hall wall next to the door blocks', [4, 2], [4, 4], [], [], WALL],
  ['blocking terrain blocks like walls (crate at 10,1)', [9, 1], [11, 1], [], [], WALL],
  ['a long diagonal across the whole battlefield', [0, 23], [23, 0], [], [], WALL],
];

describe('line of fire', () => {
  it.each(CASES)('%s', (_name, from, to, mine, theirs, expected) => {
    expect(traceLine(geo, occupancy(mine, theirs), 0, sq(from[0], from[1]), sq(to[0], to[1]))).toBe(expected);
  });

  it('is symmetric for walls', () => {
    const empty = new Int8Array(geo.width * geo.height);
    for (let a = 0; a < 576; a += 7) for (let b = 0; b < 576; b += 11) expect(clearLine(geo, empty, 0, a, b), `${a}-${b}`).toBe(clearLine(geo, empty, 0, b, a));
  });

  it('lists the squares it passes through (corner touches excluded)', () => {
    expect(lineSquares(geo, sq(0, 0), sq(3, 1))).toEqual([sq(1, 0), sq(2, 1)]);
    expect(lineSquares(geo, sq(0, 0), sq(3, 0))).toEqual([sq(1, 0), sq(2, 0)]);
  });

  it('through the engine: a shot across a wall is refused with no-line-of-fire', () => {
    const s = arena({ units: [{ seat: 0, roster: 'marine-ar', at: [1, 1] }, { seat: 1, roster: 'grunt-pistol', at: [5, 5] }] });
    expect(refusal(s, { type: 'attack', unit: '0-marine-ar', target: '1-grunt-pistol' })).toBe('actionclix/no-line-of-fire');
    expect(engine.legalActions(s, 0).some((a) => a.type === 'attack')).toBe(false);
  });
});

describe('adjacency (rulebook fig. 3)', () => {
  it('a unit is adjacent to all eight surrounding squares, diagonals included', () => {
    const u = sq(5, 1);
    expect(neighbours(geo, u).sort((a, b) => a - b)).toEqual([sq(4, 0), sq(5, 0), sq(6, 0), sq(4, 1), sq(6, 1), sq(4, 2), sq(5, 2), sq(6, 2)]);
    expect(adjacent(geo, u, sq(6, 2))).toBe(true);
    expect(adjacent(geo, u, sq(7, 1))).toBe(false);
    expect(adjacent(geo, u, u)).toBe(false);
  });

  it('a corner square has three neighbours', () => {
    expect(neighbours(geo, sq(0, 0)).length).toBe(3);
  });
});
