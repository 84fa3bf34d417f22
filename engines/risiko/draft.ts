/**
 * The kernel's working copy (`WorkingCopy`) of the state for one `apply`, with Risiko's setters: handlers
 * read `d.s`, write through the setters, log with `d.log?.push(...)`, and `finish()` hands back the new
 * state with the events. Untouched parts keep their identity (structural sharing), so an action that
 * changes one territory copies two small arrays and no more.
 */
import { WorkingCopy, type GameEvent, type Mutable } from '../core';
import type { RisikoEventType } from './events';
import type { TerritoryGraph } from './territoryGraph';
import type { Deck, Faction, Phase, RisikoState, SeatState, TurnState } from './types';

/** An event as the engine emits it: a known type and JSON parameters. */
export interface RisikoEvent extends GameEvent {
  readonly type: RisikoEventType;
}

/** A shallow copy with a fixed shape (faster than object spread in the hot path). */
function copyState(s: RisikoState): Mutable<RisikoState> {
  return {
    options: s.options, players: s.players, rng: s.rng, order: s.order, startRolls: s.startRolls, seats: s.seats,
    owner: s.owner, units: s.units, neutralReserve: s.neutralReserve, teleporters: s.teleporters, decks: s.decks,
    phase: s.phase, turn: s.turn, turnNumber: s.turnNumber, outcome: s.outcome,
  };
}

export class Draft extends WorkingCopy<Mutable<RisikoState>, RisikoEvent> {
  private ownerCopied = false;
  private unitsCopied = false;
  private seatsCopied = false;

  constructor(
    readonly g: TerritoryGraph,
    base: RisikoState,
    quiet = false,
  ) {
    super(copyState(base), quiet);
  }

  setOwner(t: number, seat: number): void {
    if (!this.ownerCopied) {
      this.s.owner = this.s.owner.slice();
      this.ownerCopied = true;
    }
    (this.s.owner as number[])[t] = seat;
  }

  setUnits(t: number, count: number): void {
    if (!this.unitsCopied) {
      this.s.units = this.s.units.slice();
      this.unitsCopied = true;
    }
    (this.s.units as number[])[t] = count;
  }

  addUnits(t: number, delta: number): void {
    this.setUnits(t, (this.s.units[t] ?? 0) + delta);
  }

  seat(i: number): SeatState {
    const seat = this.s.seats[i];
    if (seat === undefined) throw new Error(`no seat ${i}`);
    return seat;
  }

  updateSeat(i: number, patch: Partial<SeatState>): void {
    if (!this.seatsCopied) {
      this.s.seats = this.s.seats.slice();
      this.seatsCopied = true;
    }
    (this.s.seats as SeatState[])[i] = { ...this.seat(i), ...patch };
  }

  setPhase(phase: Phase): void {
    this.s.phase = phase;
  }

  turn(): TurnState {
    if (this.s.turn === null) throw new Error('no turn in progress');
    return this.s.turn;
  }

  updateTurn(patch: Partial<TurnState>): void {
    this.s.turn = { ...this.turn(), ...patch };
  }

  setDeck(faction: Faction, deck: Deck): void {
    this.s.decks = { ...this.s.decks, [faction]: deck };
  }
}
