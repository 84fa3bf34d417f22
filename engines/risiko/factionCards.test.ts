import { describe, expect, it } from 'vitest';
import type { Applied, Seat } from '../core';
import { ABILITIES, FACTION_CARDS, factionCard, type Ability, type FactionCard } from './factionCards';
import { ATTACK, arrange, engine, eventsOf, FORTIFY, graph, inPhase, patchSeat, play, refused, reinforcing, rig, start, units } from './testing/positions';
import type { RisikoState } from './types';

describe('faction card data', () => {
  it('44 cards: 15 UNSC, 15 Covenant, 14 Flood, unique ids, 1 or 2 skulls', () => {
    expect(FACTION_CARDS).toHaveLength(44);
    expect(['unsc', 'covenant', 'flood'].map((f) => FACTION_CARDS.filter((c) => c.faction === f).length)).toEqual([15, 15, 14]);
    expect(new Set(FACTION_CARDS.map((c) => c.id)).size).toBe(44);
    expect(FACTION_CARDS.every((c) => c.skulls === 1 || c.skulls === 2)).toBe(true);
  });

  it('twelve abilities, each in every faction deck, several in more than one copy', () => {
    expect(Object.keys(ABILITIES)).toHaveLength(12);
    for (const f of ['unsc', 'covenant', 'flood'] as const) {
      expect(new Set(FACTION_CARDS.filter((c) => c.faction === f).map((c) => c.ability)).size).toBe(12);
    }
  });
});

const g = graph('the-ring');
const HOLDER_OF: Record<string, Seat> = { unsc: 0, covenant: 1, flood: 2 };

/** 3p on the test ring (seat 0 UNSC, 1 Covenant, 2 Flood): holder h attacks or defends grid-1 → grid-2. */
function table(card: FactionCard, role: 'attacker' | 'defender', heroes: Record<number, string> = {}): { s: RisikoState; h: Seat; o: Seat } {
  const h = HOLDER_OF[card.faction] ?? 0;
  const o = (h + 1) % 3;
  const attacker = role === 'attacker' ? h : o;
  const defender = role === 'attacker' ? o : h;
  const third = 3 - h - o;
  const s0 = start(3, { battlefield: 'the-ring' }, 'cards');
  let s = arrange(s0, { 'grid-1': [attacker, 8], 'grid-2': [defender, 3], 'cliff-3': [h, 1] }, [third, 1], heroes, {});
  s = { ...s, seats: s.seats.map((x) => ({ ...x, hand: [] })) };
  s = patchSeat(s, h, { hand: [card.id] });
  return { s: inPhase(s, attacker, ATTACK), h, o };
}

function attackWith(s: RisikoState, attacker: Seat, dice: number, card?: string): RisikoState {
  return play(s, attacker, { type: 'attack', from: 'grid-1', to: 'grid-2', dice, ...(card === undefined ? {} : { card }) }).state;
}

function rolled(a: Applied<RisikoState>): Record<string, unknown> {
  return eventsOf(a, 'diceRolled')[0] ?? {};
}

type Check = (card: FactionCard) => Applied<RisikoState>;

