/**
 * Cards for the rulebook's mechanics the engine gained in version 5: wound prevention and "is about to"
 * responses, assignment by a card effect, site replacement by a card effect; and a sniper ally, so that an
 * ally at home counting toward the company sniping total is something a player can meet. Version 6 added
 * the answers to a character about to be killed (Biofoam, Overshield) and limited Armor Lock to its bearer.
 */
import { ally, condition, event, item, kw } from '../builders';
import type { Card, Effect, Filter } from '../cardTypes';
import { choose, exert, heal, myCompanion } from './dsl';

const prevent: readonly Effect[] = [{ e: 'prevent' }];
/** "Heal that character and prevent that": healed, a character killed by its wounds keeps living. */
const healAndPrevent: readonly Effect[] = [heal({ t: 'subject' }), { e: 'prevent' }];
const bearer: Filter = { bearer: true };
const unassignedMinion = (f: Filter = {}): Filter => ({ kinds: ['minion'], unassigned: true, ...f });
const unassignedCompanion = (f: Filter = {}): Filter => ({ kinds: ['companion'], unassigned: true, ...f });
const replaceSite: readonly Effect[] = [{ e: 'replaceSite' }];

/** Free Peoples. */
export const DEFENCE_FP_CARDS: readonly Card[] = [
  event('bubble-shield', 'Bubble Shield', 'unsc', 'fp', 2, 'response', prevent, { response: { on: 'aboutToWound', of: myCompanion() } }),
  event('take-cover', 'Take Cover', 'human', 'fp', 0, 'response', prevent, {
    response: { on: 'aboutToWound', of: myCompanion({ culture: 'human' }) },
    costs: [exert(myCompanion({ culture: 'human' }))],
  }),
  item('armor-lock', 'Armor Lock', 'human', 'fp', 1, { kinds: ['companion'], race: 'Spartan' }, {
    itemClass: 'gear',
    abilities: [{ a: 'response', on: 'aboutToWound', of: bearer, costs: [{ c: 'discardSelf' }], effects: prevent }],
  }),
  event('biofoam', 'Biofoam', 'human', 'fp', 2, 'response', healAndPrevent, { response: { on: 'aboutToKill', of: myCompanion() } }),
  event('flanking-maneuver', 'Flanking Maneuver', 'human', 'fp', 1, 'assignment', [{ e: 'assign', minion: choose(unassignedMinion()), to: choose(unassignedCompanion({ mine: true })) }], {
    costs: [exert(myCompanion({ culture: 'human' }))],
  }),
  ally('militia-marksman', 'Militia Marksman', 'human', 1, 'Man', 4, 2, 4, { keywords: [kw.sniper] }),
  event('fallback-position', 'Fallback Position', 'human', 'fp', 1, 'maneuver', replaceSite),
];

/** Shadow. */
export const DEFENCE_SHADOW_CARDS: readonly Card[] = [
  event('honorable-challenge', 'Honorable Challenge', 'covenant', 'shadow', 0, 'assignment', [{ e: 'assign', minion: choose(unassignedMinion({ race: 'Elite', mine: true })), to: choose(unassignedCompanion()) }]),
  event('feeding-frenzy', 'Feeding Frenzy', 'flood', 'shadow', 0, 'assignment', [{ e: 'assign', minion: choose(unassignedMinion({ culture: 'flood', mine: true })), to: choose(unassignedCompanion({ wounded: true })) }]),
  condition('riot-shields', 'Riot Shields', 'human', 'shadow', 1, undefined, [
    { a: 'response', on: 'aboutToWound', of: { kinds: ['minion'], culture: 'human', mine: true }, costs: [{ c: 'removeTwilight', n: 2 }], effects: prevent },
  ]),
  event('glassing-run', 'Glassing Run', 'covenant', 'shadow', 2, 'shadow', replaceSite),
  item('overshield', 'Overshield', 'covenant', 'shadow', 1, { kinds: ['minion'], race: 'Elite' }, {
    itemClass: 'armor',
    abilities: [{ a: 'response', on: 'aboutToKill', of: bearer, costs: [{ c: 'discardSelf' }], effects: healAndPrevent }],
  }),
];

/**
 * Cards kept only so that saves of older versions replay as they were played: never in the pool the deck
 * builder offers (`ALL_CARDS`), found by id alone. Armor Lock of version 5 answered a wound to any of its
 * owner's Spartans; a version 5 record holds this card in its place (migrations.ts › upgradeOptions).
 */
export const LEGACY_CARDS: readonly Card[] = [
  item('armor-lock-v5', 'Armor Lock', 'human', 'fp', 1, { kinds: ['companion'], race: 'Spartan' }, {
    itemClass: 'gear',
    abilities: [{ a: 'response', on: 'aboutToWound', of: myCompanion({ race: 'Spartan' }), costs: [{ c: 'discardSelf' }], effects: prevent }],
  }),
];
