/**
 * The turn cycle (rulebook, SPIELZUG): reinforcements, invasions, campaign objective, maneuver, then the
 * faction-card draw (only if you conquered and completed no objective; the 5p team Flood draws 2).
 */
import { type Result, type Seat } from '../core';
import { drawCards } from './decks';
import type { Draft } from './draft';
import { DONE, fail } from './errors';
import { startObjectivesMet } from './objectives';
import { nextSeat } from './queries';
import { reinforcements } from './reinforcements';
import type { TurnState } from './types';

function freshTurn(players: number, seat: Seat): TurnState {
  return {
    seat,
    conquests: 0,
    conqueredFrom: new Array<number>(players + 1).fill(0),
    halves: 0,
    heroConquests: 0,
    eliminations: 0,
    objectiveDone: false,
    transferUsed: false,
    attacked: false,
    startMet: [],
  };
}

export function startTurn(d: Draft, seat: Seat): void {
  const fresh = freshTurn(d.s.players, seat);
  d.s.turn = { ...fresh, startMet: startObjectivesMet(d.g, d.s, seat, fresh) };
  d.s.turnNumber += 1;
  const r = reinforcements(d.g, d.s, seat);
  d.setPhase({ kind: 'reinforce', left: r.total, placed: false, traded: false });
  d.log?.push({ type: 'turnStarted', seat, turn: d.s.turnNumber, ...r });
}

/** Cards drawn at the end of a turn that earned them. */
export function cardsEarned(d: Draft, seat: Seat): number {
  const turn = d.turn();
  if (turn.conquests === 0 || turn.objectiveDone) return 0;
  const floodSolo = d.s.options.mode === 'team-objective' && d.s.players === 5 && d.seat(seat).faction === 'flood';
  return floodSolo ? 2 : 1;
}

export function endTurn(d: Draft, seat: Seat): Result<void> {
  const p = d.s.phase;
  if (p.kind !== 'fortify') return fail('risiko/wrong-phase', { phase: p.kind });
  const earned = cardsEarned(d, seat);
  const drawn = earned > 0 ? drawCards(d, seat, earned) : 0;
  if (drawn > 0) d.log?.push({ type: 'cardDrawn', seat, count: drawn });
  d.log?.push({ type: 'turnEnded', seat });
  startTurn(d, nextSeat(d.s, seat));
  return DONE;
}
