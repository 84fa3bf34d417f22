/**
 * `apply` as a table of small handlers, one per action type. Every handler validates before it writes;
 * on an error the working copy is dropped, so the state is never touched. Victory is settled after
 * every action.
 */
import { ok, type Applied, type Result, type Seat } from '../core';
import { playCard } from './cardEffects';
import { Draft } from './draft';
import { fail } from './errors';
import { territoryIndex, type TerritoryGraph } from './territoryGraph';
import { attack, defend, defendingSeat, endAttacks, moveIn } from './invasion';
import { maneuver } from './maneuver';
import { claimObjective, skipObjective } from './objectives';
import { redeployHero, reinforce, tradeSkulls } from './reinforcements';
import { applySetup, setupSeat } from './setupPlacement';
import { answerTransfer, requestTransfer } from './teams';
import { endTurn } from './turn';
import type { ActionOf, RisikoAction, RisikoActionType, RisikoState } from './types';
import { settleOutcome } from './victory';

type Handler<A> = (d: Draft, seat: Seat, action: A) => Result<void>;
type Handlers = { readonly [T in RisikoActionType]: Handler<ActionOf<T>> };

/** Resolves territory ids to indices, or the `unknown-territory` error. */
function withTerritories(d: Draft, ids: readonly string[], run: (...t: number[]) => Result<void>): Result<void> {
  const out: number[] = [];
  for (const id of ids) {
    const t = territoryIndex(d.g, id);
    if (t === undefined) return fail('risiko/unknown-territory', { territory: id });
    out.push(t);
  }
  return run(...out);
}

const HANDLERS: Handlers = {
  placeTeleporter: (d, seat, a) => applySetup(d, seat, a),
  placeBase: (d, seat, a) => applySetup(d, seat, a),
  claim: (d, seat, a) => applySetup(d, seat, a),
  placeNeutral: (d, seat, a) => applySetup(d, seat, a),
  placeSetupUnits: (d, seat, a) => applySetup(d, seat, a),
  placeHero: (d, seat, a) => applySetup(d, seat, a),
  tradeSkulls,
  reinforce: (d, seat, a) => withTerritories(d, [a.territory], (t) => reinforce(d, seat, a, t ?? 0)),
  redeployHero: (d, seat, a) => withTerritories(d, [a.territory], (t) => redeployHero(d, seat, a, t ?? 0)),
  requestTransfer: (d, seat, a) => withTerritories(d, [a.territory, a.from], (t, f) => requestTransfer(d, seat, a, t ?? 0, f ?? 0)),
  answerTransfer,
  playCard,
  attack: (d, seat, a) => withTerritories(d, [a.from, a.to], (f, t) => attack(d, seat, a, f ?? 0, t ?? 0)),
  defend,
  moveIn,
  endAttacks: (d, seat) => endAttacks(d, seat),
  claimObjective,
  skipObjective: (d) => skipObjective(d),
  maneuver: (d, seat, a) => withTerritories(d, [a.from, a.to], (f, t) => maneuver(d, seat, a, f ?? 0, t ?? 0)),
  endTurn: (d, seat) => endTurn(d, seat),
};

/** One shared, frozen list per seat: activeSeats runs several times per action and allocates nothing. */
const ONE_SEAT: readonly (readonly Seat[])[] = Array.from({ length: 16 }, (_, seat) => Object.freeze([seat]));
const NOBODY: readonly Seat[] = Object.freeze([]);

/** The seat that acts now, or -1 (game over). */
export function activeSeat(s: RisikoState): Seat {
  const p = s.phase;
  switch (p.kind) {
    case 'over':
      return -1;
    case 'reinforce':
    case 'fortify':
      return s.turn?.seat ?? -1;
    case 'attack':
      if (p.battle?.stage === 'defend') return defendingSeat(s, p.battle);
      if (p.transfer !== null) return p.transfer.ally;
      return s.turn?.seat ?? -1;
    default:
      return setupSeat(s);
  }
}

/** Seats that may act now; during an invasion the defender (or the neutral's chooser) answers. */
export function activeSeats(s: RisikoState): readonly Seat[] {
  const seat = activeSeat(s);
  return seat < 0 ? NOBODY : (ONE_SEAT[seat] ?? [seat]);
}

/**
 * One action of the seat that may act, in a game without an outcome (the kernel's `apply` checks both).
 * `quiet`: the fast path, the same next state without events.
 */
export function applyAction(g: TerritoryGraph, s: RisikoState, seat: Seat, action: RisikoAction, quiet = false): Result<Applied<RisikoState>> {
  const d = new Draft(g, s, quiet);
  const handler = HANDLERS[action.type] as Handler<RisikoAction>;
  const done = handler(d, seat, action);
  if (!done.ok) return done;
  settleOutcome(d);
  return ok(d.finish());
}
