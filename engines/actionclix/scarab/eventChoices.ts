/**
 * The Event specials that wait for the Scarab player's choice: the Plasma Mortar's square and the
 * Dropship's reinforcement and Ramp square. Each resolves, then the remaining Event specials run on.
 */
import type { Result, Seat } from '../../core';
import type { Draft } from '../draft';
import { fail } from '../errors';
import { grenadeDefense } from '../grenades';
import { neighbours } from '../grid';
import { rosterOf } from '../roster';
import type { ActionOf } from '../types';
import { goAboard } from './aboard';
import { scarabHurt } from './damage';
import { freeRamps, MORTAR_ATTACK, MORTAR_DAMAGE, MORTAR_SPLASH, mortarProblem, waiting } from './specials';
import { scarabOf, stepFor } from './state';
import { runEvent } from './steps';
import { SCARAB_TARGET } from './types';

export function mortar(d: Draft, seat: Seat, a: ActionOf<'scarabMortar'>): Result<void> {
  const step = stepFor(d, seat, 'event');
  if (!step.ok) return step;
  const [first, ...rest] = step.value.specials;
  if (first !== 'mortar') return fail('actionclix/scarab-step', { step: 'event' });
  const problem = mortarProblem(d, a.square);
  if (problem !== undefined) return problem;
  const [x = 1, y = 1] = d.roll(2);
  const total = MORTAR_ATTACK + x + y;
  const needed = grenadeDefense(0);
  const hit = total >= needed || (x === 6 && y === 6);
  d.log?.push({ type: 'diceRolled', seat, unit: SCARAB_TARGET, dice: [x, y], total: x + y, purpose: 'mortar' });
  d.log?.push({ type: 'scarabSpecial', special: 'mortar', dial: 'event', square: a.square, attack: MORTAR_ATTACK, total, needed, hit });
  if (hit) {
    const hits: [number, number][] = [];
    const centre = d.occ[a.square] ?? -1;
    if (centre >= 0 && centre < d.s.units.length) hits.push([centre, MORTAR_DAMAGE]);
    for (const n of neighbours(d.geo, a.square)) {
      const i = d.occ[n] ?? -1;
      if (i >= 0 && i < d.s.units.length) hits.push([i, MORTAR_SPLASH]);
    }
    scarabHurt(d, hits, 'mortar');
  }
  return runEvent(d, rest);
}

export function reinforce(d: Draft, seat: Seat, a: ActionOf<'scarabReinforce'>): Result<void> {
  const step = stepFor(d, seat, 'event');
  if (!step.ok) return step;
  const [first, ...rest] = step.value.specials;
  if (first !== 'reinforce') return fail('actionclix/scarab-step', { step: 'event' });
  const sc = scarabOf(d);
  const unit = waiting(d.s, sc).find((u) => u.id === a.unit);
  if (unit === undefined) return fail('actionclix/not-waiting', { unit: a.unit });
  if (!freeRamps(d).includes(a.to)) return fail('actionclix/not-ramp', { square: a.to });
  const r = rosterOf(unit.roster);
  goAboard(d, d.indexOf(unit.id), 'inside', a.to, { click: r.start, grenades: r.grenade ? 1 : 0 });
  d.log?.push({ type: 'scarabSpecial', special: 'reinforce', dial: 'event' });
  d.log?.push({ type: 'reinforcementArrived', seat, unit: unit.id, to: a.to });
  return runEvent(d, rest);
}

