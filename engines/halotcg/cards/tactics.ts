/**
 * Cards for the mechanics of the rulebook that the first sets did not use: exhausting, optional ("you
 * may") triggers, hand and move limits, signets, leaving a site, sniping-phase tricks, responses to a
 * card being played, to a move and to the start of a turn, and cancelling a special ability.
 */
import { companion, condition, event, minion } from '../builders';
import type { Card, Filter } from '../cardTypes';
import { choose, exert, myCompanion, pump, race, self, spot, statBonus, wound } from './dsl';

const unscComp = myCompanion({ culture: 'unsc' });
const minionAny: Filter = { kinds: ['minion'] };
const cancelIt = [{ e: 'cancel' }] as const;

/** Free Peoples. */
export const TACTICS_FP_CARDS: readonly Card[] = [
  event('overwatch', 'Overwatch', 'unsc', 'fp', 1, 'sniping', [wound(choose(minionAny))], { costs: [exert(race('Man', unscComp))] }),
  event('spartan-laser', 'Spartan Laser', 'unsc', 'fp', 2, 'maneuver', [{ e: 'exhaust', target: choose(minionAny) }], { costs: [exert(myCompanion({ race: 'Spartan' }))] }),
  companion('navy-corpsman', 'Navy Corpsman', 'unsc', 2, 'Man', 4, 3, {
    abilities: [{ a: 'trigger', on: 'played', effects: [{ e: 'may', effects: [{ e: 'exert', target: self }, { e: 'heal', target: choose(myCompanion({ notSelf: true, wounded: true })) }] }] }],
  }),
  condition('forward-base', 'Forward Operating Base', 'unsc', 'fp', 2, undefined, [{ a: 'static', mod: { s: 'moveLimit', n: 1 } }], { unique: true }),
  condition('field-rations', 'Field Rations', 'human', 'fp', 1, undefined, [{ a: 'static', mod: { s: 'handLimit', n: 1 } }]),
  condition('legend-of-the-chief', 'Legend of the Chief', 'unsc', 'fp', 1, undefined, [statBonus({ kinds: ['companion'], culture: 'unsc', race: 'Man' }, 'strength', 1, { kinds: ['companion'], signet: 'chief' })], { unique: true }),
  event('keyes-loop', 'Keyes Loop', 'unsc', 'fp', 1, 'maneuver', [wound(choose(minionAny), 2)], { needs: [spot({ kinds: ['companion'], signet: 'keyes' })] }),
  event('sarges-orders', "Sarge's Orders", 'unsc', 'fp', 0, 'skirmish', [pump(choose(race('Man', { ...unscComp, inFight: true })), 2)], { needs: [spot({ kinds: ['companion'], signet: 'johnson' })] }),
  condition('rear-guard', 'Rear Guard', 'human', 'fp', 1, undefined, [{ a: 'trigger', on: 'leave', effects: [{ e: 'heal', target: choose(myCompanion({ culture: 'human', wounded: true })) }] }]),
  event('sentinel-interception', 'Sentinel Interception', 'sentinel', 'fp', 1, 'response', [wound({ t: 'subject' })], {
    response: { on: 'played', of: minionAny },
    costs: [exert(myCompanion({ race: 'Sentinel' }))],
  }),
  event('emp-burst', 'EMP Burst', 'unsc', 'fp', 1, 'response', [...cancelIt], { response: { on: 'abilityUsed', of: minionAny } }),
];

/** Shadow. */
export const TACTICS_SHADOW_CARDS: readonly Card[] = [
  event('marked-target', 'Marked Target', 'covenant', 'shadow', 1, 'sniping', [wound(choose({ kinds: ['companion'] }))], { needs: [spot({ kinds: ['minion'], race: 'Jackal' })] }),
  event('spore-cloud', 'Spore Cloud', 'flood', 'shadow', 2, 'maneuver', [{ e: 'exhaust', target: choose({ kinds: ['companion'] }) }], { needs: [spot({ kinds: ['minion'], culture: 'flood' }, 2)] }),
  minion('infected-marine', 'Infected Marine', 'flood', 2, 'Flood', 5, 2, 3, {
    abilities: [{ a: 'trigger', on: 'killed', effects: [{ e: 'may', effects: [{ e: 'playFrom', from: 'discard', f: { title: 'Infection Form' } }] }] }],
  }),
  condition('quarantine-zone', 'Quarantine Zone', 'sentinel', 'shadow', 2, undefined, [{ a: 'static', mod: { s: 'moveLimit', n: -1 } }]),
  condition('prophets-decree', "Prophet's Decree", 'covenant', 'shadow', 1, undefined, [{ a: 'static', mod: { s: 'handLimit', n: 1 } }]),
  condition('lingering-spores', 'Lingering Spores', 'flood', 'shadow', 1, undefined, [{ a: 'trigger', on: 'leave', effects: [{ e: 'addTwilight', n: 1 }] }]),
  event('insurrectionist-ambush', 'Insurrectionist Ambush', 'human', 'shadow', 1, 'response', [{ e: 'addTwilight', n: 3 }], { response: { on: 'moveTo', of: { kinds: ['site'] } } }),
  event('covenant-intel', 'Covenant Intelligence', 'covenant', 'shadow', 0, 'response', [{ e: 'draw', n: 1 }], { response: { on: 'turnStart', of: { kinds: ['companion'], mine: false } } }),
  event('jamming-field', 'Jamming Field', 'heretic', 'shadow', 2, 'response', [...cancelIt], { response: { on: 'abilityUsed', of: { kinds: ['companion', 'ally'], side: 'fp' } } }),
];
