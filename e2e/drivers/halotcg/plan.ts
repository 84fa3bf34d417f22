/**
 * A whole game for the end-to-end tests, found with the real engine when the test starts (so it follows
 * the rules as they are today): a seed and a plan of the decisions the people at the table make, played
 * with the table's own automatic passes and default stops (so the UI asks exactly these). The plan plays
 * cards eagerly, moves again when it may and answers every response it can; among a few seeds it keeps a
 * short game that ends (site 9 or a Hero killed) and shows the moments the spec checks.
 */
import { newRecord, Random, seedRng, type Seat, type Session } from '../../../engines/core';
import { cardById, halotcgEngine as engine, type HaloAction, type HaloState } from '../../../engines/halotcg';
import { applyActions } from '../../../renderer/store/gameThunks';
import { autoPasses, type Seating } from '../../../renderer/games/halotcg/ui/send';
import { DEFAULT_STOPS } from '../../../renderer/games/halotcg/ui/stops';

export const MOMENTS = ['startingCompany', 'moveTwilight', 'roaming', 'sniping', 'defenderPlus', 'engagement', 'fierce', 'response', 'movedTwice', 'ended'] as const;
export type Moment = (typeof MOMENTS)[number];

export interface PlanStep {
  readonly seat: Seat;
  readonly action: HaloAction;
  /** The turn and phase it was decided in, for the spec's checks. */
  readonly turn: number;
  readonly phase: string;
  /** The card acted with has no other action now, so one click on it in hand plays it. */
  readonly oneClick: boolean;
  /** The step revealed hidden information (a draw, a shuffle, a bid revealed): undo refuses it. */
  readonly hidden: boolean;
  /** The last action of the step was the person's own (no automatic pass followed it). */
  readonly ownLast: boolean;
}

export interface Plan {
  readonly seed: string;
  readonly players: number;
  readonly decks: readonly string[];
  readonly steps: readonly PlanStep[];
  readonly moments: ReadonlySet<Moment>;
  /** The index of the first step at or after which each moment is shown. */
  readonly at: Readonly<Partial<Record<Moment, number>>>;
  readonly outcome: HaloState['outcome'];
}

const DEFAULTS: Seating = { stops: () => DEFAULT_STOPS, until: () => null, forget: () => undefined };

function choose(s: HaloState, legal: readonly HaloAction[], rng: Random): HaloAction {
  const top = s.pending[s.pending.length - 1];
  const pick = (xs: readonly HaloAction[]): HaloAction => xs[rng.below(xs.length)] ?? legal[0] ?? { type: 'pass' };
  const word = (w: string) => legal.find((a) => a.type === 'choose' && a.option === w);
  if (top !== undefined) {
    if (top.kind === 'regroupChoice') return word('move') ?? pick(legal);
    if (top.kind === 'reconcileOne') return word('skip') ?? pick(legal);
    if (top.kind === 'bid') return word('0') ?? pick(legal);
    // The bid's winner goes first (its own seat is the first option) and every hand is kept.
    if (top.kind === 'chooseFirst') return word(String(top.seat)) ?? pick(legal);
    if (top.kind === 'mulligan') return word('keep') ?? pick(legal);
    if (top.kind === 'assignDefender' || top.kind === 'startingCompanion' || top.kind === 'sanctuaryHeal') {
      const real = legal.filter((a) => !(a.type === 'choose' && a.option === 'done'));
      return real.length > 0 ? pick(real) : pick(legal);
    }
    return pick(legal);
  }
  const plays = legal.filter((a) => a.type !== 'pass');
  if (s.turn.response !== null && plays.length > 0) return pick(plays);
  const ships = plays.filter((a) => a.type === 'staff' || (a.type === 'play' && cardById(cardIdOf(s, a.card))?.kind === 'ship'));
  if (ships.length > 0) return pick(ships);
  return plays.length > 0 && rng.below(10) < 8 ? pick(plays) : (legal.find((a) => a.type === 'pass') ?? pick(legal));
}

/** The card id of instance `s.i` (the engine's lists are private to views, but tests may read them). */
function cardIdOf(s: HaloState, iid: string): string {
  const [seat, i] = iid.split('.').map(Number);
  return s.lists[seat ?? -1]?.[i ?? -1] ?? '';
}

interface Watch {
  moments: Set<Moment>;
  at: Partial<Record<Moment, number>>;
  movesThisTurn: number;
  turn: number;
}

function see(w: Watch, m: Moment, i: number): void {
  if (!w.moments.has(m)) w.at[m] = i;
  w.moments.add(m);
}

