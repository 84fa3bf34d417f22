/**
 * The shared property suite every engine runs (STYLE rule 8): random legal play from fixed seeds never
 * throws and keeps the engine's invariants, the record replays to the identical state, malformed actions
 * are rejected with a code and leave the state alone, no view leaks the RNG or another seat's secrets, and
 * the fast path (`simulate`, when the engine has it) reaches the very state `apply` reaches.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEngine, Seat } from '../engine';
import { Random, seedRng } from '../rng';
import { resumeSession, startSession, act, type Session } from '../session';

export interface PropertySetup {
  readonly name: string;
  readonly players: number;
  readonly options: unknown;
}

export interface Secret {
  readonly owner: Seat;
  /** A string that must not appear anywhere in another seat's view (a card id, say). */
  readonly value: string;
}

export interface PropertySuiteConfig<S, A, V, O> {
  readonly engine: GameEngine<S, A, V, O>;
  readonly setups: readonly PropertySetup[];
  /** Random games per setup. */
  readonly games: number;
  /** Actions per game at most (a game may end sooner). */
  readonly maxActions: number;
  /** A message when the state breaks an invariant, otherwise undefined. */
  readonly invariant?: (state: S) => string | undefined;
  /** The secrets in a state, each with its owner. */
  readonly secrets?: (state: S) => readonly Secret[];
  /** Actions that look plausible but are malformed, beyond the random ones fast-check makes. */
  readonly malformed?: readonly unknown[];
  /** Whether a game must reach an outcome within maxActions. */
  readonly mustFinish?: boolean;
  /** Per-game timeout in ms for vitest. */
  readonly timeout?: number;
}

interface Played<S> {
  readonly session: Session<S>;
  readonly finished: boolean;
}

/** Plays one random legal game; throws with the step and seed on any broken property. */
export function playRandomGame<S, A, V, O>(config: PropertySuiteConfig<S, A, V, O>, setup: PropertySetup, seed: string): Played<S> {
  const { engine } = config;
  const started = startSession<S>(engine, setup.players, setup.options, seed);
  if (!started.ok) throw new Error(`setup failed: ${started.error.code}`);
  let session = started.value;
  const chooser = new Random(seedRng(`chooser:${seed}`));
  for (let step = 0; step < config.maxActions; step++) {
    if (engine.outcome(session.state) !== undefined) return { session, finished: true };
    const active = engine.activePlayers(session.state);
    if (active.length === 0) throw new Error(`step ${step}: no active player and no outcome`);
    const seat = chooser.pick(active);
    const legal = engine.legalActions(session.state, seat);
    if (legal.length === 0) throw new Error(`step ${step}: active seat ${seat} has no legal action`);
    const action = chooser.pick(legal);
    const next = act<S>(engine, session, seat, action);
    if (!next.ok) throw new Error(`step ${step}: listed action ${JSON.stringify(action)} refused: ${next.error.code}`);
    session = next.value;
    const broken = config.invariant?.(session.state);
    if (broken !== undefined) throw new Error(`step ${step}: invariant broken after ${JSON.stringify(action)}: ${broken}`);
  }
  return { session, finished: engine.outcome(session.state) !== undefined };
}

/** Whether two plain values are equal all the way down (parts they share are equal at once). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const recA: Record<string, unknown> = { ...a };
  const recB: Record<string, unknown> = { ...b };
  return keysA.every((key) => Object.hasOwn(b, key) && sameValue(recA[key], recB[key]));
}

/**
 * Plays one random legal game in which every step runs through both `apply` and `simulate` from the same
 * state, and so does an earlier action tried again (often refused by then). Returns the first difference
 * (the step, the action and what differed), or undefined when the fast path matched `apply` throughout.
 */
export function simulateMismatch<S, A, V, O>(config: PropertySuiteConfig<S, A, V, O>, setup: PropertySetup, seed: string): string | undefined {
  const { engine } = config;
  const simulate = engine.simulate;
  if (simulate === undefined) return `${engine.id} has no simulate`;
  const options = engine.parseOptions(setup.options, setup.players);
  if (!options.ok) throw new Error(`options refused: ${options.error.code}`);
  const started = engine.setup({ players: setup.players, options: options.value, seed });
  if (!started.ok) throw new Error(`setup failed: ${started.error.code}`);
  let state = started.value;
  const chooser = new Random(seedRng(`chooser:${seed}`));
  const earlier: A[] = [];
  /** The action through both paths: what differed, or the next state when it was taken. */
  const both = (seat: Seat, action: A, step: number): { readonly differs: string } | { readonly next: S | undefined } => {
    const applied = engine.apply(state, seat, action);
    const simulated = simulate(state, seat, action);
    const what = `step ${step}, seat ${seat}, ${JSON.stringify(action)}`;
    if (applied.ok && simulated.ok) return sameValue(applied.value.state, simulated.value) ? { next: applied.value.state } : { differs: `${what}: the states differ` };
    if (applied.ok || simulated.ok) return { differs: `${what}: apply ${applied.ok ? 'took it' : 'refused it'}, simulate ${simulated.ok ? 'took it' : 'refused it'}` };
    return sameValue(applied.error, simulated.error) ? { next: undefined } : { differs: `${what}: refused differently` };
  };
  for (let step = 0; step < config.maxActions && engine.outcome(state) === undefined; step++) {
    const seat = chooser.pick(engine.activePlayers(state));
    const action = chooser.pick(engine.legalActions(state, seat));
    if (earlier.length > 0) {
      const again = both(seat, chooser.pick(earlier), step);
      if ('differs' in again) return again.differs;
    }
    const played = both(seat, action, step);
    if ('differs' in played) return played.differs;
    if (played.next === undefined) throw new Error(`step ${step}: listed action ${JSON.stringify(action)} refused`);
    state = played.next;
    if (earlier.length < 64) earlier.push(action);
    else earlier[chooser.below(64)] = action;
  }
  return undefined;
}

