/**
 * Deck lists, the four starter decks, and deck validation (exported for the deck builder). Rulebook: one
 * Hero outside the draw deck; a draw deck of at least 60 with equal Free Peoples and Shadow halves, at most
 * 4 per title (subtitles ignored), 3 of the Hero's title; no sites in it; 9 sites numbered 1 to 9.
 */
import type { Card, SiteCard } from './cardTypes';
import { cardById, EARTH_SITES, LEGACY_CARDS, PILLAR_SITES } from './cards';

export interface DeckList {
  readonly id: string;
  readonly hero: string;
  /** Card id → copies. */
  readonly draw: Readonly<Record<string, number>>;
  readonly sites: readonly string[];
}

export type DeckErrorCode =
  | 'halotcg/deck-unknown-card'
  | 'halotcg/deck-legacy-card'
  | 'halotcg/deck-hero'
  | 'halotcg/deck-too-small'
  | 'halotcg/deck-unbalanced'
  | 'halotcg/deck-too-many-copies'
  | 'halotcg/deck-site-in-draw'
  | 'halotcg/deck-sites';

export interface DeckError {
  readonly code: DeckErrorCode;
  readonly params?: Readonly<Record<string, string | number>>;
}

const isHero = (c: Card): boolean => c.kind === 'companion' && (c.keywords ?? []).some((k) => k.k === 'hero');

function titleCounts(deck: DeckList): { counts: Map<string, number>; unknown: string[]; sites: number; fp: number; shadow: number } {
  const counts = new Map<string, number>();
  const unknown: string[] = [];
  let sites = 0;
  let fp = 0;
  let shadow = 0;
  for (const [id, n] of Object.entries(deck.draw)) {
    const c = cardById(id);
    if (c === undefined) {
      unknown.push(id);
      continue;
    }
    counts.set(c.title, (counts.get(c.title) ?? 0) + n);
    if (c.kind === 'site') sites += n;
    else if (c.side === 'fp') fp += n;
    else shadow += n;
  }
  return { counts, unknown, sites, fp, shadow };
}

function siteErrors(deck: DeckList): DeckError[] {
  const sites = deck.sites.map((id) => cardById(id));
  const numbers = sites.map((s) => (s?.kind === 'site' ? s.number : 0)).sort((a, b) => a - b);
  const ok = sites.length === 9 && numbers.every((n, i) => n === i + 1);
  return ok ? [] : [{ code: 'halotcg/deck-sites', params: { found: numbers.filter((n) => n > 0).join(',') || '-' } }];
}

const LEGACY: ReadonlySet<string> = new Set(LEGACY_CARDS.map((c) => c.id));

/**
 * Every problem of a deck, each with a code (empty when the deck is legal). A card kept only for the
 * replays of older saves (`LEGACY_CARDS`) is a problem unless `legacy` allows it: the deck builder, its
 * files and the launcher never take one; the options of a game do, as a migrated record holds it.
 */
export function validateDeck(deck: DeckList, legacy = false): DeckError[] {
  const errors: DeckError[] = [];
  const hero = cardById(deck.hero);
  if (hero === undefined || !isHero(hero)) errors.push({ code: 'halotcg/deck-hero', params: { card: deck.hero } });
  const t = titleCounts(deck);
  for (const id of t.unknown) errors.push({ code: 'halotcg/deck-unknown-card', params: { card: id } });
  if (!legacy) for (const id of Object.keys(deck.draw).filter((x) => LEGACY.has(x))) errors.push({ code: 'halotcg/deck-legacy-card', params: { card: id } });
  if (t.sites > 0) errors.push({ code: 'halotcg/deck-site-in-draw', params: { count: t.sites } });
  const size = t.fp + t.shadow;
  if (size < 60) errors.push({ code: 'halotcg/deck-too-small', params: { count: size, min: 60 } });
  if (t.fp !== t.shadow) errors.push({ code: 'halotcg/deck-unbalanced', params: { fp: t.fp, shadow: t.shadow } });
  for (const [title, n] of t.counts) {
    const max = hero !== undefined && title === hero.title ? 3 : 4;
    if (n > max) errors.push({ code: 'halotcg/deck-too-many-copies', params: { title, count: n, max } });
  }
  return [...errors, ...siteErrors(deck)];
}

const pillar = PILLAR_SITES.map((s: SiteCard) => s.id);
const earth = EARTH_SITES.map((s: SiteCard) => s.id);

