/**
 * Quick setup: the manual setup sequence with every choice drawn from the game's own seeded generator,
 * so a quick game is an ordinary game whose placements were made by chance. Territory choices are drawn
 * from index lists directly (cheaper than building the full legal-action list for every step).
 */
import { Random, type Seat } from '../core';
import { activeSeat, applyAction } from './apply';
import type { TerritoryGraph } from './territoryGraph';
import { legalActions } from './legalActions';
import { slotAt } from './setupPlacement';
import { NEUTRAL, UNCLAIMED, type RisikoAction, type RisikoState } from './types';

function randomTerritory(g: TerritoryGraph, s: RisikoState, owner: number, random: Random): string {
  const pool: number[] = [];
  for (let t = 0; t < g.n; t++) if (s.owner[t] === owner) pool.push(t);
  return g.ids[random.pick(pool)] ?? '';
}

function quickAction(g: TerritoryGraph, s: RisikoState, seat: Seat, random: Random): RisikoAction {
  const p = s.phase;
  switch (p.kind) {
    case 'setupBases':
      return { type: 'placeBase', territory: randomTerritory(g, s, UNCLAIMED, random) };
    case 'setupClaim': {
      const territory = randomTerritory(g, s, UNCLAIMED, random);
      return slotAt(s, p.cursor).neutral ? { type: 'placeNeutral', territory, count: Math.min(2, s.neutralReserve) } : { type: 'claim', territory };
    }
    case 'setupReinforce': {
      const neutral = slotAt(s, p.cursor).neutral;
      const territory = randomTerritory(g, s, neutral ? NEUTRAL : seat, random);
      const count = random.between(1, p.left);
      return neutral ? { type: 'placeNeutral', territory, count } : { type: 'placeSetupUnits', territory, count };
    }
    case 'setupHeroes':
      return { type: 'placeHero', territory: randomTerritory(g, s, seat, random) };
    default:
      return random.pick(legalActions(g, s, seat));
  }
}

export function quickSetup(g: TerritoryGraph, state: RisikoState): RisikoState {
  let s = state;
  while (s.phase.kind.startsWith('setup')) {
    const seat = activeSeat(s);
    const random = new Random(s.rng);
    const action = quickAction(g, s, seat, random);
    const applied = applyAction(g, { ...s, rng: random.state }, seat, action, true);
    if (!applied.ok) throw new Error(`quick setup: ${applied.error.code}`);
    s = applied.value.state;
  }
  return s;
}
