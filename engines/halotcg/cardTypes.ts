/**
 * The card model and the effect language. Cards are data: a card's abilities are values of the unions
 * below, interpreted by effects.ts. A new card needs new code only for a genuinely new mechanic.
 */

export const CULTURES = ['unsc', 'human', 'sentinel', 'arbiter', 'covenant', 'flood', 'heretic'] as const;
export type Culture = (typeof CULTURES)[number];
/** Free Peoples (light circle) or Shadow (dark diamond); sites belong to neither. */
export type Side = 'fp' | 'shadow';
export const RACES = ['Man', 'Spartan', 'AI', 'Elite', 'Grunt', 'Jackal', 'Hunter', 'Brute', 'Flood', 'Sentinel', 'Prophet'] as const;
export type Race = (typeof RACES)[number];
export const SIGNETS = ['chief', 'keyes', 'johnson', 'arbiter', 'specops'] as const;
export type Signet = (typeof SIGNETS)[number];
export const ITEM_CLASSES = ['weapon', 'armor', 'vehicle', 'gear'] as const;
export type ItemClass = (typeof ITEM_CLASSES)[number];
export const TIMINGS = ['company', 'shadow', 'maneuver', 'sniping', 'assignment', 'engagement', 'skirmish', 'regroup'] as const;
export type Timing = (typeof TIMINGS)[number];

/** Loaded keywords have rules; `tag` keywords (Flying, SpecOps, ...) are unloaded, only referenced. */
export type Keyword =
  | { readonly k: 'sniper' }
  | { readonly k: 'fierce' }
  | { readonly k: 'lurker' }
  | { readonly k: 'hero' }
  | { readonly k: 'sanctuary' }
  | { readonly k: 'damage'; readonly n: number }
  | { readonly k: 'defender'; readonly n: number }
  | { readonly k: 'toil'; readonly n: number }
  | { readonly k: 'tag'; readonly name: string };
export type KeywordName = Keyword['k'];

// ---------------------------------------------------------------- filters and targets

export type CardKind = 'companion' | 'ally' | 'minion' | 'ship' | 'possession' | 'artifact' | 'condition' | 'event' | 'site';

/** Which cards a phrase like "a [UNSC] Man" or "another minion" means; every field narrows. */
export interface Filter {
  readonly kinds?: readonly CardKind[];
  readonly culture?: Culture;
  readonly side?: Side;
  readonly race?: Race;
  readonly title?: string;
  readonly keyword?: KeywordName;
  readonly tag?: string;
  /** Only the controller's own cards (true) or only other players' cards (false). */
  readonly mine?: boolean;
  readonly notSelf?: boolean;
  /** Only characters in the current skirmish (or ships in the current engagement). */
  readonly inFight?: boolean;
  readonly wounded?: boolean;
  readonly maxTwilight?: number;
  /** Only the card this one is borne by ("bearer"): a possession's or condition's own bearer, never another. */
  readonly bearer?: true;
  /** Only companions with this signet ("a companion with the Chief signet"). */
  readonly signet?: Signet;
  /** Only characters not assigned to a skirmish yet (assignment by a card effect is one-on-one). */
  readonly unassigned?: boolean;
}

export type Target =
  | { readonly t: 'self' }
  | { readonly t: 'bearer' }
  /** The card a response or trigger answers ("that companion", the one killed or winning). */
  | { readonly t: 'subject' }
  /** A card picked earlier by this same action (costs and effects count from 0 in order). */
  | { readonly t: 'chosen'; readonly i: number }
  /** The controller (or the Free Peoples player) picks one matching active card in play; `unchosen`: not one this action picked already. */
  | { readonly t: 'choose'; readonly f: Filter; readonly by?: 'fp'; readonly unchosen?: true }
  | { readonly t: 'each'; readonly f: Filter };

// ---------------------------------------------------------------- conditions, costs, effects

export type Requirement =
  /** "spot N X": N matching active cards in play (the player may spot fewer when X is open). */
  | { readonly r: 'spot'; readonly f: Filter; readonly n?: number }
  | { readonly r: 'twilight'; readonly atLeast: number }
  | { readonly r: 'site'; readonly atLeast: number }
  | { readonly r: 'inFight' };

