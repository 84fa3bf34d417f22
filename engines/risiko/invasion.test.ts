import { describe, expect, it } from 'vitest';
import { ATTACK, arrange, engine, eventsOf, graph, inPhase, owner, patchSeat, play, refused, rig, start, units } from './testing/positions';
import { FACTION_CARDS } from './factionCards';
import type { RisikoState } from './types';

const g = graph('the-ring');
const at = (id: string): number => g.index.get(id) ?? -1;

/** 3p on the test ring: seat 0 holds grid-1 (8), seat 1 grid-2 (2); everything else seat 2 with 1 unit. */
function position(layout: Record<string, readonly [number, number]>, heroes: Record<number, string> = {}): RisikoState {
  const s = start(3, { battlefield: 'the-ring' }, 'invasion');
  const base = arrange(s, layout, [2, 1], heroes, { 0: 'grid-1', 1: 'relay-4', 2: 'beach-a' });
  return inPhase({ ...base, seats: base.seats.map((x) => ({ ...x, hand: [] })) }, 0, ATTACK);
}

describe('declaring an invasion', () => {
  const s = position({ 'grid-1': [0, 8], 'grid-2': [1, 2], 'grid-3': [0, 1] });
  it.each([
    { name: 'from a territory that is not yours', action: { from: 'grid-2', to: 'grid-3', dice: 1 }, code: 'risiko/not-your-territory' },
    { name: 'on your own territory', action: { from: 'grid-1', to: 'grid-3', dice: 1 }, code: 'risiko/attack-own' },
    { name: 'a territory that is not adjacent', action: { from: 'grid-1', to: 'relay-3', dice: 1 }, code: 'risiko/not-adjacent' },
    { name: 'from a single unit', action: { from: 'grid-3', to: 'grid-2', dice: 1 }, code: 'risiko/too-few-units' },
    { name: 'with 4 dice', action: { from: 'grid-1', to: 'grid-2', dice: 4 }, code: 'risiko/too-many-dice' },
    { name: 'with no dice', action: { from: 'grid-1', to: 'grid-2', dice: 0 }, code: 'risiko/too-many-dice' },
    { name: 'with an unknown territory', action: { from: 'grid-1', to: 'mars', dice: 1 }, code: 'risiko/unknown-territory' },
  ])('refuses an attack $name', ({ action, code }) => expect(refused(s, 0, { type: 'attack', ...action })).toBe(code));

  it('logs a defence sent without asking, with its reason, and refuses an unknown reason', () => {
    const declared = play(s, 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 3 }).state;
    const auto = play(declared, 1, { type: 'defend', dice: 2, auto: 'no-card' });
    expect(auto.events[0]).toEqual({ type: 'defendedAutomatically', defender: 1, dice: 2, reason: 'no-card' });
    expect(play(declared, 1, { type: 'defend', dice: 2 }).events.map((e) => e.type)).not.toContain('defendedAutomatically');
    expect(refused(declared, 1, { type: 'defend', dice: 2, auto: 'whim' } as never)).toBe('risiko/bad-action');
  });

  it('refuses to attack an own territory', () => {
    const own = position({ 'grid-1': [0, 8], 'grid-2': [0, 2] });
    expect(refused(own, 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 1 })).toBe('risiko/attack-own');
  });

  it('hands the decision to the defender, who must answer before anything else happens', () => {
    const declared = play(s, 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 3 });
    expect(declared.irreversible).toBeUndefined();
    expect(engine.activePlayers(declared.state)).toEqual([1]);
    expect(engine.legalActions(declared.state, 1)).toEqual([{ type: 'defend', dice: 1 }, { type: 'defend', dice: 2 }]);
    expect(engine.view(declared.state, 2).pending).toMatchObject({ kind: 'defend', attacker: 0, defender: 1, chooser: 1, dice: 3, from: 'grid-1', to: 'grid-2' });
    expect(refused(declared.state, 0, { type: 'endAttacks' })).toBe('risiko/not-active');
  });

  it('a defender with one unit and no cards has no choice: the round is rolled at once', () => {
    const one = position({ 'grid-1': [0, 8], 'grid-2': [1, 1] });
    const rolled = play(rig(one, [6, 5, 4, 1]), 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 3 });
    expect(rolled.irreversible).toBe('dice');
    expect(eventsOf(rolled, 'diceRolled')).toHaveLength(1);
  });
});

