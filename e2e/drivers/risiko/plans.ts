/**
 * Games for the end-to-end tests, found with the real engine when the test starts (so they follow the
 * rules as they are today): a short ONE-ON-ONE game on HAMMER, and a turn of OBJECTIVE on THE RING that
 * has a skull trade, an attack with the hero, a defensive card, a conquest with move-in, a completed
 * objective and a maneuver through a teleporter. Each comes as a seed and the list of actions to take.
 */
import type { Seat } from '../../../engines/core';
import { factionCard, risikoEngine, type ActionOf, type RisikoAction, type RisikoState, type RisikoView } from '../../../engines/risiko';
import { battlefield as board, stationaryLinks } from '../../../engines/risiko/maps';
import { decisionsOf } from '../../../renderer/games/risiko/decisions';
import { active, apply, game, owned } from '../../../renderer/games/risiko/testing/games';
import { policy, policyAttack } from './policy';
import { Script, type Step } from './script';
import { testSave } from '../../support/saveFile';

export type { Step } from './script';

export interface ShortGame {
  readonly seed: string;
  readonly steps: readonly Step[];
  readonly winner: Seat;
}

/**
 * Plays the policy from `start` while `more` holds, keeping every move as a step. `raw`: the policy also
 * sees the raw legal actions (as the whole games do), otherwise only the decisions built from them.
 */
function runPolicy(start: RisikoState, more: (s: RisikoState, played: number) => boolean, raw: boolean): { state: RisikoState; steps: Step[] } {
  let s = start;
  const steps: Step[] = [];
  while (more(s, steps.length)) {
    const seat = active(s);
    const view = risikoEngine.view(s, seat) as RisikoView;
    const legal = risikoEngine.legalActions(s, seat) as readonly RisikoAction[];
    const action = policy(decisionsOf(view, legal), view, raw ? legal : []);
    steps.push({ seat, action });
    s = apply(s, action, seat);
  }
  return { state: s, steps };
}

/** The policy's first `count` moves of a quick-setup game. */
export function policySteps(options: Record<string, unknown>, players: number, seed: string, count: number): Step[] {
  return runPolicy(game(players, options, seed), (s, n) => s.outcome === null && n < count, false).steps;
}

/** The first seed (of `tries`) whose policy game ends within `maxActions`. */
export function findShortGame(options: Record<string, unknown>, players: number, prefix: string, maxActions: number, tries = 200): ShortGame {
  for (let i = 0; i < tries; i++) {
    const seed = `${prefix}-${i}`;
    const played = runPolicy(game(players, options, seed), (s, n) => s.outcome === null && n < maxActions, true);
    if (played.state.outcome !== null) return { seed, steps: played.steps, winner: played.state.outcome.winners[0] ?? -1 };
  }
  throw new Error(`no ${prefix} game ends within ${maxActions} actions`);
}

/** The placements of a manual setup by the policy, up to the first turn (or `limit` steps). */
export function setupSteps(options: Record<string, unknown>, players: number, seed: string, limit = Infinity): Step[] {
  return runPolicy(game(players, { ...options, setup: 'manual' }, seed), (s, n) => s.phase.kind.startsWith('setup') && n < limit, false).steps;
}

export interface TurnPlan {
  readonly seed: string;
  /** Actions before the tested turn (every player reinforces and passes). */
  readonly before: readonly Step[];
  /** The tested turn, the defender's answers included. */
  readonly turn: readonly Step[];
  readonly player: Seat;
  readonly defender: Seat;
  readonly hero: string;
  readonly traded: string;
  readonly kept: readonly string[];
  readonly defenceCard: string;
  readonly objective: string;
  readonly maneuver: ActionOf<'maneuver'>;
}

const RING = board('the-ring');
const at = (id: string): number => RING.territories.indexOf(id);

