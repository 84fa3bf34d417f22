/** Free Peoples UNSC: Spartans, Marines, ODSTs, their gear and their ships. */
import { companion, ally, event, item, condition, ship, kw } from '../builders';
import type { Card } from '../cardTypes';
import { action, chosen, choose, each, exert, exertSelf, fightingMinion, heal, myCompanion, pump, race, self, spot, statBonus, wound } from './dsl';

const unscComp = myCompanion({ culture: 'unsc' });
const unscBearer = { kinds: ['companion', 'ally'], culture: 'unsc' } as const;

export const UNSC_CARDS: readonly Card[] = [
  companion('master-chief', 'Master Chief', 'unsc', 4, 'Spartan', 8, 4, { unique: true, signet: 'chief', keywords: [kw.hero, kw.damage(1)] }),
  companion('fred', 'Fred', 'unsc', 3, 'Spartan', 7, 3, { unique: true, signet: 'chief', keywords: [kw.hero] }),
  companion('kelly', 'Kelly', 'unsc', 3, 'Spartan', 7, 3, { unique: true, signet: 'chief', keywords: [kw.hero, kw.sniper] }),
  companion('jacob-keyes', 'Jacob Keyes', 'unsc', 2, 'Man', 5, 3, {
    unique: true,
    signet: 'keyes',
    abilities: [action('maneuver', [exertSelf], [pump(choose(unscComp), 1, 'strength', 'regroup')])],
  }),
  companion('miranda-keyes', 'Miranda Keyes', 'unsc', 2, 'Man', 4, 3, { unique: true, signet: 'keyes', abilities: [{ a: 'trigger', on: 'played', effects: [{ e: 'draw', n: 1 }] }] }),
  companion('johnson-sarge', 'Sgt. Johnson', 'unsc', 2, 'Man', 6, 3, { unique: true, signet: 'johnson', abilities: [action('skirmish', [exertSelf], [pump(self, 2)])] }),
  companion('johnson-veteran', 'Sgt. Johnson', 'unsc', 3, 'Man', 6, 4, { unique: true, signet: 'johnson', keywords: [kw.damage(1)] }),
  companion('mobuto', 'Sergeant Mobuto', 'unsc', 2, 'Man', 5, 3, { unique: true, signet: 'johnson', keywords: [kw.defender(1)] }),
  companion('stacker', 'Stacker', 'unsc', 2, 'Man', 5, 3, { unique: true, signet: 'johnson', keywords: [kw.sniper] }),
  companion('logan', 'Pfc. Logan', 'unsc', 1, 'Man', 4, 2, { unique: true }),
  companion('odst-helljumper', 'ODST Helljumper', 'unsc', 2, 'Man', 5, 2, { keywords: [kw.tag('ODST')] }),
  companion('unsc-marine', 'UNSC Marine', 'unsc', 1, 'Man', 4, 2),
  companion('marine-corpsman', 'Marine Corpsman', 'unsc', 1, 'Man', 3, 2, { abilities: [action('regroup', [exertSelf], [heal(choose(myCompanion({ culture: 'unsc', notSelf: true })))])] }),
  companion('cortana', 'Cortana', 'unsc', 1, 'AI', 1, 3, { unique: true, signet: 'chief', abilities: [action('maneuver', [exertSelf], [{ e: 'draw', n: 1 }])] }),
  ally('jeromi', 'Admiral Jeromi', 'unsc', 2, 'Man', 6, 3, 6, { unique: true }),
  ally('lord-hood', 'Lord Hood', 'unsc', 2, 'Man', 5, 3, 3, { unique: true, abilities: [action('regroup', [exertSelf], [heal(choose(unscComp))])] }),
  ally('pelican-pilot', 'Pelican Pilot', 'unsc', 1, 'Man', 4, 2, 2, { abilities: [action('maneuver', [exertSelf], [pump(choose(unscComp), 1, 'vitality', 'turn')])] }),
  ship('pillar-of-autumn', 'Pillar of Autumn', 'unsc', 'fp', 3, 13, 4, { unique: true }),
  ship('longsword', 'Longsword Fighter', 'unsc', 'fp', 2, 5, 2),
  ship('pelican', 'Pelican Dropship', 'unsc', 'fp', 2, 3, 3, { abilities: [{ a: 'trigger', on: 'played', effects: [{ e: 'draw', n: 1 }] }] }),
  ship('in-amber-clad', 'In Amber Clad', 'unsc', 'fp', 3, 9, 4, { unique: true, keywords: [kw.damage(1)] }),
  item('m9-grenade', 'M9 Fragmentation Grenade', 'unsc', 'fp', 0, unscBearer, {
    abilities: [action('skirmish', [{ c: 'discardSelf' }], [wound(choose(fightingMinion))], [{ r: 'inFight' }])],
  }),
  item('mjolnir', 'Mjolnir Armor', 'unsc', 'fp', 2, { race: 'Spartan' }, { itemClass: 'armor', vitality: 1, strength: 1 }),
  item('odst-armor', 'ODST Battle Armor', 'unsc', 'fp', 1, { race: 'Man', culture: 'unsc' }, { itemClass: 'armor', vitality: 1 }),
  item('ma5b', 'MA5B Assault Rifle', 'unsc', 'fp', 1, unscBearer, { itemClass: 'weapon', strength: 2 }),
  item('br55', 'BR55 Battle Rifle', 'unsc', 'fp', 1, unscBearer, { itemClass: 'weapon', strength: 1, abilities: [{ a: 'static', mod: { s: 'keyword', to: 'bearer', kw: kw.sniper } }] }),
  item('srs99', 'SRS99 Sniper Rifle', 'unsc', 'fp', 2, unscBearer, { itemClass: 'weapon', strength: 1, abilities: [{ a: 'static', mod: { s: 'keyword', to: 'bearer', kw: kw.sniper } }] }),
  item('m6d', 'M6D Pistol', 'unsc', 'fp', 0, unscBearer, { itemClass: 'weapon', strength: 1 }),
  item('warthog', 'Warthog', 'unsc', 'fp', 2, unscBearer, { itemClass: 'vehicle', strength: 1, abilities: [{ a: 'static', mod: { s: 'keyword', to: 'bearer', kw: kw.damage(1) } }] }),
  item('archer-pods', 'Archer Missile Pods', 'unsc', 'fp', 1, { kinds: ['ship'] }, { itemClass: 'weapon', weapons: 3 }),
  item('titanium-plating', 'Titanium-A Plating', 'unsc', 'fp', 1, { kinds: ['ship'] }, { itemClass: 'armor', armor: 2 }),
  condition('semper-fi', 'Semper Fi', 'unsc', 'fp', 1, undefined, [statBonus({ culture: 'unsc', race: 'Man', kinds: ['companion'] }, 'strength', 1)], { unique: true }),
  condition('neural-interface', 'Neural Interface', 'unsc', 'fp', 1, { race: 'AI', kinds: ['companion'] }, [{ a: 'static', mod: { s: 'fights' } }]),
  condition('spartan-training', 'Spartan Training', 'unsc', 'fp', 1, { race: 'Spartan' }, [{ a: 'static', mod: { s: 'keyword', to: 'bearer', kw: kw.damage(1) } }]),
  event('covering-fire', 'Covering Fire', 'unsc', 'fp', 0, 'skirmish', [pump(choose({ ...unscComp, inFight: true }), 2)]),
  event('frag-out', 'Frag Out', 'unsc', 'fp', 1, 'skirmish', [wound(choose(fightingMinion))], { needs: [spot({ culture: 'unsc', kinds: ['companion'], inFight: true })] }),
  event('medic', 'Medic!', 'unsc', 'fp', 1, 'regroup', [heal(choose(unscComp), 2)]),
  event('lock-and-load', 'Lock and Load', 'unsc', 'fp', 1, 'maneuver', [{ e: 'draw', n: 2 }]),
  event('hold-the-line', 'Hold the Line', 'unsc', 'fp', 1, 'assignment', [pump(choose(race('Man', unscComp)), 1, 'defender', 'turn')]),
  event('drop-in', 'Drop In', 'unsc', 'fp', 0, 'company', [{ e: 'playFrom', from: 'deck', f: { title: 'ODST Helljumper' } }]),
  event('spartans-never-die', 'Spartans Never Die', 'unsc', 'fp', 2, 'skirmish', [pump(choose({ race: 'Spartan', inFight: true, kinds: ['companion'] }), 3)]),
  event('suppressing-fire', 'Suppressing Fire', 'unsc', 'fp', 1, 'maneuver', [wound(choose({ kinds: ['minion'] }))], { costs: [exert(race('Man', unscComp))] }),
  event('rally', 'Rally', 'unsc', 'fp', 2, 'regroup', [heal(each(unscComp))]),
  event('fire-for-effect', 'Fire for Effect', 'unsc', 'fp', 1, 'engagement', [pump(choose({ kinds: ['ship'], mine: true, inFight: true }), 3, 'weapons')]),
  event('brace-for-impact', 'Brace for Impact', 'unsc', 'fp', 0, 'engagement', [{ e: 'heal', target: choose({ kinds: ['ship'], mine: true }) }]),
  event('finish-the-fight', 'Finish the Fight', 'unsc', 'fp', 1, 'skirmish', [pump(chosen(0), 2), { e: 'pump', target: chosen(0), stat: 'damage', n: 1 }], { costs: [exert({ race: 'Spartan', inFight: true, kinds: ['companion'] })] }),
  event('ammo-drop', 'Ammo Drop', 'unsc', 'fp', 0, 'company', [{ e: 'fromDiscard', f: { kinds: ['possession'], culture: 'unsc' } }]),
  event('battlefield-medic', 'Battlefield Medic', 'unsc', 'fp', 0, 'response', [heal({ t: 'subject' })], { response: { on: 'winsFight', of: { culture: 'unsc', kinds: ['companion'] } } }),
  event('spartan-resolve', 'Spartan Resolve', 'unsc', 'fp', 2, 'skirmish', [pump(choose({ ...unscComp, inFight: true }), 2)], { keywords: [kw.toil(1)] }),
  ally('field-surgeon', 'Field Surgeon', 'unsc', 1, 'Man', 3, 2, 3, {
    abilities: [{ a: 'response', on: 'winsFight', of: { culture: 'unsc', kinds: ['companion'] }, costs: [exertSelf], effects: [heal({ t: 'subject' })] }],
  }),
  event('fall-back', 'Fall Back', 'unsc', 'fp', 2, 'skirmish', [{ e: 'cancelFight' }], { needs: [spot({ culture: 'unsc', race: 'Man', inFight: true })] }),
];
