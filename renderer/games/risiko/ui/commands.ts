/**
 * The keyboard and button commands of a decision: +/- (arrows), a typed digit, fill, confirm (Enter) and
 * cancel (Escape). Pure, like the clicks: next draft plus the actions to send.
 */
import type { RisikoAction, TerritoryId } from '../../../../engines/risiko';
import type { Range, Step } from '../decisions';
import { confirmAttack, confirmPair, keep, sending, validPair, type Ctx, type Outcome } from './clicks';
import { cleared, planned, type Draft } from './draft';

const clamp = (n: number, r: Range): number => Math.min(r.max, Math.max(r.min, n));

/** The amount a count control shows for the current decision, with its bounds; null when there is none. */
export function countControl(ctx: Ctx, draft: Draft): { readonly value: number; readonly range: Range; readonly what: 'units' | 'dice' } | null {
  const step = ctx.d.step;
  if (step.kind === 'reinforce' && draft.focus !== null && step.targets.has(draft.focus)) {
    const mine = draft.plan[draft.focus] ?? 0;
    return { value: mine, range: { min: 0, max: mine + step.left - planned(draft.plan) }, what: 'units' };
  }
  if (step.kind === 'defend') {
    const range = draft.defenceCard === null ? step.dice : (step.cards.get(draft.defenceCard) ?? step.dice);
    return { value: clamp(draft.dice ?? range.max, range), range, what: 'dice' };
  }
  if (step.kind === 'moveIn') return { value: clamp(draft.count ?? step.count.max, step.count), range: step.count, what: 'units' };
  const moves = step.kind === 'attack' && draft.tool !== 'card' ? step.moves : movesOf(ctx, draft);
  if (moves === null) return null;
  const { source, target } = validPair(moves, draft);
  const range = source !== null && target !== null ? moves.get(source)?.get(target) : undefined;
  if (range === undefined) return null;
  if (step.kind === 'attack' && draft.tool !== 'card') return { value: clamp(draft.dice ?? range.max, range), range, what: 'dice' };
  return { value: clamp(draft.count ?? range.max, range), range, what: 'units' };
}

/** The source→target moves of a maneuver or an airlift being aimed, if that is the decision. */
function movesOf(ctx: Ctx, draft: Draft) {
  if (draft.tool === 'card' && draft.card !== null) {
    const play = ctx.d.cards.get(draft.card);
    return play?.kind === 'pair' ? play.moves : null;
  }
  return ctx.d.step.kind === 'fortify' ? ctx.d.step.moves : null;
}

/** Sets the amount of the current control (clamped to its bounds). */
export function setAmount(ctx: Ctx, draft: Draft, value: number): Outcome {
  const control = countControl(ctx, draft);
  if (control === null) return keep(draft);
  const n = clamp(value, control.range);
  const step = ctx.d.step;
  if (step.kind === 'reinforce' && draft.focus !== null) {
    const plan = { ...draft.plan, [draft.focus]: n };
    if (n === 0) delete plan[draft.focus];
    return keep({ ...draft, plan, hint: null });
  }
  if (control.what === 'dice') return keep({ ...draft, dice: n, hint: null });
  return keep({ ...draft, count: n, hint: null });
}

export function adjust(ctx: Ctx, draft: Draft, delta: number): Outcome {
  const control = countControl(ctx, draft);
  return control === null ? keep(draft) : setAmount(ctx, draft, control.value + delta);
}

/** Every unit still unplanned goes to the focused territory. */
export function fill(ctx: Ctx, draft: Draft): Outcome {
  const control = countControl(ctx, draft);
  return control === null ? keep(draft) : setAmount(ctx, draft, control.range.max);
}

function confirmReinforce(step: Extract<Step, { kind: 'reinforce' }>, draft: Draft): Outcome {
  const sends: RisikoAction[] = [];
  for (const [territory, count] of Object.entries(draft.plan) as [TerritoryId, number][]) {
    if (count > 0 && step.targets.has(territory)) sends.push({ type: 'reinforce', territory, count });
  }
  return sends.length === 0 ? keep({ ...draft, hint: 'planEmpty' }) : sending(cleared(draft), ...sends);
}

function confirmDefence(step: Extract<Step, { kind: 'defend' }>, draft: Draft): Outcome {
  const card = draft.defenceCard !== null && step.cards.has(draft.defenceCard) ? draft.defenceCard : null;
  const range = card === null ? step.dice : (step.cards.get(card) ?? step.dice);
  const dice = clamp(draft.dice ?? range.max, range);
  return sending({ ...draft, dice: null, defenceCard: null }, { type: 'defend', dice, ...(card === null ? {} : { card }) });
}

function confirmMoveIn(step: Extract<Step, { kind: 'moveIn' }>, draft: Draft): Outcome {
  const count = clamp(draft.count ?? step.count.max, step.count);
  const hero = step.heroChoices.length === 1 ? step.heroChoices[0] === true : (draft.hero ?? true);
  // Carry on from the conquered territory: it is the natural next source.
  return sending({ ...cleared(draft), dice: draft.dice, source: step.pending.to }, { type: 'moveIn', count, ...(hero ? { hero: true } : {}) });
}

/** Enter / the confirm button: sends the decision the draft describes, if it is complete. */
export function confirm(ctx: Ctx, draft: Draft): Outcome {
  const step = ctx.d.step;
  if (draft.tool === 'card' && draft.card !== null) {
    const play = ctx.d.cards.get(draft.card);
    return play?.kind === 'pair' ? confirmPair(ctx, play.moves, draft, draft.card) : keep(draft);
  }
  switch (step.kind) {
    case 'reinforce':
      return confirmReinforce(step, draft);
    case 'attack':
      return draft.tool === 'transfer' ? keep(draft) : confirmAttack(ctx, step, draft);
    case 'defend':
      return confirmDefence(step, draft);
    case 'moveIn':
      return confirmMoveIn(step, draft);
    case 'fortify':
      return confirmPair(ctx, step.moves, draft, null);
    default:
      return keep(draft);
  }
}

/** Escape: lets go of the selection, the plan or the card being aimed; reports whether anything changed. */
export function cancel(draft: Draft): { readonly draft: Draft; readonly changed: boolean } {
  const busy = draft.source !== null || draft.target !== null || planned(draft.plan) > 0 || draft.tool !== 'auto' || draft.trade.length > 0 || draft.hint !== null;
  return { draft: busy ? { ...cleared(draft), dice: draft.dice, attackCard: draft.attackCard } : draft, changed: busy };
}

/**
 * Units the board shows as a "+n" chip: the reinforcement plan, or the units a move-in, maneuver or
 * airlift being set up would bring to its destination.
 */
export function plannedUnits(ctx: Ctx | null, draft: Draft): Readonly<Record<TerritoryId, number>> {
  if (ctx === null) return draft.plan;
  const step = ctx.d.step;
  if (step.kind === 'reinforce') return draft.plan;
  const control = countControl(ctx, draft);
  if (control === null || control.what !== 'units') return NO_PLAN;
  if (step.kind === 'moveIn') return { [step.pending.to]: control.value };
  return draft.target === null ? NO_PLAN : { [draft.target]: control.value };
}

const NO_PLAN: Readonly<Record<TerritoryId, number>> = {};
