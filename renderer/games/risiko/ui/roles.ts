/**
 * How each territory is marked for the decision in progress: a legal target glows, the chosen source and
 * target are outlined, the rest is dimmed while a choice narrows the board. Pure, from decisions + selection.
 */
import type { TerritoryId } from '../../../../engines/risiko';
import type { Moves, Step } from '../decisions';
import { heroTool, validPair, type Ctx } from './clicks';
import type { Selection } from './selection';

/** `source`: may start a move; `target`: may be chosen; `selected`: the chosen start; `chosen`: the chosen end. */
export type Role = 'none' | 'dim' | 'source' | 'target' | 'selected' | 'chosen';

/** Whether the marked pair is hostile (attack, defence) or friendly (maneuver, airlift, transfer). */
export type Tone = 'hostile' | 'friendly';

export interface Marks {
  readonly roles: ReadonlyMap<TerritoryId, Role>;
  readonly tone: Tone;
  /** Whether unmarked territories are dimmed. */
  readonly dimOthers: boolean;
}

const NONE: Marks = { roles: new Map(), tone: 'friendly', dimOthers: false };

function marks(entries: Iterable<readonly [TerritoryId, Role]>, tone: Tone, dimOthers: boolean): Marks {
  return { roles: new Map(entries), tone, dimOthers };
}

function pairMarks(moves: Moves, selection: Selection, tone: Tone): Marks {
  const { source, target } = validPair(moves, selection);
  if (source === null) return marks([...moves.keys()].map((id) => [id, 'source'] as const), tone, false);
  const out = new Map<TerritoryId, Role>([...(moves.get(source)?.keys() ?? [])].map((id) => [id, 'target']));
  out.set(source, 'selected');
  if (target !== null) out.set(target, 'chosen');
  return marks(out, tone, true);
}

function setMarks(ids: Iterable<TerritoryId>, focus: TerritoryId | null, role: Role = 'target', dim = true): Marks {
  const out = new Map<TerritoryId, Role>([...ids].map((id) => [id, role]));
  if (focus !== null && out.has(focus)) out.set(focus, 'selected');
  return marks(out, 'friendly', dim);
}

function cardMarks(ctx: Ctx, selection: Selection): Marks | null {
  if (selection.tool !== 'card' || selection.card === null) return null;
  const play = ctx.d.cards.get(selection.card);
  if (play?.kind === 'territory') return { ...setMarks(play.targets, null), tone: 'hostile' };
  if (play?.kind === 'pair') return pairMarks(play.moves, selection, 'friendly');
  return null;
}

function attackMarks(step: Extract<Step, { kind: 'attack' }>, selection: Selection): Marks {
  if (selection.tool !== 'transfer') return pairMarks(step.moves, selection, 'hostile');
  const ally = selection.target !== null && step.transfers.has(selection.target) ? selection.target : null;
  if (ally === null) return setMarks(step.transfers.keys(), null);
  const out = new Map<TerritoryId, Role>((step.transfers.get(ally) ?? []).map((id) => [id, 'target']));
  out.set(ally, 'chosen');
  return marks(out, 'friendly', true);
}

export function marksOf(ctx: Ctx | null, selection: Selection): Marks {
  if (ctx === null) return NONE;
  const card = cardMarks(ctx, selection);
  if (card !== null) return card;
  const step = ctx.d.step;
  switch (step.kind) {
    case 'place':
      return setMarks(step.targets.keys(), null);
    case 'reinforce':
      // Every own territory takes reinforcements: a quiet outline, no dimming, the focused one in gold.
      return heroTool(step, selection) ? setMarks(step.heroTargets, null) : setMarks(step.targets, selection.focus, 'source', false);
    case 'attack':
      return attackMarks(step, selection);
    case 'fortify':
      return pairMarks(step.moves, selection, 'friendly');
    case 'defend':
    case 'moveIn':
      return marks([[step.pending.from, 'selected'], [step.pending.to, 'chosen']], 'hostile', true);
    case 'answer':
      return marks([[step.pending.from, 'selected'], [step.pending.territory, 'chosen']], 'friendly', true);
    default:
      return NONE;
  }
}
