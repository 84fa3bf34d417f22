import { describe, expect, it } from 'vitest';
import { risikoEngine } from '../../../../engines/risiko';
import { apply, game, owned, active } from '../testing/games';
import { currentSelection } from './selection';

describe('selections', () => {
  const s = game(2, {}, 'unit');
  const view = (st: typeof s) => risikoEngine.view(st, active(st));

  it('lives through the actions of one phase of one game', () => {
    const mine = { ...currentSelection(undefined, view(s)), source: 'x' };
    const next = apply(s, { type: 'reinforce', territory: owned(s, active(s))[0] ?? '', count: 1 });
    expect(currentSelection(mine, view(next))).toBe(mine);
  });

  it('starts fresh in another game, even at the same turn and phase', () => {
    const mine = { ...currentSelection(undefined, view(s)), source: 'x' };
    expect(currentSelection(mine, view(game(2, {}, 'other'))).source).toBeNull();
  });
});
