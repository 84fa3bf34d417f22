/**
 * A turn of OBJECTIVE on THE RING in which every kind of faction card is used at its moment, found with
 * the real engine when the test starts: extra reinforcements while reinforcing, a bombardment between
 * invasions, a defensive card that forces the attacker to the most dice, an offensive card with an
 * attack, and an airlift at the end of the turn. The game before that turn is played by the tests' simple
 * policy, except that nobody trades cards (so hands grow) and reinforcements go to the front (so enemy
 * stacks stand next to each other, worth a bombardment); it becomes a save file to import.
 */
import type { Seat } from '../../../engines/core';
import { factionCard, risikoEngine, type Ability, type ActionOf, type RisikoAction, type RisikoState, type RisikoView } from '../../../engines/risiko';
import { battlefield as board } from '../../../engines/risiko/maps';
import { decisionsOf } from '../../../renderer/games/risiko/decisions';
import { active, apply, game } from '../../../renderer/games/risiko/testing/games';
import { policy } from './policy';
import type { Step } from './plans';
import { Script } from './script';

export const CARD_OPTIONS = { mode: 'objective', battlefield: 'the-ring' } as const;
export const CARD_PLAYERS = 3;

const RING = board('the-ring');
const at = (id: string): number => RING.territories.indexOf(id);

/** Own territories by how many enemy territories they border, most first (ties: board order). */
function frontier(s: RisikoState, seat: Seat, targets: Iterable<string>): string[] {
  const enemies = (id: string) => (RING.neighbours[id] ?? []).filter((n) => s.owner[at(n)] !== seat).length;
  return [...targets].sort((a, b) => enemies(b) - enemies(a));
}

/**
 * The policy's move, except that nobody trades skulls (the cards stay in hand for their abilities) and
 * reinforcements go to the territory bordering most enemies, so strong stacks face each other.
 */
function hoardMove(s: RisikoState, seat: Seat): RisikoAction {
  const view = risikoEngine.view(s, seat) as RisikoView;
  const d = decisionsOf(view, risikoEngine.legalActions(s, seat) as readonly RisikoAction[]);
  const move = policy(d, view, []);
  if (d.step.kind !== 'reinforce' || (move.type !== 'tradeSkulls' && move.type !== 'reinforce')) return move;
  return { type: 'reinforce', territory: frontier(s, seat, d.step.targets)[0] ?? '', count: d.step.left };
}

export interface CardTurn {
  readonly seed: string;
  /** Actions before the tested turn. */
  readonly before: readonly Step[];
  /** The tested turn, the defenders' answers included. */
  readonly turn: readonly Step[];
  readonly player: Seat;
  readonly extra: string;
  readonly bombard: ActionOf<'playCard'>;
  /** The forced attack (declared with 1 die, answered with a defensive card) and its defender. */
  readonly forced: ActionOf<'attack'>;
  readonly forcedBy: Seat;
  readonly defenceCard: string;
  /** The attack with an offensive card. */
  readonly offensive: ActionOf<'attack'>;
  readonly airlift: ActionOf<'playCard'>;
  /** Units removed by the bombardment, and the seat that lost them. */
  readonly removed: number;
  readonly bombarded: Seat;
  /** Cards in the player's hand after the turn (the draw for a conquest included). */
  readonly handAfter: number;
}

/** Moves the fewest units in after a conquest, so the attacking territory stays strong. */
function moveInIfWon(sc: Script): void {
  const p = sc.s.phase;
  if (p.kind === 'attack' && p.battle?.stage === 'moveIn') sc.do({ type: 'moveIn', count: p.battle.minMove, ...(p.battle.heroMust ? { hero: true } : {}) });
}

const withAbility = (hand: readonly string[], abilities: readonly Ability[]): string | undefined =>
  abilities.flatMap((ab) => hand.filter((c) => factionCard(c)?.ability === ab))[0];

/** The offensive card whose effect shows on every attack die (+1). */
const OFFENSIVE: readonly Ability[] = ['attack-plus-one'];
const DEFENSIVE: readonly Ability[] = ['defence-plus-one', 'third-defence-die', 'silence-attacking-hero'];

interface Plan {
  readonly source: string;
  readonly forcedTo: string;
  readonly defender: Seat;
  readonly defenceCard: string;
  readonly offensiveTo: string;
}

/** A source next to two enemy territories, one of whose owners holds a defensive card to answer with. */
function planAttacks(s: RisikoState, player: Seat): Plan | null {
  for (const source of RING.territories) {
    if (s.owner[at(source)] !== player) continue;
    const enemies = (RING.neighbours[source] ?? []).filter((n) => (s.owner[at(n)] ?? -1) >= 0 && s.owner[at(n)] !== player);
    for (const forcedTo of enemies) {
      const defender = s.owner[at(forcedTo)] ?? -1;
      const defenceCard = withAbility(s.seats[defender]?.hand ?? [], DEFENSIVE);
      const offensiveTo = enemies.find((e) => e !== forcedTo);
      if (defenceCard !== undefined && offensiveTo !== undefined) return { source, forcedTo, defender, defenceCard, offensiveTo };
    }
  }
  return null;
}

/** The bombardment of the listed target that destroys most units (the dice are the game's, so try each). */
function bestBombardment(sc: Script, card: string): { action: ActionOf<'playCard'>; removed: number } | null {
  let best: { action: ActionOf<'playCard'>; removed: number } | null = null;
  for (const a of sc.legal('playCard')) {
    if (a.card !== card || a.territory === undefined) continue;
    const after = apply(sc.s, a);
    const removed = (sc.s.units[at(a.territory)] ?? 0) - (after.units[at(a.territory)] ?? 0);
    if (removed > (best?.removed ?? 0)) best = { action: a, removed };
  }
  return best;
}