const CHECKS: Record<Ability, Check> = {
  'attack-plus-one': (card) => {
    const { s, h, o } = table(card, 'attacker');
    const a = play(rig(attackWith(s, h, 1, card.id), [5, 5]), o, { type: 'defend', dice: 1 });
    expect(rolled(a)).toMatchObject({ attackDice: [6], defenceDice: [5], defenderLosses: 1 });
    return a;
  },
  'reroll-ones': (card) => {
    const { s, h, o } = table(card, 'attacker');
    const a = play(rig(attackWith(s, h, 1, card.id), [1, 6, 5]), o, { type: 'defend', dice: 1 });
    expect(rolled(a)).toMatchObject({ attackRolls: [6], attackDice: [6], defenderLosses: 1 });
    return a;
  },
  'attack-wins-ties': (card) => {
    const { s, h, o } = table(card, 'attacker');
    const a = play(rig(attackWith(s, h, 1, card.id), [4, 4]), o, { type: 'defend', dice: 1 });
    expect(rolled(a)).toMatchObject({ attackDice: [4], defenceDice: [4], defenderLosses: 1, attackerLosses: 0 });
    return a;
  },
  'silence-defending-hero': (card) => {
    const defender = ((HOLDER_OF[card.faction] ?? 0) + 1) % 3;
    const { s, h, o } = table(card, 'attacker', { [defender]: 'grid-2' });
    const without = play(rig(attackWith(patchSeat(s, h, { hand: [] }), h, 1), [5, 4]), o, { type: 'defend', dice: 1 });
    expect(rolled(without)).toMatchObject({ defenceDice: [5], attackerLosses: 1, heroBonus: { defence: true } });
    const a = play(rig(attackWith(s, h, 1, card.id), [5, 4]), o, { type: 'defend', dice: 1 });
    expect(rolled(a)).toMatchObject({ defenceDice: [4], defenderLosses: 1, heroBonus: { attack: false, defence: false } });
    return a;
  },
  ambush: (card) => {
    const { s, h, o } = table(card, 'defender');
    const a = play(rig(attackWith(s, o, 1), [2, 3, 5]), h, { type: 'defend', dice: 1, card: card.id });
    expect(eventsOf(a, 'attackForced')).toEqual([{ type: 'attackForced', attacker: o, dice: 3 }]);
    expect(eventsOf(a, 'ambush')).toEqual([{ type: 'ambush', attacker: o, from: 'grid-1', roll: 2, destroyed: 2 }]);
    expect(rolled(a)).toMatchObject({ attackDice: [3], attackerLosses: 1 });
    expect(units(a.state, 'grid-1')).toBe(5);
    return a;
  },
  'defence-plus-one': (card) => {
    const { s, h, o } = table(card, 'defender');
    const a = play(rig(attackWith(s, o, 1), [5, 1, 1, 4]), h, { type: 'defend', dice: 1, card: card.id });
    expect(rolled(a)).toMatchObject({ attackDice: [5, 1, 1], defenceDice: [5], attackerLosses: 1, defenderLosses: 0 });
    return a;
  },
  'third-defence-die': (card) => {
    const { s, h, o } = table(card, 'defender');
    expect(refused(attackWith(s, o, 3), h, { type: 'defend', dice: 3 })).toBe('risiko/defend-dice');
    const a = play(rig(attackWith(s, o, 3), [2, 2, 2, 3, 3, 3]), h, { type: 'defend', dice: 3, card: card.id });
    expect(rolled(a)).toMatchObject({ defenceDice: [3, 3, 3], attackerLosses: 3 });
    return a;
  },
  'silence-attacking-hero': (card) => {
    const attacker = ((HOLDER_OF[card.faction] ?? 0) + 1) % 3;
    const { s, h, o } = table(card, 'defender', { [attacker]: 'grid-1' });
    const a = play(rig(attackWith(s, o, 3), [5, 1, 1, 5]), h, { type: 'defend', dice: 1, card: card.id });
    expect(rolled(a)).toMatchObject({ attackDice: [5, 1, 1], attackerLosses: 1, heroBonus: { attack: false, defence: false } });
    return a;
  },
  'extra-reinforcements': (card) => {
    const { s, h } = table(card, 'attacker');
    expect(refused(s, h, { type: 'playCard', card: card.id })).toBe('risiko/card-wrong-time');
    const a = play(inPhase(s, h, reinforcing(3)), h, { type: 'playCard', card: card.id });
    expect(a.state.phase).toMatchObject({ kind: 'reinforce', left: 6 });
    return a;
  },
  bombardment: (card) => {
    const { s, h } = table(card, 'attacker');
    const t = arrange(s, { 'grid-1': [h, 8], 'grid-2': [(h + 1) % 3, 4] }, [(h + 2) % 3, 1]);
    expect(refused(t, h, { type: 'playCard', card: card.id, territory: 'relay-3' })).toBe('risiko/card-target');
    // The refusal names the card's ability, so the message can say what a bombardment needs.
    expect(engine.apply(t, h, { type: 'playCard', card: card.id, territory: 'relay-3' })).toMatchObject({ ok: false, error: { params: { ability: 'bombardment' } } });
    const a = play(rig(patchSeat(t, h, { hand: [card.id] }), [4, 5, 1]), h, { type: 'playCard', card: card.id, territory: 'grid-2' });
    expect(units(a.state, 'grid-2')).toBe(2);
    expect(eventsOf(a, 'bombarded')).toEqual([{ type: 'bombarded', seat: h, territory: 'grid-2', hits: 2, removed: 2 }]);
    const last = play(rig(patchSeat(arrange(t, { 'grid-1': [h, 8], 'grid-2': [(h + 1) % 3, 2] }, [(h + 2) % 3, 1]), h, { hand: [card.id] }), [6, 6, 6]), h, { type: 'playCard', card: card.id, territory: 'grid-2' });
    expect(units(last.state, 'grid-2')).toBe(1);
    return a;
  },
  airlift: (card) => {
    const { s, h } = table(card, 'attacker');
    const t = inPhase(s, h, FORTIFY);
    expect(refused(t, h, { type: 'playCard', card: card.id, from: 'grid-1', to: 'cliff-3', count: 8 })).toBe('risiko/leave-one');
    const a = play(t, h, { type: 'playCard', card: card.id, from: 'grid-1', to: 'cliff-3', count: 5 });
    expect([units(a.state, 'grid-1'), units(a.state, 'cliff-3')]).toEqual([3, 6]);
    expect(a.state.phase).toMatchObject({ kind: 'fortify', maneuvered: false, objectiveOpen: false });
    return a;
  },
  'hero-jump': (card) => {
    const { s, h } = table(card, 'attacker', { [HOLDER_OF[card.faction] ?? 0]: 'grid-1' });
    expect(refused(s, h, { type: 'playCard', card: card.id, territory: 'relay-3' })).toBe('risiko/not-your-territory');
    const standing = g.ids[s.seats[h]?.hero ?? -1] ?? '';
    expect(refused(s, h, { type: 'playCard', card: card.id, territory: standing })).toBe('risiko/card-target');
    const a = play(s, h, { type: 'playCard', card: card.id, territory: 'cliff-3' });
    expect(a.state.seats[h]?.hero).toBe(g.index.get('cliff-3'));
    return a;
  },
};

