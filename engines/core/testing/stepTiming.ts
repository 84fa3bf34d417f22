/**
 * For the engine benchmarks: how fast one step is through `apply` and through the fast path `simulate`,
 * on the very same recorded steps (legal-action listing left out), in alternating slices so both see the
 * same machine load.
 */
import type { Seat } from '../engine';
import type { DefinedEngine } from '../defineEngine';
import { unwrap } from '../result';
import { Random, seedRng } from '../rng';

export interface Step<S, A> {
  readonly state: S;
  readonly seat: Seat;
  readonly action: A;
}

/** The steps of uniformly random legal games from fixed seeds, `count` in all (new games as games end). */
export function recordSteps<S, A, V, O>(engine: DefinedEngine<S, A, V, O>, players: number, rawOptions: unknown, count: number): Step<S, A>[] {
  const options = unwrap(engine.parseOptions(rawOptions, players));
  const chooser = new Random(seedRng('step-timing'));
  const steps: Step<S, A>[] = [];
  let games = 0;
  let state: S | undefined;
  while (steps.length < count) {
    if (state === undefined || engine.outcome(state) !== undefined) state = unwrap(engine.setup({ players, options, seed: `step-timing-${games++}` }));
    const seat = chooser.pick(engine.activePlayers(state));
    const action = chooser.pick(engine.legalActions(state, seat));
    steps.push({ state, seat, action });
    state = unwrap(engine.apply(state, seat, action)).state;
  }
  return steps;
}

/** CPU seconds used by this process so far (user + system), when the platform tells. */
function cpuSeconds(): number {
  const usage = globalThis.process?.cpuUsage?.();
  return usage === undefined ? Number.NaN : (usage.user + usage.system) / 1e6;
}

/** Steps per CPU-second through `apply` and through `simulate`, over `rounds` passes of each in turn. */
export function stepRates<S, A, V, O>(engine: DefinedEngine<S, A, V, O>, steps: readonly Step<S, A>[], rounds: number): { apply: number; simulate: number } {
  const time = { apply: 0, simulate: 0 };
  const pass = (fast: boolean): void => {
    const started = cpuSeconds();
    for (const { state, seat, action } of steps) {
      const done = fast ? engine.simulate(state, seat, action).ok : engine.apply(state, seat, action).ok;
      if (!done) throw new Error(`a recorded step was refused (${fast ? 'simulate' : 'apply'})`);
    }
    time[fast ? 'simulate' : 'apply'] += cpuSeconds() - started;
  };
  pass(false); // warm-up
  pass(true);
  time.apply = 0;
  time.simulate = 0;
  for (let r = 0; r < rounds; r++) {
    pass(r % 2 === 1);
    pass(r % 2 === 0);
  }
  return { apply: (steps.length * rounds) / time.apply, simulate: (steps.length * rounds) / time.simulate };
}
