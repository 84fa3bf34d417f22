/**
 * Phase 4, the sniping phase (LOTR: archery): an action window, then sniping fire. The Free Peoples player
 * places the minions' sniping wounds on the company, chooses a Shadow player, and that player places the
 * company's sniping wounds on their minions.
 */
import { allAttackers, isShip } from './attackers';
import type { G } from './ops';
import { woundSteps } from './prevention';
import { openWindow, setStage } from './procedure';
import { cardOf, fighters, hasKeyword, siteStatics, toTheRight } from './queries';
import type { HaloState, Pending } from './types';

/** The Shadow side's sniping total: each sniper minion, plus the site's sniping bonus for the Shadow. */
export function minionSnipingTotal(s: HaloState): number {
  const snipers = allAttackers(s).filter((x) => !isShip(s, x) && hasKeyword(s, x, 'sniper')).length;
  return snipers + siteStatics(s).reduce((n, m) => n + (m.s === 'sniping' && m.side === 'shadow' ? m.n : 0), 0);
}

/** The company's sniping total: each sniper companion or ally, plus the site's sniping bonus for the Free Peoples. */
export function companySnipingTotal(s: HaloState): number {
  const snipers = fighters(s).filter((x) => hasKeyword(s, x, 'sniper')).length;
  return snipers + siteStatics(s).reduce((n, m) => n + (m.s === 'sniping' && m.side === 'fp' ? m.n : 0), 0);
}

/** The sniping window, unless the site skips the phase. */
export function sniping(g: G): void {
  if (siteStatics(g.s).some((m) => m.s === 'skipSniping')) {
    g.log?.push({ type: 'phase', phase: 'sniping', skipped: true });
    setStage(g.s, 'assignment');
    return;
  }
  // A second move's sniping starts afresh: the Shadow player chosen on the first move is not chosen again.
  g.s.turn.snipe = 0;
  g.s.turn.sniped = null;
  openWindow(g, 'sniping', 'snipeFire');
}

/** Sniping fire, one question at a time (`turn.snipe` says which comes next). */
export function snipeFire(g: G): void {
  const s = g.s;
  const t = s.turn;
  if (t.snipe === 0) {
    t.snipe = 1;
    const n = minionSnipingTotal(s);
    if (n > 0 && fighters(s).length > 0) s.pending.push({ kind: 'snipeWound', seat: t.fp, options: fighters(s), left: n });
    return;
  }
  if (t.snipe === 1) {
    t.snipe = 2;
    const seats = toTheRight(s, t.fp).filter((x) => (s.players[x]?.minions ?? []).some((m) => cardOf(s, m).kind === 'minion'));
    if (companySnipingTotal(s) > 0 && seats.length > 0) s.pending.push({ kind: 'snipeShadow', seat: t.fp, options: seats.map(String) });
    return;
  }
  if (t.snipe === 2 && t.sniped !== null) {
    t.snipe = 3;
    const mine = (s.players[t.sniped]?.minions ?? []).filter((m) => cardOf(s, m).kind === 'minion');
    if (mine.length > 0) s.pending.push({ kind: 'snipeWound', seat: t.sniped, options: mine, left: companySnipingTotal(s) });
    return;
  }
  setStage(s, 'assignment');
}

/**
 * One sniping wound placed; the question comes back while wounds are left and a target lives. A wound
 * somebody may answer (prevention.ts) waits in its window, and the question comes back after it.
 */
export function answerSnipeWound(g: G, p: Pending, option: string): void {
  const held = woundSteps(g, option, 1, g.s.turn.fp);
  const next = { ...p, left: (p.left ?? 1) - 1 };
  if (held.length === 0) askSnipeAgain(g, next);
  else g.s.queue.unshift(...held, { kind: 'resume', src: option, by: p.seat, ctx: -1, resume: next });
}

/** The sniping wound question again, for the wounds left and the targets still alive. */
export function askSnipeAgain(g: G, p: Pending): void {
  const options = p.options.filter((x) => g.s.inPlay[x] !== undefined);
  if ((p.left ?? 0) > 0 && options.length > 0) g.s.pending.push({ ...p, options });
}

export function answerSnipeShadow(g: G, option: string): void {
  g.s.turn.sniped = Number(option);
}
