/**
 * The keyboard and button commands of a decision: +/- (arrows), a typed digit, fill, confirm (Enter) and
 * cancel (Escape). Pure, like the clicks: next selection plus the actions to send.
 */
import type { RisikoAction, TerritoryId } from '../../../../engines/risiko';
import type { Range, Step } from '../decisions';
import { confirmAttack, confirmPair, keep, sending, validPair, type Ctx, type Outcome } from './clicks';
import { cleared, planned, type Selection } from './selection';

const clamp = (n: number, r: Range): number => Math.min(r.max, Math.max(r.min, n));

/** The amount a count control shows for the current decision, with its bounds; null when there is none. */
export function countControl(ctx: Ctx, selection: Selection): { readonly value: number; readonly range: Range; readonly what: 'units' | 'dice' } | null {
  const step = ctx.d.step;
  if (step.kind === 'reinforce' && selection.focus !== null && step.targets.has(selection.focus)) {
    const mine = selection.plan[selection.focus] ?? 0;
    return { value: mine, range: { min: 0, max: mine + step.left - planned(selection.plan) }, what: 'units' };
  }
  if (step.kind === 'defend') {
    const range = selection.defenceCard === null ? step.dice : (step.cards.get(selection.defenceCard) ?? step.dice);
    return { value: clamp(selection.dice ?? range.max, range), range, what: 'dice' };
  }
  if (step.kind === 'moveIn') return { value: clamp(selection.count ?? step.count.max, step.count), range: step.count, what: 'units' };
  const moves = step.kind === 'attack' && selection.tool !== 'card' ? step.moves : movesOf(ctx, selection);
  if (moves === null) return null;
  const { source, target } = validPair(moves, selection);
  const range = source !== null && target !== null ? moves.get(source)?.get(target) : undefined;
  if (range === undefined) return null;
  if (step.kind === 'attack' && selection.tool !== 'card') return { value: clamp(selection.dice ?? range.max, range), range, what: 'dice' };
  return { value: clamp(selection.count ?? range.max, range), range, what: 'units' };
}

/** The source→target moves of a maneuver or an airlift being aimed, if that is the decision. */
function movesOf(ctx: Ctx, selection: Selection) {
  if (selection.tool === 'card' && selection.card !== null) {
    const play = ctx.d.cards.get(selection.card);
    return play?.kind === 'pair' ? play.moves : null;
  }
  return ctx.d.step.kind === 'fortify' ? ctx.d.step.moves : null;
}

/** Sets the amount of the current control (clamped to its bounds). */
export function setAmount(ctx: Ctx, selection: Selection, value: number): Outcome {
  const control = countControl(ctx, selection);
  if (control === null) return keep(selection);
  const n = clamp(value, control.range);
  const step = ctx.d.step;
  if (step.kind === 'reinforce' && selection.focus !== null) {
    const plan = { ...selection.plan, [selection.focus]: n };
    if (n === 0) delete plan[selection.focus];
    return keep({ ...selection, plan, hint: null });
  }
  if (control.what === 'dice') return keep({ ...selection, dice: n, hint: null });
  return keep({ ...selection, count: n, hint: null });
}

export function adjust(ctx: Ctx, selection: Selection, delta: number): Outcome {
  const control = countControl(ctx, selection);
  return control === null ? keep(selection) : setAmount(ctx, selection, control.value + delta);
}

/** Every unit still unplanned goes to the focused territory. */
export function fill(ctx: Ctx, selection: Selection): Outcome {
  const control = countControl(ctx, selection);
  return control === null ? keep(selection) : setAmount(ctx, selection, control.range.max);
}

function confirmReinforce(step: Extract<Step, { kind: 'reinforce' }>, selection: Selection): Outcome {
  const sends: RisikoAction[] = [];
  for (const [territory, count] of Object.entries(selection.plan) as [TerritoryId, number][]) {
    if (count > 0 && step.targets.has(territory)) sends.push({ type: 'reinforce', territory, count });
  }
  return sends.length === 0 ? keep({ ...selection, hint: 'planEmpty' }) : sending(cleared(selection), ...sends);
}

function confirmDefence(step: Extract<Step, { kind: 'defend' }>, selection: Selection): Outcome {
  const card = selection.defenceCard !== null && step.cards.has(selection.defenceCard) ? selection.defenceCard : null;
  const range = card === null ? step.dice : (step.cards.get(card) ?? step.dice);
  const dice = clamp(selection.dice ?? range.max, range);
  return sending({ ...selection, dice: null, defenceCard: null }, { type: 'defend', dice, ...(card === null ? {} : { card }) });
}

function confirmMoveIn(step: Extract<Step, { kind: 'moveIn' }>, selection: Selection): Outcome {
  const count = clamp(selection.count ?? step.count.max, step.count);
  const hero = step.heroChoices.length === 1 ? step.heroChoices[0] === true : (selection.hero ?? true);
  // Carry on from the conquered territory: it is the natural next source.
  return sending({ ...cleared(selection), dice: selection.dice, source: step.pending.to }, { type: 'moveIn', count, ...(hero ? { hero: true } : {}) });
}

/** Enter / the confirm button: sends the decision the selection describes, if it is complete. */
export function confirm(ctx: Ctx, selection: Selection): Outcome {
  const step = ctx.d.step;
  if (selection.tool === 'card' && selection.card !== null) {
    const play = ctx.d.cards.get(selection.card);
    return play?.kind === 'pair' ? confirmPair(ctx, play.moves, selection, selection.card) : keep(selection);
  }
  switch (step.kind) {
    case 'reinforce':
      return confirmReinforce(step, selection);
    case 'attack':
      return selection.tool === 'transfer' ? keep(selection) : confirmAttack(ctx, step, selection);
    case 'defend':
      return confirmDefence(step, selection);
    case 'moveIn':
      return confirmMoveIn(step, selection);
    case 'fortify':
      return confirmPair(ctx, step.moves, selection, null);
    default:
      return keep(selection);
  }
}

/** Escape: lets go of the chosen territories, the plan or the card being aimed; reports whether anything changed. */
export function cancel(selection: Selection): { readonly selection: Selection; readonly changed: boolean } {
  const busy = selection.source !== null || selection.target !== null || planned(selection.plan) > 0 || selection.tool !== 'auto' || selection.trade.length > 0 || selection.hint !== null;
  return { selection: busy ? { ...cleared(selection), dice: selection.dice, attackCard: selection.attackCard } : selection, changed: busy };
}

/**
 * Units the board shows as a "+n" chip: the reinforcement plan, or the units a move-in, maneuver or
 * airlift being set up would bring to its destination.
 */
export function plannedUnits(ctx: Ctx | null, selection: Selection): Readonly<Record<TerritoryId, number>> {
  if (ctx === null) return selection.plan;
  const step = ctx.d.step;
  if (step.kind === 'reinforce') return selection.plan;
  const control = countControl(ctx, selection);
  if (control === null || control.what !== 'units') return NO_PLAN;
  if (step.kind === 'moveIn') return { [step.pending.to]: control.value };
  return selection.target === null ? NO_PLAN : { [selection.target]: control.value };
}

const NO_PLAN: Readonly<Record<TerritoryId, number>> = {};
