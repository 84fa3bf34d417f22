/** Shadow cards: Covenant, Flood, Sentinel, Heretic and Human (Insurrectionist) minions and their tricks. */
import { artifact, condition, event, item, kw, minion, ship } from '../builders';
import type { Card, Filter } from '../cardTypes';
import { action, choose, exert, exertSelf, fightingCompanion, pump, self, spot, statBonus, wound } from './dsl';

const fighting = (f: Filter): Filter => ({ kinds: ['minion'], inFight: true, ...f });
const covMinion: Filter = { kinds: ['minion'], culture: 'covenant' };

export const COVENANT_CARDS: readonly Card[] = [
  minion('grunt', 'Grunt', 'covenant', 1, 'Grunt', 4, 1, 2),
  minion('grunt-conscript', 'Grunt Conscript', 'covenant', 2, 'Grunt', 5, 1, 3, { abilities: [statBonus('self', 'strength', 2, { race: 'Elite', kinds: ['minion'] })] }),
  minion('jackal-sniper', 'Jackal Sniper', 'covenant', 2, 'Jackal', 4, 1, 4, { keywords: [kw.sniper] }),
  minion('jackal-shield', 'Jackal Shield Bearer', 'covenant', 2, 'Jackal', 5, 2, 3),
  minion('blue-elite', 'Blue Elite', 'covenant', 3, 'Elite', 8, 2, 4),
  minion('elite-veteran', 'Elite Veteran', 'covenant', 4, 'Elite', 9, 3, 4),
  minion('elite-zealot', 'Elite Zealot', 'covenant', 5, 'Elite', 10, 3, 5, { keywords: [kw.fierce] }),
  minion('stealth-elite', 'Stealth Elite', 'covenant', 4, 'Elite', 9, 2, 5, { keywords: [kw.lurker] }),
  minion('zuka-zamamee', "Zuka 'Zamamee", 'covenant', 5, 'Elite', 10, 3, 3, { unique: true, keywords: [kw.fierce] }),
  minion('hunter', 'Hunter', 'covenant', 6, 'Hunter', 12, 3, 6, { keywords: [kw.damage(1)] }),
  minion('brute-captain', 'Brute Captain', 'covenant', 5, 'Brute', 11, 3, 6, { abilities: [{ a: 'trigger', on: 'winsFight', effects: [{ e: 'addTwilight', n: 2 }] }] }),
  minion('brute-berserker', 'Brute Berserker', 'covenant', 5, 'Brute', 11, 3, 5, { keywords: [kw.toil(2)] }),
  minion('tartarus', 'Tartarus', 'covenant', 8, 'Brute', 14, 4, 7, { unique: true, keywords: [kw.fierce, kw.damage(1)] }),
  minion('prophet-of-regret', 'Prophet of Regret', 'covenant', 4, 'Prophet', 4, 4, 6, { unique: true, abilities: [statBonus({ kinds: ['minion'], race: 'Elite' }, 'strength', 2)] }),
  ship('seraph', 'Seraph', 'covenant', 'shadow', 3, 6, 3),
  ship('ccs-battlecruiser', 'CCS Battlecruiser', 'covenant', 'shadow', 5, 11, 4, { keywords: [kw.damage(1)] }),
  item('plasma-pistol', 'Plasma Pistol', 'covenant', 'shadow', 0, covMinion, { itemClass: 'weapon', strength: 1 }),
  item('needler', 'Needler', 'covenant', 'shadow', 1, covMinion, { itemClass: 'weapon', strength: 2 }),
  item('plasma-grenade', 'Plasma Grenade', 'covenant', 'shadow', 0, covMinion, { abilities: [action('skirmish', [{ c: 'discardSelf' }], [{ e: 'pump', target: { t: 'bearer' }, stat: 'damage', n: 1 }], [{ r: 'inFight' }])] }),
  item('plasma-sword', 'Plasma Sword', 'covenant', 'shadow', 1, { kinds: ['minion'], race: 'Elite' }, { itemClass: 'weapon', strength: 3 }),
  artifact('holy-relic', 'Holy Relic', 'covenant', 'shadow', 1, { kinds: ['minion'], race: 'Prophet' }, { itemClass: 'gear', strength: 3, abilities: [statBonus('bearer', 'damage', 1)] }),
  condition('covenant-supremacy', 'Covenant Supremacy', 'covenant', 'shadow', 1, undefined, [statBonus({ kinds: ['minion'], race: 'Elite' }, 'strength', 1)]),
  event('overcharge', 'Overcharge', 'covenant', 'shadow', 0, 'skirmish', [pump(choose(fighting({ culture: 'covenant' })), 2)]),
  event('grenade-spam', 'Grenade Spam', 'covenant', 'shadow', 1, 'skirmish', [wound(choose(fightingCompanion))], { needs: [spot({ kinds: ['minion'], race: 'Grunt' })] }),
  event('covenant-reinforcements', 'Covenant Reinforcements', 'covenant', 'shadow', 0, 'shadow', [{ e: 'playFrom', from: 'discard', f: covMinion }]),
  event('plasma-volley', 'Plasma Volley', 'covenant', 'shadow', 2, 'maneuver', [wound(choose({ kinds: ['companion'] }))], { costs: [exert({ kinds: ['minion'], race: 'Elite' })] }),
  event('glassing', 'Glassing', 'covenant', 'shadow', 2, 'engagement', [pump(choose({ kinds: ['ship'], side: 'shadow', inFight: true }), 4, 'weapons')]),
  event('ambush-tactics', 'Ambush Tactics', 'covenant', 'shadow', 1, 'response', [pump(choose(fighting({ culture: 'covenant' })), 3)], { response: { on: 'fightStart', of: { kinds: ['companion'] } } }),
  event('signal-jamming', 'Signal Jamming', 'covenant', 'shadow', 2, 'response', [{ e: 'cancel' }], { response: { on: 'eventPlayed', of: { kinds: ['event'], side: 'fp' } }, needs: [spot(covMinion)] }),
  event('great-journey', 'The Great Journey', 'covenant', 'shadow', 1, 'regroup', [{ e: 'draw', n: 2 }], { needs: [spot({ kinds: ['minion'], race: 'Prophet' })] }),
];

