/**
 * The Scarab scenario (seed 003): the public shapes the UI needs. The Scarab is no unit: it lives in
 * `state.scarab`. Its four 2 x 2 bases stand at the corners of its "area beneath"; units can stand
 * beneath it between the bases, ride on top of it or fight inside it on the Scarab Interior map: such a
 * unit has the status 'elsewhere' and `state.scarab.aboard` says where ('top': `sq` -1; 'inside': `sq` an
 * interior square `y * INTERIOR_WIDTH + x`). The view shows 'top' and 'inside' as the unit's status.
 */
import type { Seat } from '../../core';

export const SCARAB_POWERS = ['normal', 'heroic'] as const;
/** Normal: 700 points, the Scarab side wins at 20 kill points; Heroic: 1,000 points and 30. */
export type ScarabPower = (typeof SCARAB_POWERS)[number];

/** `options.scarab` in the 'scarab' mode (two players). */
export interface ScarabOptions {
  readonly power: ScarabPower;
  /** The seat that plays the Scarab and its reinforcements; the other seat attacks. */
  readonly scarabSeat: Seat;
}

/** Which way the Scarab's front points (y grows downwards: 'n' is up on the map). */
export const FACINGS = ['n', 'e', 's', 'w'] as const;
export type Facing = (typeof FACINGS)[number];

/** The four bases, each carrying one dial (RULES.md "The Scarab's bases"). */
export const SCARAB_BASES = ['shell', 'event', 'chassis', 'core'] as const;
export type ScarabBase = (typeof SCARAB_BASES)[number];

/** The three health dials (damage clicks them on) and the Event dial (turned once a turn, it wraps). */
export const SCARAB_DIALS = ['shell', 'chassis', 'core', 'event'] as const;
export type ScarabDial = (typeof SCARAB_DIALS)[number];

/**
 * Special attacks shown on the Event and Shell dials (ability texts in `actionclix:scarab.special.<id>`):
 * stomp: 2 damage to every enemy unit beneath the Scarab (Event);
 * mortar: the Scarab player picks a battlefield square, 2d6 + 9 against 12 + 0 (like a grenade thrown
 *   onto it): 3 damage to the unit there and 1 to each adjacent unit (Event);
 * reinforce: one waiting reinforcement arrives on a free Ramp square of the interior map (Event);
 * plasmaBurst: 1 damage to every enemy unit adjacent to a base (Shell);
 * shieldRegen: the Shell heals 1 click (Shell).
 */
export const SCARAB_SPECIALS = ['stomp', 'mortar', 'reinforce', 'plasmaBurst', 'shieldRegen'] as const;
export type ScarabSpecial = (typeof SCARAB_SPECIALS)[number];

/** One click of a health dial. Values are all 0 and `black` true on the all-black click. */
export interface ScarabHealthClick {
  /** Attack value of the gun this dial drives (Main Power Core: main gun; Chassis: turret; Shell: unused, 0). */
  readonly attack: number;
  /** Defense value: Shell against shots at the Scarab; Main Power Core against shots at the core; Chassis against colossal attackers. */
  readonly defense: number;
  readonly damage: number;
  readonly specials: readonly ScarabSpecial[];
  /** Main Power Core only: Swarm (the reinforcements act even with fewer than five inside). */
  readonly swarm: boolean;
  readonly black: boolean;
}

export type ScarabMove = 'shift' | 'rotate' | 'none';

/** One column entry of the Event dial (columns are read with the d6: 1-2, 3-4, 5, 6). */
export interface EventEntry {
  readonly move: ScarabMove;
  /** After moving, the Scarab kneels (true) or stands (false). */
  readonly kneel: boolean;
  readonly specials: readonly ScarabSpecial[];
}

/** One click of the Event dial: four columns. */
export type EventClick = readonly [EventEntry, EventEntry, EventEntry, EventEntry];

/** The d6 columns of the Event dial: 1-2 → 0, 3-4 → 1, 5 → 2, 6 → 3. */
export const EVENT_COLUMNS: readonly number[] = [0, 0, 0, 1, 1, 2, 3];

export const SHIFT_DIRS = ['n', 'e', 's', 'w'] as const;
export type ShiftDir = (typeof SHIFT_DIRS)[number];
export const ROTATIONS = ['cw', 'ccw'] as const;
export type Rotation = (typeof ROTATIONS)[number];
export const SCARAB_GUNS = ['main', 'turret'] as const;
/** main: the main gun (Main Power Core values); turret: the aerial-defence turret (Chassis values, aerial units only). */
export type ScarabGun = (typeof SCARAB_GUNS)[number];

/** The target id of the Scarab itself (attack actions from the battlefield). */
export const SCARAB_TARGET = 'scarab';
/** The target id of the Main Power Core (attack actions from inside). */
export const CORE_TARGET = 'core';

/**
 * Where the Scarab player's turn stands. The steps come in this order; steps with nothing to decide are
 * done by the engine and never shown. `legalActions` lists what each step takes.
 */
