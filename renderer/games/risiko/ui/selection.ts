/**
 * A Selection: the board's own UI state for the decision in progress (selected territories, a
 * reinforcement plan, chosen dice, counts, cards), never part of the game state, never saved (excalidraw
 * keeps the document apart from the selection). One per seat, so a defender's answer never wipes the
 * attacker's choice. (An engine's `Draft` is its working copy of the state during `apply`; the UI has none.)
 */
import type { Seat } from '../../../../engines/core';
import type { RisikoView, TerritoryId } from '../../../../engines/risiko';

/**
 * `auto`: the natural meaning (a fallen hero is redeployed first); `units`: reinforcements even while the
 * hero waits; `hero`: clicks redeploy the hero; `transfer`: team command transfer; `card`: aiming a card.
 */
export type Tool = 'auto' | 'units' | 'hero' | 'transfer' | 'card';

export interface Selection {
  /** Turn and phase the selection belongs to; a new phase starts a fresh selection. */
  readonly key: string;
  /** The game it belongs to (its options object, the same for the whole game): another game starts fresh. */
  readonly game: object | null;
  readonly tool: Tool;
  /** The strategic card being aimed (tool `card`). */
  readonly card: string | null;
  readonly source: TerritoryId | null;
  readonly target: TerritoryId | null;
  /** Reinforcements planned per territory, not yet sent. */
  readonly plan: Readonly<Record<TerritoryId, number>>;
  /** The territory that +/-, digits and arrows change. */
  readonly focus: TerritoryId | null;
  /** Attack or defence dice; null = the most allowed. */
  readonly dice: number | null;
  readonly attackCard: string | null;
  readonly defenceCard: string | null;
  /** Units to move in, maneuver or airlift; null = the default (all but one). */
  readonly count: number | null;
  /** Whether the hero goes along; null = the default. */
  readonly hero: boolean | null;
  /** Cards chosen for a skull trade. */
  readonly trade: readonly string[];
  /** A short UI hint key (`ui.hints.*`) after a click the engine has no code for. */
  readonly hint: string | null;
}

export function selectionKey(view: RisikoView): string {
  return `${view.turnNumber}:${view.phase.kind}`;
}

export function freshSelection(key: string, game: object | null = null): Selection {
  return {
    key,
    game,
    tool: 'auto',
    card: null,
    source: null,
    target: null,
    plan: {},
    focus: null,
    dice: null,
    attackCard: null,
    defenceCard: null,
    count: null,
    hero: null,
    trade: [],
    hint: null,
  };
}

/** The viewer's selection for this view: the stored one while it belongs to the same turn and phase. */
export function currentSelection(stored: Selection | undefined, view: RisikoView): Selection {
  const key = selectionKey(view);
  return stored !== undefined && stored.key === key && stored.game === view.options ? stored : freshSelection(key, view.options);
}

export function planned(plan: Selection['plan']): number {
  let total = 0;
  for (const n of Object.values(plan)) total += n;
  return total;
}

/** Clears everything a finished action used, keeping the tool-independent choices (dice, cards) of the turn. */
export function cleared(d: Selection): Selection {
  return { ...d, tool: 'auto', card: null, source: null, target: null, plan: {}, focus: null, count: null, hero: null, trade: [], hint: null, defenceCard: null };
}

export type SelectionsBySeat = Readonly<Record<Seat, Selection>>;
