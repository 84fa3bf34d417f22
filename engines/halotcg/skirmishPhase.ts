/**
 * Phase 6, engagements and skirmishes: the Free Peoples player picks each fight in turn (engagements of
 * ships first, lurkers' skirmishes last); each has an action window, then is resolved. After the last one,
 * fierce attackers fight a second round (assignment again) before the regroup phase.
 */
import { allAttackers } from './attackers';
import { killSteps } from './deaths';
import { queueTriggers, triggersOf, type G } from './ops';
import { woundSteps } from './prevention';
import { endPhaseMods, openWindow, setStage } from './procedure';
import { cardOf, hasKeyword, stat } from './queries';
import { announce } from './responseSteps';
import type { Fight, HaloState, Iid } from './types';

/** Fights the Free Peoples player may pick next: engagements first, lurkers' skirmishes last. */
export function nextFightOptions(s: HaloState): string[] {
  const live = s.turn.fights.filter((f) => s.inPlay[f.def] !== undefined && f.atk.some((a) => s.inPlay[a] !== undefined));
  const ships = live.filter((f) => f.ships);
  const pool = ships.length > 0 ? ships : live;
  const plain = pool.filter((f) => !f.atk.some((a) => hasKeyword(s, a, 'lurker')));
  return (plain.length > 0 ? plain : pool).map((f) => f.def);
}

/** The stage between fights: the next fight, the question which one, or the end of the round. */
export function fights(g: G): void {
  const s = g.s;
  // The previous skirmish phase ended with its resolution and the actions that triggered.
  endPhaseMods(s, 'phase');
  s.turn.fights = s.turn.fights.filter((f) => s.inPlay[f.def] !== undefined && f.atk.some((a) => s.inPlay[a] !== undefined));
  const options = nextFightOptions(s);
  if (options.length === 0) {
    s.turn.fights = [];
    const fierceLeft = !s.turn.fierce && allAttackers({ ...s, turn: { ...s.turn, fierce: true } }).length > 0;
    s.turn.fierce = fierceLeft;
    setStage(s, fierceLeft ? 'assignment' : 'regroup');
    return;
  }
  if (options.length > 1) s.pending.push({ kind: 'chooseFight', seat: s.turn.fp, options });
  else startFight(g, options[0] ?? '');
}

export function startFight(g: G, def: string): void {
  const s = g.s;
  const idx = s.turn.fights.findIndex((f) => f.def === def);
  const f = s.turn.fights[idx];
  if (f === undefined) return;
  s.turn.current = idx;
  s.turn.phase = f.ships ? 'engagement' : 'skirmish';
  announce(g, 'fightStart', f.def);
  queueTriggers(g, [f.def, ...f.atk].flatMap((x) => triggersOf(g, x, 'fightStart')));
  openWindow(g, f.ships ? 'engagement' : 'skirmish', 'resolveFight');
}

function sideTotal(s: HaloState, xs: readonly Iid[], ships: boolean): number {
  return xs.reduce((n, x) => n + stat(s, x, ships ? 'weapons' : 'strength'), 0);
}

/** Rulebook "Resolve that skirmish/engagement": ties to the Shadow; double (or against zero) overwhelms; damage +N adds wounds. */
export function resolveFight(g: G, f: Fight): void {
  const s = g.s;
  if (f.cancelled === true) {
    g.log?.push({ type: 'fightCancelled', def: f.def });
    return;
  }
  const fpSide = s.inPlay[f.def] === undefined ? [] : [f.def];
  const shadow = f.atk.filter((x) => s.inPlay[x] !== undefined);
  const fpTotal = sideTotal(s, fpSide, f.ships);
  const shTotal = sideTotal(s, shadow, f.ships);
  const fpWins = fpTotal > shTotal;
  const [winners, losers, win, lose] = fpWins ? [fpSide, shadow, fpTotal, shTotal] : [shadow, fpSide, shTotal, fpTotal];
  const overwhelm = win > 0 && win >= 2 * lose;
  g.log?.push({ type: 'fightResolved', def: f.def, fp: fpTotal, shadow: shTotal, winner: fpWins ? 'fp' : 'shadow', ships: f.ships, defender: cardOf(s, f.def).id, attackers: shadow.map((x) => cardOf(s, x).id) });
  const extra = winners.reduce((n, x) => n + stat(s, x, 'damage'), 0);
  if (overwhelm) g.log?.push({ type: 'overwhelmed', def: f.def, winner: fpWins ? 'fp' : 'shadow' });
  // Overwhelmed losers are about to be killed, the others about to be wounded: either may be answered first
  // (deaths.ts, prevention.ts); those steps wait at the front of the queue, before the fight's triggers.
  const held = overwhelm
    ? losers.flatMap((x) => (s.inPlay[x] !== undefined ? killSteps(g, x, 'overwhelm', s.turn.fp) : []))
    : losers.flatMap((x) => woundSteps(g, x, 1 + extra, s.turn.fp));
  const here = (x: Iid): boolean => s.inPlay[x] !== undefined && !held.some((st) => st.kind === 'kill' && st.subject === x);
  for (const x of losers) if (here(x)) announce(g, 'losesFight', x);
  for (const x of winners) if (here(x)) announce(g, 'winsFight', x);
  queueTriggers(g, [...winners.flatMap((x) => (here(x) ? triggersOf(g, x, 'winsFight') : [])), ...losers.flatMap((x) => (here(x) ? triggersOf(g, x, 'losesFight') : []))]);
  s.queue.unshift(...held);
}

/** The fight's window has closed: it is resolved and the turn goes back between fights. */
export function resolve(g: G): void {
  const s = g.s;
  const f = s.turn.current === null ? undefined : s.turn.fights[s.turn.current];
  if (f !== undefined) resolveFight(g, f);
  s.turn.fights = s.turn.fights.filter((x) => x !== f);
  s.turn.current = null;
  setStage(s, 'skirmishes');
}
