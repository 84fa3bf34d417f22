/**
 * The deck builder's model, pure: where a card goes when it is added (Hero, draw deck or adventure deck),
 * the counts of each part, and which cards a filter shows. The rules of a legal deck stay the engine's
 * (`validateDeck`); this only arranges cards.
 */
import { ALL_CARDS, cardById, type Card, type CardKind, type Culture, type DeckList } from '../../../../engines/halotcg';

export const EMPTY_DECK: DeckList = { id: 'custom', hero: '', draw: {}, sites: [] };

export type Zone = 'hero' | 'draw' | 'sites';

export const isHeroCard = (c: Card): boolean => c.kind === 'companion' && (c.keywords ?? []).some((k) => k.k === 'hero');

/** Where an added card goes: a site to the adventure deck, a Hero to the Hero's place while it is empty, else the draw deck. */
export function zoneFor(deck: DeckList, c: Card): Zone {
  if (c.kind === 'site') return 'sites';
  return isHeroCard(c) && deck.hero === '' ? 'hero' : 'draw';
}

export function addCard(deck: DeckList, id: string): DeckList {
  const c = cardById(id);
  if (c === undefined) return deck;
  const zone = zoneFor(deck, c);
  if (zone === 'hero') return { ...deck, hero: id };
  if (zone === 'sites') return { ...deck, sites: [...deck.sites, id] };
  return { ...deck, draw: { ...deck.draw, [id]: (deck.draw[id] ?? 0) + 1 } };
}

export function removeCard(deck: DeckList, zone: Zone, id: string): DeckList {
  if (zone === 'hero') return deck.hero === id ? { ...deck, hero: '' } : deck;
  if (zone === 'sites') {
    const at = deck.sites.lastIndexOf(id);
    return at < 0 ? deck : { ...deck, sites: deck.sites.filter((_, i) => i !== at) };
  }
  const n = deck.draw[id] ?? 0;
  if (n <= 1) {
    const rest = Object.fromEntries(Object.entries(deck.draw).filter(([k]) => k !== id));
    return { ...deck, draw: rest };
  }
  return { ...deck, draw: { ...deck.draw, [id]: n - 1 } };
}

/** Copies of a card anywhere in the deck (the Hero counts as one). */
export function copiesOf(deck: DeckList, id: string): number {
  return (deck.hero === id ? 1 : 0) + (deck.draw[id] ?? 0) + deck.sites.filter((s) => s === id).length;
}

export interface DeckCounts {
  readonly draw: number;
  readonly fp: number;
  readonly shadow: number;
  readonly sites: number;
}

export function deckCounts(deck: DeckList): DeckCounts {
  let fp = 0;
  let shadow = 0;
  for (const [id, n] of Object.entries(deck.draw)) {
    const c = cardById(id);
    if (c !== undefined && c.kind !== 'site') {
      if (c.side === 'fp') fp += n;
      else shadow += n;
    }
  }
  // The draw deck's size as the rules count it (validateDeck): its Free Peoples and Shadow cards; a site
  // put there by mistake is reported on its own, not counted.
  return { draw: fp + shadow, fp, shadow, sites: deck.sites.length };
}

export interface DeckShape {
  /** Draw-deck cards by twilight cost: 0, 1, … up to MAX_COST_FILTER ("5 or more"). */
  readonly curve: readonly number[];
  /** Draw-deck cards by culture and by kind, most first (ties by name). */
  readonly cultures: readonly (readonly [Culture, number])[];
  readonly kinds: readonly (readonly [CardKind, number])[];
}

const mostFirst = <K extends string>(m: Map<K, number>): (readonly [K, number])[] => [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

/** The draw deck's cost curve and its counts by culture and kind, shown beside the list (GEMP's deck stats). */
export function deckShape(deck: DeckList): DeckShape {
  const curve: number[] = Array.from({ length: MAX_COST_FILTER + 1 }, () => 0);
  const cultures = new Map<Culture, number>();
  const kinds = new Map<CardKind, number>();
  for (const [id, n] of Object.entries(deck.draw)) {
    const c = cardById(id);
    if (c === undefined || c.kind === 'site') continue;
    const at = Math.min(c.twilight, MAX_COST_FILTER);
    curve[at] = (curve[at] ?? 0) + n;
    cultures.set(c.culture, (cultures.get(c.culture) ?? 0) + n);
    kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + n);
  }
  return { curve, cultures: mostFirst(cultures), kinds: mostFirst(kinds) };
}

/** The draw deck's entries on one side, ordered by cost then title, for the deck panel. */
export function drawEntries(deck: DeckList, side: 'fp' | 'shadow'): { id: string; n: number; card: Card }[] {
  return Object.entries(deck.draw)
    .flatMap(([id, n]) => {
      const card = cardById(id);
      return card !== undefined && card.kind !== 'site' && card.side === side ? [{ id, n, card }] : [];
    })
    .sort((a, b) => cost(a.card) - cost(b.card) || a.card.title.localeCompare(b.card.title));
}

export type SideFilter = 'all' | 'fp' | 'shadow' | 'site';

export interface CardFilter {
  readonly side: SideFilter;
  readonly culture: Culture | 'all';
  readonly kind: CardKind | 'all';
  /** Twilight cost; 5 means 5 or more. */
  readonly cost: number | 'all';
  /** A minion's site, an ally's home or a site's number. */
  readonly site: number | 'all';
  readonly text: string;
}

export const NO_FILTER: CardFilter = { side: 'all', culture: 'all', kind: 'all', cost: 'all', site: 'all', text: '' };
export const MAX_COST_FILTER = 5;

const cost = (c: Card): number => (c.kind === 'site' ? -1 : c.twilight);

export function siteNumberOf(c: Card): number | undefined {
  if (c.kind === 'minion') return c.site;
  if (c.kind === 'ally') return c.home;
  if (c.kind === 'site') return c.number;
  return undefined;
}

/** Whether a card passes the filter; `words` is its text in the current language (title, type line, game text). */
export function matches(c: Card, words: string, f: CardFilter): boolean {
  const side = c.kind === 'site' ? 'site' : c.side;
  if (f.side !== 'all' && f.side !== side) return false;
  if (f.culture !== 'all' && (c.kind === 'site' || c.culture !== f.culture)) return false;
  if (f.kind !== 'all' && c.kind !== f.kind) return false;
  if (f.cost !== 'all' && (c.kind === 'site' || (f.cost >= MAX_COST_FILTER ? c.twilight < MAX_COST_FILTER : c.twilight !== f.cost))) return false;
  if (f.site !== 'all' && siteNumberOf(c) !== f.site) return false;
  const needle = f.text.trim().toLocaleLowerCase();
  return needle === '' || words.toLocaleLowerCase().includes(needle);
}

/** Every card in browsing order: Free Peoples, Shadow, then sites; by culture, cost and title within. */
export const BROWSE_ORDER: readonly Card[] = [...ALL_CARDS].sort((a, b) => {
  const rank = (c: Card) => (c.kind === 'site' ? 2 : c.side === 'fp' ? 0 : 1);
  const culture = (c: Card) => (c.kind === 'site' ? '' : c.culture);
  return rank(a) - rank(b) || culture(a).localeCompare(culture(b)) || cost(a) - cost(b) || (siteNumberOf(a) ?? 0) - (siteNumberOf(b) ?? 0) || a.title.localeCompare(b.title);
});
