/**
 * A full Halo TCG state consistent with what one seat sees (its view): the table, counts and public cards as
 * shown, the seat's own hand and adventure deck as they are, and everything hidden dealt at random. The deck
 * lists are public (they are the game's options), so each seat's card instances are known; the instances the
 * view does not show are shuffled into that seat's hand and draw deck (sites into its adventure deck). The
 * game's generator is fresh from the bot's own random.
 *
 * The view leaves out some bookkeeping of the turn machine (how many seats have passed, queued effects);
 * those start afresh, which the bot only relies on where it searches: open action windows and questions
 * that need no queued effect (`searchable`).
 */
import type { Json, Random, RngState, Seat } from '../../core';
import type { Timing } from '../cardTypes';
import { cardById } from '../cards';
import { deckOf } from '../deckOption';
import { flatDraw, STARTER_DECKS, type DeckList } from '../decks';
import { toTheRight } from '../queries';
import { defaultDecks } from '../setup';
import type { HaloOptions, HaloState, Iid, PendingKind, PlayerState, Stage, TurnState } from '../types';
import type { HaloView, PlayerView } from '../view';

export function freshRng(rng: Random): RngState {
  return [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), 1];
}

const listsSeen = new WeakMap<object, Map<number, string[][]>>();

/** Each seat's card list as setup deals it: Hero, draw deck in list order, sites (kept per options object: a search deals hundreds of states). */
export function seatLists(options: Json, players: number): string[][] {
  const key = typeof options === 'object' && options !== null ? options : undefined;
  const known = key === undefined ? undefined : listsSeen.get(key)?.get(players);
  if (known !== undefined) return known;
  const chosen = (options as HaloOptions | null)?.decks ?? defaultDecks(players);
  const lists = Array.from({ length: players }, (_, i) => {
    const d = deckOf(chosen[i] ?? '') ?? (STARTER_DECKS[0] as DeckList);
    return [d.hero, ...flatDraw(d), ...d.sites];
  });
  if (key !== undefined) listsSeen.set(key, (listsSeen.get(key) ?? new Map<number, string[][]>()).set(players, lists));
  return lists;
}

const THEN: Readonly<Record<string, Stage>> = {
  company: 'move', shadow: 'shadow', maneuver: 'sniping', sniping: 'snipeFire', assignment: 'assignDefenders',
  skirmish: 'resolveFight', engagement: 'resolveFight', regroup: 'reconcileShadow',
};

/** Questions whose answer needs nothing but the question (no effect waiting in the queue). */
const STEPLESS: ReadonlySet<PendingKind> = new Set<PendingKind>([
  'sanctuaryHeal', 'snipeWound', 'snipeShadow', 'assignDefender', 'assignShadow', 'chooseFight', 'reconcileOne', 'reconcileDown', 'regroupChoice',
]);

/** Whether a determinised state plays on from this view as the real one would (the bot searches only then). */
export function searchable(view: HaloView): boolean {
  if (view.response !== null || view.outcome !== null) return false;
  if (view.pending !== null) return STEPLESS.has(view.pending.kind);
  return view.window !== null;
}

function seenIids(view: HaloView): Set<Iid> {
  const seen = new Set<Iid>();
  const add = (xs: readonly { iid: Iid }[] | null) => xs?.forEach((x) => seen.add(x.iid));
  for (const p of view.players) {
    seen.add(p.hero);
    [p.hand, p.adventure, p.discard, p.dead, p.removed, p.company, p.support, p.minions, p.attached, p.stacked].forEach(add);
  }
  for (const site of view.path) if (site !== null) seen.add(site.iid);
  return seen;
}

const ids = (xs: readonly { iid: Iid }[]): Iid[] => xs.map((x) => x.iid);

function playerState(p: PlayerView, lists: readonly string[][], seen: Set<Iid>, rng: Random): PlayerState {
  const list = lists[p.seat] ?? [];
  const hidden: Iid[] = [];
  const sites: Iid[] = [];
  list.forEach((id, i) => {
    const iid = `${p.seat}.${i}`;
    if (seen.has(iid)) return;
    (cardById(id)?.kind === 'site' ? sites : hidden).push(iid);
  });
  const unseen = rng.shuffle(hidden);
  const hand = p.hand === null ? unseen.splice(0, p.handCount) : ids(p.hand);
  const adventure = p.adventure === null ? rng.shuffle(sites).slice(0, p.adventureCount) : ids(p.adventure);
  return {
    deck: unseen.slice(0, p.deckCount), hand, discard: ids(p.discard), dead: ids(p.dead), flipped: [...p.flipped], removed: ids(p.removed), adventure,
    company: ids(p.company), support: ids(p.support), minions: ids(p.minions), attached: ids(p.attached),
    stacked: p.stacked.map((x) => [x.iid, x.on] as [Iid, Iid]), pos: p.pos, hero: p.hero, out: p.out, bid: p.bid,
  };
}

