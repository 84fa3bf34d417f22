/**
 * The roster: our own units, dials and points (no official dials exist for us to use). Each dial click
 * shows speed, attack, defense and damage and the colours of the abilities active on that click; the
 * card's abilities are the union of those colours plus, optionally, a weapon ability that unlocks while
 * the unit holds an Upgrade token (rulebook: "abilities that unlock with an Upgrade token").
 * `roster.test.ts` validates every entry.
 */
import type { AbilityId, Faction, UnitKind } from './types';

/** One click of a dial: speed, attack, defense, damage and the ability colours showing. */
export type Click = readonly [speed: number, attack: number, defense: number, damage: number, abilities: readonly AbilityId[]];

export interface RosterUnit {
  readonly id: string;
  readonly faction: Faction;
  readonly kind: UnitKind;
  readonly points: number;
  /** The grenade icon: a Grenade token when deployed and when respawned. */
  readonly grenade: boolean;
  /** Click where the unit enters play (vehicles start below their full-health line at click 0). */
  readonly start: number;
  readonly dial: readonly Click[];
  /** Weapon-swap partners (the same character with another weapon; same points). */
  readonly swap: readonly string[];
  /** Ability usable while the unit holds at least one Upgrade token. */
  readonly unlock?: AbilityId;
  /**
   * Upgrade restriction (rulebook: "some units are restricted from certain upgrades"): 'faction' upgrades
   * only into units of its own faction, 'noble' only into other Noble Six members, 'none' never upgrades.
   */
  readonly upgradeOnly?: UpgradeRestriction;
  /** A member of Noble Team (Halo: Reach): a unique character with no weapon-swap partner. */
  readonly noble?: boolean;
}

export type UpgradeRestriction = 'faction' | 'noble' | 'none';

function c(speed: number, attack: number, defense: number, damage: number, abilities = ''): Click {
  return [speed, attack, defense, damage, abilities === '' ? [] : (abilities.split(' ') as AbilityId[])];
}

type Spec = Omit<RosterUnit, 'start' | 'swap' | 'grenade'> & { start?: number; swap?: readonly string[]; grenade?: boolean };

function unit(spec: Spec): RosterUnit {
  return { start: 0, swap: [], grenade: false, ...spec };
}

