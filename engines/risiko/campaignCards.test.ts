import { describe, expect, it } from 'vitest';
import { CAMPAIGN_CARDS, GOAL_TIMING, type CampaignCard, type Goal } from './campaignCards';
import { links } from './territoryGraph';
import { startObjectivesMet } from './objectives';
import { arrange, engine, eventsOf, FORTIFY, freshTurn, graph, inPhase, patchSeat, play, refused, start } from './testing/positions';
import type { RisikoState, TurnState } from './types';

describe('campaign card data', () => {
  it('24 cards: 8 Easy, 8 Heroic, 8 Legendary, unique ids, timing agrees with the goal', () => {
    expect(CAMPAIGN_CARDS).toHaveLength(24);
    for (const d of ['easy', 'heroic', 'legendary']) expect(CAMPAIGN_CARDS.filter((c) => c.difficulty === d)).toHaveLength(8);
    expect(new Set(CAMPAIGN_CARDS.map((c) => c.id)).size).toBe(24);
    for (const c of CAMPAIGN_CARDS) expect(c.when).toBe(GOAL_TIMING[c.goal.kind]);
    expect(CAMPAIGN_CARDS.some((c) => c.goal.kind === 'conquests' && c.goal.count === 7)).toBe(true);
  });

  it('enough ONE-ON-ONE cards (••) for two players of each difficulty, none needing two halves or a third player', () => {
    for (const d of ['easy', 'heroic', 'legendary']) expect(CAMPAIGN_CARDS.filter((c) => c.oneOnOne && c.difficulty === d).length).toBeGreaterThanOrEqual(2);
    const unfit = ['both-halves', 'each-half', 'two-opponents', 'eliminate', 'conquests-from-one'];
    expect(CAMPAIGN_CARDS.filter((c) => c.oneOnOne && unfit.includes(c.goal.kind))).toEqual([]);
  });
});

const g = graph('the-ring');
const ALL = g.ids;
const base = start(3, { battlefield: 'the-ring' }, 'objectives');
const SECOND_HALF = ALL.filter((_, t) => g.half[t] === 1);
const FIRST_HALF = ALL.filter((_, t) => g.half[t] === 0);

function holding(ids: readonly string[], unitsEach = 1, extra: Record<string, readonly [number, number]> = {}): RisikoState {
  const layout = Object.fromEntries(ids.map((id) => [id, [0, unitsEach] as const]));
  return arrange(base, { ...layout, ...extra }, [1, 1], {}, { 0: 'beach-a', 1: 'grid-1', 2: 'relay-1' });
}

interface Position {
  readonly s: RisikoState;
  readonly turn?: Partial<TurnState>;
}

/** A position that meets the goal, and the nearest one that does not. */
const POSITIONS: { [K in Goal['kind']]: (goal: Extract<Goal, { kind: K }>) => readonly [Position, Position] } = {
  'hold-territories': (goal) => [{ s: holding(ALL.slice(0, goal.count)) }, { s: holding(ALL.slice(0, goal.count - 1)) }],
  'strong-territories': (goal) => [
    { s: holding(ALL.slice(0, goal.count), goal.units) },
    { s: holding(ALL.slice(0, goal.count), goal.units, { [ALL[0] ?? '']: [0, goal.units - 1] }) },
  ],
  conquests: (goal) => [{ s: holding(['beach-a']), turn: { conquests: goal.count } }, { s: holding(['beach-a']), turn: { conquests: goal.count - 1 } }],
  'conquests-from-one': (goal) => [
    { s: holding(['beach-a']), turn: { conqueredFrom: [0, goal.count, 0, 0] } },
    { s: holding(['beach-a']), turn: { conqueredFrom: [0, goal.count - 1, goal.count - 1, 5] } },
  ],
  'two-opponents': () => [{ s: holding(['beach-a']), turn: { conqueredFrom: [0, 1, 1, 0] } }, { s: holding(['beach-a']), turn: { conqueredFrom: [0, 2, 0, 3] } }],
  regions: (goal) => {
    const regions = g.regions.slice(0, goal.count).flatMap((r) => r.members.map((t) => ALL[t] ?? ''));
    return [{ s: holding(regions) }, { s: holding(regions.slice(1)) }];
  },
  'region-bonus': (goal) => {
    const rich = g.regions.find((r) => r.bonus >= goal.min)?.members.map((t) => ALL[t] ?? '') ?? [];
    const poor = g.regions.filter((r) => r.bonus < goal.min).flatMap((r) => r.members.map((t) => ALL[t] ?? ''));
    return [{ s: holding(rich) }, { s: holding([...poor, ...rich.slice(1)]) }];
  },
  'units-in-one': (goal) => [{ s: holding(['beach-a'], goal.count) }, { s: holding(['beach-a', 'beach-b'], goal.count - 1) }],
  'hero-conquests': (goal) => [{ s: holding(['beach-a']), turn: { heroConquests: goal.count } }, { s: holding(['beach-a']), turn: { heroConquests: goal.count - 1, conquests: 9 } }],
  'teleporter-pair': () => {
    const tele = [{ a: 0, b: 20, by: [0, 0] }, { a: 3, b: 14, by: [1, 1] }];
    return [{ s: { ...holding([ALL[3] ?? '', ALL[14] ?? '']), teleporters: tele } }, { s: { ...holding([ALL[0] ?? '', ALL[14] ?? '']), teleporters: tele } }];
  },
  'enemy-bases': (goal) => {
    const both = holding(['beach-a', 'grid-1', 'relay-1'].slice(0, goal.count + 1));
    const fewer = holding(['beach-a', 'grid-1', 'relay-1'].slice(0, goal.count));
    return [{ s: both }, { s: fewer }];
  },
  'both-halves': () => [{ s: holding(['beach-a']), turn: { halves: 0b11 } }, { s: holding(['beach-a']), turn: { halves: 0b10, conquests: 6 } }],
  eliminate: () => [{ s: holding(['beach-a']), turn: { eliminations: 1 } }, { s: holding(['beach-a']), turn: { conquests: 9 } }],
  'each-half': (goal) => [
    { s: holding([...FIRST_HALF.slice(0, goal.count), ...SECOND_HALF.slice(0, goal.count)]) },
    { s: holding([...FIRST_HALF.slice(0, goal.count + 3), ...SECOND_HALF.slice(0, goal.count - 1)]) },
  ],
  'base-fortress': () => {
    const ring = (links(g, base.teleporters)[g.index.get('beach-a') ?? 0] ?? []).map((t) => ALL[t] ?? '');
    return [{ s: holding(['beach-a', ...ring]) }, { s: holding(['beach-a', ...ring.slice(1)]) }];
  },
};

