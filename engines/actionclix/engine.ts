/** The Halo ActionClix engine behind the common GameEngine interface. */
import { err, ok, type GameEngine, type Result } from '../core';
import { activeSeats, applyAction } from './apply';
import { legalActions } from './legalActions';
import { parseOptions } from './options';
import { parseAction } from './parseAction';
import { initialState } from './setup';
import type { ActionClixAction, ActionClixOptions, ActionClixState } from './types';
import { view, type ActionClixView } from './view';

export type ActionClixEngine = GameEngine<ActionClixState, ActionClixAction, ActionClixView, ActionClixOptions>;

export const actionclixEngine: ActionClixEngine = {
  id: 'actionclix',
  // 2: Full Burst, Blast Back and Energy Sword as RULINGS words them, the exit's squares, spawn points
  // that leave room for the rest, and Scarab grenades listed; records of version 1 replay differently.
  version: 2,
  minPlayers: 2,
  maxPlayers: 4,
  hiddenInformation: false,
  parseOptions,
  parseAction,
  setup(input): Result<ActionClixState> {
    const options = parseOptions(input.options, input.players);
    if (!options.ok) return options;
    if (input.seed.length === 0) return err('actionclix/bad-options', { field: 'seed' });
    return ok(initialState(options.value, input.players, input.seed));
  },
  activePlayers: (s) => activeSeats(s),
  legalActions: (s, seat) => legalActions(s, seat),
  apply: (s, seat, action) => applyAction(s, seat, action),
  view: (s, viewer) => view(s, viewer),
  outcome: (s) => s.outcome ?? undefined,
};
