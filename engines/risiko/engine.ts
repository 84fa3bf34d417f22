/**
 * The Risiko Halo engine behind the common GameEngine interface. `createRisikoEngine` takes the board
 * source so tests can play on small boards; index.ts builds the real one on the maps module.
 */
import { err, ok, type GameEngine, type Result } from '../core';
import { activeSeats, applyAction } from './apply';
import { geoFor, type BoardSource, type Geo } from './geo';
import { legalActions } from './legalActions';
import { openingEvents } from './opening';
import { parseOptions } from './options';
import { parseAction } from './parseAction';
import { quickSetup } from './quickSetup';
import { initialState } from './setup';
import type { RisikoAction, RisikoOptions, RisikoState } from './types';
import { view, type RisikoView } from './view';

export type RisikoEngine = GameEngine<RisikoState, RisikoAction, RisikoView, RisikoOptions>;

export function createRisikoEngine(source: BoardSource): RisikoEngine {
  let last: Geo | null = null;
  // Every call needs the battlefield; games rarely switch it, so the last one is kept at hand.
  const geo = (s: RisikoState): Geo => {
    if (last === null || last.id !== s.options.battlefield) last = geoFor(source, s.options.battlefield);
    return last;
  };
  return {
    id: 'risiko',
    version: 1,
    minPlayers: 2,
    maxPlayers: 5,
    hiddenInformation: true,
    parseOptions,
    parseAction,
    setup(input): Result<RisikoState> {
      const options = parseOptions(input.options, input.players);
      if (!options.ok) return options;
      if (input.seed.length === 0) return err('risiko/bad-options', { field: 'seed' });
      const g = geoFor(source, options.value.battlefield);
      const start = initialState(g, options.value, input.players, input.seed);
      return ok(options.value.setup === 'quick' ? quickSetup(g, start) : start);
    },
    activePlayers: (s) => activeSeats(s),
    legalActions: (s, seat) => legalActions(geo(s), s, seat),
    apply: (s, seat, action) => applyAction(geo(s), s, seat, action),
    view: (s, viewer) => view(geo(s), s, viewer),
    outcome: (s) => s.outcome ?? undefined,
    opening: (s) => openingEvents(geo(s), s),
  };
}
