import { describe, expect, it } from 'vitest';
import { maxAttackDice, maxDefenceDice, NO_MODIFIERS, resolveRound } from './dice';
import { ATTACK, arrange, engine, inPhase, play, refused, rig, start, units } from './testing/positions';

describe('one round of battle (rulebook, ANGREIFEN)', () => {
  const cases = [
    {
      name: 'rulebook example: Grey 6,4,3 against Lilac 5,4: each loses one, the 3 is ignored',
      attack: [3, 6, 4], defence: [4, 5], mods: NO_MODIFIERS, result: { attack: [6, 4, 3], defence: [5, 4], attackerLosses: 1, defenderLosses: 1 },
    },
    { name: 'ties go to the defender', attack: [5, 5], defence: [5, 5], mods: NO_MODIFIERS, result: { attackerLosses: 2, defenderLosses: 0 } },
    { name: 'one attack die against two defence dice compares once', attack: [6], defence: [1, 1], mods: NO_MODIFIERS, result: { attackerLosses: 0, defenderLosses: 1 } },
    {
      name: 'rulebook: a hero turns a 6 into a 7 and wins the tie it would have lost',
      attack: [6], defence: [6], mods: { ...NO_MODIFIERS, attackHero: true }, result: { attack: [7], defence: [6], attackerLosses: 0, defenderLosses: 1 },
    },
    {
      name: 'a defending hero adds 1 to the highest defence die only',
      attack: [5, 4], defence: [5, 4], mods: { ...NO_MODIFIERS, defenceHero: true }, result: { defence: [6, 4], attackerLosses: 2, defenderLosses: 0 },
    },
    { name: '+1 to every attack die', attack: [5, 3], defence: [5, 3], mods: { ...NO_MODIFIERS, attackPlus: 1 }, result: { attack: [6, 4], defenderLosses: 2 } },
    { name: 'ties to the attacker', attack: [4], defence: [4], mods: { ...NO_MODIFIERS, attackWinsTies: true }, result: { defenderLosses: 1, attackerLosses: 0 } },
  ];
  it.each(cases)('$name', ({ attack, defence, mods, result }) => {
    expect(resolveRound(attack, defence, mods)).toMatchObject(result);
  });

  it.each([
    { name: 'rulebook: Lilac with 3 units attacks with at most 2', units: 3, max: 2 },
    { name: 'at most 3 dice however many units', units: 10, max: 3 },
    { name: 'a single unit cannot attack', units: 1, max: 0 },
  ])('$name', ({ units: n, max }) => expect(maxAttackDice(n)).toBe(max));

  it.each([
    { name: 'rulebook: Grey defending with 3 units defends with at most 2', units: 3, third: false, max: 2 },
    { name: 'one unit defends with one die', units: 1, third: false, max: 1 },
    { name: 'a card may allow a third die', units: 3, third: true, max: 3 },
  ])('$name', ({ units: n, third, max }) => expect(maxDefenceDice(n, third)).toBe(max));
});

describe('the rulebook dice example played through the engine', () => {
  const base = arrange(start(3, { battlefield: 'the-ring' }), { 'grid-1': [0, 10], 'grid-2': [1, 3] }, [2, 1]);
  const s = inPhase({ ...base, seats: base.seats.map((x) => ({ ...x, hand: [] })) }, 0, ATTACK);

  it('Grey attacks with 3 of 10 units, Lilac defends with 2: 6,4,3 against 5,4', () => {
    const declared = play(s, 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 3 });
    expect(engine.activePlayers(declared.state)).toEqual([1]);
    const rolled = play(rig(declared.state, [6, 4, 3, 5, 4]), 1, { type: 'defend', dice: 2 });
    expect(rolled.irreversible).toBe('dice');
    expect(units(rolled.state, 'grid-1')).toBe(9);
    expect(units(rolled.state, 'grid-2')).toBe(2);
    expect(rolled.events.find((e) => e.type === 'diceRolled')).toMatchObject({ attackDice: [6, 4, 3], defenceDice: [5, 4], attackerLosses: 1, defenderLosses: 1 });
  });

  it('Lilac with 3 units may not roll 3 dice; Grey with 3 units may not defend with 3', () => {
    const lilac = inPhase(arrange(s, { 'grid-2': [1, 3], 'grid-1': [0, 3] }, [2, 1]), 1, ATTACK);
    expect(refused(lilac, 1, { type: 'attack', from: 'grid-2', to: 'grid-1', dice: 3 })).toBe('risiko/too-many-dice');
    const declared = play(lilac, 1, { type: 'attack', from: 'grid-2', to: 'grid-1', dice: 2 });
    expect(refused(declared.state, 0, { type: 'defend', dice: 3 })).toBe('risiko/defend-dice');
  });
});
