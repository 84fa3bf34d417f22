/** Sniping fire, assigning defenders, and resolving skirmishes and engagements (rulebook phases 4 to 7). */
import type { Seat } from '../core';
import { addWounds, kill, queueTriggers, triggersOf, type G } from './ops';
import { announce } from './responses';
import { cardOf, fighters, hasKeyword, siteStatics, stat, toTheRight } from './queries';
import type { Fight, HaloState, Iid } from './types';

/** Attackers of one Shadow player: minions (characters) and Shadow ships. */
export function attackers(s: HaloState, seat: Seat): Iid[] {
  const p = s.players[seat];
  if (p === undefined || seat === s.turn.fp) return [];
  return p.minions.filter((x) => !s.turn.fierce || hasKeyword(s, x, 'fierce'));
}

export const allAttackers = (s: HaloState): Iid[] => toTheRight(s, s.turn.fp).flatMap((seat) => attackers(s, seat));

const isShip = (s: HaloState, x: Iid): boolean => cardOf(s, x).kind === 'ship';

/** Free Peoples ships that may defend: staffed by at least one companion (ruling). */
export function defendingShips(s: HaloState): Iid[] {
  const p = s.players[s.turn.fp];
  if (p === undefined) return [];
  return p.support.filter((x) => isShip(s, x) && p.support.some((c) => s.inPlay[c]?.staff === x));
}

export function minionSnipingTotal(s: HaloState): number {
  const snipers = allAttackers(s).filter((x) => !isShip(s, x) && hasKeyword(s, x, 'sniper')).length;
  return snipers + siteStatics(s).reduce((n, m) => n + (m.s === 'sniping' && m.side === 'shadow' ? m.n : 0), 0);
}

export function companySnipingTotal(s: HaloState): number {
  const snipers = fighters(s).filter((x) => hasKeyword(s, x, 'sniper')).length;
  return snipers + siteStatics(s).reduce((n, m) => n + (m.s === 'sniping' && m.side === 'fp' ? m.n : 0), 0);
}

const assignedTo = (s: HaloState, def: Iid): Fight | undefined => s.turn.fights.find((f) => f.def === def);
const isAssigned = (s: HaloState, atk: Iid): boolean => s.turn.fights.some((f) => f.atk.includes(atk));

/** Free Peoples assignments: `defender>attacker`, one to one, defender +N taking N more. */
export function fpAssignOptions(s: HaloState): string[] {
  const out: string[] = [];
  const free = allAttackers(s).filter((a) => !isAssigned(s, a));
  const defs = [...fighters(s), ...defendingShips(s)];
  for (const d of defs) {
    const f = assignedTo(s, d);
    const room = f === undefined ? 1 : isShip(s, d) ? 0 : 1 + stat(s, d, 'defender') - f.atk.length;
    if (room <= 0) continue;
    for (const a of free) if (isShip(s, a) === isShip(s, d)) out.push(`${d}>${a}`);
  }
  return out;
}

/** A Shadow player's leftover attackers may go to any defender (even one already assigned). */
export function shadowAssignOptions(s: HaloState, seat: Seat): string[] {
  const free = attackers(s, seat).filter((a) => !isAssigned(s, a));
  const defs = [...fighters(s), ...defendingShips(s)];
  return free.flatMap((a) => defs.filter((d) => isShip(s, d) === isShip(s, a)).map((d) => `${d}>${a}`));
}

export function assign(g: G, def: Iid, atk: Iid): void {
  const f = assignedTo(g.s, def);
  if (f === undefined) g.s.turn.fights.push({ def, atk: [atk], ships: isShip(g.s, def) });
  else f.atk.push(atk);
  g.log?.push({ type: 'assigned', defender: cardOf(g.s, def).id, attacker: cardOf(g.s, atk).id, def, atk });
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
  g.log?.push({ type: 'fightResolved', def: f.def, fp: fpTotal, shadow: shTotal, winner: fpWins ? 'fp' : 'shadow', ships: f.ships });
  const extra = winners.reduce((n, x) => n + stat(s, x, 'damage'), 0);
  if (overwhelm) {
    g.log?.push({ type: 'overwhelmed', def: f.def, winner: fpWins ? 'fp' : 'shadow' });
    for (const x of losers) if (s.inPlay[x] !== undefined) kill(g, x);
  } else {
    for (const x of losers) addWounds(g, x, 1 + extra, 'wounded');
  }
  for (const x of losers) if (s.inPlay[x] !== undefined) announce(g, 'losesFight', x);
  for (const x of winners) if (s.inPlay[x] !== undefined) announce(g, 'winsFight', x);
  queueTriggers(g, [...winners.flatMap((x) => (s.inPlay[x] !== undefined ? triggersOf(g, x, 'winsFight') : [])), ...losers.flatMap((x) => (s.inPlay[x] !== undefined ? triggersOf(g, x, 'losesFight') : []))]);
}

/** Fights the Free Peoples player may pick next: engagements first, lurkers' skirmishes last. */
export function nextFightOptions(s: HaloState): string[] {
  const live = s.turn.fights.filter((f) => s.inPlay[f.def] !== undefined && f.atk.some((a) => s.inPlay[a] !== undefined));
  const ships = live.filter((f) => f.ships);
  const pool = ships.length > 0 ? ships : live;
  const plain = pool.filter((f) => !f.atk.some((a) => hasKeyword(s, a, 'lurker')));
  return (plain.length > 0 ? plain : pool).map((f) => f.def);
}
