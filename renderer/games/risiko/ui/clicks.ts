/**
 * What a click on a territory means in the current decision: a table of small handlers, one per step.
 * Pure: each returns the next selection, the actions to send (in order) and, for an illegal click, the
 * engine's error code to explain it. Only listed (legal) actions are ever sent.
 */
import type { GameError, Seat } from '../../../../engines/core';
import { factionCard, type RisikoAction, type RisikoView, type TerritoryId } from '../../../../engines/risiko';
import type { Decisions, Moves, Step } from '../decisions';
import { cleared, planned, type Selection } from './selection';
import { attackProblem, moveProblem, placeProblem, sourceProblem, transferProblem } from './explain';

export interface Ctx {
  readonly view: RisikoView;
  readonly viewer: Seat;
  readonly d: Decisions;
}

export interface Outcome {
  readonly selection: Selection;
  readonly send: readonly RisikoAction[];
  readonly explain: GameError | null;
}

export const keep = (selection: Selection): Outcome => ({ selection, send: [], explain: null });
export const sending = (selection: Selection, ...send: RisikoAction[]): Outcome => ({ selection, send, explain: null });
const refused = (selection: Selection, error: GameError | null): Outcome => ({ selection: { ...selection, hint: null }, send: [], explain: error });
const hinted = (selection: Selection, hint: string): Outcome => ({ selection: { ...selection, hint }, send: [], explain: null });

type StepOf<K extends Step['kind']> = Extract<Step, { kind: K }>;
type Handler<K extends Step['kind']> = (ctx: Ctx, step: StepOf<K>, selection: Selection, id: TerritoryId) => Outcome;

/** The source and target of the selection that the moves still allow (a battle may have changed them). */
export function validPair(moves: Moves, selection: Selection): { source: TerritoryId | null; target: TerritoryId | null } {
  const source = selection.source !== null && moves.has(selection.source) ? selection.source : null;
  const target = source !== null && selection.target !== null && moves.get(source)?.has(selection.target) === true ? selection.target : null;
  return { source, target };
}

/**
 * Source → target selection shared by attacks, maneuvers and airlifts. Clicking the chosen target again
 * confirms (`confirm`), clicking the source again lets go of it.
 */
function pick(
  ctx: Ctx,
  moves: Moves,
  selection: Selection,
  id: TerritoryId,
  targetProblem: (from: TerritoryId, to: TerritoryId) => GameError,
  confirm: (d: Selection) => Outcome,
): Outcome {
  const { source, target } = validPair(moves, selection);
  if (source === null) {
    if (moves.has(id)) return keep({ ...selection, source: id, target: null, count: null, hint: null });
    const sources = [...moves].filter(([, to]) => to.has(id)).map(([from]) => from);
    if (sources.length === 1 && sources[0] !== undefined) return keep({ ...selection, source: sources[0], target: id, count: null, hint: null });
    if (sources.length > 1) return hinted(selection, 'chooseSourceFirst');
    const problem = sourceProblem(ctx.view, ctx.viewer, id);
    return problem === null ? hinted(selection, 'noTargets') : refused(selection, problem);
  }
  if (id === source) return keep({ ...selection, source: null, target: null, count: null, hint: null });
  if (moves.get(source)?.has(id) === true) return id === target ? confirm(selection) : keep({ ...selection, target: id, count: null, hint: null });
  if (moves.has(id)) return keep({ ...selection, source: id, target: null, count: null, hint: null });
  const problem = ctx.view.territories[id]?.owner === ctx.viewer ? sourceProblem(ctx.view, ctx.viewer, id) : null;
  return refused(selection, problem ?? targetProblem(source, id));
}

const place: Handler<'place'> = (ctx, step, selection, id) => {
  const action = step.targets.get(id);
  return action === undefined ? refused(selection, placeProblem(ctx.view, ctx.viewer, step.type, id)) : sending(cleared(selection), action);
};

/** Whether clicks redeploy the fallen hero: first by default, or when chosen, or when no unit is left. */
export function heroTool(step: StepOf<'reinforce'>, selection: Selection): boolean {
  if (step.heroTargets.size === 0) return false;
  return selection.tool === 'hero' || selection.tool === 'auto' || step.left === 0;
}

const reinforce: Handler<'reinforce'> = (ctx, step, selection, id) => {
  if (heroTool(step, selection)) {
    if (step.heroTargets.has(id)) return sending({ ...selection, tool: 'auto', hint: null }, { type: 'redeployHero', territory: id });
    return refused(selection, { code: 'risiko/not-your-territory', params: { territory: id } });
  }
  if (!step.targets.has(id)) return refused(selection, { code: 'risiko/not-your-territory', params: { territory: id } });
  if (planned(selection.plan) >= step.left) return hinted({ ...selection, focus: id }, 'planFull');
  return keep({ ...selection, plan: { ...selection.plan, [id]: (selection.plan[id] ?? 0) + 1 }, focus: id, hint: null });
};

