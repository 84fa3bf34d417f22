/**
 * The turn machine: each stage either opens an action window, asks a pending decision, or moves on.
 * `advance` runs queued effects and stages until a player must answer (rulebook "Expanded turn sequence").
 * The stages themselves live in one file per phase.
 */
import { assignDefenders, assignment, assignShadow } from './assignmentPhase';
import { arrive, companyWindow, move, turnStart } from './companyPhase';
import { runStep } from './effects';
import { eliminate } from './elimination';
import { maneuver } from './maneuverPhase';
import { checkDeaths } from './deaths';
import { stepsFor, type G } from './ops';
import { playersLeft } from './queries';
import { endTurn, fpChoice, reconcileStage, regroup } from './regroupPhase';
import { shadow } from './shadowPhase';
import { fights, resolve } from './skirmishPhase';
import { snipeFire, sniping } from './snipingPhase';
import { mulliganStage, startingStage } from './starting';
import type { Stage } from './types';

/** A player whose Hero is dead loses (rulebook: "If your Ring-bearer is killed, you lose"). */
function heroLost(g: G): boolean {
  const s = g.s;
  for (const seat of playersLeft(s)) {
    const p = s.players[seat];
    if (p !== undefined && s.inPlay[p.hero] === undefined && p.dead.includes(p.hero)) {
      eliminate(g, seat);
      return true;
    }
  }
  return false;
}

/** Required triggers that happened together: queued at once, or the Free Peoples player orders them. */
function orderTriggers(g: G): void {
  const t = g.s.triggers;
  if (t === null) return;
  if (t.rest.length <= 1) {
    g.s.queue.unshift(...[...t.ordered, ...t.rest].flatMap((x) => stepsFor(g, x)));
    g.s.triggers = null;
    return;
  }
  g.s.pending.push({ kind: 'orderTriggers', seat: g.s.turn.fp, options: t.rest.map((_, i) => String(i)) });
}

const STAGES: Readonly<Record<Stage, (g: G) => void>> = {
  bid: () => undefined,
  starting: startingStage,
  mulligan: mulliganStage,
  turnStart,
  company: companyWindow,
  move,
  arrive,
  shadow,
  maneuver,
  sniping,
  snipeFire,
  assignment,
  assignDefenders,
  assignShadow,
  engagements: fights,
  skirmishes: fights,
  resolveFight: resolve,
  regroup,
  reconcileShadow: reconcileStage('fpChoice'),
  fpChoice,
  fpReconcile: reconcileStage('endTurn'),
  endTurn,
};

export function advance(g: G): void {
  checkDeaths(g);
  for (let guard = 0; guard < 100_000; guard++) {
    const s = g.s;
    if (s.outcome !== null) return;
    if (heroLost(g)) continue;
    if (s.pending.length > 0) return;
    if (s.triggers !== null) {
      orderTriggers(g);
      continue;
    }
    // While a response window is open, the responses' own steps resolve; the next trigger waits.
    if (s.turn.response !== null && (s.queue[0] === undefined || s.queue[0].kind === 'respond')) return;
    const step = s.queue.shift();
    if (step !== undefined) {
      runStep(g, step);
      checkDeaths(g);
      continue;
    }
    if (s.contexts.length > 0) s.contexts = [];
    if (s.turn.window !== null) return;
    STAGES[s.turn.stage](g);
  }
  throw new Error('the turn machine did not settle');
}
