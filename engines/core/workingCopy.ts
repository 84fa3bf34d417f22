/**
 * The working copy of a state for one `apply`: rule steps read `d.s`, change it through the engine's own
 * setters (which copy a part on its first write, so untouched parts keep their identity), write what happened
 * to `d.log`, mark the action irreversible when dice roll or a secret comes out, and draw from `d.rng()`.
 * `finish()` hands back the new state with its events. On a refusal the copy is simply dropped.
 *
 * A quiet copy (the fast path, `engine.simulate`) keeps no log: `d.log` is undefined, and an event written
 * as `d.log?.push({ ... })` is never built (optional chaining skips the argument). Everything the rules read
 * (the state, the marks, the generator) is the same in both.
 */
import type { Applied, GameEvent, Irreversible } from './engine';
import { Random, type RngState } from './rng';

/** A state's type with its top-level fields writable (the working copy's `s`). */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const NO_EVENTS: readonly GameEvent[] = Object.freeze([]);

export class WorkingCopy<S extends { rng: RngState }, E extends GameEvent = GameEvent> {
  /**
   * What happened, for the log and animation; undefined in a quiet copy. Write events as
   * `d.log?.push({ type: ..., ... })` so a quiet copy never builds them; the rules never read it.
   */
  readonly log: E[] | undefined;
  /** Why the action cannot be taken back, once something marked it. */
  irreversible: Irreversible | undefined = undefined;
  private random: Random | undefined = undefined;

  /** `s` is the engine's own shallow copy of the state; `quiet` leaves out the log. */
  constructor(
    readonly s: S,
    quiet = false,
  ) {
    this.log = quiet ? undefined : [];
  }

  /** Marks the action as not undoable; 'dice' wins over 'hidden' (both block undo). */
  mark(reason: Irreversible): void {
    if (this.irreversible !== 'dice') this.irreversible = reason;
  }

  /** The game's generator, started from the state's `rng` at the first draw; its state goes back in `finish`. */
  rng(): Random {
    this.random ??= new Random(this.s.rng);
    return this.random;
  }

  /** The new state with the events (none when quiet) and the irreversible mark. */
  finish(): Applied<S> {
    if (this.random !== undefined) this.s.rng = this.random.state;
    const events = this.log ?? NO_EVENTS;
    return this.irreversible === undefined ? { state: this.s, events } : { state: this.s, events, irreversible: this.irreversible };
  }
}
