/**
 * What a click on a territory means in the current decision: a table of small handlers, one per step.
 * Pure: each returns the next draft, the actions to send (in order) and, for an illegal click, the
 * engine's error code to explain it. Only listed (legal) actions are ever sent.
 */
import type { GameError, Seat } from '../../../../engines/core';
import { factionCard, type RisikoAction, type RisikoView, type TerritoryId } from '../../../../engines/risiko';
import type { Decisions, Moves, Step } from '../decisions';
import { cleared, planned, type Draft } from './draft';
import { attackProblem, moveProblem, placeProblem, sourceProblem, transferProblem } from './explain';

export interface Ctx {
  readonly view: RisikoView;
  readonly viewer: Seat;
  readonly d: Decisions;
}

export interface Outcome {
  readonly draft: Draft;
  readonly send: readonly RisikoAction[];
  readonly explain: GameError | null;
}

export const keep = (draft: Draft): Outcome => ({ draft, send: [], explain: null });
export const sending = (draft: Draft, ...send: RisikoAction[]): Outcome => ({ draft, send, explain: null });
const refused = (draft: Draft, error: GameError | null): Outcome => ({ draft: { ...draft, hint: null }, send: [], explain: error });
const hinted = (draft: Draft, hint: string): Outcome => ({ draft: { ...draft, hint }, send: [], explain: null });

type StepOf<K extends Step['kind']> = Extract<Step, { kind: K }>;
type Handler<K extends Step['kind']> = (ctx: Ctx, step: StepOf<K>, draft: Draft, id: TerritoryId) => Outcome;

/** The source and target of the draft that the moves still allow (a battle may have changed them). */
export function validPair(moves: Moves, draft: Draft): { source: TerritoryId | null; target: TerritoryId | null } {
  const source = draft.source !== null && moves.has(draft.source) ? draft.source : null;
  const target = source !== null && draft.target !== null && moves.get(source)?.has(draft.target) === true ? draft.target : null;
  return { source, target };
}

/**
 * Source → target selection shared by attacks, maneuvers and airlifts. Clicking the chosen target again
 * confirms (`confirm`), clicking the source again lets go of it.
 */
function pick(
  ctx: Ctx,
  moves: Moves,
  draft: Draft,
  id: TerritoryId,
  targetProblem: (from: TerritoryId, to: TerritoryId) => GameError,
  confirm: (d: Draft) => Outcome,
): Outcome {
  const { source, target } = validPair(moves, draft);
  if (source === null) {
    if (moves.has(id)) return keep({ ...draft, source: id, target: null, count: null, hint: null });
    const sources = [...moves].filter(([, to]) => to.has(id)).map(([from]) => from);
    if (sources.length === 1 && sources[0] !== undefined) return keep({ ...draft, source: sources[0], target: id, count: null, hint: null });
    if (sources.length > 1) return hinted(draft, 'chooseSourceFirst');
    const problem = sourceProblem(ctx.view, ctx.viewer, id);
    return problem === null ? hinted(draft, 'noTargets') : refused(draft, problem);
  }
  if (id === source) return keep({ ...draft, source: null, target: null, count: null, hint: null });
  if (moves.get(source)?.has(id) === true) return id === target ? confirm(draft) : keep({ ...draft, target: id, count: null, hint: null });
  if (moves.has(id)) return keep({ ...draft, source: id, target: null, count: null, hint: null });
  const problem = ctx.view.territories[id]?.owner === ctx.viewer ? sourceProblem(ctx.view, ctx.viewer, id) : null;
  return refused(draft, problem ?? targetProblem(source, id));
}

const place: Handler<'place'> = (ctx, step, draft, id) => {
  const action = step.targets.get(id);
  return action === undefined ? refused(draft, placeProblem(ctx.view, ctx.viewer, step.type, id)) : sending(cleared(draft), action);
};

/** Whether clicks redeploy the fallen hero: first by default, or when chosen, or when no unit is left. */
export function heroTool(step: StepOf<'reinforce'>, draft: Draft): boolean {
  if (step.heroTargets.size === 0) return false;
  return draft.tool === 'hero' || draft.tool === 'auto' || step.left === 0;
}

const reinforce: Handler<'reinforce'> = (ctx, step, draft, id) => {
  if (heroTool(step, draft)) {
    if (step.heroTargets.has(id)) return sending({ ...draft, tool: 'auto', hint: null }, { type: 'redeployHero', territory: id });
    return refused(draft, { code: 'risiko/not-your-territory', params: { territory: id } });
  }
  if (!step.targets.has(id)) return refused(draft, { code: 'risiko/not-your-territory', params: { territory: id } });
  if (planned(draft.plan) >= step.left) return hinted({ ...draft, focus: id }, 'planFull');
  return keep({ ...draft, plan: { ...draft.plan, [id]: (draft.plan[id] ?? 0) + 1 }, focus: id, hint: null });
};

