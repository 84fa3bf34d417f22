/**
 * What one seat may see: its own hand and adventure deck; of others only counts. Deck order is never shown,
 * nor the RNG, nor another seat's pending options (they may name hidden cards). Discards, stacked cards and
 * the table are public.
 */
import type { Seat } from '../core';
import { cardOf, moveLimit, stat, statics } from './queries';
import type { Card } from './cardTypes';
import type { ResponseOn } from './cardTypes';
import { fightTotals, type FightTotals } from './totals';
import type { Fight, HaloState, Iid, Modifier, Pending, PendingKind, PhaseName, Stage } from './types';

export interface CardRef {
  readonly iid: Iid;
  readonly card: string;
}
/** A table card's stats as they count now (borne items, modifiers and statics applied), where it has them. */
export type CurrentStats = Partial<Record<'strength' | 'vitality' | 'weapons' | 'armor', number>>;
export interface TableCard extends CardRef {
  readonly w: number;
  readonly now?: CurrentStats;
  readonly on?: Iid;
  readonly staff?: Iid;
}
export interface StackedCard extends CardRef {
  readonly on: Iid;
}
export interface PlayerView {
  readonly seat: Seat;
  readonly hand: readonly CardRef[] | null;
  readonly handCount: number;
  readonly deckCount: number;
  readonly adventure: readonly CardRef[] | null;
  readonly adventureCount: number;
  readonly discard: readonly CardRef[];
  readonly dead: readonly CardRef[];
  readonly flipped: readonly Iid[];
  readonly removed: readonly CardRef[];
  readonly company: readonly TableCard[];
  readonly support: readonly TableCard[];
  readonly minions: readonly TableCard[];
  readonly attached: readonly TableCard[];
  /** Cards stacked on another card: face up, so every seat sees them (rulebook "stack"). */
  readonly stacked: readonly StackedCard[];
  readonly pos: number;
  readonly hero: Iid;
  readonly out: boolean;
  readonly bid: number | null;
  readonly hasBid: boolean;
}
/** A skirmish or engagement with both sides' live totals (what resolving it now would count). */
export interface FightView extends Fight {
  readonly totals: FightTotals;
}
/** An open response window: what it answers, and whether the answered event or text was cancelled. */
export interface ResponseView {
  readonly on: ResponseOn;
  readonly subject: CardRef;
  readonly next: Seat;
  readonly cancelled: boolean;
}
/** What an open question is for: the card whose text asks, and what it does with the answer ("exert", "pump" +2 strength). */
export interface PendingAsk {
  readonly src: CardRef;
  readonly does: string;
  readonly stat?: string;
  readonly n?: number;
}
export interface PendingView {
  readonly kind: PendingKind;
  readonly seat: Seat;
  readonly options: readonly string[] | null;
  readonly left: number | null;
  /** The cards the options name (instance ids), for the asked seat only: they may be hidden cards. */
  readonly cards: readonly CardRef[];
  readonly ask: PendingAsk | null;
}
export interface HaloView {
  readonly viewer: Seat | null;
  readonly players: readonly PlayerView[];
  readonly path: readonly (CardRef | null)[];
  readonly twilight: number;
  readonly turnNumber: number;
  readonly fp: Seat;
  readonly phase: PhaseName;
  readonly stage: Stage;
  readonly window: { readonly timing: string; readonly next: Seat } | null;
  readonly response: ResponseView | null;
  readonly fights: readonly FightView[];
  readonly current: number | null;
  /** The fights are the second round, of fierce minions only. */
  readonly fierce: boolean;
  readonly mods: readonly Modifier[];
  readonly pending: PendingView | null;
  readonly moveLimit: number;
  readonly outcome: { readonly winners: readonly Seat[]; readonly reason: string } | null;
}

function refs(s: HaloState, xs: readonly Iid[]): CardRef[] {
  return xs.map((iid) => ({ iid, card: cardOf(s, iid).id }));
}

const SHOWN_STATS = ['strength', 'vitality', 'weapons', 'armor'] as const;

