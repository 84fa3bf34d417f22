/** Free Peoples Human, Sentinel and Arbiter cards. */
import { ally, artifact, companion, condition, event, item, kw, ship } from '../builders';
import type { Card } from '../cardTypes';
import { action, choose, each, exert, exertSelf, fightingMinion, heal, myCompanion, pump, self, spot, statBonus, wound } from './dsl';

const elite = myCompanion({ race: 'Elite' });
const exertBearer = { c: 'exert', target: { t: 'bearer' } } as const;
const humanBearer = { kinds: ['companion', 'ally'], culture: 'human' } as const;

export const HUMAN_CARDS: readonly Card[] = [
  companion('colonial-militia', 'Colonial Militia', 'human', 1, 'Man', 4, 2),
  companion('harvest-farmer', 'Harvest Farmer', 'human', 0, 'Man', 3, 1),
  companion('reynolds', 'Corporal Reynolds', 'human', 2, 'Man', 5, 3, { unique: true, abilities: [action('skirmish', [exertSelf], [pump(self, 1), { e: 'pump', target: self, stat: 'damage', n: 1 }])] }),
  companion('reach-survivor', 'Reach Survivor', 'human', 1, 'Man', 4, 3),
  companion('noble-six', 'Noble Six', 'human', 3, 'Spartan', 7, 3, { unique: true, keywords: [kw.hero, kw.tag('SpecOps')], signet: 'specops' }),
  ally('halsey', 'Dr. Catherine Halsey', 'human', 2, 'Man', 2, 3, 1, { unique: true, abilities: [action('company', [exertSelf], [heal(choose(myCompanion({ race: 'Spartan' })))])] }),
  ally('colony-mayor', 'Colony Mayor', 'human', 1, 'Man', 3, 2, 4, { abilities: [action('regroup', [exertSelf], [{ e: 'draw', n: 1 }])] }),
  item('m90-shotgun', 'M90 Shotgun', 'human', 'fp', 1, { kinds: ['companion', 'ally'], race: 'Man' }, { itemClass: 'weapon', strength: 2 }),
  item('hunting-rifle', 'Hunting Rifle', 'human', 'fp', 1, humanBearer, { itemClass: 'weapon', strength: 1, abilities: [{ a: 'static', mod: { s: 'keyword', to: 'bearer', kw: kw.sniper } }] }),
  item('flak-vest', 'Flak Vest', 'human', 'fp', 0, humanBearer, { itemClass: 'armor', vitality: 1 }),
  condition('hold-out', 'Hold Out', 'human', 'fp', 1, undefined, [statBonus({ culture: 'human', kinds: ['companion'] }, 'vitality', 1)]),
  event('evacuation', 'Civilian Evacuation', 'human', 'fp', 1, 'regroup', [heal(choose(myCompanion({ culture: 'human' })), 2)]),
  event('last-stand', 'Last Stand', 'human', 'fp', 1, 'skirmish', [pump(choose(myCompanion({ culture: 'human', inFight: true })), 3)]),
  event('scavenge', 'Scavenge', 'human', 'fp', 0, 'company', [{ e: 'fromDiscard', f: { kinds: ['possession'] } }]),
  condition('supply-cache', 'Supply Cache', 'human', 'fp', 1, undefined, [
    action('company', [], [{ e: 'stackFromHand', f: { kinds: ['possession'] } }]),
    action('company', [{ c: 'addTwilight', n: 1 }], [{ e: 'takeStacked' }]),
  ]),
  event('barricade', 'Barricade', 'human', 'fp', 1, 'maneuver', [pump(each(myCompanion({ culture: 'human' })), 1, 'strength', 'regroup')]),
];