const flood: Filter = { kinds: ['minion'], culture: 'flood' };

export const FLOOD_CARDS: readonly Card[] = [
  minion('flood-spore', 'Flood Spore', 'flood', 1, 'Flood', 2, 1, 2, {
    abilities: [{ a: 'trigger', on: 'killed', effects: [{ e: 'oneOf', options: [[{ e: 'removeTwilight', n: 2 }], [wound(choose({ kinds: ['minion'], notSelf: true }))]] }] }],
  }),
  minion('infection-form', 'Infection Form', 'flood', 0, 'Flood', 1, 1, 1),
  minion('combat-form-human', 'Human Combat Form', 'flood', 3, 'Flood', 7, 2, 3),
  minion('combat-form-elite', 'Elite Combat Form', 'flood', 4, 'Flood', 9, 2, 4),
  minion('carrier-form', 'Carrier Form', 'flood', 2, 'Flood', 3, 1, 3, { abilities: [{ a: 'trigger', on: 'killed', effects: [wound(choose({ kinds: ['companion'] }))] }] }),
  minion('flood-juggernaut', 'Flood Juggernaut', 'flood', 7, 'Flood', 14, 4, 7, { keywords: [kw.fierce, kw.damage(1)] }),
  minion('gravemind', 'Gravemind', 'flood', 8, 'Flood', 15, 5, 8, { unique: true, abilities: [statBonus({ kinds: ['minion'], culture: 'flood', notSelf: true }, 'strength', 1)] }),
  minion('flood-swarm', 'Flood Swarm', 'flood', 2, 'Flood', 5, 2, 2, { keywords: [kw.lurker] }),
  condition('crazed', 'Crazed', 'flood', 'shadow', 1, { kinds: ['companion'] }, [statBonus('bearer', 'strength', -1)]),
  condition('infestation', 'Infestation', 'flood', 'shadow', 1, undefined, [statBonus(flood, 'strength', 1, { kinds: ['minion'], culture: 'flood', race: 'Flood' })]),
  event('containment-violated', 'Containment Protocols Violated', 'flood', 'shadow', 0, 'shadow', [{ e: 'perCulturePlay', except: 'flood', f: flood, from: 'deckOrDiscard' }]),
  event('reanimation', 'Reanimation', 'flood', 'shadow', 1, 'response', [{ e: 'playFrom', from: 'discard', f: flood }], { response: { on: 'killed', of: { kinds: ['companion'] } } }),
  event('infection', 'Infection', 'flood', 'shadow', 0, 'skirmish', [pump(choose(fighting({ culture: 'flood' })), 3)]),
  event('flood-tide', 'Flood Tide', 'flood', 'shadow', 1, 'shadow', [{ e: 'playFrom', from: 'discard', f: flood }]),
  event('spore-burst', 'Spore Burst', 'flood', 'shadow', 1, 'maneuver', [wound(choose({ kinds: ['companion'] }))], { needs: [spot(flood, 2)] }),
];

