/**
 * Overcharge in the Scarab scenario (issue 19): a unit with the special-ability attack may use it against
 * the Scarab wherever it may shoot the Scarab, rolled against the Shell's defense with its plain attack
 * value, and a hit deals its damage value + 1 to the Shell. The Scarab starts at (9, 8): area x 9-14, y 8-15.
 */
import { describe, expect, it } from 'vitest';
import { engine, play, refusal, withDice } from '../testing/arena';
import type { ActionClixAction, ActionClixState } from '../types';
import { scarabArena } from './testing/arena';

const GRUNT = '0-grunt-pistol';
const overcharge = (unit = GRUNT): ActionClixAction => ({ type: 'special', unit, target: 'scarab' });
const shell = (s: ActionClixState): number => s.scarab?.clicks.shell ?? -1;
const arena = (dice: readonly number[]) => withDice(scarabArena({ units: [{ seat: 0, roster: 'grunt-pistol', at: [5, 10] }] }), dice);

describe('Overcharge at the Scarab', () => {
  it('is listed beside the shot at it, with cover, for a unit that has it', () => {
    const legal = engine.legalActions(arena([1, 1]), 0);
    expect(legal).toContainEqual({ type: 'attack', unit: GRUNT, target: 'scarab' });
    expect(legal).toContainEqual(overcharge());
    expect(legal).toContainEqual({ type: 'specialCover', unit: GRUNT, target: 'scarab' });
  });

  it('is not listed for a unit without it (a Marine shoots the Scarab only)', () => {
    const s = withDice(scarabArena({ units: [{ seat: 0, roster: 'marine-ar', at: [5, 10] }] }), [1, 1]);
    const legal = engine.legalActions(s, 0);
    expect(legal).toContainEqual({ type: 'attack', unit: '0-marine-ar', target: 'scarab' });
    expect(legal.some((a) => a.type === 'special' || a.type === 'specialCover')).toBe(false);
    expect(refusal(s, overcharge('0-marine-ar'))).toBe('actionclix/no-special');
  });

  it.each([
    { name: 'a hit (7 + 11 against the Shell\'s 18) deals damage 1 + 1: the Shell turns 2 clicks', dice: [6, 5], hit: true, clicks: 2 },
    { name: 'a miss (7 + 10 against 18) deals nothing and still uses the action', dice: [5, 5], hit: false, clicks: 0 },
  ])('$name', ({ dice, hit, clicks }) => {
    const s = arena(dice);
    const r = play(s, overcharge());
    expect(r.events.filter((e) => e.type === 'diceRolled').map((e) => e.purpose)).toEqual(['overcharge']);
    expect(r.events.find((e) => e.type === 'scarabHit' || e.type === 'scarabMissed')).toMatchObject({ type: hit ? 'scarabHit' : 'scarabMissed', unit: GRUNT, ability: 'overcharge', attack: 7, total: dice[0]! + dice[1]! + 7, needed: 18 });
    expect(shell(r.state) - shell(s)).toBe(clicks);
    expect(r.state.turn?.used).toBe(1);
  });

  it('deals 1 more than a shot with the same roll (the shot turns the Shell 1 click)', () => {
    const s = arena([6, 5]);
    expect(shell(play(s, { type: 'attack', unit: GRUNT, target: 'scarab' }).state) - shell(s)).toBe(1);
    expect(shell(play(s, overcharge()).state) - shell(s)).toBe(2);
  });

  it('with cover, the unit may then move 1 square', () => {
    const r = play(arena([6, 5]), { type: 'specialCover', unit: GRUNT, target: 'scarab' });
    expect(r.state.turn?.pending).toEqual([{ kind: 'cover', unit: GRUNT }]);
  });

  it("the Scarab side's own Grunt may not overcharge the Scarab", () => {
    const s = withDice(scarabArena({ seat: 1, units: [{ seat: 1, roster: 'grunt-pistol', at: [5, 10] }], scarab: { step: { kind: 'reinforcements', actions: 2 } as never } }), [6, 5]);
    expect(engine.legalActions(s, 1)).not.toContainEqual(overcharge('1-grunt-pistol'));
    expect(refusal(s, overcharge('1-grunt-pistol'))).not.toBe('accepted');
  });
});
