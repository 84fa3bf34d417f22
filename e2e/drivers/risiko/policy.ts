/**
 * The simple, deterministic player the end-to-end tests drive through the UI, written against the engine
 * so a seed can be chosen offline whose game ends quickly. It only ever takes decisions the board offers:
 * the first territory offered in setup, redeploy the hero to the first territory offered, trade every card when the skulls allow, put every
 * reinforcement on the strongest territory, attack from the strongest source the weakest target while
 * the odds are fair, move everything in, claim the first objective offered, end the turn.
 */
import type { Seat } from '../../../engines/core';
import { factionCard, risikoEngine, SKULL_TABLE, type RisikoAction, type RisikoState, type RisikoView } from '../../../engines/risiko';
import { decisionsOf, type Decisions } from '../../../renderer/games/risiko/decisions';

export type Pick = (d: Decisions, view: RisikoView, legal: readonly RisikoAction[]) => RisikoAction;

const strongest = (ids: Iterable<string>, view: RisikoView): string | null => {
  let best: string | null = null;
  for (const id of ids) if (best === null || (view.territories[id]?.units ?? 0) > (view.territories[best]?.units ?? 0)) best = id;
  return best;
};

const weakest = (ids: Iterable<string>, view: RisikoView): string | null => {
  let best: string | null = null;
  for (const id of ids) if (best === null || (view.territories[id]?.units ?? 0) < (view.territories[best]?.units ?? 0)) best = id;
  return best;
};

/** Every card in hand and captured, when their skulls make a legal trade. */
export function tradeAll(view: RisikoView): string[] | null {
  const cards = [...(view.you?.hand ?? []), ...(view.you?.captured ?? [])].map((c) => c.id);
  const skulls = cards.reduce((s, id) => s + (factionCard(id)?.skulls ?? 0), 0);
  return cards.length > 0 && SKULL_TABLE[skulls] !== undefined ? cards : null;
}

/** The attack the policy makes now, or null to end the invasions. */
export function policyAttack(d: Decisions, view: RisikoView): { from: string; to: string; dice: number } | null {
  if (d.step.kind !== 'attack') return null;
  const from = strongest(d.step.moves.keys(), view);
  const targets = from === null ? undefined : d.step.moves.get(from);
  const to = targets === undefined ? null : weakest(targets.keys(), view);
  if (from === null || to === null) return null;
  const mine = view.territories[from]?.units ?? 0;
  const theirs = view.territories[to]?.units ?? 0;
  if (mine < 3 && theirs > 1) return null;
  return { from, to, dice: targets?.get(to)?.max ?? 1 };
}

export const policy: Pick = (d, view) => {
  const step = d.step;
  switch (step.kind) {
    case 'place': {
      const first = step.targets.values().next();
      if (first.done === true) throw new Error('policy: nothing to place');
      return first.value;
    }
    case 'reinforce': {
      const hero = [...step.heroTargets][0];
      if (hero !== undefined) return { type: 'redeployHero', territory: hero };
      const trade = step.trades.length > 0 ? tradeAll(view) : null;
      if (trade !== null) return { type: 'tradeSkulls', cards: trade };
      return { type: 'reinforce', territory: strongest(step.targets, view) ?? '', count: step.left };
    }
    case 'attack': {
      const a = policyAttack(d, view);
      return a === null ? { type: 'endAttacks' } : { type: 'attack', ...a };
    }
    case 'defend':
      return { type: 'defend', dice: step.dice.max };
    case 'moveIn':
      return { type: 'moveIn', count: step.count.max, ...(step.heroChoices.length === 1 && step.heroChoices[0] ? { hero: true } : step.heroChoices.length > 1 ? { hero: true } : {}) };
    case 'fortify':
      return step.objectiveOpen && step.claimable[0] !== undefined ? { type: 'claimObjective', card: step.claimable[0] } : { type: 'endTurn' };
    case 'answer':
      return { type: 'answerTransfer', accept: true };
    default:
      throw new Error(`policy: no move for ${step.kind}`);
  }
};

export interface Played {
  readonly state: RisikoState;
  readonly actions: number;
  readonly turns: number;
}

/** Plays the policy from `state` until the game ends or `maxActions` were taken. */
export function playOut(state: RisikoState, maxActions = 5000): Played {
  let s = state;
  let n = 0;
  for (; n < maxActions && s.outcome === null; n++) {
    const seat: Seat = risikoEngine.activePlayers(s)[0] ?? 0;
    const view = risikoEngine.view(s, seat) as RisikoView;
    const legal = risikoEngine.legalActions(s, seat) as readonly RisikoAction[];
    const action = policy(decisionsOf(view, legal), view, legal);
    const applied = risikoEngine.apply(s, seat, action);
    if (!applied.ok) throw new Error(`policy move refused: ${applied.error.code} ${JSON.stringify(action)}`);
    s = applied.value.state;
  }
  return { state: s, actions: n, turns: s.turnNumber };
}