export type ScarabStep =
  /** Roll the d6 on the Event dial: `scarabRoll`. */
  | { readonly kind: 'roll' }
  /** Choose the shift direction (`scarabShift`) or the rotation (`scarabRotate`) among `choices`. */
  | { readonly kind: 'move'; readonly move: 'shift'; readonly choices: readonly ShiftDir[] }
  | { readonly kind: 'move'; readonly move: 'rotate'; readonly choices: readonly Rotation[] }
  /** Place a displaced unit on one of `choices` (free squares next to `base`, fewest squares away): `scarabDisplace`. */
  | { readonly kind: 'displace'; readonly unit: string; readonly base: ScarabBase; readonly choices: readonly number[] }
  /** Resolve the next Event special needing a choice (`mortar`: `scarabMortar`; `reinforce`: `scarabReinforce`); the rest follow. */
  | { readonly kind: 'event'; readonly specials: readonly ScarabSpecial[] }
  /** Fire the guns in either order (`scarabFire`) or hold one (`scarabHold`); `main`/`turret` true while still to fire. */
  | { readonly kind: 'guns'; readonly main: boolean; readonly turret: boolean }
  /** The reinforcements act (`actions` of them, 0 while inactive) with the usual unit actions; then `endTurn`. */
  | { readonly kind: 'reinforcements'; readonly actions: number };

export interface ScarabClicks {
  readonly shell: number;
  readonly chassis: number;
  readonly core: number;
  readonly event: number;
}

/** Where a unit aboard the Scarab is: on top of it, or inside it on the interior map. */
export type ScarabPlace = 'top' | 'inside';

export interface ScarabState {
  readonly seat: Seat;
  /** Every unit with the status 'elsewhere', by id: on top of the Scarab or inside it. */
  readonly aboard: Readonly<Record<string, ScarabPlace>>;
  readonly power: ScarabPower;
  /** Top-left square (column, row) of the area beneath: 6 x 8 squares facing n/s, 8 x 6 facing e/w. */
  readonly x: number;
  readonly y: number;
  readonly facing: Facing;
  readonly kneeling: boolean;
  /** Current click of each dial (0 = the first click). */
  readonly clicks: ScarabClicks;
  /** The d6 of the Scarab's current turn (null before the roll and on the attacker's turn). */
  readonly die: number | null;
  /** The Event dial click and column (0-3) the d6 was read on this turn (null before the roll). */
  readonly read: { readonly click: number; readonly column: number } | null;
  /** The Scarab turn's step (null on the attacker's turn). */
  readonly step: ScarabStep | null;
  /** The aerial unit of each attack on the Scarab this turn (at most two attacks; a unit twice with Multi-Attack). */
  readonly aerialAttackers: readonly string[];
  /** The flying unit of each flight onto the Scarab this turn (at most two). */
  readonly flyersOn: readonly string[];
}

/**
 * The scenario's actions. Squares of `stepOff`/`jumpOff`/`scarabDisplace`/`scarabMortar` are battlefield
 * squares; those of `enter`/`moveInside`/`grenadeInside`/`scarabReinforce` are interior squares. A unit's
 * move with `attack: true` is a move-and-attack: a `strike` choice follows (the basic game's `attack`,
 * `pass`), with −3 after more than 4 squares. Shots use the basic `attack` action: `target` is a unit id,
 * SCARAB_TARGET (from the battlefield) or CORE_TARGET (from inside).
 */
export type ScarabAction =
  /** The Scarab player rolls the d6 on the Event dial. */
  | { readonly type: 'scarabRoll' }
  | { readonly type: 'scarabShift'; readonly dir: ShiftDir }
  | { readonly type: 'scarabRotate'; readonly turn: Rotation }
  | { readonly type: 'scarabDisplace'; readonly unit: string; readonly to: number }
  | { readonly type: 'scarabMortar'; readonly square: number }
  /** A waiting reinforcement (status 'reserve', or 'down' from an earlier turn) arrives on a free Ramp square. */
  | { readonly type: 'scarabReinforce'; readonly unit: string; readonly to: number }
  | { readonly type: 'scarabFire'; readonly gun: ScarabGun; readonly target: string }
  /** The gun does not fire this turn. */
  | { readonly type: 'scarabHold'; readonly gun: ScarabGun }
  /** From the battlefield onto the Scarab (kneeling: from next to the Chassis base; flying: next to the area beneath). */
  | { readonly type: 'climbOn'; readonly unit: string; readonly attack: boolean }
  /** From the top while it kneels: the first square next to the Chassis base counts as 1 square of the move. */
  | { readonly type: 'stepOff'; readonly unit: string; readonly to: number; readonly attack: boolean }
  /** From the top while it stands: the first square next to the area beneath counts as 1; 1 damage. */
  | { readonly type: 'jumpOff'; readonly unit: string; readonly to: number; readonly attack: boolean }
  /** From the top into the interior: the Ramp square counts as 1 square of the move. */
  | { readonly type: 'enter'; readonly unit: string; readonly to: number; readonly attack: boolean }
  /** From the interior (a Ramp square reached with movement left) onto the top; the move ends there. */
  | { readonly type: 'exit'; readonly unit: string; readonly attack: boolean }
  | { readonly type: 'moveInside'; readonly unit: string; readonly to: number; readonly attack: boolean }
  /** Throw a grenade on the interior map (a Main Power Core square hits the core). */
  | { readonly type: 'grenadeInside'; readonly unit: string; readonly square: number };