export const ROSTER: readonly RosterUnit[] = [
  // UNSC
  unit({ id: 'marine-ar', faction: 'unsc', kind: 'figure', points: 30, grenade: true, swap: ['marine-shotgun'], unlock: 'fullBurst', dial: [c(7, 8, 15, 2, 'ma37'), c(7, 8, 15, 2, 'ma37'), c(6, 7, 14, 1, 'ma37'), c(6, 7, 14, 1), c(5, 6, 13, 1)] }),
  unit({ id: 'marine-shotgun', faction: 'unsc', kind: 'figure', points: 30, grenade: true, swap: ['marine-ar'], dial: [c(7, 7, 15, 3, 'fullBurst'), c(7, 7, 15, 2, 'fullBurst'), c(6, 7, 14, 2, 'fullBurst'), c(6, 6, 14, 1), c(5, 6, 13, 1)] }),
  unit({ id: 'odst-sniper', faction: 'unsc', kind: 'figure', points: 60, grenade: true, swap: ['odst-smg'], dial: [c(6, 9, 16, 2, 'sniper jump'), c(6, 9, 16, 2, 'sniper jump'), c(6, 8, 15, 2, 'sniper'), c(5, 8, 15, 2, 'sniper'), c(5, 7, 14, 1), c(4, 7, 14, 1)] }),
  unit({ id: 'odst-smg', faction: 'unsc', kind: 'figure', points: 60, grenade: true, swap: ['odst-sniper'], dial: [c(8, 9, 16, 2, 'fullBurst jump'), c(8, 9, 16, 2, 'fullBurst jump'), c(7, 8, 15, 2, 'fullBurst'), c(7, 8, 15, 1, 'fullBurst'), c(6, 7, 14, 1), c(5, 7, 14, 1)] }),
  unit({ id: 'spartan-ar', faction: 'unsc', kind: 'figure', points: 100, grenade: true, swap: ['spartan-laser'], unlock: 'splash', dial: [c(8, 10, 17, 2, 'ma37 jump'), c(8, 10, 17, 2, 'ma37 jump'), c(8, 9, 17, 2, 'ma37 jump'), c(7, 9, 16, 2, 'ma37'), c(7, 9, 16, 2, 'ma37'), c(6, 8, 15, 2, 'ma37'), c(6, 8, 15, 1), c(5, 7, 14, 1)] }),
  unit({ id: 'spartan-laser', faction: 'unsc', kind: 'figure', points: 100, grenade: true, swap: ['spartan-ar'], dial: [c(7, 10, 17, 3, 'sniper blastBack jump'), c(7, 10, 17, 3, 'sniper blastBack jump'), c(7, 9, 17, 3, 'sniper blastBack'), c(6, 9, 16, 2, 'sniper blastBack'), c(6, 9, 16, 2, 'sniper'), c(6, 8, 15, 2), c(5, 8, 15, 1), c(5, 7, 14, 1)] }),
  unit({ id: 'master-chief', faction: 'unsc', kind: 'figure', points: 150, grenade: true, unlock: 'fullBurst', dial: [c(9, 11, 18, 3, 'ma37 jump splash'), c(9, 11, 18, 3, 'ma37 jump splash'), c(9, 11, 18, 2, 'ma37 jump'), c(8, 10, 17, 2, 'ma37 jump'), c(8, 10, 17, 2, 'ma37 jump'), c(8, 10, 17, 2, 'ma37'), c(7, 9, 16, 2, 'ma37'), c(7, 9, 16, 2, 'ma37'), c(6, 8, 15, 1), c(5, 8, 15, 1)] }),
  unit({ id: 'sgt-johnson', faction: 'unsc', kind: 'figure', points: 75, grenade: true, dial: [c(7, 9, 16, 2, 'multiAttack ma37'), c(7, 9, 16, 2, 'multiAttack ma37'), c(7, 9, 16, 2, 'ma37'), c(6, 8, 15, 2, 'ma37'), c(6, 8, 15, 1), c(5, 7, 14, 1)] }),
  // Noble Team (Halo: Reach): unique Spartans, no weapon swaps; they upgrade only within Noble Team.
  unit({ id: 'noble-carter', faction: 'unsc', kind: 'figure', points: 120, grenade: true, noble: true, upgradeOnly: 'noble', dial: [c(8, 10, 17, 3, 'sniper jump multiAttack'), c(8, 10, 17, 3, 'sniper jump'), c(8, 10, 17, 2, 'sniper jump'), c(7, 9, 16, 2, 'sniper'), c(7, 9, 16, 2, 'sniper'), c(6, 8, 15, 2), c(6, 8, 15, 1), c(5, 7, 14, 1)] }),
  unit({ id: 'noble-kat', faction: 'unsc', kind: 'figure', points: 110, grenade: true, noble: true, upgradeOnly: 'noble', dial: [c(8, 10, 17, 2, 'ma37 jump camo'), c(8, 10, 17, 2, 'ma37 jump camo'), c(8, 9, 17, 2, 'ma37 jump'), c(7, 9, 16, 2, 'ma37'), c(7, 9, 16, 2, 'ma37'), c(6, 8, 15, 1), c(5, 8, 15, 1)] }),
  unit({ id: 'noble-jun', faction: 'unsc', kind: 'figure', points: 110, grenade: true, noble: true, upgradeOnly: 'noble', dial: [c(7, 10, 17, 3, 'sniper camo jump'), c(7, 10, 17, 3, 'sniper camo'), c(7, 10, 16, 2, 'sniper camo'), c(7, 9, 16, 2, 'sniper'), c(6, 9, 15, 2, 'sniper'), c(6, 8, 15, 1), c(5, 7, 14, 1)] }),
  unit({ id: 'noble-emile', faction: 'unsc', kind: 'figure', points: 115, grenade: true, noble: true, upgradeOnly: 'noble', dial: [c(8, 10, 17, 3, 'fullBurst blastBack jump'), c(8, 10, 17, 3, 'fullBurst blastBack jump'), c(8, 9, 17, 3, 'fullBurst blastBack'), c(7, 9, 16, 2, 'fullBurst'), c(7, 9, 16, 2, 'fullBurst'), c(6, 8, 15, 2), c(5, 8, 15, 1)] }),
  unit({ id: 'noble-jorge', faction: 'unsc', kind: 'figure', points: 130, grenade: true, noble: true, upgradeOnly: 'noble', dial: [c(6, 10, 18, 3, 'multiAttack splash'), c(6, 10, 18, 3, 'multiAttack splash'), c(6, 10, 17, 3, 'multiAttack'), c(6, 9, 17, 2, 'multiAttack'), c(5, 9, 16, 2, 'splash'), c(5, 9, 16, 2), c(5, 8, 15, 2), c(4, 8, 15, 1)] }),
  unit({ id: 'noble-six', faction: 'unsc', kind: 'figure', points: 130, grenade: true, noble: true, upgradeOnly: 'noble', unlock: 'fullBurst', dial: [c(9, 11, 17, 3, 'ma37 jump'), c(9, 11, 17, 3, 'ma37 jump'), c(8, 10, 17, 2, 'ma37 jump'), c(8, 10, 16, 2, 'ma37'), c(7, 9, 16, 2, 'ma37'), c(7, 9, 15, 2, 'ma37'), c(6, 8, 15, 1), c(5, 8, 14, 1)] }),
  unit({ id: 'warthog', faction: 'unsc', kind: 'vehicle', points: 120, start: 1, dial: [c(10, 9, 17, 3, 'vehicleArmor multiAttack blastBack'), c(10, 9, 17, 3, 'vehicleArmor multiAttack blastBack'), c(10, 9, 17, 2, 'vehicleArmor multiAttack'), c(9, 9, 16, 2, 'vehicleArmor multiAttack'), c(9, 8, 16, 2, 'vehicleArmor'), c(8, 8, 15, 2, 'vehicleArmor'), c(7, 8, 15, 1), c(6, 7, 14, 1)] }),
  unit({ id: 'hornet', faction: 'unsc', kind: 'aerial', points: 140, start: 1, dial: [c(10, 10, 17, 3, 'flight vehicleArmor multiAttack'), c(10, 10, 17, 3, 'flight vehicleArmor multiAttack'), c(10, 10, 17, 2, 'flight vehicleArmor multiAttack'), c(9, 9, 16, 2, 'flight vehicleArmor'), c(9, 9, 16, 2, 'flight vehicleArmor'), c(8, 8, 15, 2, 'flight'), c(7, 8, 15, 1, 'flight')] }),
  // Special heavy weapons: emplaced (move or attack, never both), never knocked back, never upgraded.
  unit({ id: 'mg-turret', faction: 'unsc', kind: 'heavy', points: 55, upgradeOnly: 'none', dial: [c(2, 9, 16, 2, 'multiAttack ma37'), c(2, 9, 16, 2, 'multiAttack ma37'), c(2, 9, 15, 2, 'ma37'), c(1, 8, 15, 2, 'ma37'), c(1, 8, 14, 1)] }),
  // Covenant
  unit({ id: 'grunt-pistol', faction: 'covenant', kind: 'figure', points: 25, grenade: true, swap: ['grunt-needler'], dial: [c(6, 7, 14, 1, 'plasmaGrenade overcharge'), c(6, 7, 14, 1, 'plasmaGrenade overcharge'), c(5, 6, 13, 1, 'overcharge'), c(4, 6, 13, 1)] }),
  unit({ id: 'grunt-needler', faction: 'covenant', kind: 'figure', points: 25, grenade: true, swap: ['grunt-pistol'], dial: [c(6, 7, 14, 1, 'needler plasmaGrenade'), c(6, 7, 14, 1, 'needler'), c(5, 6, 13, 1, 'needler'), c(4, 6, 13, 1)] }),
  unit({ id: 'jackal-beam', faction: 'covenant', kind: 'figure', points: 50, swap: ['jackal-carbine'], dial: [c(6, 9, 15, 2, 'sniper'), c(6, 9, 15, 2, 'sniper'), c(6, 8, 15, 2, 'sniper'), c(5, 8, 14, 1), c(5, 7, 14, 1)] }),
  unit({ id: 'jackal-carbine', faction: 'covenant', kind: 'figure', points: 50, swap: ['jackal-beam'], dial: [c(7, 8, 15, 2, 'fullBurst'), c(7, 8, 15, 2, 'fullBurst'), c(6, 8, 15, 2, 'fullBurst'), c(6, 7, 14, 1), c(5, 7, 14, 1)] }),
  unit({ id: 'elite-rifle', faction: 'covenant', kind: 'figure', points: 70, grenade: true, swap: ['elite-sword'], dial: [c(8, 9, 17, 2, 'fullBurst plasmaGrenade'), c(8, 9, 17, 2, 'fullBurst plasmaGrenade'), c(8, 9, 16, 2, 'fullBurst'), c(7, 8, 16, 2, 'fullBurst'), c(7, 8, 15, 1), c(6, 7, 15, 1)] }),
  unit({ id: 'elite-sword', faction: 'covenant', kind: 'figure', points: 70, grenade: true, swap: ['elite-rifle'], dial: [c(9, 10, 17, 4, 'energySword camo'), c(9, 10, 17, 3, 'energySword camo'), c(8, 10, 16, 3, 'energySword'), c(8, 9, 16, 3, 'energySword'), c(7, 9, 15, 2, 'energySword'), c(6, 8, 15, 2)] }),
  unit({ id: 'brute-hammer', faction: 'covenant', kind: 'figure', points: 90, swap: ['brute-spiker'], dial: [c(7, 10, 17, 4, 'gravityHammer'), c(7, 10, 17, 3, 'gravityHammer'), c(7, 10, 16, 3, 'gravityHammer'), c(6, 9, 16, 3, 'gravityHammer'), c(6, 9, 16, 2), c(6, 8, 15, 2), c(5, 8, 15, 1)] }),
  unit({ id: 'brute-spiker', faction: 'covenant', kind: 'figure', points: 90, grenade: true, swap: ['brute-hammer'], unlock: 'multiAttack', dial: [c(7, 9, 17, 3, 'splash'), c(7, 9, 17, 2, 'splash'), c(7, 9, 16, 2, 'splash'), c(6, 9, 16, 2, 'splash'), c(6, 8, 16, 2), c(6, 8, 15, 1), c(5, 7, 15, 1)] }),
  unit({ id: 'arbiter', faction: 'covenant', kind: 'figure', points: 150, grenade: true, dial: [c(9, 11, 18, 4, 'energySword camo jump'), c(9, 11, 18, 3, 'energySword camo jump'), c(9, 11, 18, 3, 'energySword camo'), c(8, 10, 17, 3, 'energySword camo'), c(8, 10, 17, 3, 'energySword'), c(8, 10, 17, 2, 'energySword'), c(7, 9, 16, 2, 'energySword'), c(7, 9, 16, 2), c(6, 8, 15, 1), c(5, 8, 15, 1)] }),
  unit({ id: 'ghost', faction: 'covenant', kind: 'vehicle', points: 110, start: 1, dial: [c(10, 9, 16, 3, 'vehicleArmor blastBack'), c(10, 9, 16, 3, 'vehicleArmor blastBack'), c(10, 9, 16, 2, 'vehicleArmor blastBack'), c(9, 8, 16, 2, 'vehicleArmor'), c(9, 8, 15, 2, 'vehicleArmor'), c(8, 8, 15, 1), c(7, 7, 14, 1)] }),
  unit({ id: 'banshee', faction: 'covenant', kind: 'aerial', points: 140, start: 1, dial: [c(10, 10, 17, 3, 'flight vehicleArmor splash'), c(10, 10, 17, 3, 'flight vehicleArmor splash'), c(10, 10, 17, 3, 'flight vehicleArmor splash'), c(9, 9, 16, 2, 'flight vehicleArmor'), c(9, 9, 16, 2, 'flight vehicleArmor'), c(8, 8, 15, 2, 'flight'), c(7, 8, 15, 1, 'flight')] }),
  unit({ id: 'shade', faction: 'covenant', kind: 'heavy', points: 65, upgradeOnly: 'none', dial: [c(2, 10, 17, 3, 'vehicleArmor splash'), c(2, 10, 17, 3, 'vehicleArmor splash'), c(2, 9, 16, 3, 'vehicleArmor'), c(1, 9, 16, 2, 'vehicleArmor'), c(1, 8, 15, 2), c(1, 8, 14, 1)] }),
  unit({ id: 'plasma-cannon', faction: 'covenant', kind: 'heavy', points: 60, upgradeOnly: 'none', dial: [c(2, 10, 16, 3, 'blastBack overcharge'), c(2, 10, 16, 3, 'blastBack overcharge'), c(2, 9, 16, 3, 'blastBack'), c(1, 9, 15, 2), c(1, 8, 15, 2), c(1, 8, 14, 1)] }),
  // Flood
  unit({ id: 'infection-form', faction: 'flood', kind: 'figure', points: 25, upgradeOnly: 'faction', dial: [c(8, 8, 13, 1, 'consume jump'), c(8, 8, 13, 1, 'consume jump'), c(7, 7, 13, 1, 'consume'), c(6, 7, 12, 1, 'consume')] }),
  unit({ id: 'combat-shotgun', faction: 'flood', kind: 'figure', points: 45, upgradeOnly: 'faction', swap: ['combat-claws'], dial: [c(7, 8, 15, 3, 'fullBurst'), c(7, 8, 15, 2, 'fullBurst'), c(6, 8, 14, 2, 'fullBurst'), c(6, 7, 14, 2), c(5, 7, 14, 1), c(5, 6, 13, 1)] }),
  unit({ id: 'combat-claws', faction: 'flood', kind: 'figure', points: 45, upgradeOnly: 'faction', swap: ['combat-shotgun'], dial: [c(8, 9, 15, 3, 'consume'), c(8, 9, 15, 3, 'consume'), c(7, 9, 14, 2, 'consume'), c(7, 8, 14, 2, 'consume'), c(6, 8, 14, 1), c(5, 7, 13, 1)] }),
  unit({ id: 'pure-stalker', faction: 'flood', kind: 'figure', points: 60, dial: [c(9, 9, 16, 2, 'camo jump'), c(9, 9, 16, 2, 'camo jump'), c(8, 9, 15, 2, 'camo'), c(8, 8, 15, 2, 'camo'), c(7, 8, 14, 1), c(6, 7, 14, 1)] }),
  unit({ id: 'pure-tank', faction: 'flood', kind: 'figure', points: 80, dial: [c(5, 9, 17, 3, 'blastBack consume'), c(5, 9, 17, 3, 'blastBack consume'), c(5, 9, 17, 3, 'blastBack'), c(5, 8, 16, 2, 'blastBack'), c(4, 8, 16, 2, 'blastBack'), c(4, 8, 15, 2), c(4, 7, 15, 1)] }),
  unit({ id: 'pure-ranged', faction: 'flood', kind: 'figure', points: 70, dial: [c(4, 10, 16, 2, 'sniper needler'), c(4, 10, 16, 2, 'sniper needler'), c(4, 9, 16, 2, 'needler'), c(4, 9, 15, 2, 'needler'), c(4, 8, 15, 1), c(4, 8, 14, 1)] }),
];

