/**
 * Phase 1, the company phase (LOTR: the Fellowship phase): the pool is emptied, a company at a sanctuary
 * heals, the Free Peoples player plays cards, then the company moves to the next site.
 */
import { addTwilight } from './effects';
import { placeSite, sitePlacer } from './moving';
import { player, queueTriggers, triggersOf, type G } from './ops';
import { announce } from './responseSteps';
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
  announce(g, 'turnStart', p.hero);
  queueTriggers(g, activeCards(s).flatMap((x) => triggersOf(g, x, 'turnStart')));
  setStage(s, 'company');
  openWindow(g, 'company', 'move');
}

export function companyWindow(g: G): void {
  openWindow(g, 'company', 'move');
}

/**
 * The move (rulebook "Moving"), in two stages: `move` performs what leaving the old site triggers; once
 * that has resolved, `arrive` places the company on the next site (placed by the arrow of the site left)
 * and adds twilight for its Shadow number and each companion, then "when the company moves here".
 */
export function move(g: G): void {
  leave(g, player(g, g.s.turn.fp).pos);
  setStage(g.s, 'arrive');
}

/** The company arrives at the next site; then each Shadow player to the right has a Shadow phase. */
export function arrive(g: G): void {
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
  s.turn.reconcile = toTheRight(s, fp);
  setStage(s, 'shadow');
  const iid = s.path[to];
  if (iid === null || iid === undefined) return;
  announce(g, 'moveTo', iid);
  queueTriggers(g, triggersOf(g, iid, 'moveTo').map((t) => ({ ...t, by: fp })));
}

/**
 * Rulebook "Moving": actions triggered when the company leaves the old site come first: the site's own
 * "when the company leaves here" (for the Free Peoples player, like "moves here") and every active card's
 * "each time the company leaves a site".
 */
function leave(g: G, from: number): void {
  const s = g.s;
  const site = s.path[from];
  const own = site === null || site === undefined ? [] : triggersOf(g, site, 'leave').map((t) => ({ ...t, by: s.turn.fp }));
  queueTriggers(g, [...own, ...activeCards(s).filter((x) => x !== site).flatMap((x) => triggersOf(g, x, 'leave'))]);
}
