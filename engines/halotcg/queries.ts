/** Reading the state: which card an instance is, whether it is active, its stats and what matches a filter. */
import type { Seat } from '../core';
import type { Card, Filter, Keyword, KeywordName, SiteCard, Stat, StaticMod } from './cardTypes';
import { cardById } from './cards';
import type { HaloState, Iid } from './types';

export function ownerOf(iid: Iid): Seat {
  return Number(iid.slice(0, iid.indexOf('.')));
}

const cardCache = new WeakMap<HaloState['lists'], Map<Iid, Card>>();

let lastLists: HaloState['lists'] | undefined;
let lastMap = new Map<Iid, Card>();

export function cardOf(s: HaloState, iid: Iid): Card {
  const lists = s.lists;
  if (lists !== lastLists) {
    let m = cardCache.get(lists);
    if (m === undefined) {
      m = new Map();
      cardCache.set(lists, m);
    }
    lastLists = lists;
    lastMap = m;
  }
  const hit = lastMap.get(iid);
  if (hit !== undefined) return hit;
  const c = lookup(s, iid);
  lastMap.set(iid, c);
  return c;
}

function lookup(s: HaloState, iid: Iid): Card {
  const dot = iid.indexOf('.');
  const id = s.lists[Number(iid.slice(0, dot))]?.[Number(iid.slice(dot + 1))];
  const c = id === undefined ? undefined : cardById(id);
  if (c === undefined) throw new Error(`unknown card instance ${iid}`);
  return c;
}

export function currentSite(s: HaloState): SiteCard | undefined {
  const iid = s.path[s.players[s.turn.fp]?.pos ?? 0];
  if (iid === undefined || iid === null) return undefined;
  const c = cardOf(s, iid);
  return c.kind === 'site' ? c : undefined;
}

/** The site instance where the Free Peoples company is (its text is active; not while starting companies). */
export function currentSiteIid(s: HaloState): Iid | undefined {
  if (s.turn.stage === 'starting' || s.turn.stage === 'bid') return undefined;
  const iid = s.path[s.players[s.turn.fp]?.pos ?? 0];
  return iid === null ? undefined : iid;
}

export const fpPos = (s: HaloState): number => s.players[s.turn.fp]?.pos ?? 1;

/** Seats still in the game, counter-clockwise (to the right) starting after `from`. */
export function toTheRight(s: HaloState, from: Seat): Seat[] {
  const n = s.players.length;
  const out: Seat[] = [];
  for (let i = 1; i < n; i++) {
    const seat = (from - i + n) % n;
    if (s.players[seat]?.out !== true) out.push(seat);
  }
  return out;
}

export const playersLeft = (s: HaloState): Seat[] => s.players.map((_, i) => i).filter((i) => s.players[i]?.out !== true);

/** Every card in play, with the zone it is in. */
export function inPlayCards(s: HaloState): Iid[] {
  const out: Iid[] = [];
  for (const p of s.players) {
    for (const x of p.company) out.push(x);
    for (const x of p.support) out.push(x);
    for (const x of p.minions) out.push(x);
    for (const x of p.attached) out.push(x);
  }
  return out;
}

/** Of several active copies of a unique Shadow title, only the one closest to the right of the Free Peoples player. */
function shadowUniqueActive(s: HaloState, iid: Iid, c: Card): boolean {
  if (c.unique !== true) return true;
  for (const seat of toTheRight(s, s.turn.fp)) {
    const p = s.players[seat];
    if (p === undefined) continue;
    const first = [...p.minions, ...p.support, ...p.attached].find((x) => {
      const o = cardOf(s, x);
      return o.title === c.title && o.kind !== 'site' && o.side === 'shadow';
    });
    if (first !== undefined) return first === iid;
  }
  return false;
}

/** Rulebook "active card": your Free Peoples cards on your turn, opponents' Shadow cards; borne cards follow the bearer. */
export function isActive(s: HaloState, iid: Iid, depth = 0): boolean {
  const ip = s.inPlay[iid];
  if (ip === undefined) return false;
  const c = cardOf(s, iid);
  if (c.kind === 'site') return true;
  if (ip.on !== undefined) return depth < 4 && isActive(s, ip.on, depth + 1) && sideActive(s, iid, c);
  return sideActive(s, iid, c) && (c.side === 'fp' || shadowUniqueActive(s, iid, c));
}

