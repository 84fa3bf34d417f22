/**
 * Words for the choices the decisions list offers: what an ability does ("exert → +2 strength"), what an
 * open question does with its answer ("Exert UNSC Marine"), and which of two like choices is which
 * (toil paid, or the copy and its wounds), so no two buttons read the same.
 */
import { cardById, type HaloAction, type HaloView, type Iid, type PendingAsk } from '../../../../engines/halotcg';
import type { Ability, Cost, Effect } from '../../../../engines/halotcg/cardTypes';

import { cardTitle } from './cards';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** One cost or effect in a few words ("exert", "+2 strength", "draw 1"). */
export function doesWord(part: Cost | Effect | PendingAsk, t: Translate): string {
  const kind = 'c' in part ? part.c : 'e' in part ? part.e : part.does;
  if (kind === 'pump' && 'stat' in part && typeof part.stat === 'string') {
    const n = 'n' in part && typeof part.n === 'number' ? part.n : 0;
    return t('ui.does.pump', { n: n >= 0 ? `+${n}` : String(n), stat: t(`ui.stats.${part.stat}`) });
  }
  const n = 'n' in part && typeof part.n === 'number' ? part.n : 1;
  const word = t(`ui.does.${kind}`, { n });
  return word === `ui.does.${kind}` ? kind : word;
}

/** An ability as "costs → effects", for the Use button ("exert → +2 strength"). */
export function abilityWords(ab: Ability, t: Translate): string {
  if (ab.a === 'static') return '';
  const costs = ab.a === 'trigger' ? [] : (ab.costs ?? []).map((c) => doesWord(c, t));
  const effects = ab.effects.map((e) => doesWord(e, t));
  return costs.length === 0 ? effects.join(', ') : `${costs.join(', ')} → ${effects.join(', ')}`;
}

/** The Use button: the card, which ability when it has several, and what it does. */
export function useLabel(card: string, title: string, ability: number, t: Translate): string {
  const abs = cardById(card)?.abilities ?? [];
  const ab = abs[ability];
  const words = ab === undefined ? '' : abilityWords(ab, t);
  const usable = abs.filter((a) => a.a === 'action' || a.a === 'response').length;
  const base = usable > 1 ? t('ui.choice.use', { card: title, n: ability + 1 }) : t('ui.choice.useOnly', { card: title });
  return words === '' ? base : `${base}: ${words}`;
}

/** What a card's question does that has words of its own (`ui.choice.ask.<does>`); the rest read "card: does". */
const ASK_WORDS: ReadonlySet<string> = new Set(['exert', 'damage', 'wound', 'heal', 'discard', 'discardHand', 'removeFromGame', 'playFrom']);

/** An answer to a question a card's text asks: "Exert UNSC Marine", "+2 strength: Master Chief". */
export function askLabel(ask: PendingAsk, title: string, t: Translate): string {
  if (ASK_WORDS.has(ask.does)) return t(`ui.choice.ask.${ask.does}`, { card: title });
  return t('ui.choice.ask.other', { card: title, does: doesWord(ask, t) });
}

export interface Labelled {
  readonly action: HaloAction;
  readonly label: string;
  readonly cards: readonly Iid[];
}

/** Each table card's wounds, by instance. */
function woundsOf(view: HaloView): ReadonlyMap<Iid, number> {
  const out = new Map<Iid, number>();
  for (const p of view.players) for (const c of [...p.company, ...p.support, ...p.minions, ...p.attached]) out.set(c.iid, c.w);
  return out;
}

/** Which copy a card is among the known cards of the same id (1-based, in the view's order). */
function copyNumber(names: ReadonlyMap<Iid, string>, iid: Iid): number {
  const id = names.get(iid);
  let n = 0;
  for (const [other, card] of names) {
    if (card === id) n += 1;
    if (other === iid) return n;
  }
  return 1;
}

function which(iid: Iid, names: ReadonlyMap<Iid, string>, wounds: ReadonlyMap<Iid, number>, title: (iid: Iid) => string, t: Translate): string {
  const w = wounds.get(iid) ?? 0;
  const copy = t('ui.choice.copy', { card: title(iid), n: copyNumber(names, iid) });
  return w > 0 ? `${copy}, ${t('ui.choice.wounds', { count: w })}` : copy;
}

/** The Play button: the card, its bearer, and the toil paid (exertions that lower its cost). */
export function playLabel(card: string, on: string | undefined, toil: number, t: Translate): string {
  const base = on === undefined ? t('ui.choice.play', { card }) : t('ui.choice.playOn', { card, target: on });
  return toil > 0 ? `${base} (${t('ui.choice.toil', { count: toil })})` : base;
}

/** What sets a choice apart from others with the same label: which copies it names. */
function suffix(c: Labelled, group: readonly Labelled[], ctx: { names: ReadonlyMap<Iid, string>; wounds: ReadonlyMap<Iid, number>; title: (iid: Iid) => string; t: Translate }): string {
  const differing = c.cards.filter((iid, i) => group.some((g) => g.cards[i] !== iid));
  return differing.map((iid) => which(iid, ctx.names, ctx.wounds, ctx.title, ctx.t)).join('; ');
}

/** The labels made unique: like labels get what sets each apart in brackets. */
export function distinguish<C extends Labelled>(choices: readonly C[], view: HaloView, names: ReadonlyMap<Iid, string>, title: (iid: Iid) => string, t: Translate): C[] {
  const groups = new Map<string, C[]>();
  for (const c of choices) groups.set(c.label, [...(groups.get(c.label) ?? []), c]);
  if ([...groups.values()].every((g) => g.length === 1)) return [...choices];
  const ctx = { names, wounds: woundsOf(view), title, t };
  return choices.map((c) => {
    const group = groups.get(c.label) ?? [];
    if (group.length < 2) return c;
    const extra = suffix(c, group, ctx);
    return extra === '' ? c : { ...c, label: `${c.label} (${extra})` };
  });
}

/** What an open response window answers, and who may respond: "Ben played Flood Tide: Ana, respond?" */
export function respondPrompt(response: NonNullable<HaloView['response']>, viewer: number | null, t: Translate, name: (s: number) => string): string {
  const by = Number(response.subject.iid.slice(0, response.subject.iid.indexOf('.')));
  const what = t(`ui.prompt.on.${response.on}`, { player: name(by), card: cardTitle(response.subject.card, t) });
  return t(viewer === response.next ? 'ui.prompt.respond' : 'ui.prompt.respondWait', { what, name: name(response.next) });
}
