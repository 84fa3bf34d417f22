/**
 * How often the screen changes hands in a long invasion against a defender holding a defensive card:
 * without orders the defender is called (and the attacker called back) every round; with orders for the
 * whole invasion only the first round asks.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession, unwrap, type Session } from '../../../../engines/core';
import { FACTION_CARDS, risikoEngine, type RisikoAction, type RisikoState } from '../../../../engines/risiko';
import { battlefield } from '../../../../engines/risiko/maps';
import { applyActions } from '../../../store/gameThunks';
import { active, game, owned, place, reinforceAll } from '../testing/games';
import { forgetPlans, invasionKey, setPlan, type PlanMode } from './invasionPlan';
import { standingOrders } from './send';

/** THE RING for 3, the first player reinforced and facing a big enemy territory whose owner holds a defensive card. */
function invasion(): { s: RisikoState; from: string; to: string; defender: number; card: string } {
  let s = game(3, { mode: 'objective', battlefield: 'the-ring' }, 'handovers');
  const attacker = active(s);
  const from = owned(s, attacker)[0] ?? '';
  s = reinforceAll(s, from);
  const to = battlefield('the-ring').neighbours[from]?.find((n) => s.owner[battlefield('the-ring').territories.indexOf(n)] !== attacker) ?? '';
  const defender = s.owner[battlefield('the-ring').territories.indexOf(to)] ?? 0;
  s = place(s, { [from]: [attacker, 40], [to]: [defender, 30] });
  const card = FACTION_CARDS.find((c) => c.ability === 'defence-plus-one' && c.faction === s.seats[defender]?.faction)?.id ?? '';
  s = { ...s, seats: s.seats.map((seat, i) => (i === defender ? { ...seat, hand: [card] } : seat)) };
  return { s, from, to, defender, card };
}

/** Attacks with 3 dice for `rounds` rounds; the defender answers when asked (no card), counting who had the screen. */
function handOvers(mode: PlanMode | null, rounds: number): { count: number; cardsPlayed: number } {
  const { s, from, to, defender, card } = invasion();
  let session: Session = { ...unwrap(startSession(risikoEngine, 3, s.options, 'handovers')), state: s };
  const follow = standingOrders(risikoEngine, ['A', 'B', 'C'], null);
  let seated = active(s);
  let count = 0;
  const state = (): RisikoState => session.state as RisikoState;
  const sit = () => {
    const now = risikoEngine.activePlayers(state())[0] ?? -1;
    if (now !== seated) count += 1;
    seated = now;
  };
  for (let round = 0; round < rounds; round++) {
    session = applyActions(risikoEngine, session, seated, [{ type: 'attack', from, to, dice: 3 } satisfies RisikoAction], follow).session;
    sit();
    if (risikoEngine.activePlayers(state())[0] === defender) {
      const view = risikoEngine.view(state(), defender);
      if (mode !== null) setPlan(defender, { key: invasionKey(view) ?? '', mode, card: mode === 'card3' ? card : null });
      session = applyActions(risikoEngine, session, defender, [{ type: 'defend', dice: 2 }], follow).session;
      sit();
    }
  }
  const cardsPlayed = session.events.flat().filter((e) => e.type === 'cardPlayed').length;
  return { count, cardsPlayed };
}

describe('hand-overs in a five-round invasion against a defender holding a defensive card', () => {
  beforeEach(forgetPlans);

  it('without orders: two per round (to the defender and back)', () => {
    expect(handOvers(null, 5)).toEqual({ count: 10, cardsPlayed: 0 });
  });

  it('"most dice, no card": two in all', () => {
    expect(handOvers('most', 5)).toEqual({ count: 2, cardsPlayed: 0 });
  });

  it('"card only against 3 dice": two in all, the card played in the second round unasked', () => {
    expect(handOvers('card3', 5)).toEqual({ count: 2, cardsPlayed: 1 });
  });
});
