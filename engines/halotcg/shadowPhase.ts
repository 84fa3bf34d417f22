/** Phase 2, the Shadow phase: each Shadow player in turn, to the right of the Free Peoples player, plays minions and Shadow cards. */
import { allAttackers } from './attackers';
import type { G } from './ops';
import { openWindow, setStage } from './procedure';

/**
 * The next Shadow player's window; after the last one the turn goes to the maneuver phase, or straight to
 * regroup when no attacker is in play (rulebook: "If there are no minions, skip to the regroup phase").
 */
export function shadow(g: G): void {
  const s = g.s;
  const seat = s.turn.reconcile.shift();
  if (seat !== undefined) {
    s.turn.shadowSeat = seat;
    openWindow(g, 'shadow', 'shadow');
    return;
  }
  setStage(s, allAttackers(s).length === 0 ? 'regroup' : 'maneuver');
}
