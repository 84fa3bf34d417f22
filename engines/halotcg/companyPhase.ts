/**
 * Phase 1, the company phase (LOTR: the Fellowship phase): the pool is emptied, a company at a sanctuary
 * heals, the Free Peoples player plays cards, then the company moves to the next site.
 */
import { addTwilight } from './effects';
import { placeSite, sitePlacer } from './moving';
import { player, queueTriggers, triggersOf, type G } from './ops';
import { openWindow, setStage } from './procedure';
import { activeCards, cardOf, currentSite, toTheRight } from './queries';

/** Start of turn: the twilight pool empties; at a sanctuary up to 5 wounds are healed from companions. */
export function turnStart(g: G): void {
  const s = g.s;
  g.log?.push({ type: 'turnStarted', seat: s.turn.fp, turn: s.turnNumber });
  if (s.twilight > 0) g.log?.push({ type: 'poolReset', count: s.twilight });
  s.twilight = 0;
  const p = player(g, s.turn.fp);
  const site = currentSite(s);
  const wounded = p.company.filter((x) => (s.inPlay[x]?.w ?? 0) > 0);
  if (site !== undefined && (site.keywords ?? []).some((k) => k.k === 'sanctuary') && wounded.length > 0) {
    s.pending.push({ kind: 'sanctuaryHeal', seat: s.turn.fp, options: [...wounded, 'done'], left: 5 });
  }
  queueTriggers(g, activeCards(s).flatMap((x) => triggersOf(g, x, 'turnStart')));
  setStage(s, 'company');
  openWindow(g, 'company', 'move');
}

export function companyWindow(g: G): void {
  openWindow(g, 'company', 'move');
}

/** The move: the next site (placed by the arrow of the site left), twilight for its Shadow number and each companion. */
export function doMove(g: G): void {
  const s = g.s;
  const fp = s.turn.fp;
  const p = player(g, fp);
  const to = p.pos + 1;
  if (s.path[to] === null || s.path[to] === undefined) placeSite(g, sitePlacer(s, fp, p.pos), to);
  p.pos = to;
  s.turn.moves += 1;
  const site = cardOf(s, s.path[to] ?? '');
  g.log?.push({ type: 'moved', seat: fp, to, card: site.id });
  addTwilight(g, (site.kind === 'site' ? site.shadow : 0) + p.company.length);
  const iid = s.path[to];
  if (iid !== null && iid !== undefined) queueTriggers(g, triggersOf(g, iid, 'moveTo').map((t) => ({ ...t, by: fp })));
}

/** The move stage: move, then each Shadow player to the right has a Shadow phase. */
export function move(g: G): void {
  doMove(g);
  g.s.turn.reconcile = toTheRight(g.s, g.s.turn.fp);
  setStage(g.s, 'shadow');
}