export const STARTER_DECKS: readonly DeckList[] = [
  {
    id: 'chief-vs-covenant',
    hero: 'master-chief',
    sites: pillar,
    draw: {
      'jacob-keyes': 2, 'johnson-sarge': 2, 'johnson-veteran': 1, mobuto: 2, 'unsc-marine': 4, 'odst-helljumper': 3, cortana: 2, jeromi: 1,
      'm9-grenade': 3, ma5b: 2, 'battlefield-medic': 1, mjolnir: 1, br55: 2, 'covering-fire': 2, countermeasures: 1, 'frag-out': 1,
      grunt: 4, 'grunt-conscript': 2, 'jackal-sniper': 2, 'jackal-shield': 2, seraph: 2, 'blue-elite': 3, 'elite-veteran': 2, 'zuka-zamamee': 2, hunter: 1,
      'plasma-pistol': 3, needler: 2, overcharge: 2, 'signal-jamming': 1, 'grenade-spam': 1, 'ambush-tactics': 1,
    },
  },
  {
    id: 'fred-vs-flood',
    hero: 'fred',
    sites: earth,
    draw: {
      'jacob-keyes': 2, 'miranda-keyes': 2, stacker: 2, logan: 2, 'unsc-marine': 4, 'marine-corpsman': 3, 'lord-hood': 1, 'pillar-of-autumn': 1, longsword: 2,
      'odst-armor': 2, 'srs99': 2, 'm6d': 2, 'spartans-never-die': 2, 'lock-and-load': 1, 'forerunner-override': 1, 'spartan-resolve': 1,
      'flood-spore': 4, 'infection-form': 4, 'combat-form-human': 4, 'combat-form-elite': 3, 'carrier-form': 3, 'flood-swarm': 2, crazed: 3,
      infection: 2, reanimation: 1, 'flood-tide': 2, seraph: 2,
    },
  },
  {
    id: 'arbiter-vs-heretics',
    hero: 'arbiter',
    sites: pillar,
    draw: {
      rtas: 2, 'specops-commander': 2, 'specops-elite': 4, 'honor-guard': 4, 'grunt-deserter': 3, 'sangheili-ranger': 2, 'shadow-of-intent': 1,
      'energy-sword': 3, 'combat-harness': 3, 'were-it-so': 3, 'blood-oath': 2, 'sword-slash': 1,
      'heretic-elite': 4, 'heretic-grunt': 4, 'heretic-banshee': 3, 'sesa-refumee': 2, 'heretic-frigate': 2, 'heretical-doctrine': 1, sabotage: 1, 'brute-berserker': 1,
      'sentinel-constructor': 4, 'sentinel-aggressor': 3, 'sentinel-enforcer': 2, purge: 3,
    },
  },
  {
    id: 'reach-vs-insurrection',
    hero: 'noble-six',
    sites: earth,
    draw: {
      'colonial-militia': 3, 'harvest-farmer': 1, reynolds: 2, 'reach-survivor': 3, halsey: 1, 'colony-mayor': 2, 'aggressor-sentinel': 2,
      'hunting-rifle': 2, 'flak-vest': 1, 'last-stand': 1, evacuation: 1, 'supply-cache': 1,
      // The mechanics of the later cards: an optional trigger, a hand limit, leaving a site, a response to a card played.
      'navy-corpsman': 1, 'field-rations': 1, 'rear-guard': 1, 'sentinel-interception': 1,
      // Version 5: wound prevention, assignment and site replacement by an effect, a sniper ally.
      'take-cover': 1, 'armor-lock': 1, 'flanking-maneuver': 1, 'militia-marksman': 1, 'fallback-position': 1,
      // Version 6: a companion about to be killed is saved.
      biofoam: 1,
      'innie-gunman': 2, 'innie-sniper': 2, 'colonel-watts': 2, 'car-bomb': 2, ambush: 2,
      'flood-spore': 2, 'combat-form-human': 3, 'containment-violated': 2, 'grunt': 2, 'blue-elite': 2,
      // Responses to a move and to the start of a turn, an optional trigger, leaving a site, exhausting.
      'insurrectionist-ambush': 1, 'covenant-intel': 1, 'infected-marine': 1, 'lingering-spores': 1, 'spore-cloud': 1,
      // Version 5: a Shadow wound prevention and assignments by an effect.
      'riot-shields': 1, 'honorable-challenge': 1, 'feeding-frenzy': 1,
      // Version 6: an Elite about to be killed is saved.
      overshield: 1,
    },
  },
];

export function starterDeck(id: string): DeckList | undefined {
  return STARTER_DECKS.find((d) => d.id === id);
}

/** The draw deck as a flat list of card ids, in a fixed order (the shuffle happens at setup). */
export function flatDraw(deck: DeckList): string[] {
  return Object.entries(deck.draw).flatMap(([id, n]) => Array.from({ length: n }, () => id));
}
