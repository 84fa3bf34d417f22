import { describe, expect, it } from 'vitest';
import { halotcgEngine } from '../../../../engines/halotcg';
import { cardScene } from '../../../../engines/halotcg/testing/cardScene';
import { iid } from '../../../../engines/halotcg/testing/scene';
import { pairings, powerOf } from './totals';

describe('table totals come from the engine', () => {
  it('a skirmish shows both totals, statics and borne items included', () => {
    const s = cardScene({ fp: { attached: [['ma5b', '0']] }, shadow: { minions: ['elite-veteran'], support: ['covenant-supremacy'] }, timing: 'skirmish', fight: 'master-chief' });
    const view = halotcgEngine.view(s, 0);
    const elite = iid(s, 1, 'elite-veteran');
    expect(pairings(view).map(({ def, atk, fp, shadow, current }) => ({ def, atk, fp, shadow, current }))).toEqual([{ def: '0.0', atk: [elite], fp: 10, shadow: 10, current: true }]);
    expect([powerOf(view, '0.0'), powerOf(view, elite), powerOf(view, 'nowhere')]).toEqual([10, 10, 0]);
  });

  it('a cancelled skirmish is not shown', () => {
    const s = cardScene({ shadow: { minions: ['grunt'] }, timing: 'skirmish', fight: 'master-chief' });
    const cancelled = { ...s, turn: { ...s.turn, fights: s.turn.fights.map((f) => ({ ...f, cancelled: true })) } };
    expect(pairings(halotcgEngine.view(cancelled, 0))).toEqual([]);
  });
});
