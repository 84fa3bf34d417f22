/**
 * The kernel's working copy (`WorkingCopy`) of the state for one Halo TCG `apply`. Zone arrays and in-play
 * records are never changed in place (every change assigns a new array or record), so a shallow copy of each
 * player is enough and the unchanged arrays keep their identity between states. The `inPlay` table is
 * copied only at its first change: rule steps change it through `g.setInPlay` and `g.dropInPlay`, never by
 * writing `g.s.inPlay` (the base state's table may still be shared). Rule steps change `g.s`, log with
 * `g.log?.push(...)`, mark revealed secrets with `g.mark('hidden')` and draw from `g.rng()`.
 */
import { WorkingCopy, type GameEvent } from '../core';
import type { HaloEventType } from './events';
import type { Fight, HaloState, InPlay, Iid, PlayerState } from './types';

export interface HaloEvent extends GameEvent {
  readonly type: HaloEventType;
}

const copyPlayer = (p: PlayerState): PlayerState => ({ ...p });
const copyFight = (f: Fight): Fight => ({ ...f, atk: f.atk.slice() });
const copyContext = (c: Iid[]): Iid[] => c.slice();

/**
 * The draft's copy of a state: the parts rule steps change in place are copied; `inPlay` is still shared
 * (`Draft.setInPlay` copies it at the first change), and so are the turn's action `window`, `assigners`
 * and `outcome`, which are only ever replaced. The top level stays a spread: a literal written out field
 * by field measured 8 to 10 % slower in whole games (states of two shapes).
 */
export function cloneState(s: HaloState): HaloState {
  const t = s.turn;
  return {
    ...s,
    players: s.players.map(copyPlayer),
    path: s.path.slice(),
    turn: { ...t, response: t.response === null ? null : { ...t.response }, fights: t.fights.length === 0 ? [] : t.fights.map(copyFight), reconcile: t.reconcile.slice() },
    mods: s.mods.slice(),
    pending: s.pending.slice(),
    queue: s.queue.slice(),
    contexts: s.contexts.length === 0 ? [] : s.contexts.map(copyContext),
    triggers: s.triggers === null ? null : { ordered: s.triggers.ordered.slice(), rest: s.triggers.rest.slice() },
  };
}

export class Draft extends WorkingCopy<HaloState, HaloEvent> {
  /** Set when a card left or entered play or a stat modifier changed, so deaths must be checked. */
  dirty?: boolean;
  /** Whether `s.inPlay` is this draft's own copy yet. */
  private ownInPlay = false;

  constructor(base: HaloState, quiet = false) {
    super(cloneState(base), quiet);
  }

  /** The in-play table to write: copied from the base state at the first change. */
  private inPlayToWrite(): Record<Iid, InPlay> {
    if (!this.ownInPlay) {
      this.s.inPlay = { ...this.s.inPlay };
      this.ownInPlay = true;
    }
    return this.s.inPlay;
  }

  /** Puts (or replaces) a card's in-play record. */
  setInPlay(iid: Iid, record: InPlay): void {
    this.inPlayToWrite()[iid] = record;
  }

  /** Takes a card's in-play record away (nothing when it has none). */
  dropInPlay(iid: Iid): void {
    if (iid in this.s.inPlay) delete this.inPlayToWrite()[iid];
  }
}