export type ScarabActionType = ScarabAction['type'];

export const SCARAB_ACTION_TYPES: readonly ScarabActionType[] = [
  'scarabRoll',
  'scarabShift',
  'scarabRotate',
  'scarabDisplace',
  'scarabMortar',
  'scarabReinforce',
  'scarabFire',
  'scarabHold',
  'climbOn',
  'stepOff',
  'jumpOff',
  'enter',
  'exit',
  'moveInside',
  'grenadeInside',
];

/**
 * Events the scenario emits (each has `log.<type>` in the locales). Positions are `{ x, y, facing }`.
 * scarabRolled { seat, die, column (0-3), columnName ('1-2', '3-4', '5', '6'), move, kneel, specials }; scarabShifted { dir, from, to };
 * scarabRotated { turn, from, to }; scarabStayed { move } (no legal shift or rotation);
 * scarabPosture { kneeling }; displaced { unit, owner, from, to, base };
 * scarabSpecial { special, dial, square? }; reinforcementArrived { unit, to };
 * eventDialTurned { click }; scarabDamaged { dial, amount, click, source };
 * scarabDamageLost { amount, source } (outside damage past the Chassis's last click);
 * scarabHealed { dial, amount, click }; scarabFired { gun, target, attack, total, needed, hit };
 * scarabHit / scarabMissed { seat, unit, target and part: 'scarab' | 'core', attack, total, needed, doubleSix };
 * climbedOn { seat, unit, flying }; steppedOff / jumpedOff { seat, unit, to, path };
 * entered { seat, unit, to, path }; exited { seat, unit, from }; movedInside { seat, unit, from, to, path, squares };
 * reinforcementsActivated { seat, actions, swarm }; coreDestroyed { seat }.
 * Dice: `diceRolled` with purpose 'event' (one die), 'mainGun', 'turret', 'mortar', 'shot', 'grenade'.
 */
export const SCARAB_EVENT_TYPES = [
  'scarabRolled',
  'scarabShifted',
  'scarabRotated',
  'scarabStayed',
  'scarabPosture',
  'displaced',
  'scarabSpecial',
  'reinforcementArrived',
  'eventDialTurned',
  'scarabDamaged',
  'scarabDamageLost',
  'scarabHealed',
  'scarabFired',
  'scarabHit',
  'scarabMissed',
  'climbedOn',
  'steppedOff',
  'jumpedOff',
  'entered',
  'exited',
  'movedInside',
  'reinforcementsActivated',
  'coreDestroyed',
] as const;

/** Damage sources the scenario adds to `damaged` events (`damageSources.<source>` in the locales). */
export const SCARAB_DAMAGE_SOURCES = ['displaced', 'stomp', 'plasmaBurst', 'jump', 'mainGun', 'turret', 'mortar'] as const;
/** Dice purposes the scenario adds to `diceRolled` events (`purposes.<purpose>`). */
export const SCARAB_DICE_PURPOSES = ['event', 'mainGun', 'turret', 'mortar'] as const;

/** What the UI sees of the Scarab (`view.scarab`, made by view.ts `scarabView`). */
export interface ScarabView extends ScarabState {
  /** Size of the area beneath in squares (6 x 8 facing n/s, 8 x 6 facing e/w). */
  readonly width: number;
  readonly height: number;
  /** Battlefield squares of the area beneath, bases included. */
  readonly area: readonly number[];
  /** The four battlefield squares of each base. */
  readonly bases: Readonly<Record<ScarabBase, readonly number[]>>;
  /** What each dial shows now. */
  readonly shell: ScarabHealthClick;
  readonly chassis: ScarabHealthClick;
  readonly core: ScarabHealthClick;
  readonly event: EventClick;
  /** The Event entry this turn's d6 picked (at `read.click`, column `read.column`), null before the roll. */
  readonly entry: EventEntry | null;
  readonly attacker: Seat;
  /** Actions the attacker gets a turn: half its starting force, rounded up. */
  readonly attackerActions: number;
  /** Actions the reinforcements get this Scarab turn (0 while they are not activated). */
  readonly reinforcementActions: number;
  /** Reinforcements on the interior map. */
  readonly inside: number;
  readonly interior: {
    readonly width: number;
    readonly height: number;
    readonly ramp: readonly number[];
    readonly core: readonly number[];
  };
}