describe('after the dice', () => {
  const s = position({ 'grid-1': [0, 8], 'grid-2': [1, 2] });
  const declared = play(s, 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 3 }).state;

  it('a surviving defender leaves the attacker free to attack again or stop', () => {
    const after = play(rig(declared, [6, 2, 1, 5, 4]), 1, { type: 'defend', dice: 2 });
    expect(units(after.state, 'grid-1')).toBe(7);
    expect(units(after.state, 'grid-2')).toBe(1);
    expect(after.state.phase).toEqual(ATTACK);
    expect(engine.legalActions(after.state, 0)).toContainEqual({ type: 'endAttacks' });
  });

  it('a conquest asks for the move-in: at least the dice rolled, at most all but one', () => {
    const won = play(rig(declared, [6, 6, 1, 5, 4]), 1, { type: 'defend', dice: 2 });
    expect(owner(won.state, 'grid-2')).toBe(0);
    expect(eventsOf(won, 'conquered')).toEqual([{ type: 'conquered', seat: 0, defender: 1, from: 'grid-1', to: 'grid-2' }]);
    expect(engine.legalActions(won.state, 0)).toEqual([{ type: 'moveIn', count: 3, hero: false }, { type: 'moveIn', count: 7, hero: false }]);
    expect(refused(won.state, 0, { type: 'moveIn', count: 2 })).toBe('risiko/move-in-too-few');
    expect(refused(won.state, 0, { type: 'moveIn', count: 8 })).toBe('risiko/move-in-too-many');
    expect(refused(won.state, 0, { type: 'endAttacks' })).toBe('risiko/battle-pending');
    const moved = play(won.state, 0, { type: 'moveIn', count: 5 });
    expect([units(moved.state, 'grid-1'), units(moved.state, 'grid-2')]).toEqual([3, 5]);
    expect(moved.state.turn).toMatchObject({ conquests: 1, conqueredFrom: [0, 1, 0, 0], halves: 0b10 });
    expect(engine.view(won.state, 2).pending).toEqual({ kind: 'moveIn', attacker: 0, from: 'grid-1', to: 'grid-2', min: 3, max: 7, heroMust: false, heroMay: false });
  });

  it('with fewer units left than dice rolled, all but one move in (automatically when there is no choice)', () => {
    const few = position({ 'grid-1': [0, 3], 'grid-2': [1, 1] });
    const won = play(rig(few, [6, 6, 1]), 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 2 });
    expect([units(won.state, 'grid-1'), units(won.state, 'grid-2')]).toEqual([1, 2]);
    expect(won.state.phase).toEqual(ATTACK);
    expect(eventsOf(won, 'movedIn')).toEqual([{ type: 'movedIn', seat: 0, from: 'grid-1', to: 'grid-2', count: 2, hero: false }]);
  });
});