function sideActive(s: HaloState, iid: Iid, c: Card): boolean {
  if (c.kind === 'site') return true;
  const owner = ownerOf(iid);
  return c.side === 'fp' ? owner === s.turn.fp : owner !== s.turn.fp && s.players[owner]?.out !== true;
}

/**
 * What active cards and statics depend on, by identity. Zone arrays and in-play records are never changed
 * in place (immutability.test.ts), so equal keys mean equal answers, inside drafts too. The last key is kept
 * in `KEY` and compared in place (no array per call); `stamp` counts its changes, so memos keyed by it share
 * one comparison.
 */
const KEY: unknown[] = [];
let keyLength = 0;
let stamp = 0;

/** Writes entry `i` of the key; whether it differed. */
function keyAt(i: number, v: unknown): boolean {
  if (i < keyLength && KEY[i] === v) return false;
  KEY[i] = v;
  return true;
}

function tableStamp(s: HaloState): number {
  let n = 0;
  let changed = false;
  if (keyAt(n++, s.lists)) changed = true;
  if (keyAt(n++, s.turn.fp)) changed = true;
  if (keyAt(n++, s.turn.stage === 'starting' || s.turn.stage === 'bid')) changed = true;
  if (keyAt(n++, s.path[fpPos(s)])) changed = true;
  for (const p of s.players) {
    if (keyAt(n++, p.company)) changed = true;
    if (keyAt(n++, p.support)) changed = true;
    if (keyAt(n++, p.minions)) changed = true;
    if (keyAt(n++, p.attached)) changed = true;
    if (keyAt(n++, p.out)) changed = true;
    if (keyAt(n++, p.pos)) changed = true;
    for (const a of p.attached) if (keyAt(n++, s.inPlay[a]?.on)) changed = true;
  }
  if (changed || n !== keyLength) {
    keyLength = n;
    stamp++;
  }
  return stamp;
}

/** A one-entry memo keyed by `tableStamp`. */
function memo<T>(compute: (s: HaloState) => T): (s: HaloState) => T {
  let lastStamp = -1;
  let last: T | undefined;
  return (s) => {
    const now = tableStamp(s);
    if (last !== undefined && now === lastStamp) return last;
    last = compute(s);
    // Computing may read other memos (statics spot active cards): the key is this state's all the same.
    lastStamp = tableStamp(s);
    return last;
  };
}

const activeMemo = memo((s) => computeActive(s));

export function activeCards(s: HaloState): Iid[] {
  return activeMemo(s);
}

function computeActive(s: HaloState): Iid[] {
  const out = inPlayCards(s).filter((iid) => isActive(s, iid));
  const site = s.path[fpPos(s)];
  // Rulebook: site text is not active while the starting companies are played.
  if (s.turn.stage === 'starting' || s.turn.stage === 'bid') return out;
  if (site !== undefined && site !== null && s.inPlay[site] !== undefined) out.push(site);
  return out;
}

/** Whether the card fights in the skirmish or engagement under way (a cancelled one has nobody left in it). */
export function inCurrentFight(s: HaloState, iid: Iid): boolean {
  const f = s.turn.current === null ? undefined : s.turn.fights[s.turn.current];
  return f !== undefined && f.cancelled !== true && (f.def === iid || f.atk.includes(iid));
}

function hasOwnKeyword(c: Card, k: KeywordName, tag?: string): boolean {
  return (c.keywords ?? []).some((x) => x.k === k && (tag === undefined || (x.k === 'tag' && x.name === tag)));
}

/** Whether the character (or ship) is in no skirmish or engagement of this turn yet. */
export function unassigned(s: HaloState, iid: Iid): boolean {
  return !s.turn.fights.some((f) => f.def === iid || f.atk.includes(iid));
}

