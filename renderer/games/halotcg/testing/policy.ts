/**
 * A simple, deterministic way to play the first turns (for unit tests and the end-to-end driver): bid 0,
 * take the first starting companions, move on, play a Shadow card when one can be played, assign the
 * first pair, keep the hand, stay after the first site. Picks among the legal actions only.
 */
import type { HaloAction } from '../../../../engines/halotcg';

const PREFER_DONE = new Set(['startingCompanion', 'assignDefender', 'sanctuaryHeal']);

export function pickAction(legal: readonly HaloAction[], pendingKind: string | null, phase: string): HaloAction | null {
  const first = legal[0];
  if (first === undefined) return null;
  const chooses = legal.filter((a): a is Extract<HaloAction, { type: 'choose' }> => a.type === 'choose');
  if (pendingKind !== null) {
    const word = (w: string) => chooses.find((a) => a.option === w);
    if (pendingKind === 'regroupChoice') return word('stop') ?? first;
    if (pendingKind === 'reconcileOne') return word('skip') ?? first;
    if (pendingKind === 'startingCompanion' && chooses.length > 1 && chooses.length < 6) return word('done') ?? first;
    if (PREFER_DONE.has(pendingKind) && pendingKind !== 'startingCompanion') return word('done') ?? first;
    return first;
  }
  // Shadow phase: play the first card that needs no target (a minion); other windows: pass.
  if (phase === 'shadow') return legal.find((a) => a.type === 'play' && a.on === undefined) ?? first;
  return legal.find((a) => a.type === 'pass') ?? first;
}