describe('heroes in battle (RULES.md D: +1 on the highest die, follow the conquest, fall with the last unit)', () => {
  it('the attacking hero whose bonus was used must follow the conquering units', () => {
    const s = position({ 'grid-1': [0, 8], 'grid-2': [1, 1] }, { 0: 'grid-1' });
    const won = play(rig(s, [6, 2, 1, 6]), 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 3 });
    expect(eventsOf(won, 'diceRolled')[0]).toMatchObject({ attackDice: [7, 2, 1], defenceDice: [6], heroBonus: { attack: true, defence: false } });
    expect(engine.legalActions(won.state, 0)).toEqual([{ type: 'moveIn', count: 3, hero: true }, { type: 'moveIn', count: 7, hero: true }]);
    expect(refused(won.state, 0, { type: 'moveIn', count: 3, hero: false })).toBe('risiko/hero-must-follow');
    const moved = play(won.state, 0, { type: 'moveIn', count: 3 });
    expect(moved.state.seats[0]?.hero).toBe(at('grid-2'));
    expect(moved.state.turn?.heroConquests).toBe(1);
  });

  it('a hero elsewhere cannot follow', () => {
    const s = position({ 'grid-1': [0, 8], 'grid-2': [1, 1], 'cliff-1': [0, 2] }, { 0: 'cliff-1' });
    const won = play(rig(s, [6, 2, 1, 5]), 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 3 });
    expect(refused(won.state, 0, { type: 'moveIn', count: 3, hero: true })).toBe('risiko/hero-not-here');
  });

  it('the defending hero adds 1 and falls with the last unit; its owner redeploys it next turn', () => {
    const s = position({ 'grid-1': [0, 8], 'grid-2': [1, 1], 'relay-4': [1, 1] }, { 1: 'grid-2' });
    const held = play(rig(s, [5, 1, 1, 5]), 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 3 });
    expect(eventsOf(held, 'diceRolled')[0]).toMatchObject({ defenceDice: [6], attackerLosses: 1, heroBonus: { attack: false, defence: true } });
    const won = play(rig(held.state, [6, 1, 1, 4]), 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 3 });
    expect(won.state.seats[1]).toMatchObject({ hero: -1, heroFallen: true });
    expect(eventsOf(won, 'heroFell')).toEqual([{ type: 'heroFell', seat: 1, territory: 'grid-2' }]);
    const ended = play(play(play(won.state, 0, { type: 'moveIn', count: 3 }).state, 0, { type: 'endAttacks' }).state, 0, { type: 'endTurn' });
    expect(ended.state.turn?.seat).toBe(1);
    expect(engine.legalActions(ended.state, 1)).toContainEqual({ type: 'redeployHero', territory: 'relay-4' });
  });
});

describe('a hero that may (not must) follow the conquest', () => {
  const silence = FACTION_CARDS.find((c) => c.ability === 'silence-attacking-hero')?.id ?? '';
  /** Seat 0 attacks from grid-1 (3 units and its hero) with 2 dice: every unit but one must move in. */
  const before = (): RisikoState => {
    const s = position({ 'grid-1': [0, 3], 'grid-2': [1, 1], 'relay-4': [1, 1] }, { 0: 'grid-1' });
    return play(patchSeat(s, 1, { hand: [silence] }), 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 2 }).state;
  };

  it('asks the conqueror when a card silenced the hero, even though the unit count leaves no choice', () => {
    const won = play(rig(before(), [6, 6, 1]), 1, { type: 'defend', dice: 1, card: silence });
    expect(eventsOf(won, 'diceRolled')[0]).toMatchObject({ heroBonus: { attack: false, defence: false }, defenderLosses: 1 });
    expect(eventsOf(won, 'movedIn')).toEqual([]);
    expect([units(won.state, 'grid-1'), units(won.state, 'grid-2')]).toEqual([3, 0]);
    expect(won.state.phase).toMatchObject({ kind: 'attack', battle: { stage: 'moveIn', minMove: 2, heroMust: false, heroMay: true } });
    expect(engine.activePlayers(won.state)).toEqual([0]);
    expect(engine.legalActions(won.state, 0)).toEqual([{ type: 'moveIn', count: 2, hero: false }, { type: 'moveIn', count: 2, hero: true }]);
    expect(engine.view(won.state, 1).pending).toEqual({ kind: 'moveIn', attacker: 0, from: 'grid-1', to: 'grid-2', min: 2, max: 2, heroMust: false, heroMay: true });
    expect(won.state.turn?.heroConquests).toBe(0);
  });

  it.each([
    { choice: 'follows', hero: true, heroAt: 'grid-2' },
    { choice: 'stays behind', hero: false, heroAt: 'grid-1' },
  ])('the hero $choice as the conqueror decides', ({ hero, heroAt }) => {
    const won = play(rig(before(), [6, 6, 1]), 1, { type: 'defend', dice: 1, card: silence });
    const moved = play(won.state, 0, { type: 'moveIn', count: 2, hero });
    expect(eventsOf(moved, 'movedIn')).toEqual([{ type: 'movedIn', seat: 0, from: 'grid-1', to: 'grid-2', count: 2, hero }]);
    expect([units(moved.state, 'grid-1'), units(moved.state, 'grid-2')]).toEqual([1, 2]);
    expect(moved.state.seats[0]?.hero).toBe(at(heroAt));
    expect(moved.state.phase).toEqual(ATTACK);
  });

  it('moves units and hero in at once when the hero gave its bonus and the count leaves no choice', () => {
    const s = position({ 'grid-1': [0, 3], 'grid-2': [1, 1], 'relay-4': [1, 1] }, { 0: 'grid-1' });
    const won = play(rig(s, [6, 1, 6]), 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 2 });
    expect(eventsOf(won, 'diceRolled')[0]).toMatchObject({ attackDice: [7, 1], defenceDice: [6], heroBonus: { attack: true } });
    expect(eventsOf(won, 'movedIn')).toEqual([{ type: 'movedIn', seat: 0, from: 'grid-1', to: 'grid-2', count: 2, hero: true }]);
    expect(won.state.seats[0]?.hero).toBe(at('grid-2'));
    expect(won.state.turn?.heroConquests).toBe(1);
    expect(won.state.phase).toEqual(ATTACK);
  });
});

