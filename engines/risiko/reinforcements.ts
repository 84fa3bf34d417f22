/**
 * Reinforcements (rulebook, VERSTÄRKUNG VERTEILEN): territories / 3 (at least 3) + region bonuses +
 * 1 per base controlled (own included) + skulls traded at the start of the turn; all must be placed
 * before attacking. A hero that fell since the last turn is redeployed to any own territory.
 */
import { ok, type Result, type Seat } from '../core';
import { discardCard } from './decks';
import type { Draft } from './draft';
import { DONE, fail } from './errors';
import { factionCard, MAX_TRADE_SKULLS, MIN_TRADE_SKULLS, SKULL_TABLE } from './factionCards';
import type { TerritoryGraph } from './territoryGraph';
import { basesControlled, territoryCount } from './queries';
import type { ActionOf, Phase, RisikoState } from './types';

export interface Reinforcements {
  readonly territories: number;
  readonly fromTerritories: number;
  readonly regions: number;
  readonly bases: number;
  readonly total: number;
}

export function holdsRegion(s: RisikoState, seat: Seat, members: readonly number[]): boolean {
  if (members.length === 0) return false;
  for (let k = 0; k < members.length; k++) if (s.owner[members[k] as number] !== seat) return false;
  return true;
}

export function regionBonus(g: TerritoryGraph, s: RisikoState, seat: Seat): number {
  let bonus = 0;
  for (const r of g.regions) if (holdsRegion(s, seat, r.members)) bonus += r.bonus;
  return bonus;
}

export function regionsHeld(g: TerritoryGraph, s: RisikoState, seat: Seat): number {
  let n = 0;
  for (const r of g.regions) if (holdsRegion(s, seat, r.members)) n++;
  return n;
}

export function reinforcements(g: TerritoryGraph, s: RisikoState, seat: Seat): Reinforcements {
  const territories = territoryCount(s, seat);
  const fromTerritories = Math.max(3, Math.floor(territories / 3));
  const regions = regionBonus(g, s, seat);
  const bases = basesControlled(s, seat);
  return { territories, fromTerritories, regions, bases, total: fromTerritories + regions + bases };
}

/** Units for a skull trade, or undefined outside 2–10 skulls. */
export function unitsForSkulls(skulls: number): number | undefined {
  return SKULL_TABLE[skulls];
}

function reinforcePhase(d: Draft): Result<Extract<Phase, { kind: 'reinforce' }>> {
  const p = d.s.phase;
  return p.kind === 'reinforce' ? ok(p) : fail('risiko/wrong-phase', { phase: p.kind });
}

/** Ends the reinforcement phase once every unit is placed and a fallen hero is back. */
export function settleReinforce(d: Draft, seat: Seat): void {
  const p = d.s.phase;
  if (p.kind !== 'reinforce' || p.left > 0 || d.seat(seat).heroFallen) return;
  d.setPhase({ kind: 'attack', battle: null, transfer: null });
  d.log?.push({ type: 'attackPhase', seat });
}

export function tradeSkulls(d: Draft, seat: Seat, action: ActionOf<'tradeSkulls'>): Result<void> {
  const p = reinforcePhase(d);
  if (!p.ok) return p;
  if (p.value.placed || p.value.traded) return fail('risiko/trade-too-late');
  if (new Set(action.cards).size !== action.cards.length) return fail('risiko/trade-duplicate');
  const st = d.seat(seat);
  let skulls = 0;
  for (const id of action.cards) {
    if (!st.hand.includes(id) && !st.captured.includes(id)) return fail('risiko/card-not-yours', { card: id });
    skulls += factionCard(id)?.skulls ?? 0;
  }
  const units = unitsForSkulls(skulls);
  if (units === undefined) return fail('risiko/trade-skulls', { min: MIN_TRADE_SKULLS, max: MAX_TRADE_SKULLS, skulls });
  for (const id of action.cards) discardCard(d, seat, id);
  d.setPhase({ ...p.value, left: p.value.left + units, traded: true });
  d.log?.push({ type: 'skullsTraded', seat, cards: action.cards.length, skulls, units });
  return DONE;
}

export function reinforce(d: Draft, seat: Seat, action: ActionOf<'reinforce'>, t: number): Result<void> {
  const p = reinforcePhase(d);
  if (!p.ok) return p;
  if (d.s.owner[t] !== seat) return fail('risiko/not-your-territory', { territory: action.territory });
  if (action.count < 1 || action.count > p.value.left) return fail('risiko/bad-count', { min: 1, max: p.value.left });
  d.addUnits(t, action.count);
  d.setPhase({ ...p.value, left: p.value.left - action.count, placed: true });
  d.log?.push({ type: 'reinforced', seat, territory: action.territory, count: action.count });
  settleReinforce(d, seat);
  return DONE;
}

export function redeployHero(d: Draft, seat: Seat, action: ActionOf<'redeployHero'>, t: number): Result<void> {
  const p = reinforcePhase(d);
  if (!p.ok) return p;
  if (!d.seat(seat).heroFallen) return fail('risiko/hero-not-fallen');
  if (d.s.owner[t] !== seat) return fail('risiko/not-your-territory', { territory: action.territory });
  d.updateSeat(seat, { hero: t, heroFallen: false });
  d.log?.push({ type: 'heroRedeployed', seat, territory: action.territory });
  settleReinforce(d, seat);
  return DONE;
}