function currentStats(s: HaloState, iid: Iid, c: Card, list: ReturnType<typeof statics>): CurrentStats | undefined {
  if (c.kind !== 'companion' && c.kind !== 'ally' && c.kind !== 'minion' && c.kind !== 'ship') return undefined;
  const out: Record<string, number> = {};
  for (const st of SHOWN_STATS) if (typeof (c as unknown as Record<string, unknown>)[st] === 'number') out[st] = stat(s, iid, st, list);
  return out;
}

function table(s: HaloState, xs: readonly Iid[], list: ReturnType<typeof statics>): TableCard[] {
  return xs.map((iid) => {
    const ip = s.inPlay[iid];
    const c = cardOf(s, iid);
    const now = currentStats(s, iid, c, list);
    const base = { iid, card: c.id, w: ip?.w ?? 0, ...(now === undefined ? {} : { now }) };
    return { ...base, ...(ip?.on === undefined ? {} : { on: ip.on }), ...(ip?.staff === undefined ? {} : { staff: ip.staff }) };
  });
}

function responseView(s: HaloState): ResponseView | null {
  const r = s.turn.response;
  if (r === null) return null;
  return { on: r.on, subject: { iid: r.subject, card: cardOf(s, r.subject).id }, next: r.next, cancelled: r.cancelled === true };
}

const INSTANCE = /^\d+\.\d+$/;

function askOf(s: HaloState, p: Pending): PendingAsk | null {
  const step = p.step;
  if (step === undefined || !INSTANCE.test(step.src)) return null;
  const src = { iid: step.src, card: cardOf(s, step.src).id };
  if (step.cost !== undefined) return { src, does: step.cost.c };
  const e = step.effect;
  if (e === undefined) return null;
  return e.e === 'pump' ? { src, does: e.e, stat: e.stat, n: e.n } : { src, does: e.e };
}

function pendingView(s: HaloState, p: Pending | undefined, viewer: Seat | null): PendingView | null {
  if (p === undefined) return null;
  const own = viewer === p.seat;
  const cards = own ? refs(s, p.options.filter((o) => INSTANCE.test(o))) : [];
  return { kind: p.kind, seat: p.seat, options: own ? p.options : null, left: p.left ?? null, cards, ask: askOf(s, p) };
}

export function view(s: HaloState, viewer: Seat | null): HaloView {
  const bidsOpen = s.turn.stage !== 'bid';
  const top = s.pending[s.pending.length - 1];
  const list = statics(s);
  return {
    viewer,
    players: s.players.map((p, seat) => {
      const own = viewer === seat;
      return {
        seat,
        hand: own ? refs(s, p.hand) : null,
        handCount: p.hand.length,
        deckCount: p.deck.length,
        adventure: own ? refs(s, p.adventure) : null,
        adventureCount: p.adventure.length,
        discard: refs(s, p.discard),
        dead: refs(s, p.dead),
        flipped: [...p.flipped],
        removed: refs(s, p.removed),
        company: table(s, p.company, list),
        support: table(s, p.support, list),
        minions: table(s, p.minions, list),
        attached: table(s, p.attached, list),
        stacked: p.stacked.map(([iid, on]) => ({ iid, card: cardOf(s, iid).id, on })),
        pos: p.pos,
        hero: p.hero,
        out: p.out,
        bid: own || bidsOpen ? p.bid : null,
        hasBid: p.bid !== null,
      };
    }),
    path: s.path.map((iid) => (iid === null ? null : { iid, card: cardOf(s, iid).id })),
    twilight: s.twilight,
    turnNumber: s.turnNumber,
    fp: s.turn.fp,
    phase: s.turn.phase,
    stage: s.turn.stage,
    window: s.turn.window === null ? null : { timing: s.turn.window.timing, next: s.turn.window.next },
    response: responseView(s),
    fights: s.turn.fights.map((f) => ({ ...f, totals: fightTotals(s, f) })),
    current: s.turn.current,
    fierce: s.turn.fierce,
    mods: s.mods,
    pending: pendingView(s, top, viewer),
    moveLimit: moveLimit(s),
    outcome: s.outcome,
  };
}