/** What each view shows that it must not: the RNG state or another seat's secret. Empty when clean. */
export function viewLeaks<S>(
  engine: { view(state: S, viewer: Seat | null): unknown },
  state: S,
  players: number,
  secrets: readonly Secret[],
): string[] {
  const leaks: string[] = [];
  const viewers: (Seat | null)[] = [null, ...Array.from({ length: players }, (_, i) => i)];
  for (const viewer of viewers) {
    const text = JSON.stringify(engine.view(state, viewer));
    if (/"rng"\s*:/.test(text)) leaks.push(`viewer ${String(viewer)} sees the RNG state`);
    for (const secret of secrets) {
      if (secret.owner !== viewer && text.includes(secret.value)) leaks.push(`viewer ${String(viewer)} sees ${secret.value} of seat ${secret.owner}`);
    }
  }
  return leaks;
}

export function runPropertySuite<S, A, V, O>(config: PropertySuiteConfig<S, A, V, O>): void {
  const { engine } = config;
  describe(`${engine.id}: shared engine properties`, () => {
    for (const setup of config.setups) {
      describe(setup.name, () => {
        it(`plays ${config.games} random legal games that replay exactly and never leak`, () => {
          for (let g = 0; g < config.games; g++) {
            const seed = `${engine.id}:${setup.name}:${g}`;
            const { session, finished } = playRandomGame(config, setup, seed);
            if (config.mustFinish === true) expect(finished, `game ${seed} finished`).toBe(true);
            const replayed = resumeSession<S>(engine, JSON.parse(JSON.stringify(session.record)));
            expect(replayed.ok).toBe(true);
            if (replayed.ok) expect(replayed.value.state).toEqual(session.state);
            expect(viewLeaks(engine, session.state, setup.players, config.secrets?.(session.state) ?? [])).toEqual([]);
          }
        }, config.timeout ?? 60_000);

        if (engine.simulate !== undefined) {
          it(`the fast path (simulate) reaches the state apply reaches, step by step, in ${config.games} random games`, () => {
            for (let g = 0; g < config.games; g++) {
              expect(simulateMismatch(config, setup, `${engine.id}:${setup.name}:simulate:${g}`)).toBeUndefined();
            }
          }, config.timeout ?? 60_000);
        }

        it('rejects malformed actions with a code and leaves the state unchanged', () => {
          const started = startSession<S>(engine, setup.players, setup.options, `${engine.id}:malformed`);
          if (!started.ok) throw new Error(started.error.code);
          const session = started.value;
          const before = JSON.stringify(session.state);
          const seat = engine.activePlayers(session.state)[0] ?? 0;
          const check = (raw: unknown): void => {
            const result = act<S>(engine, session, seat, raw);
            expect(result.ok, `accepted ${JSON.stringify(raw)}`).toBe(false);
            if (!result.ok) expect(result.error.code).toMatch(/^[a-z]+\/[a-z0-9-]+$/);
          };
          for (const raw of config.malformed ?? []) check(raw);
          fc.assert(
            fc.property(
              fc.oneof(
                fc.anything(),
                fc.record({ type: fc.string(), target: fc.anything(), count: fc.oneof(fc.integer(), fc.double()) }),
              ),
              check,
            ),
            { seed: 42, numRuns: 300 },
          );
          expect(JSON.stringify(session.state)).toBe(before);
        });

        it('refuses actions from seats that may not act', () => {
          const started = startSession<S>(engine, setup.players, setup.options, `${engine.id}:turns`);
          if (!started.ok) throw new Error(started.error.code);
          const active = engine.activePlayers(started.value.state);
          const idle = Array.from({ length: setup.players }, (_, i) => i).filter((s) => !active.includes(s));
          for (const seat of idle) {
            const someAction = engine.legalActions(started.value.state, active[0] ?? 0)[0];
            const result = act<S>(engine, started.value, seat, someAction);
            expect(result.ok).toBe(false);
          }
        });
      });
    }
  });
}