export function matches(s: HaloState, iid: Iid, f: Filter, ctl: Seat, src?: Iid): boolean {
  const c = cardOf(s, iid);
  if (f.kinds !== undefined && !f.kinds.includes(c.kind)) return false;
  if (c.kind === 'site') return f.kinds !== undefined;
  if (f.culture !== undefined && c.culture !== f.culture) return false;
  if (f.side !== undefined && c.side !== f.side) return false;
  if (f.race !== undefined && !('race' in c && c.race === f.race)) return false;
  if (f.signet !== undefined && !(c.kind === 'companion' && c.signet === f.signet)) return false;
  if (f.title !== undefined && c.title !== f.title) return false;
  if (f.keyword !== undefined && !hasKeyword(s, iid, f.keyword)) return false;
  if (f.tag !== undefined && !hasOwnKeyword(c, 'tag', f.tag)) return false;
  if (f.mine !== undefined && (ownerOf(iid) === ctl) !== f.mine) return false;
  if (f.notSelf === true && iid === src) return false;
  if (f.inFight === true && !inCurrentFight(s, iid)) return false;
  if (f.wounded === true && (s.inPlay[iid]?.w ?? 0) === 0) return false;
  if (f.maxTwilight !== undefined && c.twilight > f.maxTwilight) return false;
  if (f.unassigned === true && !unassigned(s, iid)) return false;
  if (f.bearer === true && (src === undefined || s.inPlay[src]?.on !== iid)) return false;
  return true;
}

/** Active cards matching a filter ("spot"). */
export function spotAll(s: HaloState, f: Filter, ctl: Seat, src?: Iid): Iid[] {
  return activeCards(s).filter((iid) => matches(s, iid, f, ctl, src));
}

export type StaticList = { src: Iid; mod: StaticMod }[];

/** The static modifiers in force now: each with its source card. */
const staticsMemo = memo((s) => computeStatics(s));

export function statics(s: HaloState): StaticList {
  return staticsMemo(s);
}

const staticCards = new WeakMap<Card, boolean>();
/** Whether the card has static text (cards are never changed, so it is read once per card). */
function hasStatic(c: Card): boolean {
  let has = staticCards.get(c);
  if (has === undefined) {
    has = (c.abilities ?? []).some((a) => a.a === 'static');
    staticCards.set(c, has);
  }
  return has;
}

/** Only cards with static text are looked at (few), so this stays cheap inside drafts. */
function computeStatics(s: HaloState): StaticList {
  const out: { src: Iid; mod: StaticMod }[] = [];
  // In `inPlayCards` order, then the site.
  for (const p of s.players) for (const zone of [p.company, p.support, p.minions, p.attached]) for (const iid of zone) addStatics(s, iid, out);
  const site = s.path[fpPos(s)];
  if (site !== undefined && site !== null && s.turn.stage !== 'starting' && s.turn.stage !== 'bid') addStatics(s, site, out);
  return out;
}

/** The static modifiers of `iid` in force now, added to `out`. */
function addStatics(s: HaloState, iid: Iid, out: StaticList): void {
  const c = cardOf(s, iid);
  if (!hasStatic(c) || !isActive(s, iid)) return;
  for (const ab of c.abilities ?? []) {
    if (ab.a !== 'static') continue;
    if (ab.whileSpot !== undefined && spotAll(s, ab.whileSpot, ownerOf(iid), iid).length === 0) continue;
    out.push({ src: iid, mod: ab.mod });
  }
}

export function staticApplies(s: HaloState, src: Iid, to: 'self' | 'bearer' | Filter, iid: Iid): boolean {
  if (to === 'self') return src === iid;
  if (to === 'bearer') return s.inPlay[src]?.on === iid;
  return matches(s, iid, to, ownerOf(src), src);
}

export function siteStatics(s: HaloState): StaticMod[] {
  return statics(s).map((x) => x.mod);
}

const ITEM_STAT: Partial<Record<Stat, 'strength' | 'vitality' | 'weapons' | 'armor'>> = { strength: 'strength', vitality: 'vitality', weapons: 'weapons', armor: 'armor' };

export function baseStat(c: Card, stat: Stat): number {
  if (stat === 'damage' || stat === 'defender') {
    return (c.keywords ?? []).reduce((n, k) => n + (k.k === stat ? k.n : 0), 0);
  }
  const v = (c as unknown as Record<string, unknown>)[stat];
  return typeof v === 'number' && c.kind !== 'possession' && c.kind !== 'artifact' ? v : 0;
}

