/**
 * What the viewer may decide now, read from the engine's legal actions (chessground style: the board
 * knows no rules; it shows the destinations the engine lists). Amount-carrying actions come as their
 * smallest and largest legal value, so ranges are read as min..max.
 */
import type { ActionOf, PendingView, RisikoAction, RisikoView, TerritoryId } from '../../../engines/risiko';

export type SetupType = 'placeTeleporter' | 'placeBase' | 'claim' | 'placeNeutral' | 'placeSetupUnits' | 'placeHero';

export interface Range {
  readonly min: number;
  readonly max: number;
}

/** from → to → range of the amount (dice for attacks, units for maneuvers and airlifts). */
export type Moves = ReadonlyMap<TerritoryId, ReadonlyMap<TerritoryId, Range>>;

export type Step =
  | { readonly kind: 'watch' }
  | { readonly kind: 'place'; readonly type: SetupType; readonly targets: ReadonlyMap<TerritoryId, RisikoAction> }
  | {
      readonly kind: 'reinforce';
      readonly left: number;
      readonly targets: ReadonlySet<TerritoryId>;
      readonly heroTargets: ReadonlySet<TerritoryId>;
      readonly trades: readonly ActionOf<'tradeSkulls'>[];
    }
  | {
      readonly kind: 'attack';
      readonly moves: Moves;
      readonly cards: readonly string[];
      /** Allied territory → own territories that may send the replacing unit. */
      readonly transfers: ReadonlyMap<TerritoryId, readonly TerritoryId[]>;
    }
  | { readonly kind: 'defend'; readonly pending: Extract<PendingView, { kind: 'defend' }>; readonly dice: Range; readonly cards: ReadonlyMap<string, Range> }
  | { readonly kind: 'moveIn'; readonly pending: Extract<PendingView, { kind: 'moveIn' }>; readonly count: Range; readonly heroChoices: readonly boolean[] }
  | { readonly kind: 'answer'; readonly pending: Extract<PendingView, { kind: 'transfer' }> }
  | { readonly kind: 'fortify'; readonly objectiveOpen: boolean; readonly claimable: readonly string[]; readonly moves: Moves; readonly heroFrom: TerritoryId | null };

/** A strategic card playable now and what it needs. */
export type CardPlay =
  | { readonly kind: 'now'; readonly action: ActionOf<'playCard'> }
  | { readonly kind: 'territory'; readonly targets: ReadonlySet<TerritoryId> }
  | { readonly kind: 'pair'; readonly moves: Moves };

export interface Decisions {
  readonly step: Step;
  readonly cards: ReadonlyMap<string, CardPlay>;
  readonly endAttacks: boolean;
  readonly endTurn: boolean;
  readonly skipObjective: boolean;
}

const SETUP_TYPES: ReadonlySet<string> = new Set<SetupType>(['placeTeleporter', 'placeBase', 'claim', 'placeNeutral', 'placeSetupUnits', 'placeHero']);

function widen(range: Range | undefined, n: number): Range {
  return range === undefined ? { min: n, max: n } : { min: Math.min(range.min, n), max: Math.max(range.max, n) };
}

function addMove(moves: Map<TerritoryId, Map<TerritoryId, Range>>, from: TerritoryId, to: TerritoryId, n: number): void {
  let inner = moves.get(from);
  if (inner === undefined) moves.set(from, (inner = new Map()));
  inner.set(to, widen(inner.get(to), n));
}

function ofType<T extends RisikoAction['type']>(legal: readonly RisikoAction[], type: T): ActionOf<T>[] {
  return legal.filter((a): a is ActionOf<T> => a.type === type);
}

function placeStep(legal: readonly RisikoAction[]): Step | null {
  const first = legal.find((a) => SETUP_TYPES.has(a.type));
  if (first === undefined || !('territory' in first)) return null;
  const targets = new Map<TerritoryId, RisikoAction>();
  for (const a of legal) {
    // The smallest amount is listed first: one click places one unit (or the fixed neutral pair).
    if (a.type === first.type && 'territory' in a && !targets.has(a.territory)) targets.set(a.territory, a);
  }
  return { kind: 'place', type: first.type as SetupType, targets };
}

function attackStep(legal: readonly RisikoAction[]): Step {
  const moves = new Map<TerritoryId, Map<TerritoryId, Range>>();
  const cards = new Set<string>();
  for (const a of ofType(legal, 'attack')) {
    addMove(moves, a.from, a.to, a.dice);
    if (a.card !== undefined) cards.add(a.card);
  }
  const transfers = new Map<TerritoryId, TerritoryId[]>();
  for (const a of ofType(legal, 'requestTransfer')) transfers.set(a.territory, [...(transfers.get(a.territory) ?? []), a.from]);
  return { kind: 'attack', moves, cards: [...cards], transfers };
}