export type Cost =
  | { readonly c: 'exert'; readonly target: Target }
  | { readonly c: 'discardSelf' }
  | { readonly c: 'discardBearer' }
  | { readonly c: 'discardHand'; readonly n: number }
  | { readonly c: 'addTwilight'; readonly n: number }
  | { readonly c: 'removeTwilight'; readonly n: number }
  | { readonly c: 'damage'; readonly target: Target };

export type Stat = 'strength' | 'vitality' | 'weapons' | 'armor' | 'damage' | 'defender';
export type Duration = 'phase' | 'regroup' | 'turn';

export type Effect =
  | { readonly e: 'wound'; readonly target: Target; readonly n?: number }
  | { readonly e: 'heal'; readonly target: Target; readonly n?: number }
  | { readonly e: 'exert'; readonly target: Target }
  /** Exert as many times as possible (rulebook "Exert": to exhaust a character). */
  | { readonly e: 'exhaust'; readonly target: Target }
  /** "You may ...": the controller chooses to do the effects or not (offered only when they can be done). */
  | { readonly e: 'may'; readonly effects: readonly Effect[] }
  | { readonly e: 'pump'; readonly target: Target; readonly stat: Stat; readonly n: number; readonly until?: Duration }
  | { readonly e: 'addTwilight'; readonly n: number }
  | { readonly e: 'removeTwilight'; readonly n: number }
  | { readonly e: 'draw'; readonly n: number }
  | { readonly e: 'discardHand'; readonly n: number }
  | { readonly e: 'discard'; readonly target: Target }
  | { readonly e: 'removeFromGame'; readonly target: Target }
  | { readonly e: 'fromDiscard'; readonly f: Filter }
  | { readonly e: 'playFrom'; readonly from: 'deck' | 'discard' | 'deckOrDiscard' | 'hand'; readonly f: Filter; readonly free?: boolean }
  | { readonly e: 'oneOf'; readonly options: readonly (readonly Effect[])[] }
  | { readonly e: 'cancelFight' }
  /** Cancels the event or required text a response answers: it has no effect, its costs stay paid. */
  | { readonly e: 'cancel' }
  /** Stack a matching card from hand on this card (stacked cards are face up and inactive). */
  | { readonly e: 'stackFromHand'; readonly f: Filter }
  /** Take every card stacked on this card into hand. */
  | { readonly e: 'takeStacked' }
  /** Prevents what a response answers: the wound ("about to take a wound") or the kill ("about to be killed"); like a cancel, its costs stay paid. */
  | { readonly e: 'prevent' }
  /** "Assign a minion to a companion": both unassigned, one-on-one, before the players assign (rulebook "Assignment"). */
  | { readonly e: 'assign'; readonly minion: Target; readonly to: Target }
  /** Replaces the site the company is at with the controller's site of that number (the old one goes back to its owner's adventure deck). */
  | { readonly e: 'replaceSite' }
  /** Containment Protocols Violated: spot X Shadow cultures (except one) to play X minions of a culture. */
  | { readonly e: 'perCulturePlay'; readonly except: Culture; readonly f: Filter; readonly from: 'deckOrDiscard' };

/** `leave`: the company leaves a site (before it moves to the next; on the site left and on other cards). */
export type TriggerKind = 'played' | 'fightStart' | 'winsFight' | 'losesFight' | 'killed' | 'turnStart' | 'moveTo' | 'leave';
/**
 * What a response answers: a trigger that has resolved, or (before it resolves, so it can be cancelled)
 * an event just played (`eventPlayed`), a card's required text about to take effect (`triggered`) or a
 * special ability whose costs are paid (`abilityUsed`), a wound about to be placed on a character
 * (`aboutToWound`) or a character about to be killed (`aboutToKill`), so they can be prevented.
 */
export type ResponseOn = TriggerKind | 'eventPlayed' | 'triggered' | 'abilityUsed' | 'aboutToWound' | 'aboutToKill';

