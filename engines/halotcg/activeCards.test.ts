/** Rulebook "Active cards": inactive cards are not affected by the game and do not affect the game. */
import { describe, expect, it } from 'vitest';
import { act, iid, scene, type SeatSpec } from './testing/scene';
import type { HaloState } from './types';

/** Seat 1's company window: seat 0's cards are inactive; `wounds` are put on seat 0's `card`. */
function othersTurn(seat0: SeatSpec, card: string, wounds: number): HaloState {
  const s = scene({ seats: [seat0, {}], fp: 1, window: { timing: 'company', next: 1, then: 'move' } });
  const x = card === 'master-chief' ? '0.0' : iid(s, 0, card);
  return { ...s, inPlay: { ...s.inPlay, [x]: { w: wounds } } };
}

describe('inactive cards are not killed by the bonuses they lose', () => {
  const cases = [
    { name: 'the Master Chief with 4 wounds in Mjolnir Armor (vitality 4 + 1)', seat0: { attached: [['mjolnir', '0']] as const }, card: 'master-chief', wounds: 4 },
    { name: 'a Colonial Militia with 2 wounds under Hold Out (vitality 2 + 1)', seat0: { company: ['colonial-militia'], support: ['hold-out'] }, card: 'colonial-militia', wounds: 2 },
  ];
  for (const c of cases) {
    it(`${c.name} lives through the next player's turn and is alive on its own`, () => {
      const s = othersTurn(c.seat0, c.card, c.wounds);
      const x = c.card === 'master-chief' ? '0.0' : iid(s, 0, c.card);
      const after = act(s, 1, { type: 'pass' }).state;
      expect({ inPlay: after.inPlay[x]?.w, dead: after.players[0]?.dead, outcome: after.outcome }).toEqual({ inPlay: c.wounds, dead: [], outcome: null });
      const own = act({ ...after, turn: { ...after.turn, fp: 0, window: { timing: 'company', then: 'move', next: 0, passes: 0 } } }, 0, { type: 'pass' }).state;
      expect(own.inPlay[x]?.w).toBe(c.wounds);
    });
  }

  it('an active card is still killed when the bonus goes: the Chief loses his armour on his own turn', () => {
    const s = scene({ seats: [{ attached: [['mjolnir', '0']] }, {}], window: { timing: 'company', next: 0, then: 'move' } });
    const armour = iid(s, 0, 'mjolnir');
    const { [armour]: _gone, ...inPlay } = s.inPlay;
    const bare: HaloState = { ...s, inPlay: { ...inPlay, '0.0': { w: 4 } }, players: s.players.map((p, i) => (i === 0 ? { ...p, attached: [], discard: [armour] } : p)) };
    const after = act(bare, 0, { type: 'pass' }).state;
    expect(after.outcome?.reason).toBe('last-player');
  });
});