function defendStep(view: RisikoView, legal: readonly RisikoAction[]): Step | null {
  if (view.pending?.kind !== 'defend') return null;
  let dice: Range | undefined;
  const cards = new Map<string, Range>();
  for (const a of ofType(legal, 'defend')) {
    if (a.card === undefined) dice = widen(dice, a.dice);
    else cards.set(a.card, widen(cards.get(a.card), a.dice));
  }
  return { kind: 'defend', pending: view.pending, dice: dice ?? { min: 1, max: 1 }, cards };
}

function moveInStep(view: RisikoView, legal: readonly RisikoAction[]): Step | null {
  if (view.pending?.kind !== 'moveIn') return null;
  let count: Range | undefined;
  const hero = new Set<boolean>();
  for (const a of ofType(legal, 'moveIn')) {
    count = widen(count, a.count);
    hero.add(a.hero === true);
  }
  return { kind: 'moveIn', pending: view.pending, count: count ?? { min: view.pending.min, max: view.pending.max }, heroChoices: [...hero].sort() };
}

function fortifyStep(view: RisikoView, legal: readonly RisikoAction[]): Step {
  const moves = new Map<TerritoryId, Map<TerritoryId, Range>>();
  let heroFrom: TerritoryId | null = null;
  for (const a of ofType(legal, 'maneuver')) {
    addMove(moves, a.from, a.to, a.count);
    if (a.hero === true) heroFrom = a.from;
  }
  const claimable = ofType(legal, 'claimObjective').map((a) => a.card);
  return { kind: 'fortify', objectiveOpen: view.phase.objectiveOpen, claimable, moves, heroFrom };
}

function reinforceStep(view: RisikoView, legal: readonly RisikoAction[]): Step {
  return {
    kind: 'reinforce',
    left: view.phase.left,
    targets: new Set(ofType(legal, 'reinforce').map((a) => a.territory)),
    heroTargets: new Set(ofType(legal, 'redeployHero').map((a) => a.territory)),
    trades: ofType(legal, 'tradeSkulls'),
  };
}

function stepOf(view: RisikoView, legal: readonly RisikoAction[]): Step {
  if (legal.length === 0) return { kind: 'watch' };
  const p = view.phase.kind;
  if (p === 'reinforce') return reinforceStep(view, legal);
  if (p === 'fortify') return fortifyStep(view, legal);
  if (p === 'attack') {
    if (view.pending?.kind === 'transfer') return { kind: 'answer', pending: view.pending };
    return defendStep(view, legal) ?? moveInStep(view, legal) ?? attackStep(legal);
  }
  return placeStep(legal) ?? { kind: 'watch' };
}

function cardPlays(legal: readonly RisikoAction[]): Map<string, CardPlay> {
  const out = new Map<string, CardPlay>();
  for (const a of ofType(legal, 'playCard')) {
    const known = out.get(a.card);
    if (a.from !== undefined && a.to !== undefined) {
      const moves = known?.kind === 'pair' ? (known.moves as Map<TerritoryId, Map<TerritoryId, Range>>) : new Map();
      addMove(moves, a.from, a.to, a.count ?? 1);
      out.set(a.card, { kind: 'pair', moves });
    } else if (a.territory !== undefined) {
      const targets = known?.kind === 'territory' ? (known.targets as Set<TerritoryId>) : new Set<TerritoryId>();
      targets.add(a.territory);
      out.set(a.card, { kind: 'territory', targets });
    } else {
      out.set(a.card, { kind: 'now', action: a });
    }
  }
  return out;
}

const cache = new WeakMap<readonly RisikoAction[], WeakMap<RisikoView, Decisions>>();

/** The decisions for one view and its legal actions; computed once per (legal, view) pair. */
export function decisionsOf(view: RisikoView, legal: readonly RisikoAction[]): Decisions {
  let byView = cache.get(legal);
  if (byView === undefined) cache.set(legal, (byView = new WeakMap()));
  const hit = byView.get(view);
  if (hit !== undefined) return hit;
  const made: Decisions = {
    step: stepOf(view, legal),
    cards: cardPlays(legal),
    endAttacks: legal.some((a) => a.type === 'endAttacks'),
    endTurn: legal.some((a) => a.type === 'endTurn'),
    skipObjective: legal.some((a) => a.type === 'skipObjective'),
  };
  byView.set(view, made);
  return made;
}
