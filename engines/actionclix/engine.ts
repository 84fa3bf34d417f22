/** The Halo ActionClix engine behind the common GameEngine interface (made by the kernel's `defineEngine`). */
import { defineEngine, ok, type DefinedEngine } from '../core';
import { activeSeats, applyAction } from './apply';
import { legalActions } from './legalActions';
import { parseOptions } from './options';
import { parseAction } from './parseAction';
import { initialState } from './setup';
import type { ActionClixAction, ActionClixOptions, ActionClixState } from './types';
import { view, type ActionClixView } from './view';

export type ActionClixEngine = DefinedEngine<ActionClixState, ActionClixAction, ActionClixView, ActionClixOptions>;

export const actionclixEngine: ActionClixEngine = defineEngine({
  id: 'actionclix',
  // 2: Full Burst, Blast Back and Energy Sword as RULINGS words them, the exit's squares, spawn points
  // that leave room for the rest, and Scarab grenades listed; records of version 1 replay differently.
  version: 2,
  minPlayers: 2,
  maxPlayers: 4,
  hiddenInformation: false,
  refusals: { badOptions: 'actionclix/bad-options', gameOver: 'actionclix/game-over', notActive: 'actionclix/not-active' },
  parseOptions,
  parseAction,
  start: (options, players, seed) => ok(initialState(options, players, seed)),
  activePlayers: (s) => activeSeats(s),
  legalActions: (s, seat) => legalActions(s, seat),
  play: (s, seat, action, quiet) => applyAction(s, seat, action, quiet),
  view: (s, viewer) => view(s, viewer),
  outcome: (s) => s.outcome ?? undefined,
});
