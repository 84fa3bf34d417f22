/**
 * The end-of-turn maneuver (rulebook, MANÖVER DURCHFÜHREN): once, any number of units (leaving one) from
 * one territory to one connected territory; connected = a path of your own territories (team play: allied
 * ones too, but the move ends in your own), over borders and stationary and mobile teleporters. Heroes
 * move only together with at least one unit.
 */
import { type Result, type Seat } from '../core';
import type { Draft } from './draft';
import { DONE, fail } from './errors';
import { links, type TerritoryGraph } from './territoryGraph';
import { sameTeam } from './queries';
import type { ActionOf, RisikoState } from './types';

/**
 * Component label per territory over the territories the seat may pass (own and allied), -1 elsewhere:
 * two own territories are connected exactly when their labels are equal.
 */
export function passableComponents(g: TerritoryGraph, s: RisikoState, seat: Seat): Int32Array {
  const label = new Int32Array(g.n);
  label.fill(-1);
  const adj = links(g, s.teleporters);
  const team = s.options.mode === 'team-objective';
  const owner = s.owner;
  const passable = (t: number): boolean => {
    const o = owner[t] as number;
    return o === seat || (team && o >= 0 && sameTeam(s, seat, o));
  };
  const stack: number[] = [];
  for (let start = 0; start < g.n; start++) {
    if (label[start] !== -1 || !passable(start)) continue;
    label[start] = start;
    stack.push(start);
    while (stack.length > 0) {
      const t = stack.pop() ?? 0;
      for (const n of adj[t] ?? []) {
        if (label[n] === -1 && passable(n)) {
          label[n] = start;
          stack.push(n);
        }
      }
    }
  }
  return label;
}

export function maneuver(d: Draft, seat: Seat, action: ActionOf<'maneuver'>, from: number, to: number): Result<void> {
  const p = d.s.phase;
  if (p.kind !== 'fortify') return fail('risiko/wrong-phase', { phase: p.kind });
  if (p.maneuvered) return fail('risiko/maneuver-used');
  if (d.s.owner[from] !== seat) return fail('risiko/not-your-territory', { territory: action.from });
  if (d.s.owner[to] !== seat) return fail('risiko/not-your-territory', { territory: action.to });
  if (from === to) return fail('risiko/same-territory');
  const max = (d.s.units[from] ?? 0) - 1;
  if (!Number.isInteger(action.count) || action.count < 1 || action.count > max) return fail('risiko/leave-one', { min: 1, max: Math.max(0, max) });
  const hero = action.hero ?? false;
  if (hero && d.seat(seat).hero !== from) return fail('risiko/hero-not-here', { territory: action.from });
  const label = passableComponents(d.g, d.s, seat);
  if (label[from] !== label[to]) return fail('risiko/not-connected', { from: action.from, to: action.to });
  d.addUnits(from, -action.count);
  d.addUnits(to, action.count);
  if (hero) d.updateSeat(seat, { hero: to });
  d.setPhase({ kind: 'fortify', objectiveOpen: false, maneuvered: true });
  d.log?.push({ type: 'maneuvered', seat, from: action.from, to: action.to, count: action.count, hero });
  return DONE;
}