/** Own territories grouped by borders alone: a maneuver between two groups needs a teleporter. */
function borderGroups(s: RisikoState, seat: Seat): Map<string, number> {
  const printed = new Set(stationaryLinks('the-ring').flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
  const own = new Set(owned(s, seat));
  const group = new Map<string, number>();
  let n = 0;
  for (const start of own) {
    if (group.has(start)) continue;
    const stack = [start];
    group.set(start, ++n);
    for (let t = stack.pop(); t !== undefined; t = stack.pop()) {
      for (const next of RING.neighbours[t] ?? []) {
        if (!printed.has(`${t}|${next}`) && own.has(next) && !group.has(next)) {
          group.set(next, n);
          stack.push(next);
        }
      }
    }
  }
  return group;
}

function quietRound(sc: Script, turns: number): void {
  for (let k = 0; k < turns; k++) {
    const first = owned(sc.s, active(sc.s))[0] ?? '';
    sc.do({ type: 'reinforce', territory: first, count: sc.left });
    sc.do({ type: 'endAttacks' });
    sc.do({ type: 'endTurn' });
  }
}

/** Attacks from the hero's territory until it is conquered; the defender plays its card in the first round. */
function heroAssault(sc: Script, from: string, to: string, player: Seat, card: string): boolean {
  for (let round = 0; round < 30 && sc.s.owner[at(to)] !== player; round++) {
    if (sc.units(from) < 2) return false;
    sc.do({ type: 'attack', from, to, dice: Math.min(3, sc.units(from) - 1) });
    const p = sc.s.phase;
    if (p.kind === 'attack' && p.battle?.stage === 'defend') sc.do({ type: 'defend', dice: Math.min(2, sc.units(to)), ...(round === 0 ? { card } : {}) });
    else if (round === 0) return false;
    const q = sc.s.phase;
    if (q.kind === 'attack' && q.battle?.stage === 'moveIn') sc.do({ type: 'moveIn', count: sc.units(from) - 1, ...(q.battle.heroMay ? { hero: true } : {}) });
  }
  return sc.s.owner[at(to)] === player;
}

/** More policy attacks until an objective checked during the turn is met. */
function pressOn(sc: Script, player: Seat): void {
  for (let g = 0; g < 60 && active(sc.s) === player; g++) {
    const view = risikoEngine.view(sc.s, player) as RisikoView;
    const d = decisionsOf(view, risikoEngine.legalActions(sc.s, player) as readonly RisikoAction[]);
    if (d.step.kind === 'moveIn') {
      sc.do({ type: 'moveIn', count: d.step.count.max, ...(d.step.heroChoices.includes(true) ? { hero: true } : {}) });
      continue;
    }
    if ((view.you?.objectives ?? []).some((o) => o.met && o.when === 'during')) return;
    const attack = policyAttack(d, view);
    if (attack === null) return;
    sc.do({ type: 'attack', ...attack });
    const defender = active(sc.s);
    if (defender !== player) sc.do({ type: 'defend', dice: Math.min(2, sc.units(attack.to)) });
  }
}

function tryTurn(seed: string): TurnPlan | null {
  const sc = new Script(game(5, { mode: 'objective', battlefield: 'the-ring' }, seed));
  const player = sc.s.order[4] ?? 0;
  const defender = sc.s.order[3] ?? 0;
  const defenceCard = sc.s.seats[defender]?.hand[0];
  const hand = sc.s.seats[player]?.hand ?? [];
  const traded = hand.find((c) => factionCard(c)?.skulls === 2);
  if (defenceCard === undefined || factionCard(defenceCard)?.kind !== 'defensive' || traded === undefined || hand.length < 2) return null;
  quietRound(sc, 4);
  const before = sc.steps.splice(0);
  const hero = RING.territories[sc.s.seats[player]?.hero ?? -1] ?? '';
  const target = (RING.neighbours[hero] ?? []).find((n) => sc.s.owner[at(n)] === defender);
  if (active(sc.s) !== player || target === undefined) return null;
  sc.do({ type: 'tradeSkulls', cards: [traded] });
  sc.do({ type: 'reinforce', territory: hero, count: sc.left });
  if (!heroAssault(sc, hero, target, player, defenceCard) || !sc.steps.some((st) => st.action.type === 'moveIn')) return null;
  pressOn(sc, player);
  if (active(sc.s) !== player || sc.s.phase.kind !== 'attack') return null;
  sc.do({ type: 'endAttacks' });
  const d = decisionsOf(risikoEngine.view(sc.s, player) as RisikoView, risikoEngine.legalActions(sc.s, player) as readonly RisikoAction[]);
  const objective = d.step.kind === 'fortify' ? d.step.claimable[0] : undefined;
  if (objective === undefined) return null;
  sc.do({ type: 'claimObjective', card: objective });
  const groups = borderGroups(sc.s, player);
  const legal = risikoEngine.legalActions(sc.s, player) as readonly RisikoAction[];
  const maneuver = legal.find((a): a is ActionOf<'maneuver'> => a.type === 'maneuver' && a.hero !== true && a.count > 1 && groups.get(a.from) !== groups.get(a.to));
  if (maneuver === undefined) return null;
  sc.do(maneuver);
  sc.do({ type: 'endTurn' });
  return { seed, before, turn: sc.steps, player, defender, hero, traded, kept: hand.filter((c) => c !== traded), defenceCard, objective, maneuver };
}

export function findTurnPlan(tries = 2000): TurnPlan {
  for (let i = 0; i < tries; i++) {
    const found = tryTurn(`ring-${i}`);
    if (found !== null) return found;
  }
  throw new Error('no seed gives the tested turn');
}

/** A save file of the game after `steps` (the record replays them; quick setup needs no placements). */
export function saveOf(seed: string, players: number, options: Record<string, unknown>, steps: readonly Step[], names: readonly string[], colours: readonly string[]) {
  const parsed = risikoEngine.parseOptions(options, players);
  if (!parsed.ok) throw new Error(parsed.error.code);
  return testSave(risikoEngine, { name: `Risiko test ${seed}`, seed, players, options: parsed.value as never, steps, names, colours });
}
