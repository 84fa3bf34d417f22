import { describe, expect, it } from 'vitest';
import { newRecord, type Session } from '../../../../engines/core';
import { risikoEngine, type RisikoState } from '../../../../engines/risiko';
import { game, place, reinforceAll } from '../testing/games';
import { autoDefendKey } from './prefs';
import { applyActions } from '../../../store/gameThunks';
import { standingOrders } from './send';

const names = ['Ana', 'Ben'];
const attacking = reinforceAll(place(game(2, {}, 'unit'), { 'cartographer-vault': [1, 5], 'palm-shore': [0, 2] }), 'cartographer-vault');
const session = (state: RisikoState): Session<RisikoState> => ({ record: newRecord(risikoEngine, 2, state.options as never, 'unit'), state, events: [], irreversible: [] });
const attack = { type: 'attack', from: 'cartographer-vault', to: 'palm-shore', dice: 3 } as const;

describe('standing defence orders', () => {
  const on = { [autoDefendKey('Ana')]: true };
  const withCard = (s: RisikoState): RisikoState => ({ ...s, seats: s.seats.map((st, i) => (i === 0 ? { ...st, hand: ['fc-unsc-06'] } : st)) });

  it.each([
    { name: 'defends at once with the most dice when the defender said so', prefs: on, state: attacking, applies: true },
    { name: 'asks a defender who did not', prefs: {}, state: attacking, applies: false },
    { name: 'asks a defender holding a defensive card', prefs: on, state: withCard(attacking), applies: false },
  ])('$name', ({ prefs, state, applies }) => {
    const sent = applyActions(risikoEngine, session(state), 1, [attack], standingOrders(risikoEngine, names, prefs));
    expect(sent.refused).toBeNull();
    const types = sent.events.map((e) => e.type);
    expect(types.includes('diceRolled')).toBe(applies);
    expect(sent.session.record.actions.at(-1)?.action).toEqual(applies ? { type: 'defend', dice: 2 } : attack);
  });

  it('stops at the first refused action and keeps what was applied', () => {
    const sent = applyActions(risikoEngine, session(attacking), 1, [attack, { type: 'endAttacks' }]);
    expect(sent.refused).toBeNull();
    expect(sent.session.record.actions).toHaveLength(1);
    const bad = applyActions(risikoEngine, session(attacking), 1, [{ type: 'attack', from: 'palm-shore', to: 'cartographer-vault', dice: 1 }]);
    expect(bad.refused?.code).toBe('risiko/not-your-territory');
  });
});
