/**
 * TEAM OBJECTIVE games for the end-to-end tests, found with the real engine when the test starts:
 * a 2-against-2 first turn with a command transfer the ally agrees to, a completed objective (the team's
 * shared count) and a maneuver that only works through the ally's territories; and the first turn of the
 * lone Flood in a 5-player game, which conquers and so draws two faction cards.
 */
import type { Seat } from '../../../engines/core';
import { risikoEngine, type ActionOf, type RisikoAction, type RisikoState, type RisikoView } from '../../../engines/risiko';
import { graphFor, links } from '../../../engines/risiko/territoryGraph';
import { battlefield, mobilePairProblem } from '../../../engines/risiko/maps';
import { decisionsOf } from '../../../renderer/games/risiko/decisions';
import { active, apply, game } from '../../../renderer/games/risiko/testing/games';
import { policy } from './policy';
import type { Step } from './plans';
import { Script } from './script';

export const TEAM_OPTIONS = { mode: 'team-objective', battlefield: 'the-ring' } as const;

const GEO = graphFor({ battlefield, mobilePairProblem }, 'the-ring');

/** Component label per territory over the seat's own territories alone (-1 elsewhere). */
function ownComponents(s: RisikoState, seat: Seat): Int32Array {
  const adj = links(GEO, s.teleporters);
  const label = new Int32Array(GEO.n).fill(-1);
  for (let start = 0; start < GEO.n; start++) {
    if (label[start] !== -1 || s.owner[start] !== seat) continue;
    label[start] = start;
    const stack = [start];
    for (let t = stack.pop(); t !== undefined; t = stack.pop()) {
      for (const n of adj[t] ?? []) {
        if (label[n] === -1 && s.owner[n] === seat) {
          label[n] = start;
          stack.push(n);
        }
      }
    }
  }
  return label;
}

const at = (id: string): number => GEO.index.get(id) ?? -1;

/** A legal maneuver (all but one unit, no hero) between own territories that only the ally's land connects. */
export function maneuverThroughAlly(s: RisikoState, seat: Seat): ActionOf<'maneuver'> | undefined {
  const own = ownComponents(s, seat);
  const legal = risikoEngine.legalActions(s, seat) as readonly RisikoAction[];
  return legal.find(
    (a): a is ActionOf<'maneuver'> =>
      a.type === 'maneuver' && a.hero !== true && a.count === (s.units[at(a.from)] ?? 0) - 1 && a.count > 1 && own[at(a.from)] !== own[at(a.to)],
  );
}

export interface TeamPlan {
  readonly seed: string;
  /** The whole first turn, the ally's answer included. */
  readonly steps: readonly Step[];
  readonly player: Seat;
  readonly ally: Seat;
  readonly transfer: ActionOf<'requestTransfer'>;
  readonly objective: string;
  readonly maneuver: ActionOf<'maneuver'>;
}

function tryTeamTurn(seed: string): TeamPlan | null {
  const turn = new Script(game(4, TEAM_OPTIONS, seed));
  const player = active(turn.s);
  const reinforce = turn.legal('reinforce').find((a) => a.count > 1);
  if (reinforce === undefined || turn.legal('tradeSkulls').length > 0) return null;
  turn.do(reinforce);
  for (const transfer of turn.legal('requestTransfer')) {
    const t = turn.fork();
    t.do(transfer);
    const ally = active(t.s);
    t.do({ type: 'answerTransfer', accept: true });
    t.do({ type: 'endAttacks' });
    const objective = t.legal('claimObjective')[0]?.card;
    if (objective === undefined) return null;
    t.do({ type: 'claimObjective', card: objective });
    const maneuver = maneuverThroughAlly(t.s, player);
    if (maneuver === undefined) continue;
    t.do(maneuver);
    t.do({ type: 'endTurn' });
    return { seed, steps: t.steps, player, ally, transfer, objective, maneuver };
  }
  return null;
}

/** The first seed whose first turn has a transfer, a met objective and a maneuver through the ally's land. */
export function findTeamTurn(tries = 400): TeamPlan {
  for (let i = 0; i < tries; i++) {
    const found = tryTeamTurn(`team-${i}`);
    if (found !== null) return found;
  }
  throw new Error('no seed gives the tested team turn');
}

export interface FloodStart {
  readonly seed: string;
  /** The Flood's first turn (the policy's moves, defences included), ending with its card draw. */
  readonly steps: readonly Step[];
}

/** The policy's move, except that the invasions end after the first conquest (a short turn to replay). */
function floodMove(s: RisikoState, seat: Seat): RisikoAction {
  const view = risikoEngine.view(s, seat) as RisikoView;
  const d = decisionsOf(view, risikoEngine.legalActions(s, seat) as readonly RisikoAction[]);
  if (d.step.kind === 'attack' && (s.turn?.conquests ?? 0) > 0) return { type: 'endAttacks' };
  return policy(d, view, []);
}

/** The first seed where the lone Flood conquers in its first turn (so it draws two cards at its end). */
export function findFloodStart(tries = 100): FloodStart {
  for (let i = 0; i < tries; i++) {
    const seed = `flood-${i}`;
    let s = game(5, TEAM_OPTIONS, seed);
    const flood = active(s);
    const steps: Step[] = [];
    while (s.outcome === null && s.turn?.seat === flood) {
      const seat = active(s);
      const action = floodMove(s, seat);
      steps.push({ seat, action });
      s = apply(s, action, seat);
    }
    if ((s.seats[flood]?.hand.length ?? 0) === 2) return { seed, steps };
  }
  throw new Error('no seed lets the Flood conquer in its first turn');
}