describe('elimination', () => {
  it('the conqueror of the last territory captures the loser’s cards; the base stays', () => {
    let s = position({ 'grid-1': [0, 8], 'grid-2': [1, 1] });
    s = arrange(s, { 'grid-1': [0, 8], 'grid-2': [1, 1] }, [2, 1], {}, { 0: 'grid-1', 1: 'grid-2', 2: 'beach-a' });
    s = patchSeat(patchSeat(s, 1, { hand: ['fc-cov-01', 'fc-cov-02'], captured: ['fc-flood-01'] }), 0, { hand: [] });
    const declared = play(s, 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 3 });
    const won = play(rig(declared.state, [6, 1, 1, 1]), 1, { type: 'defend', dice: 1 });
    expect(won.state.seats[1]).toMatchObject({ eliminated: true, hand: [], captured: [], objectives: [] });
    expect(won.state.seats[0]?.captured).toEqual(['fc-cov-01', 'fc-cov-02', 'fc-flood-01']);
    expect(won.state.seats[1]?.base).toBe(at('grid-2'));
    expect(eventsOf(won, 'playerEliminated')).toEqual([{ type: 'playerEliminated', seat: 1, by: 0, cards: 3 }]);
    expect(won.state.turn?.eliminations).toBe(1);
    const moved = play(won.state, 0, { type: 'moveIn', count: 3 });
    expect(refused(moved.state, 0, { type: 'attack', from: 'grid-2', to: 'grid-3', dice: 1, card: 'fc-cov-01' })).toBe('risiko/captured-card');
  });
  it('a second elimination adds the new cards to those the conqueror captured before', () => {
    let s = start(3, { battlefield: 'the-ring' }, 'two-eliminations');
    s = arrange(s, { 'grid-1': [0, 9], 'grid-2': [1, 1], 'grid-4': [2, 1] }, [0, 1], {}, { 0: 'grid-1', 1: 'grid-2', 2: 'grid-4' });
    s = patchSeat(s, 0, { hand: [], captured: [] });
    s = patchSeat(s, 1, { hand: ['fc-cov-01', 'fc-cov-02'], captured: ['fc-flood-01'] });
    s = patchSeat(s, 2, { hand: ['fc-unsc-03'], captured: ['fc-flood-02'] });
    s = inPhase(s, 0, ATTACK);
    const first = play(rig(play(s, 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 3 }).state, [6, 1, 1, 1]), 1, { type: 'defend', dice: 1 });
    expect(first.state.seats[0]?.captured).toEqual(['fc-cov-01', 'fc-cov-02', 'fc-flood-01']);
    const movedIn = play(first.state, 0, { type: 'moveIn', count: 3 }).state;
    const second = play(rig(play(movedIn, 0, { type: 'attack', from: 'grid-1', to: 'grid-4', dice: 3 }).state, [6, 1, 1, 1]), 2, { type: 'defend', dice: 1 });
    expect(eventsOf(second, 'playerEliminated')).toEqual([{ type: 'playerEliminated', seat: 2, by: 0, cards: 2 }]);
    expect(second.state.seats[0]?.captured).toEqual(['fc-cov-01', 'fc-cov-02', 'fc-flood-01', 'fc-unsc-03', 'fc-flood-02']);
    expect(second.state.seats[0]?.hand).toEqual([]);
    expect(second.state.seats[2]).toMatchObject({ eliminated: true, hand: [], captured: [] });
    expect(second.state.turn?.eliminations).toBe(2);
  });

  it('captured cards join those the conqueror already held, and the hand stays the hand', () => {
    let s = position({ 'grid-1': [0, 8], 'grid-2': [1, 1] });
    s = patchSeat(patchSeat(s, 1, { hand: ['fc-cov-03'], captured: [] }), 0, { hand: ['fc-unsc-01'], captured: ['fc-flood-05'] });
    const won = play(rig(play(s, 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 3 }).state, [6, 1, 1, 1]), 1, { type: 'defend', dice: 1 });
    expect(won.state.seats[0]).toMatchObject({ hand: ['fc-unsc-01'], captured: ['fc-flood-05', 'fc-cov-03'] });
  });
});