/** A continuous effect while the card is active (and its condition holds: "while you can spot"). */
export type StaticMod =
  | { readonly s: 'stat'; readonly to: 'self' | 'bearer' | Filter; readonly stat: Stat; readonly n: number }
  | { readonly s: 'keyword'; readonly to: 'self' | 'bearer'; readonly kw: Keyword }
  | { readonly s: 'skipSniping' }
  | { readonly s: 'roaming'; readonly n: number }
  | { readonly s: 'sniping'; readonly side: Side; readonly n: number }
  /** The hand limit of the card's owner (8) is changed by n. */
  | { readonly s: 'handLimit'; readonly n: number }
  /** The move limit of the Free Peoples player is changed by n (never below 1: the company must move once). */
  | { readonly s: 'moveLimit'; readonly n: number }
  /** The card may join sniping fire and skirmishes at any site (like an ally at home). */
  | { readonly s: 'fights' };

export type Ability =
  /** `by` limits a site's action to the Free Peoples player or to Shadow players (other cards act for their owner). */
  | { readonly a: 'action'; readonly timing: Timing; readonly by?: Side; readonly needs?: readonly Requirement[]; readonly costs?: readonly Cost[]; readonly effects: readonly Effect[] }
  | { readonly a: 'trigger'; readonly on: TriggerKind; readonly needs?: readonly Requirement[]; readonly effects: readonly Effect[] }
  | { readonly a: 'response'; readonly on: ResponseOn; readonly of: Filter; readonly costs?: readonly Cost[]; readonly effects: readonly Effect[] }
  | { readonly a: 'static'; readonly mod: StaticMod; readonly whileSpot?: Filter };

// ---------------------------------------------------------------- cards

interface CardBase {
  readonly id: string;
  /** The title without the uniqueness dot, used for uniqueness and the 4-copy rule. */
  readonly title: string;
  readonly unique?: true;
  readonly keywords?: readonly Keyword[];
  readonly abilities?: readonly Ability[];
}
interface Cultured extends CardBase {
  readonly culture: Culture;
  readonly side: Side;
  readonly twilight: number;
  /** "To play, spot ..." */
  readonly needs?: readonly Requirement[];
}
export interface CompanionCard extends Cultured {
  readonly kind: 'companion';
  readonly race: Race;
  readonly strength: number;
  readonly vitality: number;
  readonly signet?: Signet;
}
export interface AllyCard extends Cultured {
  readonly kind: 'ally';
  readonly race: Race;
  readonly strength: number;
  readonly vitality: number;
  readonly home: number;
}
export interface MinionCard extends Cultured {
  readonly kind: 'minion';
  readonly race: Race;
  readonly strength: number;
  readonly vitality: number;
  readonly site: number;
}
export interface ShipCard extends Cultured {
  readonly kind: 'ship';
  readonly weapons: number;
  readonly armor: number;
}
export interface ItemCard extends Cultured {
  readonly kind: 'possession' | 'artifact';
  readonly itemClass?: ItemClass;
  /** "Bearer must be ..."; absent for cards played to the support area. */
  readonly bearer?: Filter;
  readonly strength?: number;
  readonly vitality?: number;
  readonly weapons?: number;
  readonly armor?: number;
}
export interface ConditionCard extends Cultured {
  readonly kind: 'condition';
  readonly bearer?: Filter;
}
export interface EventCard extends Cultured {
  readonly kind: 'event';
  /** `response` events name their trigger in `response`. */
  readonly timing: Timing | 'response';
  readonly response?: { readonly on: ResponseOn; readonly of: Filter };
  readonly costs?: readonly Cost[];
  readonly effects: readonly Effect[];
}
export interface SiteCard extends CardBase {
  readonly kind: 'site';
  readonly number: number;
  readonly shadow: number;
  readonly arrow: 'left' | 'right';
}

export type Card = CompanionCard | AllyCard | MinionCard | ShipCard | ItemCard | ConditionCard | EventCard | SiteCard;
export type PlayCard = Exclude<Card, SiteCard>;
export type CharacterCard = CompanionCard | AllyCard | MinionCard;