/** The airlift moving the most units between two own territories that no own path connects. */
function bestAirlift(sc: Script, card: string): ActionOf<'playCard'> | undefined {
  const maneuvers = new Set(sc.legal('maneuver').map((a) => `${a.from}>${a.to}`));
  const lifts = sc.legal('playCard').filter((a) => a.card === card && a.count !== undefined && a.count > 1);
  return lifts.find((a) => !maneuvers.has(`${a.from}>${a.to}`) && a.count === sc.units(a.from ?? '') - 1);
}

interface Hand {
  readonly extra: string;
  readonly bombard: string;
  readonly airlift: string;
  readonly offence: string;
}

/** The player's cards for the turn: one of each kind of moment, or null. */
function handFor(start: RisikoState, player: Seat): Hand | null {
  const hand = start.seats[player]?.hand ?? [];
  const extra = withAbility(hand, ['extra-reinforcements']);
  const bombard = withAbility(hand, ['bombardment']);
  const airlift = withAbility(hand, ['airlift']);
  const offence = withAbility(hand, OFFENSIVE);
  return extra === undefined || bombard === undefined || airlift === undefined || offence === undefined ? null : { extra, bombard, airlift, offence };
}

/** The two invasions: one die answered by a defensive card (forced to the most dice), then one with an offensive card. */
function invasions(sc: Script, player: Seat, plan: Plan, offence: string): { forced: ActionOf<'attack'>; offensive: ActionOf<'attack'> } | null {
  const forced: ActionOf<'attack'> = { type: 'attack', from: plan.source, to: plan.forcedTo, dice: 1 };
  if (sc.units(plan.source) < 4) return null;
  sc.do(forced);
  if (active(sc.s) !== plan.defender) return null;
  sc.do({ type: 'defend', dice: Math.min(2, sc.units(plan.forcedTo)), card: plan.defenceCard });
  moveInIfWon(sc);
  if (sc.units(plan.source) < 2 || sc.s.owner[at(plan.offensiveTo)] === player) return null;
  const offensive: ActionOf<'attack'> = { type: 'attack', from: plan.source, to: plan.offensiveTo, dice: Math.min(3, sc.units(plan.source) - 1), card: offence };
  sc.do(offensive);
  if (active(sc.s) !== player) sc.do({ type: 'defend', dice: Math.min(2, sc.units(plan.offensiveTo)) });
  moveInIfWon(sc);
  return { forced, offensive };
}

function tryCardTurn(seed: string, before: readonly Step[], start: RisikoState): CardTurn | null {
  const player = active(start);
  const hand = handFor(start, player);
  const plan = hand === null ? null : planAttacks(start, player);
  if (hand === null || plan === null) return null;
  const sc = new Script(start);
  sc.do({ type: 'playCard', card: hand.extra });
  sc.do({ type: 'reinforce', territory: plan.source, count: sc.s.phase.kind === 'reinforce' ? sc.s.phase.left : 0 });
  const bombard = bestBombardment(sc, hand.bombard);
  if (bombard === null || bombard.action.territory === plan.forcedTo) return null;
  sc.do(bombard.action);
  const attacks = invasions(sc, player, plan, hand.offence);
  if (attacks === null) return null;
  sc.do({ type: 'endAttacks' });
  sc.do(sc.legal('claimObjective')[0] ?? { type: 'skipObjective' });
  const airlift = bestAirlift(sc, hand.airlift);
  if (airlift === undefined) return null;
  sc.do(airlift);
  sc.do({ type: 'endTurn' });
  const bombarded = start.owner[at(bombard.action.territory ?? '')] ?? -1;
  return {
    seed, before, turn: sc.steps, player, extra: hand.extra, bombard: bombard.action, removed: bombard.removed, bombarded,
    ...attacks, forcedBy: plan.defender, defenceCard: plan.defenceCard, airlift, handAfter: sc.s.seats[player]?.hand.length ?? 0,
  };
}

/** Tries a turn that starts in `start` (its seed and the actions before it given); null when it does not fit. */
export type TurnTry<T> = (seed: string, before: readonly Step[], start: RisikoState) => T | null;

/** Plays a hoarding game from `seed` and returns the first turn, from the start of its reinforcements, that `tryTurn` accepts. */
function searchGame<T>(seed: string, maxActions: number, tryTurn: TurnTry<T>): T | null {
  let s = game(CARD_PLAYERS, CARD_OPTIONS, seed);
  const steps: Step[] = [];
  while (s.outcome === null && steps.length < maxActions) {
    const p = s.phase;
    if (p.kind === 'reinforce' && !p.placed && !p.traded && s.seats[active(s)]?.heroFallen === false) {
      const found = tryTurn(seed, steps.slice(), s);
      if (found !== null) return found;
    }
    const seat = active(s);
    const action = hoardMove(s, seat);
    steps.push({ seat, action });
    s = apply(s, action, seat);
  }
  return null;
}

/** The first hoarding game, over the seeds `${prefix}-0`, `${prefix}-1`, …, with a turn that `tryTurn` accepts. */
export function findHoardTurn<T>(prefix: string, tryTurn: TurnTry<T>, tries: number, maxActions: number): T {
  for (let i = 0; i < tries; i++) {
    const found = searchGame(`${prefix}-${i}`, maxActions, tryTurn);
    if (found !== null) return found;
  }
  throw new Error(`no seed gives the tested turn (${prefix})`);
}

export function findCardTurn(tries = 200, maxActions = 800): CardTurn {
  return findHoardTurn('cards', tryCardTurn, tries, maxActions);
}