/** Moments shown by one decision and what the table did after it. */
function watch(w: Watch, before: HaloState, action: HaloAction, after: HaloState, events: readonly Record<string, unknown>[], i: number): void {
  if (before.turn.response !== null && action.type !== 'pass') see(w, 'response', i);
  if (action.type === 'play') {
    const c = cardById(cardIdOf(before, action.card));
    const pos = before.players[before.turn.fp]?.pos ?? 1;
    if (c?.kind === 'minion' && c.site > pos) see(w, 'roaming', i);
  }
  if (action.type === 'choose' && before.pending.at(-1)?.kind === 'snipeWound') see(w, 'sniping', i);
  if (action.type === 'choose' && before.pending.at(-1)?.kind === 'startingCompanion' && action.option !== 'done') see(w, 'startingCompany', i);
  if (action.type === 'choose' && before.pending.at(-1)?.kind === 'assignDefender') {
    const def = action.option.split('>')[0];
    if (before.turn.fights.some((f) => f.def === def)) see(w, 'defenderPlus', i);
  }
  if (before.turn.fierce && before.turn.current !== null && before.turn.fights.length > 0) see(w, 'fierce', i);
  for (const e of events) {
    if (after.turnNumber !== w.turn) {
      w.turn = after.turnNumber;
      w.movesThisTurn = 0;
    }
    if (e.type === 'moved') {
      w.movesThisTurn++;
      see(w, 'moveTwilight', i);
      if (w.movesThisTurn >= 2) see(w, 'movedTwice', i);
    }
    if (e.type === 'fightResolved' && e.ships === true) see(w, 'engagement', i);
  }
  if (after.outcome !== null) see(w, 'ended', i);
}

/** Plays one seeded game with the plan's choices; gives up after `limit` decisions. */
export function planGame(seed: string, players: number, decks: readonly string[], limit = 400): Plan {
  const first = engine.setup({ players, seed, options: { decks } });
  if (!first.ok) throw new Error(first.error.code);
  let session: Session<HaloState> = { record: newRecord(engine, players, { decks: [...decks] }, seed), state: first.value, events: [], irreversible: [] };
  const rng = new Random(seedRng(`plan-${seed}`));
  const steps: PlanStep[] = [];
  const w: Watch = { moments: new Set(), at: {}, movesThisTurn: 0, turn: 1 };
  for (let i = 0; i < limit && session.state.outcome === null; i++) {
    const s = session.state;
    const seat = engine.activePlayers(s)[0];
    if (seat === undefined) break;
    const legal = engine.legalActions(s, seat) as HaloAction[];
    const action = choose(s, legal, rng);
    const sent = applyActions(engine, session, seat, [action], autoPasses(engine, DEFAULTS));
    if (sent.refused !== null) throw new Error(sent.refused.code);
    const card = 'card' in action ? action.card : null;
    const oneClick = card !== null && legal.filter((a) => 'card' in a && a.card === card).length === 1;
    const added = sent.session.irreversible.slice(session.irreversible.length);
    const ownLast = sent.session.record.actions.length === session.record.actions.length + 1;
    steps.push({ seat, action, turn: s.turnNumber, phase: s.turn.phase, oneClick, hidden: added.some((x) => x !== undefined), ownLast });
    watch(w, s, action, sent.session.state as HaloState, sent.events as readonly Record<string, unknown>[], i);
    session = sent.session as Session<HaloState>;
  }
  return { seed, players, decks, steps, moments: w.moments, at: w.at, outcome: session.state.outcome };
}

/** The first decision the spec undoes: a company-phase play of one's own that revealed nothing, the same person asked next. */
export function undoStepOf(steps: readonly PlanStep[]): number {
  return steps.findIndex((s, i) => s.action.type === 'play' && s.phase === 'company' && !s.hidden && s.ownLast && steps[i + 1]?.seat === s.seat);
}

/** The first kept hand at reconcile that drew cards: undoing it is refused (the draw showed cards). */
export function refusedUndoStepOf(steps: readonly PlanStep[]): number {
  return steps.findIndex((s) => s.phase === 'regroup' && s.action.type === 'choose' && s.action.option === 'skip' && s.hidden && s.ownLast);
}

/** Whether a plan shows every moment and has the two undo checks the whole-game spec makes. */
export function completePlan(plan: Plan): boolean {
  return MOMENTS.every((m) => plan.moments.has(m)) && undoStepOf(plan.steps) >= 0 && refusedUndoStepOf(plan.steps) >= 0;
}

/** The best of a few seeds: the most moments, then the fewest decisions, among games that end. */
export function findPlan(seeds: readonly string[], decks: readonly string[], limit = 400): Plan {
  let best: Plan | null = null;
  for (const seed of seeds) {
    const plan = planGame(seed, decks.length, decks, limit);
    if (plan.outcome === null) continue;
    if (best === null || plan.moments.size > best.moments.size || (plan.moments.size === best.moments.size && plan.steps.length < best.steps.length)) best = plan;
  }
  if (best === null) throw new Error('no seed gave a finished game');
  return best;
}
