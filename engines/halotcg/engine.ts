/** The Halo TCG engine behind the common GameEngine interface (made by the kernel's `defineEngine`). */
import { defineEngine, ok, type DefinedEngine } from '../core';
import { activeSeats, applyAction } from './apply';
import { legalActions } from './legalActions';
import { REPLAYED_VERSIONS, upgradeRecord } from './migrations';
import { parseAction, parseOptions } from './parseAction';
import { initialState } from './setup';
import type { HaloAction, HaloOptions, HaloState } from './types';
import { view, type HaloView } from './view';

export type HaloEngine = DefinedEngine<HaloState, HaloAction, HaloView, HaloOptions>;

export const halotcgEngine: HaloEngine = defineEngine({
  id: 'halotcg',
  // 2: skirmish modifiers count at the resolution; cancel windows; site actions (saves of version 1 replay differently).
  // 3: inactive cards are not killed, sniping starts afresh on a second move, and the other rulings of issue 19.
  // 4: response windows for a card played, a move, the start of a turn and a special ability used; the
  //    Reach starter deck holds the new cards. Records of 2 and 3 keep their action shapes and replay under
  //    4 with the Reach deck they were dealt and the new setup questions answered as before (migrations.ts).
  // 5: wounds about to be placed may be prevented, assignment and site replacement by card effects; the
  //    Reach starter deck holds the new cards. Records of 4 keep their shapes and replay under 5 with the
  //    Reach deck of version 4 pinned in their options (migrations.ts).
  // 6: a character about to be killed may be saved first; Armor Lock answers only for its bearer; the Reach
  //    starter deck holds the new cards. Records of 5 replay under 6 with the Reach deck of version 5 and
  //    version 5's Armor Lock (the legacy card armor-lock-v5) in its place (migrations.ts).
  // 7: of identical copies in a hand only the first is played (the one legalActions lists); no `toil: 0`,
  //    and no bearer or toil on a response. Records of 2 to 6 replay with a play of a later copy made the
  //    play of the first, the two names swapped from there on (migrations.ts).
  version: 7,
  replays: REPLAYED_VERSIONS,
  upgradeRecord,
  minPlayers: 2,
  maxPlayers: 5,
  hiddenInformation: true,
  refusals: { badOptions: 'halotcg/bad-options', gameOver: 'halotcg/game-over', notActive: 'halotcg/not-active' },
  parseOptions,
  parseAction,
  start: (options, players, seed) => ok(initialState(options, players, seed)),
  activePlayers: (s) => activeSeats(s),
  legalActions: (s, seat) => legalActions(s, seat),
  play: (s, seat, action, quiet) => applyAction(s, seat, action, quiet),
  view: (s, viewer) => view(s, viewer),
  outcome: (s) => s.outcome ?? undefined,
});
