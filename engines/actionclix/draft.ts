/**
 * The kernel's working copy (`WorkingCopy`) of the state for one `apply`, with ActionClix's setters:
 * handlers read through the draft, write through its setters and log with `d.log?.push(...)`; `finish()`
 * hands back the new state with the events. Untouched parts keep their identity. The draft keeps its own
 * occupancy arrays in step with the units it moves.
 */
import { WorkingCopy, type Applied, type Mutable, type Seat } from '../core';
import { battlemapOf, forgetMapUnits, rememberBattlemap, spawnMask } from './battlemap';
import type { ActionClixEvent } from './events';
import type { Battlemap, Draft, GameMode } from './mode';
import type { ActionClixState, Geo, Pending, SeatState, TurnState, UnitState } from './types';

export type { Draft } from './mode';
export type { ActionClixEvent } from './events';

export class ActionClixDraft extends WorkingCopy<Mutable<ActionClixState>, ActionClixEvent> implements Draft {
  readonly geo: Geo;
  readonly mode: GameMode;
  /** The base state's occupancy until the first write (`ownOccupancy`), then the draft's own copy. */
  occ: Int16Array;
  occTeam: Int8Array;
  readonly index: ReadonlyMap<string, number>;
  private readonly baseUnits: ActionClixState['units'];
  private occCopied = false;
  /** The mode's own map as a Battlemap for this draft (the Scarab's interior), dropped whenever a unit elsewhere changes. */
  private modeBattlemap: Battlemap | undefined = undefined;
  private unitsCopied = false;
  private seatsCopied = false;

  constructor(base: ActionClixState, mode: GameMode, quiet = false) {
    super({ ...base }, quiet);
    const b = battlemapOf(base, mode);
    this.mode = mode;
    this.geo = b.geo;
    this.occ = b.occ;
    this.occTeam = b.occTeam;
    this.index = b.index;
    this.baseUnits = base.units;
  }

  /** Seat + 1 of the spawn point on each square (spawns change only in setup, which rebuilds it). */
  get spawnSeat(): Int8Array {
    return spawnMask(this.s, this.geo.width * this.geo.height);
  }

  /** 2d6 (or any dice) from the game's generator; the action can no longer be undone. */
  roll(count = 2): number[] {
    this.mark('dice');
    return this.rng().dice(count, 6);
  }

  unit(i: number): UnitState {
    const u = this.s.units[i];
    if (u === undefined) throw new Error(`no unit ${i}`);
    return u;
  }

  indexOf(id: string): number {
    return this.index.get(id) ?? -1;
  }

  /**
   * Makes the occupancy arrays the draft's own before a write (copy on write: the base state's battlemap keeps
   * its arrays, and an action that moves nothing copies nothing). Call it before writing to `occ`/`occTeam`.
   */
  ownOccupancy(): void {
    if (this.occCopied) return;
    // A new array filled by `set` is several times cheaper than `new Int16Array(other)`, which copies element by element.
    const occ = new Int16Array(this.occ.length);
    occ.set(this.occ);
    const occTeam = new Int8Array(this.occTeam.length);
    occTeam.set(this.occTeam);
    this.occ = occ;
    this.occTeam = occTeam;
    this.occCopied = true;
  }

  /** Replaces a unit's fields, keeping the occupancy arrays in step. */
  patchUnit(i: number, patch: Partial<UnitState>): UnitState {
    if (!this.unitsCopied) {
      this.s.units = this.s.units.slice();
      this.unitsCopied = true;
    }
    const before = this.unit(i);
    const after = { ...before, ...patch };
    (this.s.units as UnitState[])[i] = after;
    forgetMapUnits(this.s.units);
    const wasOn = before.status === 'map' && before.sq >= 0;
    const isOn = after.status === 'map' && after.sq >= 0;
    // A unit that stays on its square (damage, tokens) changes no occupancy: nothing to copy or write.
    const unmoved = wasOn && isOn && before.sq === after.sq && this.occ[after.sq] === i && this.occTeam[after.sq] === this.team(after.seat) + 1;
    if ((wasOn || isOn) && !unmoved) this.ownOccupancy();
    if (before.status === 'elsewhere' || after.status === 'elsewhere') this.modeBattlemap = undefined;
    if (wasOn && !unmoved && this.occ[before.sq] === i) {
      this.occ[before.sq] = -1;
      this.occTeam[before.sq] = 0;
    }
    if (isOn && !unmoved) {
      this.occ[after.sq] = i;
      this.occTeam[after.sq] = this.team(after.seat) + 1;
    }
    if (before.status === 'elsewhere' && after.status !== 'elsewhere') this.mode.leftElsewhere(this, after.id);
    return after;
  }

  /** The mode's own map as a Battlemap, built by `make` once until a unit elsewhere changes (only patchUnit changes units). */
  modeMap(make: (d: Draft) => Battlemap): Battlemap {
    this.modeBattlemap ??= make(this);
    return this.modeBattlemap;
  }

  team(seat: Seat): number {
    return this.s.seats[seat]?.team ?? seat;
  }

  seatState(seat: Seat): SeatState {
    const st = this.s.seats[seat];
    if (st === undefined) throw new Error(`no seat ${seat}`);
    return st;
  }

  patchSeat(seat: Seat, patch: Partial<SeatState>): void {
    if (!this.seatsCopied) {
      this.s.seats = this.s.seats.slice();
      this.seatsCopied = true;
    }
    (this.s.seats as SeatState[])[seat] = { ...this.seatState(seat), ...patch };
  }

  turn(): TurnState {
    if (this.s.turn === null) throw new Error('no turn in progress');
    return this.s.turn;
  }

  patchTurn(patch: Partial<TurnState>): void {
    this.s.turn = { ...this.turn(), ...patch };
  }

  /** Marks one more action given to `unit` (and to the turn when `counts`). */
  giveAction(unit: string, counts = true): void {
    const t = this.turn();
    this.s.turn = { ...t, used: t.used + (counts ? 1 : 0), acted: { ...t.acted, [unit]: (t.acted[unit] ?? 0) + 1 } };
  }

  pushPending(p: Pending, front = false): void {
    const list = this.turn().pending;
    this.patchTurn({ pending: front ? [p, ...list] : [...list, p] });
  }

  shiftPending(): void {
    this.patchTurn({ pending: this.turn().pending.slice(1) });
  }

  override finish(): Applied<ActionClixState> {
    const done = super.finish();
    rememberBattlemap(this.s, this, this.baseUnits);
    this.modeBattlemap = undefined;
    return done;
  }
}