function transferClick(ctx: Ctx, step: StepOf<'attack'>, selection: Selection, id: TerritoryId): Outcome {
  const ally = selection.target !== null && step.transfers.has(selection.target) ? selection.target : null;
  if (step.transfers.has(id)) return keep({ ...selection, target: id, hint: null });
  if (ally === null) return refused(selection, transferProblem(ctx.view, ctx.viewer, id, false));
  if ((step.transfers.get(ally) ?? []).includes(id)) return sending(cleared(selection), { type: 'requestTransfer', territory: ally, from: id });
  return refused(selection, transferProblem(ctx.view, ctx.viewer, id, ctx.view.territories[id]?.owner === ctx.viewer));
}

/** Aiming a strategic card that needs one territory (bombardment, hero jump) or a pair (airlift). */
function cardClick(ctx: Ctx, selection: Selection, id: TerritoryId): Outcome {
  const card = selection.card;
  const play = card === null ? undefined : ctx.d.cards.get(card);
  if (card === null || play === undefined) return keep({ ...selection, tool: 'auto', card: null });
  if (play.kind === 'territory') {
    return play.targets.has(id) ? sending(cleared(selection), { type: 'playCard', card, territory: id }) : refused(selection, { code: 'risiko/card-target', params: { territory: id, ability: factionCard(card)?.ability ?? 'bombardment' } });
  }
  if (play.kind === 'pair') return pick(ctx, play.moves, selection, id, (from, to) => moveProblem(ctx.view, ctx.viewer, from, to), (d) => confirmPair(ctx, play.moves, d, card));
  return keep(selection);
}

/** The airlift (or maneuver) of the chosen pair with the chosen count, default all but one. */
export function confirmPair(_ctx: Ctx, moves: Moves, selection: Selection, card: string | null): Outcome {
  const { source, target } = validPair(moves, selection);
  const range = source !== null && target !== null ? moves.get(source)?.get(target) : undefined;
  if (source === null || target === null || range === undefined) return keep(selection);
  const count = Math.min(range.max, Math.max(range.min, selection.count ?? range.max));
  if (card !== null) return sending(cleared(selection), { type: 'playCard', card, from: source, to: target, count });
  return sending(cleared(selection), { type: 'maneuver', from: source, to: target, count, ...(selection.hero === true ? { hero: true } : {}) });
}

/** The attack of the chosen pair with the chosen dice (default: the most allowed) and offensive card. */
export function confirmAttack(ctx: Ctx, step: StepOf<'attack'>, selection: Selection): Outcome {
  const { source, target } = validPair(step.moves, selection);
  const range = source !== null && target !== null ? step.moves.get(source)?.get(target) : undefined;
  if (source === null || target === null || range === undefined) return keep(selection);
  const dice = Math.min(range.max, Math.max(range.min, selection.dice ?? range.max));
  const card = selection.attackCard !== null && step.cards.includes(selection.attackCard) ? selection.attackCard : null;
  const next = { ...selection, attackCard: null, hint: null };
  return sending(next, { type: 'attack', from: source, to: target, dice, ...(card === null ? {} : { card }) });
}

const attack: Handler<'attack'> = (ctx, step, selection, id) => {
  if (selection.tool === 'card') return cardClick(ctx, selection, id);
  if (selection.tool === 'transfer') return transferClick(ctx, step, selection, id);
  return pick(ctx, step.moves, selection, id, (from, to) => attackProblem(ctx.view, ctx.viewer, from, to), (d) => confirmAttack(ctx, step, d));
};

const fortify: Handler<'fortify'> = (ctx, step, selection, id) => {
  if (selection.tool === 'card') return cardClick(ctx, selection, id);
  return pick(ctx, step.moves, selection, id, (from, to) => moveProblem(ctx.view, ctx.viewer, from, to), (d) => confirmPair(ctx, step.moves, d, null));
};

const moveIn: Handler<'moveIn'> = (_ctx, step, selection, id) => (id === step.pending.to ? keep({ ...selection, hint: 'confirmMoveIn' }) : hinted(selection, 'answerFirst'));
const waiting = (_ctx: Ctx, _step: Step, selection: Selection): Outcome => hinted(selection, 'answerFirst');

const HANDLERS: { readonly [K in Step['kind']]: Handler<K> } = {
  watch: (_ctx, _step, selection) => keep(selection),
  place,
  reinforce,
  attack,
  defend: waiting,
  moveIn,
  answer: waiting,
  fortify,
};

/** The meaning of a click on territory `id` for the viewer's decision. */
export function clickTerritory(ctx: Ctx, selection: Selection, id: TerritoryId): Outcome {
  const step = ctx.d.step;
  if (selection.tool === 'card' && step.kind === 'reinforce') return cardClick(ctx, selection, id);
  return (HANDLERS[step.kind] as Handler<Step['kind']>)(ctx, step, selection, id);
}