function transferClick(ctx: Ctx, step: StepOf<'attack'>, draft: Draft, id: TerritoryId): Outcome {
  const ally = draft.target !== null && step.transfers.has(draft.target) ? draft.target : null;
  if (step.transfers.has(id)) return keep({ ...draft, target: id, hint: null });
  if (ally === null) return refused(draft, transferProblem(ctx.view, ctx.viewer, id, false));
  if ((step.transfers.get(ally) ?? []).includes(id)) return sending(cleared(draft), { type: 'requestTransfer', territory: ally, from: id });
  return refused(draft, transferProblem(ctx.view, ctx.viewer, id, ctx.view.territories[id]?.owner === ctx.viewer));
}

/** Aiming a strategic card that needs one territory (bombardment, hero jump) or a pair (airlift). */
function cardClick(ctx: Ctx, draft: Draft, id: TerritoryId): Outcome {
  const card = draft.card;
  const play = card === null ? undefined : ctx.d.cards.get(card);
  if (card === null || play === undefined) return keep({ ...draft, tool: 'auto', card: null });
  if (play.kind === 'territory') {
    return play.targets.has(id) ? sending(cleared(draft), { type: 'playCard', card, territory: id }) : refused(draft, { code: 'risiko/card-target', params: { territory: id, ability: factionCard(card)?.ability ?? 'bombardment' } });
  }
  if (play.kind === 'pair') return pick(ctx, play.moves, draft, id, (from, to) => moveProblem(ctx.view, ctx.viewer, from, to), (d) => confirmPair(ctx, play.moves, d, card));
  return keep(draft);
}

/** The airlift (or maneuver) of the chosen pair with the chosen count, default all but one. */
export function confirmPair(_ctx: Ctx, moves: Moves, draft: Draft, card: string | null): Outcome {
  const { source, target } = validPair(moves, draft);
  const range = source !== null && target !== null ? moves.get(source)?.get(target) : undefined;
  if (source === null || target === null || range === undefined) return keep(draft);
  const count = Math.min(range.max, Math.max(range.min, draft.count ?? range.max));
  if (card !== null) return sending(cleared(draft), { type: 'playCard', card, from: source, to: target, count });
  return sending(cleared(draft), { type: 'maneuver', from: source, to: target, count, ...(draft.hero === true ? { hero: true } : {}) });
}

/** The attack of the chosen pair with the chosen dice (default: the most allowed) and offensive card. */
export function confirmAttack(ctx: Ctx, step: StepOf<'attack'>, draft: Draft): Outcome {
  const { source, target } = validPair(step.moves, draft);
  const range = source !== null && target !== null ? step.moves.get(source)?.get(target) : undefined;
  if (source === null || target === null || range === undefined) return keep(draft);
  const dice = Math.min(range.max, Math.max(range.min, draft.dice ?? range.max));
  const card = draft.attackCard !== null && step.cards.includes(draft.attackCard) ? draft.attackCard : null;
  const next = { ...draft, attackCard: null, hint: null };
  return sending(next, { type: 'attack', from: source, to: target, dice, ...(card === null ? {} : { card }) });
}

const attack: Handler<'attack'> = (ctx, step, draft, id) => {
  if (draft.tool === 'card') return cardClick(ctx, draft, id);
  if (draft.tool === 'transfer') return transferClick(ctx, step, draft, id);
  return pick(ctx, step.moves, draft, id, (from, to) => attackProblem(ctx.view, ctx.viewer, from, to), (d) => confirmAttack(ctx, step, d));
};

const fortify: Handler<'fortify'> = (ctx, step, draft, id) => {
  if (draft.tool === 'card') return cardClick(ctx, draft, id);
  return pick(ctx, step.moves, draft, id, (from, to) => moveProblem(ctx.view, ctx.viewer, from, to), (d) => confirmPair(ctx, step.moves, d, null));
};

const moveIn: Handler<'moveIn'> = (_ctx, step, draft, id) => (id === step.pending.to ? keep({ ...draft, hint: 'confirmMoveIn' }) : hinted(draft, 'answerFirst'));
const waiting = (_ctx: Ctx, _step: Step, draft: Draft): Outcome => hinted(draft, 'answerFirst');

const HANDLERS: { readonly [K in Step['kind']]: Handler<K> } = {
  watch: (_ctx, _step, draft) => keep(draft),
  place,
  reinforce,
  attack,
  defend: waiting,
  moveIn,
  answer: waiting,
  fortify,
};

/** The meaning of a click on territory `id` for the viewer's decision. */
export function clickTerritory(ctx: Ctx, draft: Draft, id: TerritoryId): Outcome {
  const step = ctx.d.step;
  if (draft.tool === 'card' && step.kind === 'reinforce') return cardClick(ctx, draft, id);
  return (HANDLERS[step.kind] as Handler<Step['kind']>)(ctx, step, draft, id);
}