describe('every faction card does what it says (one row per card)', () => {
  it.each(FACTION_CARDS.map((c) => ({ ...c, name: `${c.id} (${c.ability})` })))('$name', (card) => {
    const applied = CHECKS[card.ability](card);
    const holder = HOLDER_OF[card.faction] ?? 0;
    expect(applied.state.seats[holder]?.hand).not.toContain(card.id);
    expect(applied.state.decks[card.faction].discard).toContain(card.id);
    expect(eventsOf(applied, 'cardPlayed').length + (card.kind === 'offensive' ? 1 : 0)).toBeGreaterThan(0);
    expect(applied.irreversible).toBeDefined();
  });
});

describe('card timing and ownership', () => {
  const card = factionCard('fc-unsc-06') as FactionCard; // ambush
  it('an ambush that destroys every attacking unit ends the round without dice', () => {
    const { s, h, o } = table(card, 'defender');
    const declared = attackWith(s, o, 1);
    const a = play(rig(declared, [6]), h, { type: 'defend', dice: 1, card: card.id });
    expect(eventsOf(a, 'diceRolled')).toEqual([]);
    expect(units(a.state, 'grid-1')).toBe(5);
    expect(a.state.phase).toEqual(ATTACK);
  });

  it.each([
    { name: 'a defensive card with an attack', role: 'attacker' as const, id: 'fc-unsc-06', code: 'risiko/not-offensive' },
    { name: 'an offensive card in defence', role: 'defender' as const, id: 'fc-unsc-01', code: 'risiko/not-defensive' },
    { name: 'an offensive card as a strategic play', role: 'attacker' as const, id: 'fc-unsc-01', code: 'risiko/not-strategic' },
  ])('refuses $name', ({ role, id, code }) => {
    const c = factionCard(id) as FactionCard;
    const { s, h, o } = table(c, role);
    if (code === 'risiko/not-strategic') expect(refused(s, h, { type: 'playCard', card: id })).toBe(code);
    else if (role === 'attacker') expect(refused(s, h, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 1, card: id })).toBe(code);
    else expect(refused(attackWith(s, o, 1), h, { type: 'defend', dice: 1, card: id })).toBe(code);
  });

  it('refuses a card the player does not hold', () => {
    const { s, h } = table(card, 'attacker');
    expect(refused(s, h, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 1, card: 'fc-cov-01' })).toBe('risiko/card-not-yours');
  });
});
