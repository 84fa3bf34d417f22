/**
 * Where legal-action listings write (issue 11, "Speed"): a buffer kept between listings, so a list of
 * several hundred actions is not regrown step by step; `take()` hands back an exact-size copy and frees
 * the buffer for the next listing. A listing started while another is open gets a buffer of its own.
 */
import type { ActionClixAction } from './types';

export class ActionSink {
  private readonly items: ActionClixAction[] = [];
  private n = 0;
  inUse = false;

  /** Appends one action, or two in order. */
  push(a: ActionClixAction, b?: ActionClixAction): void {
    this.items[this.n++] = a;
    if (b !== undefined) this.items[this.n++] = b;
  }

  /**
   * For each square q of `squares` in order, the action at `pairs[2q]` and, with `both`, the one at
   * `pairs[2q + 1]` (a unit's moves and moves with an attack: the bulk of a listing, in one tight loop).
   */
  pushSquares(pairs: readonly (ActionClixAction | undefined)[], squares: Int16Array, both: boolean): void {
    const items = this.items;
    let n = this.n;
    for (let k = 0; k < squares.length; k++) {
      const at = 2 * (squares[k] ?? 0);
      items[n++] = pairs[at] as ActionClixAction;
      if (both) items[n++] = pairs[at + 1] as ActionClixAction;
    }
    this.n = n;
  }

  /** Keeps only the actions `keep` accepts, in order. */
  filter(keep: (a: ActionClixAction) => boolean): void {
    let kept = 0;
    for (let i = 0; i < this.n; i++) {
      const a = this.items[i] as ActionClixAction;
      if (keep(a)) this.items[kept++] = a;
    }
    this.n = kept;
  }

  get length(): number {
    return this.n;
  }

  /** The actions written, as a new array; the sink is empty and free again. */
  take(): ActionClixAction[] {
    const out = this.items.slice(0, this.n);
    this.n = 0;
    this.inUse = false;
    return out;
  }
}

const SHARED = new ActionSink();

/** An empty sink: the shared one when free, else a new one. */
export function openSink(): ActionSink {
  const sink = SHARED.inUse ? new ActionSink() : SHARED;
  sink.inUse = true;
  return sink;
}
