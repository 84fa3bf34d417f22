/**
 * Phase 5, the assignment phase: an action window, then the Free Peoples player assigns defenders to
 * attackers (one each, a defender +N taking N more), then each Shadow player to the right assigns the
 * attackers left over to any defender.
 */
import type { Seat } from '../core';
import { allAttackers, attackers, defendingShips, isShip } from './attackers';
import type { G } from './ops';
import { openWindow, setStage } from './procedure';
import { cardOf, fighters, stat, toTheRight } from './queries';
import type { Fight, HaloState, Iid, Pending } from './types';

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

/** The assignment window, or straight to regroup when no attacker is left. */
export function assignment(g: G): void {
  if (allAttackers(g.s).length === 0) {
    setStage(g.s, 'regroup');
    return;
  }
  openWindow(g, 'assignment', 'assignDefenders');
}

export function assignDefenders(g: G): void {
  g.s.pending.push({ kind: 'assignDefender', seat: g.s.turn.fp, options: [...fpAssignOptions(g.s), 'done'] });
}

export function answerAssignDefender(g: G, p: Pending, option: string): void {
  if (option === 'done') {
    g.s.turn.reconcile = toTheRight(g.s, g.s.turn.fp);
    setStage(g.s, 'assignShadow');
    return;
  }
  const [def, atk] = option.split('>');
  assign(g, def ?? '', atk ?? '');
  g.s.pending.push({ ...p, options: [...fpAssignOptions(g.s), 'done'] });
}

/** Each Shadow player in turn with attackers left over is asked; then the skirmishes begin. */
export function assignShadow(g: G): void {
  const s = g.s;
  for (;;) {
    const seat = s.turn.reconcile[0];
    if (seat === undefined) {
      setStage(s, 'skirmishes');
      return;
    }
    const options = shadowAssignOptions(s, seat);
    if (options.length > 0) {
      s.pending.push({ kind: 'assignShadow', seat, options });
      return;
    }
    s.turn.reconcile.shift();
  }
}
