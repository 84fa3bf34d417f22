/** The Halo ActionClix engine behind the common GameEngine interface (made by the kernel's `defineEngine`). */
import { defineEngine, type DefinedEngine } from '../core';
import { activeSeats, applyAction } from './apply';
import { legalActions } from './legalActions';
import { parseOptions } from './options';
import { parseAction } from './parseAction';
import { startGame } from './setup';
import type { ActionClixAction, ActionClixOptions, ActionClixState } from './types';
import { view, type ActionClixView } from './view';

export type ActionClixEngine = DefinedEngine<ActionClixState, ActionClixAction, ActionClixView, ActionClixOptions>;

export const actionclixEngine: ActionClixEngine = defineEngine({
  id: 'actionclix',
  // 2: Full Burst, Blast Back and Energy Sword as RULINGS words them, the exit's squares
  // and Scarab grenades listed; records of version 1 replay differently.
  // 3: every spawn point must leave room for the rest (a placement that would strand a later seat is
  // refused), and a battlefield too small for them all is refused at setup; eliminated units are reserves
  // from the next turn (upgrade, swap and respawn targets); a unit on top of the Scarab is adjacent to and
  // in range of its targets as best suits it; Noble Team, special heavy weapons and upgrade restrictions
  // join the roster; 5 players and the large battlefield.
  version: 3,
  minPlayers: 2,
  maxPlayers: 5,
  hiddenInformation: false,
  refusals: { badOptions: 'actionclix/bad-options', gameOver: 'actionclix/game-over', notActive: 'actionclix/not-active' },
  parseOptions,
  parseAction,
  start: (options, players, seed) => startGame(options, players, seed),
  activePlayers: (s) => activeSeats(s),
  legalActions: (s, seat) => legalActions(s, seat),
  play: (s, seat, action, quiet) => applyAction(s, seat, action, quiet),
  view: (s, viewer) => view(s, viewer),
  outcome: (s) => s.outcome ?? undefined,
});
