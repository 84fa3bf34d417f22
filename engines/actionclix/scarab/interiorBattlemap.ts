/**
 * The Scarab Interior map as a `Battlemap` (the battlefield's movement search and line of fire work on it
 * unchanged): occupancy from the units inside; the core's two squares hold CORE_OCC, so nobody enters
 * them, and no team, so they never block line of fire.
 */
import type { Battlemap } from '../battlemap';
import { Draft } from '../draft';
import { buildAreaGeo, type Geo } from '../grid';
import { isInside } from './aboard';
import { SCARAB_CACHES } from './caches';
import { CORE_SQUARES, INTERIOR_HEIGHT, INTERIOR_LAYOUT, INTERIOR_WIDTH } from './interior';

export const INTERIOR_GEO: Geo = buildAreaGeo('scarab-interior', INTERIOR_WIDTH, INTERIOR_HEIGHT, INTERIOR_LAYOUT);
export const CORE_OCC = 0x7ffe;

const NO_SPAWNS = new Int8Array(INTERIOR_WIDTH * INTERIOR_HEIGHT);

function build(b: Battlemap): Battlemap {
  const s = b.s;
  const size = INTERIOR_WIDTH * INTERIOR_HEIGHT;
  const occ = new Int16Array(size).fill(-1);
  const occTeam = new Int8Array(size);
  const sc = s.scarab;
  s.units.forEach((u, i) => {
    if (sc === undefined || !isInside(sc, u)) return;
    occ[u.sq] = i;
    occTeam[u.sq] = (s.seats[u.seat]?.team ?? u.seat) + 1;
  });
  for (const sq of CORE_SQUARES) occ[sq] = CORE_OCC;
  return { geo: INTERIOR_GEO, s, mode: b.mode, occ, occTeam, index: b.index, spawnSeat: NO_SPAWNS };
}

/** The interior battlemap beside a battlefield battlemap: cached per state, and per draft until a unit inside changes. */
export function interiorOf(b: Battlemap): Battlemap {
  if (b instanceof Draft) return b.modeMap(build);
  let i = SCARAB_CACHES.interiors.get(b.s);
  if (i === undefined) {
    i = build(b);
    SCARAB_CACHES.interiors.set(b.s, i);
  }
  return i;
}

/** Whether walls leave two touching squares adjacent (a diagonal through a walled corner is not). */
export function wallFree(geo: Geo, a: number, b: number): boolean {
  const w = geo.width;
  const dx = (b % w) - (a % w);
  const dy = Math.floor(b / w) - Math.floor(a / w);
  if (Math.abs(dx) > 1 || Math.abs(dy) > 1 || (dx === 0 && dy === 0)) return false;
  const ax = a % w;
  const ay = Math.floor(a / w);
  if (dy === 0) return geo.vEdge[ay * (w + 1) + (dx > 0 ? ax + 1 : ax)] !== 1;
  if (dx === 0) return geo.hEdge[(dy > 0 ? ay + 1 : ay) * w + ax] !== 1;
  return geo.cornerWall[(dy > 0 ? ay + 1 : ay) * (w + 1) + (dx > 0 ? ax + 1 : ax)] !== 1;
}