/** A stat with borne items, modifiers and statics applied; floored at zero (rulebook "Modifiers"). */
export function stat(s: HaloState, iid: Iid, st: Stat, list: StaticList = statics(s)): number {
  let n = baseStat(cardOf(s, iid), st);
  const key = ITEM_STAT[st];
  if (key !== undefined) {
    for (const p of s.players) {
      for (const a of p.attached) {
        if (s.inPlay[a]?.on !== iid || !isActive(s, a)) continue;
        const c = cardOf(s, a);
        if (c.kind === 'possession' || c.kind === 'artifact') n += c[key] ?? 0;
      }
    }
  }
  for (const m of s.mods) if (m.target === iid && m.stat === st) n += m.n;
  for (const { src, mod } of list) {
    if (mod.s === 'stat' && mod.stat === st && staticApplies(s, src, mod.to, iid)) n += mod.n;
    if (mod.s === 'keyword' && (mod.kw.k === st) && staticApplies(s, src, mod.to, iid)) n += 'n' in mod.kw ? mod.kw.n : 0;
  }
  return Math.max(0, n);
}

export function hasKeyword(s: HaloState, iid: Iid, k: KeywordName): boolean {
  if (k === 'damage' || k === 'defender') return stat(s, iid, k) > 0;
  if (hasOwnKeyword(cardOf(s, iid), k)) return true;
  return statics(s).some(({ src, mod }) => mod.s === 'keyword' && mod.kw.k === k && staticApplies(s, src, mod.to, iid));
}

export const keywordsOf = (c: Card): readonly Keyword[] => c.keywords ?? [];

/** Vitality for characters, armor for ships. */
export function life(s: HaloState, iid: Iid, list: StaticList = statics(s)): number {
  return cardOf(s, iid).kind === 'ship' ? stat(s, iid, 'armor', list) : stat(s, iid, 'vitality', list);
}

/** Rulebook "Exert": not when exhausted (one wound away from death). */
export function canExert(s: HaloState, iid: Iid): boolean {
  return life(s, iid) - (s.inPlay[iid]?.w ?? 0) > 1;
}

/** Characters eligible for sniping fire and skirmishes: companions, allies at home or allowed by a card; never AIs unless allowed. */
export function fighters(s: HaloState): Iid[] {
  const p = s.players[s.turn.fp];
  if (p === undefined) return [];
  // A "may fight" static applies to its own card, or to its bearer when it is borne.
  const allowed = new Set(statics(s).filter((x) => x.mod.s === 'fights').map((x) => s.inPlay[x.src]?.on ?? x.src));
  const pos = p.pos;
  const out: Iid[] = [];
  for (const iid of p.company) if (cardOf(s, iid).kind === 'companion' && (cardOf(s, iid) as { race: string }).race !== 'AI') out.push(iid);
  for (const iid of p.company) if ((cardOf(s, iid) as { race?: string }).race === 'AI' && allowed.has(iid)) out.push(iid);
  for (const iid of p.support) {
    const c = cardOf(s, iid);
    if (c.kind !== 'ally') continue;
    if (allowed.has(iid) || (c.home === pos && c.race !== 'AI')) out.push(iid);
  }
  return out;
}

/** Companions counted toward the company limit of 10: in the company and (not flipped) in the dead pile. */
export function companyCount(s: HaloState, seat: Seat): number {
  const p = s.players[seat];
  if (p === undefined) return 0;
  const dead = p.dead.filter((x) => !p.flipped.includes(x) && cardOf(s, x).kind === 'companion').length;
  return p.company.length + dead;
}

/** Rulebook "Hand limit": 8 cards after reconciling, unless cards change it. */
export const HAND_LIMIT = 8;

/** The hand limit of `seat`: 8, changed by that player's active cards ("your hand limit is +1"). */
export function handLimit(s: HaloState, seat: Seat): number {
  const n = statics(s).reduce((sum, x) => (x.mod.s === 'handLimit' && ownerOf(x.src) === seat ? sum + x.mod.n : sum), HAND_LIMIT);
  return Math.max(0, n);
}

/** The move limit of the Free Peoples player: the game's limit changed by active cards, at least 1. */
export function moveLimit(s: HaloState): number {
  return Math.max(1, statics(s).reduce((sum, x) => (x.mod.s === 'moveLimit' ? sum + x.mod.n : sum), s.moveLimit));
}
