/**
 * The Risiko Halo engine behind the common GameEngine interface (made by the kernel's `defineEngine`).
 * `createRisikoEngine` takes the battlefield source so tests can play on small hand-made battlefields; index.ts builds the real
 * one on the maps module.
 */
import { defineEngine, ok, type DefinedEngine } from '../core';
import { activeSeats, applyAction } from './apply';
import { graphFor, type BattlefieldSource, type TerritoryGraph } from './territoryGraph';
import { legalActions } from './legalActions';
import { openingEvents } from './opening';
import { parseOptions } from './options';
import { parseAction } from './parseAction';
import { quickSetup } from './quickSetup';
import { initialState } from './setup';
import type { RisikoAction, RisikoOptions, RisikoState } from './types';
import { view, type RisikoView } from './view';

export type RisikoEngine = DefinedEngine<RisikoState, RisikoAction, RisikoView, RisikoOptions>;

export function createRisikoEngine(source: BattlefieldSource): RisikoEngine {
  let last: TerritoryGraph | null = null;
  // Every call needs the battlefield; games rarely switch it, so the last one is kept at hand.
  const graph = (s: RisikoState): TerritoryGraph => {
    if (last === null || last.id !== s.options.battlefield) last = graphFor(source, s.options.battlefield);
    return last;
  };
  return defineEngine({
    id: 'risiko',
    version: 1,
    minPlayers: 2,
    maxPlayers: 5,
    hiddenInformation: true,
    refusals: { badOptions: 'risiko/bad-options', gameOver: 'risiko/game-over', notActive: 'risiko/not-active' },
    parseOptions,
    parseAction,
    start(options, players, seed) {
      const g = graphFor(source, options.battlefield);
      const start = initialState(g, options, players, seed);
      return ok(options.setup === 'quick' ? quickSetup(g, start) : start);
    },
    activePlayers: (s) => activeSeats(s),
    legalActions: (s, seat) => legalActions(graph(s), s, seat),
    play: (s, seat, action, quiet) => applyAction(graph(s), s, seat, action, quiet),
    view: (s, viewer) => view(graph(s), s, viewer),
    outcome: (s) => s.outcome ?? undefined,
    opening: (s) => openingEvents(graph(s), s),
  });
}
