/** Every legal action of a seat: the answers of its pending question, or its window actions (each card and target listed). */
import type { Seat } from '../core';
import { legalCompanyExtras, legalUses } from './abilities';
import { activeSeats } from './activeSeats';
import { legalPlays } from './play';
import { legalResponses } from './responses';
import type { HaloAction, HaloState } from './types';

/** The last answer, by state identity: states are never changed after `apply`, so it stays true. */
let last: { readonly s: HaloState; readonly seat: Seat; readonly out: readonly HaloAction[] } | undefined;

export function legalActions(s: HaloState, seat: Seat): HaloAction[] {
  if (last !== undefined && last.s === s && last.seat === seat) return last.out.slice();
  const out = computeLegal(s, seat);
  last = { s, seat, out };
  return out.slice();
}

function computeLegal(s: HaloState, seat: Seat): HaloAction[] {
  if (!activeSeats(s).includes(seat)) return [];
  const p = s.pending[s.pending.length - 1];
  if (p !== undefined) return p.options.map((option) => ({ type: 'choose', option }));
  if (s.turn.response !== null) return [{ type: 'pass' }, ...legalResponses(s, seat, s.turn.response)];
  const out: HaloAction[] = [{ type: 'pass' }];
  for (const pl of legalPlays(s, seat)) out.push(playAction(pl));
  for (const [card, ability] of legalUses(s, seat)) out.push({ type: 'use', card, ability });
  const extra = legalCompanyExtras(s, seat);
  for (const [card, target] of extra.heal) out.push({ type: 'healNamesake', card, target });
  for (const [card, to] of extra.transfer) out.push({ type: 'transfer', card, to });
  for (const [card, ship] of extra.staff) out.push({ type: 'staff', card, ship });
  return out;
}

/** `{ type: 'play', ...pl }` written out (a spread of optional fields is slow), in the same field order. */
function playAction(pl: { card: string; on?: string; toil?: number }): HaloAction {
  const { card, on, toil } = pl;
  if (on === undefined) return toil === undefined ? { type: 'play', card } : { type: 'play', card, toil };
  return toil === undefined ? { type: 'play', card, on } : { type: 'play', card, on, toil };
}

/**
 * Whether `a` is one of the very action objects the last listing answered for this state and seat: built
 * here, so well-formed (`apply` skips reading its shape again; the bots and the table play listed actions).
 */
export function listedHere(s: HaloState, seat: Seat, a: HaloAction): boolean {
  return last !== undefined && last.s === s && last.seat === seat && last.out.includes(a);
}

/** Whether Pass is the only thing `seat` could do now (the reason on its `passed` event). */
export function onlyPass(s: HaloState, seat: Seat): boolean {
  // The table and random play ask for the legal actions of this very state first.
  if (last !== undefined && last.s === s && last.seat === seat) return last.out.length === 1;
  if (s.turn.response !== null) return legalResponses(s, seat, s.turn.response).length === 0;
  if (legalPlays(s, seat).length > 0 || legalUses(s, seat).length > 0) return false;
  const extra = legalCompanyExtras(s, seat);
  return extra.heal.length + extra.transfer.length + extra.staff.length === 0;
}
