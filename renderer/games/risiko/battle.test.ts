import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engines/core';
import { lastRound } from './battle';

const rolled = (over: Partial<GameEvent>): GameEvent => ({
  type: 'diceRolled', attacker: 0, defender: 1, from: 'archive-99-03', to: 'research-facility-a',
  attackDice: [6, 4, 2], defenceDice: [5, 4], attackRolls: [2, 6, 4], defenceRolls: [4, 5],
  attackerLosses: 1, defenderLosses: 1, heroBonus: { attack: false, defence: false }, ...over,
});

describe('the dice tray round', () => {
  it.each([
    { name: 'rulebook: highest against highest, ties to the defender', event: rolled({}), attackLost: [false, true, null], defenceLost: [true, false] },
    { name: 'a hero adds 1 to the highest die (6 becomes 7)', event: rolled({ attackDice: [7, 3], attackRolls: [3, 6], defenceDice: [6], defenceRolls: [6], attackerLosses: 0, defenderLosses: 1 }), attackLost: [false, null], defenceLost: [true] },
    { name: 'an attacker card that wins ties', event: rolled({ attackDice: [5], attackRolls: [5], defenceDice: [5], defenceRolls: [5], attackerLosses: 0, defenderLosses: 1 }), attackLost: [false], defenceLost: [true] },
  ])('$name', ({ event, attackLost, defenceLost }) => {
    const round = lastRound([event]);
    expect(round?.attack.map((d) => d.lost)).toEqual(attackLost);
    expect(round?.defence.map((d) => d.lost)).toEqual(defenceLost);
  });

  it('shows the raw face and the bonus of a hero die', () => {
    const round = lastRound([rolled({ attackDice: [7, 3], attackRolls: [3, 6], defenceDice: [6], defenceRolls: [6], attackerLosses: 0, defenderLosses: 1 })]);
    expect(round?.attack[0]).toEqual({ face: 6, bonus: 1, value: 7, lost: false });
  });

  it('notes a conquest and a fallen hero', () => {
    const round = lastRound([rolled({}), { type: 'heroFell', seat: 1, territory: 'x' }, { type: 'conquered', seat: 0 }]);
    expect([round?.conquered, round?.heroFell]).toEqual([true, true]);
  });

  it('shows an ambush that stopped the round before any die was rolled', () => {
    const round = lastRound([
      { type: 'attackDeclared', attacker: 0, defender: 1, from: 'a', to: 'b', dice: 2 },
      { type: 'ambush', attacker: 0, from: 'a', roll: 5, destroyed: 2 },
    ]);
    expect(round?.ambush).toEqual({ roll: 5, destroyed: 2 });
    expect([round?.attack, round?.to]).toEqual([[], 'b']);
  });

  it('is null without a battle', () => {
    expect(lastRound([{ type: 'reinforced', seat: 0 }])).toBeNull();
  });
});
