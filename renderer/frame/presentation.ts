/**
 * What the frame shows of a running game. When the game's Overlay animates the last action (a dice roll),
 * the board, panel, log, hand-over and outcome keep showing the session before it until the Overlay says
 * its animation has settled, so nothing gives the result away while the dice still tumble. With
 * animations off, or for actions nobody animates, the new session shows at once.
 */
import type { GameEvent, Session } from '../../engines/core';

export interface Presentation {
  /** The session the store holds (the truth). */
  readonly source: Session;
  /** The session on screen: `source`, or the one before it while the Overlay animates `pending`. */
  readonly shown: Session;
  /** Events of the last action on screen (board and panel animate from these). */
  readonly lastEvents: readonly GameEvent[];
  /** Events the Overlay animates now; empty when nothing is held back. */
  readonly pending: readonly GameEvent[];
}

const NONE: readonly GameEvent[] = [];

export function presentNow(session: Session, lastEvents: readonly GameEvent[]): Presentation {
  return { source: session, shown: session, lastEvents, pending: NONE };
}

/**
 * The presentation after the store's session changed. `holds` says whether the Overlay animates these
 * events (false after undo or load, whose events are empty, or with animations off). A change while
 * something is still held shows the held action first: the new one is held behind the one on screen.
 */
export function nextPresentation(p: Presentation, session: Session, lastEvents: readonly GameEvent[], holds: boolean): Presentation {
  if (session === p.source) return p;
  if (!holds || lastEvents.length === 0) return presentNow(session, lastEvents);
  return { source: session, shown: p.shown, lastEvents: p.lastEvents, pending: lastEvents };
}

/** The Overlay finished (or the person skipped) the animation: the held session shows. */
export function settle(p: Presentation): Presentation {
  return p.pending.length === 0 ? p : presentNow(p.source, p.pending);
}
