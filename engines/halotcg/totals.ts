/**
 * Live skirmish and engagement totals for the view: each side's strength (or weapons) with every part that
 * makes it (printed value, borne items, modifiers with their duration, static texts), and the damage bonus
 * the side would add on winning. The numbers are the ones `resolveFight` uses (`stat`, floored at zero).
 */
import type { Duration, Stat } from './cardTypes';
import { baseStat, cardOf, isActive, stat, staticApplies, statics, type StaticList } from './queries';
import type { Fight, HaloState, Iid } from './types';

export interface StatPart {
  readonly source: 'printed' | 'item' | 'modifier' | 'static';
  readonly n: number;
  /** The item or static text's card (id and instance); absent for printed values and modifiers. */
  readonly card?: string;
  readonly iid?: Iid;
  readonly until?: Duration;
}

export interface CardTotal {
  readonly iid: Iid;
  readonly card: string;
  /** The stat as the rules use it (floored at zero), which is the sum of `parts` unless that is negative. */
  readonly value: number;
  readonly parts: readonly StatPart[];
}

export interface SideTotal {
  readonly total: number;
  /** Damage +N of this side's cards: extra wounds each loser takes if this side wins. */
  readonly damage: number;
  readonly cards: readonly CardTotal[];
}

export interface FightTotals {
  readonly stat: 'strength' | 'weapons';
  readonly fp: SideTotal;
  readonly shadow: SideTotal;
}

const ITEM_KEY: Partial<Record<Stat, 'strength' | 'vitality' | 'weapons' | 'armor'>> = { strength: 'strength', vitality: 'vitality', weapons: 'weapons', armor: 'armor' };

function itemParts(s: HaloState, iid: Iid, st: Stat): StatPart[] {
  const key = ITEM_KEY[st];
  if (key === undefined) return [];
  const out: StatPart[] = [];
  for (const p of s.players) {
    for (const a of p.attached) {
      const c = cardOf(s, a);
      if (s.inPlay[a]?.on !== iid || !isActive(s, a) || (c.kind !== 'possession' && c.kind !== 'artifact')) continue;
      const n = c[key] ?? 0;
      if (n !== 0) out.push({ source: 'item', n, card: c.id, iid: a });
    }
  }
  return out;
}

/** The parts of one card's stat, in the order `stat` adds them. */
export function statParts(s: HaloState, iid: Iid, st: Stat, list: StaticList = statics(s)): StatPart[] {
  const parts: StatPart[] = [{ source: 'printed', n: baseStat(cardOf(s, iid), st) }, ...itemParts(s, iid, st)];
  for (const m of s.mods) if (m.target === iid && m.stat === st) parts.push({ source: 'modifier', n: m.n, until: m.until });
  for (const { src, mod } of list) {
    const n = mod.s === 'stat' && mod.stat === st ? mod.n : mod.s === 'keyword' && mod.kw.k === st && 'n' in mod.kw ? mod.kw.n : 0;
    if (n !== 0 && staticApplies(s, src, mod.s === 'stat' || mod.s === 'keyword' ? mod.to : 'self', iid)) parts.push({ source: 'static', n, card: cardOf(s, src).id, iid: src });
  }
  return parts;
}

function side(s: HaloState, xs: readonly Iid[], st: 'strength' | 'weapons', list: StaticList): SideTotal {
  const cards = xs.map((iid) => ({ iid, card: cardOf(s, iid).id, value: stat(s, iid, st, list), parts: statParts(s, iid, st, list) }));
  return { total: cards.reduce((n, c) => n + c.value, 0), damage: xs.reduce((n, x) => n + stat(s, x, 'damage', list), 0), cards };
}

/** Both sides of a fight as `resolveFight` would count them now (cards that left play count for nothing). */
export function fightTotals(s: HaloState, f: Fight): FightTotals {
  const list = statics(s);
  const st = f.ships ? 'weapons' : 'strength';
  const fp = s.inPlay[f.def] === undefined ? [] : [f.def];
  return { stat: st, fp: side(s, fp, st, list), shadow: side(s, f.atk.filter((x) => s.inPlay[x] !== undefined), st, list) };
}
