/** Phase 3, the maneuver phase: one action window for every player, the Free Peoples player first. */
import type { G } from './ops';
import { openWindow } from './procedure';

export function maneuver(g: G): void {
  openWindow(g, 'maneuver', 'sniping');
}
