/**
 * Cards for the rulebook's mechanics the engine gained in version 5: wound prevention and "is about to"
 * responses, assignment by a card effect, site replacement by a card effect; and a sniper ally, so that an
 * ally at home counting toward the company sniping total is something a player can meet.
 */
import { ally, condition, event, item, kw } from '../builders';
import type { Card, Effect, Filter } from '../cardTypes';
import { choose, exert, myCompanion } from './dsl';

const prevent: readonly Effect[] = [{ e: 'prevent' }];
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
    abilities: [{ a: 'response', on: 'aboutToWound', of: myCompanion({ race: 'Spartan' }), costs: [{ c: 'discardSelf' }], effects: prevent }],
  }),
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
];
