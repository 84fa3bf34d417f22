import { describe, expect, it } from 'vitest';
import { newRecord, type Session } from '../../../../engines/core';
import { risikoEngine, type RisikoState } from '../../../../engines/risiko';
import { game, place, reinforceAll } from '../testing/games';
import { autoDefendKey } from './prefs';
import { applyActions } from '../../../store/gameThunks';
import { standingOrders, type Blitz } from './send';

const names = ['Ana', 'Ben'];
const attacking = reinforceAll(place(game(2, {}, 'unit'), { 'cartographer-vault': [1, 5], 'palm-shore': [0, 2] }), 'cartographer-vault');
const session = (state: RisikoState): Session<RisikoState> => ({ record: newRecord(risikoEngine, 2, state.options as never, 'unit'), state, events: [], irreversible: [] });
const attack = { type: 'attack', from: 'cartographer-vault', to: 'palm-shore', dice: 3 } as const;

describe('standing defence orders', () => {
  const on = { [autoDefendKey('Ana')]: true };
  const withCard = (s: RisikoState): RisikoState => ({ ...s, seats: s.seats.map((st, i) => (i === 0 ? { ...st, hand: ['fc-unsc-06'] } : st)) });

  it.each([
    { name: 'defends at once with the most dice when the defender said so', prefs: on, state: attacking, applies: true, reason: 'no-card' },
    { name: 'defends at once with the most dice by default', prefs: {}, state: attacking, applies: true, reason: 'no-card' },
    { name: 'asks a defender who turned it off', prefs: { [autoDefendKey('Ana')]: false }, state: attacking, applies: false, reason: null },
    { name: 'never hands over for the neutral Flood, even to a player who turned it off', prefs: { [autoDefendKey('Ana')]: false }, state: place(attacking, { 'palm-shore': [-2, 2] }), applies: true, reason: 'neutral' },
    { name: 'asks a defender holding a defensive card', prefs: on, state: withCard(attacking), applies: false, reason: null },
  ])('$name', ({ prefs, state, applies, reason }) => {
    const sent = applyActions(risikoEngine, session(state), 1, [attack], standingOrders(risikoEngine, names, prefs));
    expect(sent.refused).toBeNull();
    const types = sent.events.map((e) => e.type);
    expect(types.includes('diceRolled')).toBe(applies);
    expect(sent.session.record.actions.at(-1)?.action).toEqual(applies ? { type: 'defend', dice: 2, auto: reason } : attack);
  });

  it('stops at the first refused action and keeps what was applied', () => {
    const sent = applyActions(risikoEngine, session(attacking), 1, [attack, { type: 'endAttacks' }]);
    expect(sent.refused).toBeNull();
    expect(sent.session.record.actions).toHaveLength(1);
    const bad = applyActions(risikoEngine, session(attacking), 1, [{ type: 'attack', from: 'palm-shore', to: 'cartographer-vault', dice: 1 }]);
    expect(bad.refused?.code).toBe('risiko/not-your-territory');
  });
});

describe('keep attacking (blitz)', () => {
  const big = reinforceAll(place(game(2, {}, 'unit'), { 'cartographer-vault': [1, 30], 'palm-shore': [0, 12] }), 'cartographer-vault');
  const rounds = (leave: number, state: RisikoState = big) => {
    const blitz: Blitz = { seat: 1, from: 'cartographer-vault', to: 'palm-shore', leave };
    const sent = applyActions(risikoEngine, session(state), 1, [attack], standingOrders(risikoEngine, names, {}, blitz));
    const s = sent.session.state as RisikoState;
    const ids = ['cartographer-vault', 'palm-shore'].map((id) => risikoEngine.view(s, 1).territories[id]);
    return { sent, from: ids[0], to: ids[1], attacks: sent.session.record.actions.filter((a) => (a.action as { type: string }).type === 'attack').length };
  };

  it('attacks again and again through the normal actions until the territory falls or the source is down to N', () => {
    const { sent, from, to, attacks } = rounds(1);
    expect(sent.refused).toBeNull();
    expect(attacks).toBeGreaterThan(1);
    // Either conquered (the move-in waits for the attacker) or the source has a single unit left.
    const conquered = to?.owner === 1;
    expect(conquered || from?.units === 1).toBe(true);
    if (conquered) expect(risikoEngine.view(sent.session.state as RisikoState, 1).pending?.kind).toBe('moveIn');
  });

  it('stops once the source is down to the units to leave', () => {
    const { from, to } = rounds(25);
    expect(to?.owner === 1 || (from?.units ?? 0) <= 25).toBe(true);
    expect(from?.units ?? 0).toBeGreaterThan(22);
  });

  it('stops when the defender must decide (a defensive card in hand)', () => {
    const withCard = { ...big, seats: big.seats.map((st, i) => (i === 0 ? { ...st, hand: ['fc-unsc-06'] } : st)) };
    const { sent, attacks } = rounds(1, withCard);
    expect(attacks).toBe(1);
    expect(risikoEngine.activePlayers(sent.session.state as RisikoState)[0]).toBe(0);
  });
});