export const SHADOW_OTHER_CARDS: readonly Card[] = [
  minion('sentinel-constructor', 'Sentinel Constructor', 'sentinel', 1, 'Sentinel', 3, 1, 2),
  minion('sentinel-aggressor', 'Rogue Aggressor', 'sentinel', 2, 'Sentinel', 5, 2, 3, { keywords: [kw.tag('Flying'), kw.sniper] }),
  minion('sentinel-enforcer', 'Rogue Enforcer', 'sentinel', 5, 'Sentinel', 10, 3, 5, { keywords: [kw.damage(1)] }),
  minion('containment-warden', 'Containment Warden', 'sentinel', 6, 'Sentinel', 12, 3, 7, { keywords: [kw.fierce] }),
  event('purge', 'Purge', 'sentinel', 'shadow', 0, 'skirmish', [pump(choose(fighting({ culture: 'sentinel' })), 2)]),
  event('quarantine-sweep', 'Quarantine Sweep', 'sentinel', 'shadow', 2, 'maneuver', [wound(choose({ kinds: ['companion'], race: 'Man' }))], { costs: [exert({ kinds: ['minion'], culture: 'sentinel' })] }),
  minion('sesa-refumee', "Sesa 'Refumee", 'heretic', 6, 'Elite', 11, 3, 5, { unique: true, abilities: [action('skirmish', [exertSelf], [pump(self, 2)])] }),
  minion('heretic-elite', 'Heretic Elite', 'heretic', 3, 'Elite', 8, 2, 4),
  minion('heretic-grunt', 'Heretic Grunt', 'heretic', 1, 'Grunt', 4, 1, 2),
  minion('heretic-banshee', 'Heretic Banshee Pilot', 'heretic', 3, 'Elite', 7, 2, 3, { keywords: [kw.tag('Flying')] }),
  ship('heretic-frigate', 'Heretic Frigate', 'heretic', 'shadow', 3, 7, 3),
  event('heretical-doctrine', 'Heretical Doctrine', 'heretic', 'shadow', 0, 'skirmish', [pump(choose(fighting({ culture: 'heretic' })), 2)]),
  event('sabotage', 'Sabotage', 'heretic', 'shadow', 1, 'response', [{ e: 'cancel' }], { response: { on: 'triggered', of: { kinds: ['companion'] } } }),
  event('schism', 'Schism', 'heretic', 'shadow', 1, 'shadow', [{ e: 'playFrom', from: 'deck', f: { kinds: ['minion'], culture: 'heretic' } }]),
  minion('innie-gunman', 'Insurrectionist Gunman', 'human', 2, 'Man', 5, 2, 3),
  minion('innie-sniper', 'Insurrectionist Sniper', 'human', 3, 'Man', 5, 2, 4, { keywords: [kw.sniper] }),
  minion('colonel-watts', 'Colonel Watts', 'human', 5, 'Man', 9, 3, 5, { unique: true, abilities: [statBonus({ kinds: ['minion'], culture: 'human', notSelf: true }, 'strength', 1)] }),
  event('car-bomb', 'Car Bomb', 'human', 'shadow', 2, 'maneuver', [wound(choose({ kinds: ['companion'] }), 2)], { needs: [spot({ kinds: ['minion'], culture: 'human' })] }),
  event('ambush', 'Ambush', 'human', 'shadow', 0, 'skirmish', [pump(choose(fighting({ culture: 'human' })), 2)]),
];
