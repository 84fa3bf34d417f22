/** The Halo TCG engine behind the common GameEngine interface. */
import { err, ok, type GameEngine, type Result } from '../core';
import { activeSeats, applyAction } from './apply';
import { legalActions } from './legalActions';
import { parseAction, parseOptions } from './parseAction';
import { initialState } from './setup';
import type { HaloAction, HaloOptions, HaloState } from './types';
import { view, type HaloView } from './view';

export type HaloEngine = GameEngine<HaloState, HaloAction, HaloView, HaloOptions>;

export const halotcgEngine: HaloEngine = {
  id: 'halotcg',
  // 2: skirmish modifiers count at the resolution; cancel windows; site actions (saves of version 1 replay differently).
  // 3: inactive cards are not killed, sniping starts afresh on a second move, and the other rulings of issue 19.
  version: 3,
  minPlayers: 2,
  maxPlayers: 5,
  hiddenInformation: true,
  parseOptions,
  parseAction,
  setup(input): Result<HaloState> {
    const options = parseOptions(input.options, input.players);
    if (!options.ok) return options;
    if (input.seed.length === 0) return err('halotcg/bad-options', { field: 'seed' });
    return ok(initialState(options.value, input.players, input.seed));
  },
  activePlayers: (s) => activeSeats(s),
  legalActions: (s, seat) => legalActions(s, seat),
  apply: (s, seat, action) => applyAction(s, seat, action),
  view: (s, viewer) => view(s, viewer),
  outcome: (s) => s.outcome ?? undefined,
};
