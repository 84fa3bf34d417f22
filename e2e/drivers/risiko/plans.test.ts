/**
 * The games the team and card end-to-end tests replay: found with today's rules, and doing what the specs
 * expect of them (so a rules change shows up here, in seconds, before a browser runs).
 */
import { describe, expect, it } from 'vitest';
import { unwrap, type GameEvent } from '../../../engines/core';
import { factionCard, risikoEngine, type RisikoAction, type RisikoState } from '../../../engines/risiko';
import { battlefield as board } from '../../../engines/risiko/maps';
import { clickTerritory } from '../../../renderer/games/risiko/ui/clicks';
import { freshSelection } from '../../../renderer/games/risiko/ui/selection';
import { findCardTurn, CARD_OPTIONS, CARD_PLAYERS } from './cardPlan';
import { ctxOf, game } from '../../../renderer/games/risiko/testing/games';
import { findHeroJumpTurn, JUMP_OPTIONS, JUMP_PLAYERS } from './heroJumpPlan';
import type { Step } from './plans';
import { findFloodStart, findTeamTurn, maneuverThroughAlly, TEAM_OPTIONS } from './teamPlan';

/** Replays the steps, collecting every event. */
function replay(start: RisikoState, steps: readonly Step[]): { state: RisikoState; events: GameEvent[] } {
  let state = start;
  const events: GameEvent[] = [];
  for (const { seat, action } of steps) {
    const applied = unwrap(risikoEngine.apply(state, seat, action));
    state = applied.state;
    events.push(...applied.events);
  }
  return { state, events };
}

const types = (events: readonly GameEvent[]): string[] => events.map((e) => e.type);

describe('the TEAM OBJECTIVE turn', () => {
  const sc = findTeamTurn();
  const start = game(4, TEAM_OPTIONS, sc.seed);
  const { state, events } = replay(start, sc.steps);

  it('is the first turn, and the consent comes from the ally', () => {
    expect(start.order[0]).toBe(sc.player);
    expect(start.seats[sc.ally]?.team).toBe(start.seats[sc.player]?.team);
    expect(sc.steps.find((s) => s.action.type === 'answerTransfer')?.seat).toBe(sc.ally);
  });

  it('transfers command, completes an objective and maneuvers through allied land', () => {
    expect(types(events)).toEqual(expect.arrayContaining(['transferRequested', 'transferAccepted', 'objectiveCompleted', 'maneuvered']));
    expect(state.seats[sc.player]?.completed).toEqual([sc.objective]);
    const before = replay(start, sc.steps.slice(0, sc.steps.findIndex((s) => s.action === sc.maneuver))).state;
    expect(maneuverThroughAlly(before, sc.player)).toEqual(sc.maneuver);
  });
});

describe('the 5-player TEAM OBJECTIVE start', () => {
  const start = findFloodStart();
  const first = game(5, TEAM_OPTIONS, start.seed);
  const { state, events } = replay(first, start.steps);

  it('lets the Flood (seat 0) move first and draw two cards after its conquest', () => {
    expect(first.order[0]).toBe(0);
    expect(first.seats[0]?.faction).toBe('flood');
    expect(first.seats[0]?.hand).toEqual([]);
    expect(types(events)).toContain('conquered');
    expect(events.find((e) => e.type === 'cardDrawn')).toMatchObject({ seat: 0, count: 2 });
    expect(state.seats[0]?.hand).toHaveLength(2);
    expect(state.turn?.seat).not.toBe(0);
  });
});

describe('the faction-card turn', () => {
  const sc = findCardTurn();
  const start = replay(game(CARD_PLAYERS, CARD_OPTIONS, sc.seed), sc.before).state;
  const { events } = replay(start, sc.turn);
  const played = events.filter((e) => e.type === 'cardPlayed').map((e) => e.seat);

  it('starts with every card in the player’s hand', () => {
    const hand = start.seats[sc.player]?.hand ?? [];
    for (const card of [sc.extra, sc.bombard.card, sc.offensive.card ?? '', sc.airlift.card]) expect(hand).toContain(card);
    expect(start.seats[sc.forcedBy]?.hand).toContain(sc.defenceCard);
    expect(factionCard(sc.defenceCard)?.kind).toBe('defensive');
    expect(factionCard(sc.offensive.card ?? '')?.ability).toBe('attack-plus-one');
  });

  it('plays each card for its ability, the defensive one forcing the most dice', () => {
    expect(played).toEqual([sc.player, sc.player, sc.forcedBy, sc.player, sc.player]);
    expect(events.find((e) => e.type === 'attackForced')).toMatchObject({ attacker: sc.player, dice: 3 });
    expect(events.find((e) => e.type === 'bombarded')).toMatchObject({ removed: sc.removed });
    expect(sc.removed).toBeGreaterThan(0);
    expect(types(events)).toEqual(expect.arrayContaining(['airlifted', 'turnEnded']));
  });
});

describe('the hero-jump turn', () => {
  const sc = findHeroJumpTurn();
  const start = replay(game(JUMP_PLAYERS, JUMP_OPTIONS, sc.seed), sc.before).state;
  const before = replay(start, sc.turn).state;
  const at = (id: string): number => board('the-ring').territories.indexOf(id);
  const legal = (s: RisikoState) => risikoEngine.legalActions(s, sc.player) as readonly RisikoAction[];

  it('starts with the card in hand, offered for its skulls and not for its ability', () => {
    expect(factionCard(sc.card)?.ability).toBe('hero-jump');
    expect(legal(start).some((a) => a.type === 'playCard' && a.card === sc.card)).toBe(false);
    expect(legal(start).some((a) => a.type === 'tradeSkulls')).toBe(true);
  });

  it('conquers once, then offers the jump between invasions, not to the wrong aim', () => {
    expect(sc.turn.map((s) => s.action.type)).toContain('moveIn');
    expect(before.phase).toMatchObject({ kind: 'attack', battle: null });
    expect(before.seats[sc.player]?.hero).toBe(at(sc.from));
    expect(legal(before)).toContainEqual(sc.jump);
    expect(before.owner[at(sc.wrong)]).not.toBe(sc.player);
    const wrong = clickTerritory(ctxOf(before, sc.player), { ...freshSelection('aim'), tool: 'card', card: sc.card }, sc.wrong);
    expect(wrong).toMatchObject({ send: [], explain: { code: 'risiko/card-target', params: { ability: 'hero-jump' } } });
  });

  it('moves the hero and spends the card', () => {
    const played = unwrap(risikoEngine.apply(before, sc.player, sc.jump));
    expect(played.state.seats[sc.player]?.hero).toBe(at(sc.jump.territory));
    expect(played.state.seats[sc.player]?.hand).not.toContain(sc.card);
    expect(types(played.events)).toEqual(['cardPlayed', 'heroJumped']);
  });
});
