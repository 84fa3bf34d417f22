/**
 * The Scarab scenario (seed 003) as a mode: the basic game's rules object with the hooks the scenario
 * changes. Setup (two sides, the attacker's spawn points only), the Scarab player's turn steps, the
 * scenario's own actions and the shared ones it resolves itself (shots at the Scarab, units aboard),
 * its legal actions, the view of the Scarab and its victory.
 */
import { BASIC_MODE } from '../basicMode';
import { teamOf } from '../battlemap';
import { fail } from '../errors';
import type { GameMode } from '../mode';
import { basicSpawnProblem } from '../spawns';
import type { ActionClixState } from '../types';
import { disembark } from './aboard';
import { SCARAB_HANDLERS, scarabRoute } from './apply';
import { scarabCanAttack } from './attacks';
import { baseGrenadeSquares, markScarab } from './battlemap';
import { scarabLegalActions } from './legal';
import { parseScarabOptions } from './options';
import { attackerSeat } from './rules';
import { scarabSetup, scarabSpawnProblem } from './setup';
import { scarabActionsPerTurn, scarabStepsLeft, scarabTurnStarted, settleScarab } from './turn';
import type { ScarabState } from './types';
import { scarabView } from './view';

function scarabIn(s: ActionClixState): ScarabState {
  const sc = s.scarab;
  if (sc === undefined) throw new Error('a Scarab game without its Scarab');
  return sc;
}

export const SCARAB_MODE: GameMode = {
  ...BASIC_MODE,
  id: 'scarab',
  parseOptions: parseScarabOptions,
  setup: scarabSetup,
  spawnSeat: (s) => attackerSeat(scarabIn(s)),
  spawnProblem: (s, sq) => basicSpawnProblem(s, sq) ?? scarabSpawnProblem(s, sq),
  spawnsNeeded: (s) => s.options.spawnsPerPlayer,
  markBattlemap(s, width, occ, occTeam) {
    const sc = scarabIn(s);
    markScarab(sc, width, occ, occTeam, teamOf(s, sc.seat));
  },
  turnStarted: scarabTurnStarted,
  actionsPerTurn: (s, seat) => scarabActionsPerTurn(s, scarabIn(s), seat),
  endTurnProblem(s, seat) {
    const sc = scarabIn(s);
    return scarabStepsLeft(sc, seat) ? fail('actionclix/scarab-steps-first', { step: sc.step?.kind ?? 'roll' }).error : undefined;
  },
  handlers: SCARAB_HANDLERS,
  route: (d, seat, action) => scarabRoute(d, scarabIn(d.s), seat, action),
  legalActions: (b, seat) => scarabLegalActions(b, scarabIn(b.s), seat),
  moreGrenadeSquares: (b, u) => baseGrenadeSquares(b, scarabIn(b.s), u),
  canAttackElsewhere: (b, u) => scarabCanAttack(b, scarabIn(b.s), u),
  leftElsewhere: disembark,
  place(s, u) {
    const place = scarabIn(s).aboard[u.id];
    if (place === undefined) throw new Error(`${u.id} is elsewhere but not aboard the Scarab`);
    return { status: place, sq: u.sq };
  },
  view: (s, b) => ({ scarab: scarabView(s, scarabIn(s), b.geo.width) }),
  settle: (d) => settleScarab(d, scarabIn(d.s)),
};