export const SENTINEL_FP_CARDS: readonly Card[] = [
  ally('guilty-spark', '343 Guilty Spark', 'sentinel', 2, 'AI', 2, 4, 5, {
    unique: true,
    abilities: [action('company', [exertSelf], [{ e: 'playFrom', from: 'hand', f: { culture: 'sentinel', side: 'fp' }, free: true }])],
  }),
  companion('aggressor-sentinel', 'Aggressor Sentinel', 'sentinel', 2, 'Sentinel', 5, 2, { keywords: [kw.tag('Flying')] }),
  companion('guardian-sentinel', 'Guardian Sentinel', 'sentinel', 3, 'Sentinel', 7, 3, { keywords: [kw.defender(1)] }),
  ally('enforcer-ally', 'Enforcer Sentinel', 'sentinel', 3, 'Sentinel', 8, 3, 7, { keywords: [kw.tag('Flying')] }),
  item('sentinel-beam', 'Sentinel Beam', 'sentinel', 'fp', 1, { kinds: ['companion'] }, { itemClass: 'weapon', strength: 2 }),
  condition('forerunner-installation', 'Forerunner Installation', 'sentinel', 'fp', 1, undefined, [statBonus({ race: 'Sentinel', kinds: ['companion'] }, 'vitality', 1)]),
  artifact('activation-index', 'Activation Index', 'sentinel', 'fp', 2, { kinds: ['companion'] }, {
    unique: true,
    vitality: 1,
    abilities: [action('maneuver', [exertBearer], [{ e: 'draw', n: 1 }])],
  }),
  condition('forerunner-override', 'Forerunner Override', 'sentinel', 'fp', 1, undefined, [{ a: 'response', on: 'triggered', of: { kinds: ['site'] }, costs: [{ c: 'discardSelf' }], effects: [{ e: 'cancel' }] }]),
  event('containment-beam', 'Containment Beam', 'sentinel', 'fp', 1, 'skirmish', [wound(choose({ ...fightingMinion, culture: 'flood' }), 2)]),
  event('monitor-guidance', "Monitor's Guidance", 'sentinel', 'fp', 1, 'company', [{ e: 'draw', n: 2 }], { needs: [spot({ race: 'AI' })] }),
  event('purification', 'Purification Protocol', 'sentinel', 'fp', 1, 'maneuver', [{ e: 'removeFromGame', target: choose({ kinds: ['minion'], culture: 'flood', wounded: true }) }], { costs: [exert(myCompanion({ race: 'Sentinel' }))] }),
  event('sentinel-repair', 'Sentinel Repair', 'sentinel', 'fp', 0, 'regroup', [heal(choose({ race: 'Sentinel', mine: true }))]),
];

export const ARBITER_CARDS: readonly Card[] = [
  companion('arbiter', 'The Arbiter', 'arbiter', 4, 'Elite', 8, 4, { unique: true, signet: 'arbiter', keywords: [kw.hero, kw.tag('SpecOps')] }),
  companion('rtas', "Rtas 'Vadumee", 'arbiter', 3, 'Elite', 7, 3, { unique: true, signet: 'arbiter', abilities: [action('skirmish', [exertSelf], [wound(choose(fightingMinion))], [{ r: 'inFight' }])] }),
  companion('specops-commander', 'SpecOps Commander', 'arbiter', 3, 'Elite', 7, 3, {
    unique: true,
    signet: 'specops',
    abilities: [statBonus({ tag: 'SpecOps', kinds: ['companion'], notSelf: true }, 'strength', 1)],
  }),
  companion('specops-elite', 'SpecOps Elite', 'arbiter', 2, 'Elite', 5, 3, { signet: 'specops', keywords: [kw.tag('SpecOps')] }),
  companion('honor-guard', 'Honor Guard Elite', 'arbiter', 2, 'Elite', 6, 2),
  companion('grunt-deserter', 'Grunt Deserter', 'arbiter', 0, 'Grunt', 3, 1),
  ally('sangheili-ranger', 'Sangheili Ranger', 'arbiter', 1, 'Elite', 5, 2, 4),
  ship('shadow-of-intent', 'Shadow of Intent', 'arbiter', 'fp', 4, 10, 4, { unique: true }),
  item('energy-sword', 'Energy Sword', 'arbiter', 'fp', 2, { race: 'Elite' }, { itemClass: 'weapon', strength: 3 }),
  item('combat-harness', 'Elite Combat Harness', 'arbiter', 'fp', 1, { race: 'Elite' }, { itemClass: 'armor', vitality: 1 }),
  item('active-camo', 'Active Camouflage', 'arbiter', 'fp', 1, { race: 'Elite' }, { itemClass: 'gear', strength: 1 }),
  event('were-it-so', 'Were It So', 'arbiter', 'fp', 1, 'skirmish', [pump(choose({ ...elite, inFight: true }), 3)]),
  event('blood-oath', 'Blood Oath', 'arbiter', 'fp', 0, 'regroup', [heal(choose(elite))]),
  event('sword-slash', 'Sword Slash', 'arbiter', 'fp', 0, 'skirmish', [wound(choose(fightingMinion))], { costs: [exert({ ...elite, inFight: true })] }),
  event('demon-hunt', 'Demon Hunt', 'arbiter', 'fp', 1, 'maneuver', [pump(each(elite), 1, 'strength', 'regroup')], { needs: [spot(elite, 2)] }),
];