describe('the neutral Flood (ONE-ON-ONE)', () => {
  const base = start(2, {}, 'neutral');
  const s = inPhase(arrange(base, { 'h-n1': [0, 6], 'h-n2': ['n', 3] }, [1, 1], {}, { 0: 'h-n1', 1: 'h-s4' }), 0, ATTACK);

  it('the opponent chooses the neutral defence dice and plays no cards', () => {
    const declared = play(s, 0, { type: 'attack', from: 'h-n1', to: 'h-n2', dice: 2 });
    expect(engine.activePlayers(declared.state)).toEqual([1]);
    expect(engine.view(declared.state, 1).pending).toMatchObject({ kind: 'defend', defender: 'neutral', chooser: 1 });
    expect(engine.legalActions(declared.state, 1)).toEqual([{ type: 'defend', dice: 1 }, { type: 'defend', dice: 2 }]);
    const withCard = patchSeat(declared.state, 1, { hand: ['fc-cov-08'] });
    expect(refused(withCard, 1, { type: 'defend', dice: 2, card: 'fc-cov-08' })).toBe('risiko/neutral-card');
    const rolled = play(rig(declared.state, [6, 6, 1, 1]), 1, { type: 'defend', dice: 2 });
    expect(units(rolled.state, 'h-n2')).toBe(1);
    expect(eventsOf(rolled, 'diceRolled')[0]).toMatchObject({ attacker: 0, defender: null });
  });

  it('conquering the neutral Flood counts as a conquest from the neutral column', () => {
    const one = arrange(s, { 'h-n1': [0, 6], 'h-n2': ['n', 1] }, [1, 1], {}, { 0: 'h-n1', 1: 'h-s4' });
    const won = play(rig(inPhase(one, 0, ATTACK), [6, 1]), 0, { type: 'attack', from: 'h-n1', to: 'h-n2', dice: 1 });
    expect(won.state.turn?.conqueredFrom).toEqual([0, 0, 1]);
  });
});
