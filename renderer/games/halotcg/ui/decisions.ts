/**
 * The decisions the engine offers, made readable and clickable: each legal action gets a label in the
 * current language and the cards it involves (the card acted with, then its target), so the board can
 * raise playable cards, highlight targets after a first click, and act on a second one.
 */
import type { Seat } from '../../../../engines/core';
import type { HaloAction, HaloView, Iid, PendingKind } from '../../../../engines/halotcg';
import { cardTitle } from './cards';
import { askLabel, distinguish, playLabel, useLabel } from './labels';

type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface Choice {
  readonly action: HaloAction;
  readonly label: string;
  /** The cards the action names, in click order: [card] or [card, target]. Empty for words and pass. */
  readonly cards: readonly Iid[];
}

const indexes = new WeakMap<HaloView, ReadonlyMap<Iid, string>>();

/** Every card instance the view shows, to name cards in labels (made once per view). */
export function cardIndex(view: HaloView): ReadonlyMap<Iid, string> {
  const known = indexes.get(view);
  if (known !== undefined) return known;
  const out = new Map<Iid, string>();
  const add = (refs: readonly { readonly iid: Iid; readonly card: string }[] | null) => {
    for (const r of refs ?? []) out.set(r.iid, r.card);
  };
  for (const p of view.players) {
    add(p.hand);
    add(p.adventure);
    add(p.discard);
    add(p.dead);
    add(p.removed);
    add(p.company);
    add(p.support);
    add(p.minions);
    add(p.attached);
    add(p.stacked);
  }
  for (const site of view.path) if (site !== null) out.set(site.iid, site.card);
  add(view.pending?.cards ?? null);
  if (view.pending?.ask != null) out.set(view.pending.ask.src.iid, view.pending.ask.src.card);
  if (view.response != null) out.set(view.response.subject.iid, view.response.subject.card);
  indexes.set(view, out);
  return out;
}

const WORDS = new Set(['done', 'move', 'stop', 'skip', 'yes', 'no', 'keep', 'mulligan']);
/** Pending questions whose numeric answers are seats, not counts. */
const SEAT_ANSWERS: ReadonlySet<PendingKind> = new Set(['snipeShadow', 'chooseFirst']);

function chooseChoice(option: string, view: HaloView, names: ReadonlyMap<Iid, string>, t: Translate, name: (s: Seat) => string): Choice {
  const action: HaloAction = { type: 'choose', option };
  const title = (iid: Iid) => cardTitle(names.get(iid) ?? iid, t);
  if (WORDS.has(option)) return { action, label: t(`ui.words.${option}`), cards: [] };
  if (option.includes('>')) {
    const [def = '', atk = ''] = option.split('>');
    return { action, label: t('ui.choice.assign', { defender: title(def), attacker: title(atk) }), cards: [def, atk] };
  }
  if (/^\d+$/.test(option)) {
    const kind = view.pending?.kind;
    if (kind !== undefined && SEAT_ANSWERS.has(kind)) return { action, label: name(Number(option)), cards: [] };
    return { action, label: kind === 'bid' ? t('ui.choice.bid', { n: option }) : option, cards: [] };
  }
  const ask = view.pending?.ask;
  return { action, label: ask == null ? title(option) : askLabel(ask, title(option), t), cards: [option] };
}

export function choicesOf(legal: readonly HaloAction[], view: HaloView, t: Translate, name: (s: Seat) => string): Choice[] {
  const names = cardIndex(view);
  const title = (iid: Iid) => cardTitle(names.get(iid) ?? iid, t);
  const choices = legal.map((action): Choice => {
    switch (action.type) {
      case 'pass':
        return { action, label: t('ui.pass'), cards: [] };
      case 'play':
        return { action, label: playLabel(title(action.card), action.on === undefined ? undefined : title(action.on), action.toil ?? 0, t), cards: action.on === undefined ? [action.card] : [action.card, action.on] };
      case 'use':
        return { action, label: useLabel(names.get(action.card) ?? '', title(action.card), action.ability, t), cards: [action.card] };
      case 'healNamesake':
        return { action, label: t('ui.choice.heal', { card: title(action.card), target: title(action.target) }), cards: [action.card, action.target] };
      case 'transfer':
        return { action, label: t('ui.choice.transfer', { card: title(action.card), target: title(action.to) }), cards: [action.card, action.to] };
      case 'staff':
        return { action, label: t('ui.choice.staff', { card: title(action.card), target: title(action.ship) }), cards: [action.card, action.ship] };
      case 'choose':
        return chooseChoice(action.option, view, names, t, name);
    }
  });
  return distinguish(choices, view, names, title, t);
}

export type Click = { readonly kind: 'act'; readonly action: HaloAction } | { readonly kind: 'select'; readonly iid: Iid } | { readonly kind: 'illegal' };

/**
 * What a click on a card does: with a card selected, act if (selected, clicked) is a legal pair; else act
 * if the clicked card is a whole action on its own and has nothing else to do; else select it when some
 * action starts with it.
 */
export function clickCard(choices: readonly Choice[], selected: Iid | null, iid: Iid): Click {
  if (selected !== null && selected !== iid) {
    const pair = choices.find((c) => c.cards[0] === selected && c.cards[1] === iid);
    if (pair !== undefined) return { kind: 'act', action: pair.action };
  }
  const starting = choices.filter((c) => c.cards[0] === iid);
  const alone = starting.filter((c) => c.cards.length === 1);
  if (starting.length === 1 && alone.length === 1 && alone[0] !== undefined) return { kind: 'act', action: alone[0].action };
  if (starting.length > 0) return { kind: 'select', iid };
  return { kind: 'illegal' };
}

/**
 * The card a click on a hand card stands for: itself, or, when no action starts with it but one starts with
 * another copy of the same card in the hand, that copy (the engine plays only the first of identical
 * copies, the one it lists).
 */
export function listedCopy(choices: readonly Choice[], view: HaloView, iid: Iid): Iid {
  const starts = (x: Iid) => choices.some((c) => c.cards[0] === x);
  const hand = view.viewer === null ? [] : (view.players[view.viewer]?.hand ?? []);
  const card = starts(iid) ? undefined : hand.find((c) => c.iid === iid)?.card;
  if (card === undefined) return iid;
  return hand.find((c) => c.card === card && starts(c.iid))?.iid ?? iid;
}

/** How a card is marked: it can start an action (raised), it is a target of the selected card, or selected. */
export type Mark = 'none' | 'playable' | 'target' | 'selected';

export function markOf(choices: readonly Choice[], selected: Iid | null, iid: Iid): Mark {
  if (selected === iid) return 'selected';
  if (selected !== null && choices.some((c) => c.cards[0] === selected && c.cards[1] === iid)) return 'target';
  if (choices.some((c) => c.cards[0] === iid)) return 'playable';
  return 'none';
}

/** The choices the list shows: those of the selected card, or all when none is selected. */
export function visibleChoices(choices: readonly Choice[], selected: Iid | null): readonly Choice[] {
  if (selected === null) return choices;
  const mine = choices.filter((c) => c.cards[0] === selected);
  return mine.length > 0 ? mine : choices;
}