const BY_ID: ReadonlyMap<string, RosterUnit> = new Map(ROSTER.map((u) => [u.id, u]));

export function rosterUnit(id: string): RosterUnit | undefined {
  return BY_ID.get(id);
}

/** The roster unit behind an id the engine has checked (programmer error otherwise). */
export function rosterOf(id: string): RosterUnit {
  const u = BY_ID.get(id);
  if (u === undefined) throw new Error(`unknown roster unit ${id}`);
  return u;
}

/** Whether the roster unit is a special heavy weapon (emplaced: it moves or attacks in an action, never both). */
export function emplaced(id: string): boolean {
  return rosterOf(id).kind === 'heavy';
}

/** Colour of each ability in the stat slot (the renderer draws the ring in this colour). */
export const ABILITY_COLOURS: Readonly<Record<AbilityId, string>> = {
  ma37: '#2e7d32',
  jump: '#1565c0',
  energySword: '#6a1b9a',
  fullBurst: '#ef6c00',
  blastBack: '#c62828',
  splash: '#f9a825',
  vehicleArmor: '#546e7a',
  multiAttack: '#00838f',
  sniper: '#4e342e',
  camo: '#90a4ae',
  needler: '#d81b60',
  consume: '#827717',
  plasmaGrenade: '#00b8d4',
  gravityHammer: '#37474f',
  flight: '#81d4fa',
  overcharge: '#76ff03',
};

/** The starting forces the launcher offers by default, one per faction (each passes validateForce). */
export const DEFAULT_FORCES: Readonly<Record<Faction, readonly string[]>> = {
  unsc: ['marine-ar', 'marine-shotgun', 'odst-sniper', 'spartan-ar', 'sgt-johnson'],
  covenant: ['grunt-pistol', 'grunt-needler', 'jackal-beam', 'elite-rifle', 'brute-spiker', 'ghost'],
  flood: ['infection-form', 'combat-shotgun', 'combat-claws', 'pure-stalker', 'pure-tank', 'pure-ranged'],
};