/** Puts the card in seat 0's hand at the objective step; `start` goals go through a real turn start. */
function atObjectiveStep(card: CampaignCard, p: Position): RisikoState {
  const s = patchSeat(p.s, 0, { objectives: [card.id], revealed: [], completed: [] });
  const turn = freshTurn(s, 0, p.turn);
  const startMet = card.when === 'start' ? startObjectivesMet(g, s, 0, turn) : [];
  return { ...inPhase(s, 0, FORTIFY, { ...p.turn, startMet }) };
}

describe('every campaign card (one row per card): met → claimable, nearly met → refused', () => {
  it.each(CAMPAIGN_CARDS.map((c) => ({ ...c, name: `${c.id} ${c.goal.kind} (${c.when})` })))('$name', (card) => {
    const [met, unmet] = (POSITIONS[card.goal.kind] as (goal: Goal) => readonly [Position, Position])(card.goal);
    const yes = atObjectiveStep(card, met);
    expect(engine.legalActions(yes, 0)).toContainEqual({ type: 'claimObjective', card: card.id });
    const claimed = play(yes, 0, { type: 'claimObjective', card: card.id });
    expect(claimed.state.seats[0]?.completed).toEqual([card.id]);
    expect(eventsOf(claimed, 'objectiveCompleted')).toEqual([{ type: 'objectiveCompleted', seat: 0, card: card.id }]);
    expect(claimed.irreversible).toBe('hidden');
    const no = atObjectiveStep(card, unmet);
    expect(refused(no, 0, { type: 'claimObjective', card: card.id })).toBe('risiko/objective-not-met');
  });
});

describe('claiming objectives', () => {
  const two = ['cc-e-02', 'cc-h-01'];
  const s = inPhase(patchSeat(holding(['beach-a']), 0, { objectives: two }), 0, FORTIFY, { conquests: 5 });

  it('only one per turn, the player choosing which; then no faction card is drawn', () => {
    expect(engine.legalActions(s, 0).filter((a) => a.type === 'claimObjective')).toHaveLength(2);
    const claimed = play(s, 0, { type: 'claimObjective', card: 'cc-h-01' });
    expect(refused(claimed.state, 0, { type: 'claimObjective', card: 'cc-e-02' })).toBe('risiko/objective-done');
    const ended = play(claimed.state, 0, { type: 'endTurn' });
    expect(ended.state.seats[0]?.hand).toEqual(s.seats[0]?.hand);
  });

  it('may be declined, and is closed by the maneuver', () => {
    const skipped = play(s, 0, { type: 'skipObjective' });
    expect(refused(skipped.state, 0, { type: 'claimObjective', card: 'cc-e-02' })).toBe('risiko/objective-closed');
    const moved = play(arrange(s, { 'beach-a': [0, 3], 'beach-b': [0, 1] }, [1, 1]), 0, { type: 'maneuver', from: 'beach-a', to: 'beach-b', count: 1 });
    expect(refused(moved.state, 0, { type: 'claimObjective', card: 'cc-e-02' })).toBe('risiko/objective-closed');
  });

  it('a card the player does not hold is refused', () => {
    expect(refused(s, 0, { type: 'claimObjective', card: 'cc-l-01' })).toBe('risiko/objective-not-yours');
  });

  it('conquering without completing an objective draws one faction card', () => {
    const ended = play(play(s, 0, { type: 'skipObjective' }).state, 0, { type: 'endTurn' });
    expect(ended.state.seats[0]?.hand.length).toBe((s.seats[0]?.hand.length ?? 0) + 1);
    expect(eventsOf(ended, 'cardDrawn')).toEqual([{ type: 'cardDrawn', seat: 0, count: 1 }]);
    expect(ended.irreversible).toBe('hidden');
  });

  it('with two completed, the last objective is revealed to everyone at once', () => {
    const t = patchSeat(s, 0, { objectives: ['cc-e-02', 'cc-l-03'], completed: ['cc-h-04'] });
    const claimed = play(t, 0, { type: 'claimObjective', card: 'cc-e-02' });
    expect(claimed.state.seats[0]?.revealed).toEqual(['cc-l-03']);
    expect(eventsOf(claimed, 'objectiveRevealed')).toEqual([{ type: 'objectiveRevealed', seat: 0, card: 'cc-l-03' }]);
    expect(engine.view(claimed.state, 1).players[0]?.revealed).toEqual(['cc-l-03']);
  });
});