function inPlayOf(view: HaloView): HaloState['inPlay'] {
  const out: HaloState['inPlay'] = {};
  for (const p of view.players) {
    for (const c of [...p.company, ...p.support, ...p.minions, ...p.attached]) {
      out[c.iid] = { w: c.w, ...(c.on === undefined ? {} : { on: c.on }), ...(c.staff === undefined ? {} : { staff: c.staff }) };
    }
  }
  for (const site of view.path) if (site !== null) out[site.iid] = { w: 0 };
  return out;
}

/** Seats after `from` in the order to the right of the Free Peoples player (`from` included). */
function fromSeat(s: HaloState, fp: Seat, from: Seat): Seat[] {
  const order = toTheRight(s, fp);
  const at = order.indexOf(from);
  return at < 0 ? [] : order.slice(at);
}

function reconcileOf(s: HaloState, view: HaloView, shadowSeat: Seat): Seat[] {
  const p = view.pending;
  if (view.window?.timing === 'shadow') return fromSeat(s, view.fp, shadowSeat).slice(1);
  if (p === null) return [];
  if (p.kind === 'assignShadow' || ((p.kind === 'reconcileOne' || p.kind === 'reconcileDown') && p.seat !== view.fp)) return fromSeat(s, view.fp, p.seat);
  return [p.seat];
}

function snipeOf(view: HaloView): Pick<TurnState, 'snipe' | 'sniped'> {
  const p = view.pending;
  if (p?.kind === 'snipeWound') return p.seat === view.fp ? { snipe: 1, sniped: null } : { snipe: 3, sniped: p.seat };
  if (p?.kind === 'snipeShadow') return { snipe: 2, sniped: null };
  return { snipe: 0, sniped: null };
}

function turnOf(s: HaloState, view: HaloView): TurnState {
  const w = view.window;
  const shadowSeat = w?.timing === 'shadow' ? w.next : view.fp;
  return {
    fp: view.fp, phase: view.phase, stage: view.stage, shadowSeat, moves: view.phase === 'company' ? 0 : 1,
    window: w === null ? null : { timing: w.timing as Timing, then: THEN[w.timing] ?? 'regroup', next: w.next, passes: 0 },
    fights: view.fights.map((f) => ({ def: f.def, atk: [...f.atk], ships: f.ships, ...(f.cancelled === true ? { cancelled: true } : {}) })),
    current: view.current, fierce: view.fierce, reconcile: reconcileOf(s, view, shadowSeat),
    response: view.response === null ? null : { on: view.response.on, subject: view.response.subject.iid, next: view.response.next, passes: 0, cancelled: view.response.cancelled },
    ...snipeOf(view),
  };
}

/** A state the seat cannot tell from the real one, every hidden card drawn from `rng`. */
export function determinise(view: HaloView, seat: Seat, options: Json, players: number, rng: Random): HaloState {
  const lists = seatLists(options, players);
  const seen = seenIids(view);
  const s: HaloState = {
    players: view.players.map((p) => playerState(p, lists, seen, rng)),
    lists, inPlay: inPlayOf(view), path: view.path.map((x) => x?.iid ?? null), twilight: view.twilight, turnNumber: view.turnNumber,
    turn: undefined as unknown as TurnState, mods: view.mods.map((m) => ({ ...m })), pending: [], queue: [], contexts: [], triggers: null, assigners: [],
    first: 0, moveLimit: view.moveLimit, rng: freshRng(rng), outcome: view.outcome === null ? null : { winners: [...view.outcome.winners], reason: view.outcome.reason },
  };
  s.turn = turnOf(s, view);
  const p = view.pending;
  if (p !== null && p.seat === seat && p.options !== null) s.pending.push({ kind: p.kind, seat, options: [...p.options], ...(p.left === null ? {} : { left: p.left }) });
  return s;
}
