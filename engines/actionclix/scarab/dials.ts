/**
 * The Scarab's four dials (our own design, RULES.md 9). The Shell, Chassis and Main Power Core dials click
 * on with damage: damage from outside clicks the Shell and, past the Shell's last click, the Chassis (past
 * the Chassis's last click it is lost); only attacks on the Main Power Core from inside click the core.
 * The Main Power Core's last click is all black: showing it, the Scarab is destroyed. The Event dial has
 * eight clicks of four d6 columns and wraps.
 */
import type { EventClick, EventEntry, ScarabClicks, ScarabHealthClick, ScarabPower, ScarabSpecial } from './types';

function h(attack: number, defense: number, damage: number, specials: readonly ScarabSpecial[] = [], swarm = false): ScarabHealthClick {
  return { attack, defense, damage, specials, swarm, black: false };
}

const BLACK: ScarabHealthClick = { attack: 0, defense: 0, damage: 0, specials: [], swarm: false, black: true };

/** Shell: its defense is what shots at the Scarab must reach; its specials resolve every Scarab turn. */
export const SHELL_DIAL: readonly ScarabHealthClick[] = [
  h(0, 18, 0, ['plasmaBurst']),
  h(0, 18, 0, ['plasmaBurst']),
  h(0, 18, 0, ['shieldRegen']),
  h(0, 17, 0, ['plasmaBurst']),
  h(0, 17, 0),
  h(0, 17, 0, ['plasmaBurst']),
  h(0, 16, 0, ['shieldRegen']),
  h(0, 16, 0),
  h(0, 16, 0, ['plasmaBurst']),
  h(0, 15, 0),
  h(0, 15, 0),
  h(0, 14, 0),
];

/** Chassis: the aerial-defence turret's attack and damage; defense against colossal attackers. */
export const CHASSIS_DIAL: readonly ScarabHealthClick[] = [
  h(11, 18, 3),
  h(11, 18, 3),
  h(10, 17, 3),
  h(10, 17, 2),
  h(10, 17, 2),
  h(9, 16, 2),
  h(9, 16, 2),
  h(8, 16, 2),
  h(8, 15, 1),
  h(7, 15, 1),
];

/** Main Power Core: the main gun's attack and damage, the core's defense inside; Swarm late; all black last. */
export const CORE_DIAL: readonly ScarabHealthClick[] = [
  h(11, 17, 4),
  h(11, 17, 4),
  h(11, 17, 3),
  h(10, 16, 3),
  h(10, 16, 3),
  h(10, 16, 3, [], true),
  h(9, 15, 3, [], true),
  h(9, 15, 2, [], true),
  h(8, 14, 2, [], true),
  h(8, 14, 2, [], true),
  BLACK,
];

/** The click where the Shell starts, and the starting lines of the Chassis and Main Power Core per power level. */
export const START_CLICKS: Readonly<Record<ScarabPower, ScarabClicks>> = {
  normal: { shell: 0, chassis: 2, core: 3, event: 0 },
  heroic: { shell: 0, chassis: 0, core: 0, event: 0 },
};

function e(move: EventEntry['move'], kneel: boolean, ...specials: ScarabSpecial[]): EventEntry {
  return { move, kneel, specials };
}

/** Event dial: per click the columns for the d6 results 1-2, 3-4, 5 and 6. */
export const EVENT_DIAL: readonly EventClick[] = [
  [e('shift', true, 'reinforce'), e('rotate', true, 'reinforce'), e('none', true, 'reinforce', 'reinforce'), e('shift', false, 'mortar')],
  [e('shift', false, 'mortar'), e('rotate', false), e('shift', true, 'reinforce'), e('none', false, 'stomp')],
  [e('rotate', true, 'reinforce'), e('shift', true, 'reinforce'), e('rotate', false, 'stomp'), e('shift', false, 'mortar', 'mortar')],
  [e('shift', false, 'stomp'), e('none', true, 'reinforce'), e('shift', false, 'mortar'), e('rotate', true, 'reinforce', 'reinforce')],
  [e('rotate', false, 'mortar'), e('shift', false, 'stomp'), e('none', true, 'reinforce'), e('shift', true, 'reinforce')],
  [e('shift', true, 'reinforce'), e('rotate', true), e('shift', false, 'mortar'), e('none', false, 'stomp', 'mortar')],
  [e('none', false, 'mortar'), e('shift', false, 'reinforce'), e('rotate', true, 'reinforce'), e('shift', true, 'stomp')],
  [e('rotate', true, 'reinforce'), e('shift', true, 'mortar'), e('rotate', false, 'stomp'), e('none', true, 'reinforce', 'reinforce')],
];

/** The Event dial's column for a d6 result (1-2 → 0, 3-4 → 1, 5 → 2, 6 → 3). */
export function eventColumn(die: number): number {
  return die <= 2 ? 0 : die <= 4 ? 1 : die === 5 ? 2 : 3;
}

export function shellClick(clicks: ScarabClicks): ScarabHealthClick {
  return SHELL_DIAL[Math.min(clicks.shell, SHELL_DIAL.length - 1)] ?? BLACK;
}

export function chassisClick(clicks: ScarabClicks): ScarabHealthClick {
  return CHASSIS_DIAL[Math.min(clicks.chassis, CHASSIS_DIAL.length - 1)] ?? BLACK;
}

export function coreClick(clicks: ScarabClicks): ScarabHealthClick {
  return CORE_DIAL[Math.min(clicks.core, CORE_DIAL.length - 1)] ?? BLACK;
}

export function eventClick(clicks: ScarabClicks): EventClick {
  const c = EVENT_DIAL[clicks.event % EVENT_DIAL.length] ?? EVENT_DIAL[0];
  if (c === undefined) throw new Error('empty event dial');
  return c;
}

/** The Main Power Core's all-black click (the attacker wins when the dial shows it). */
export const CORE_BLACK_CLICK = CORE_DIAL.length - 1;
