import type { AnyEngine, GameEvent, Irreversible, Json, Seat } from './engine';
import { newRecord, replay, replayRecord, upToDate, type GameRecord } from './record';
import { err, ok, type Result } from './result';

/**
 * A running game as the host keeps it: the record (what is saved), the current state, and for each
 * recorded action its events and whether undo may cross it. Immutable: every step returns a new session.
 */
export interface Session<S = unknown> {
  readonly record: GameRecord;
  readonly state: S;
  readonly events: readonly (readonly GameEvent[])[];
  readonly irreversible: readonly (Irreversible | undefined)[];
}

export function startSession<S>(engine: AnyEngine, players: number, rawOptions: unknown, seed: string): Result<Session<S>> {
  if (players < engine.minPlayers || players > engine.maxPlayers) {
    return err('core/player-count', { min: engine.minPlayers, max: engine.maxPlayers, found: players });
  }
  const options = engine.parseOptions(rawOptions, players);
  if (!options.ok) return options;
  const state = engine.setup({ players, options: options.value, seed });
  if (!state.ok) return state;
  return ok({ record: newRecord(engine, players, options.value as Json, seed), state: state.value as S, events: [], irreversible: [] });
}

/**
 * A saved game, replayed. A record of an older version the engine still replays goes on under today's
 * rules, so it is kept up to date (`upToDate`: today's version, its options as today reads them).
 */
export function resumeSession<S>(engine: AnyEngine, record: GameRecord): Result<Session<S>> {
  const replayed = replay<S>(engine, record);
  if (!replayed.ok) return replayed;
  return ok({ record: upToDate(engine, record), ...replayed.value });
}

/** Applies an untrusted action for `seat`; on error the session is unchanged (the caller keeps it). */
export function act<S>(engine: AnyEngine, session: Session<S>, seat: Seat, rawAction: unknown): Result<Session<S>> {
  if (!engine.activePlayers(session.state).includes(seat)) return err('core/not-your-turn', { seat });
  const action = engine.parseAction(rawAction);
  if (!action.ok) return action;
  const applied = engine.apply(session.state, seat, action.value);
  if (!applied.ok) return applied;
  // The parsed form is stored, so records stay canonical whatever extra fields the caller sent.
  return ok({
    record: { ...session.record, actions: [...session.record.actions, { seat, action: action.value as Json }] },
    state: applied.value.state as S,
    events: [...session.events, applied.value.events],
    irreversible: [...session.irreversible, applied.value.irreversible],
  });
}

/**
 * The person at a shared screen: their seat, and how many actions the record held when they took the screen.
 * Who holds the screen is the host's business (it sees hand-over screens); the rule below is the same for
 * every game, so no game can be unfair in its own way.
 */
export interface ScreenHolder {
  readonly seat: Seat;
  readonly since: number;
}

/**
 * Whether the person at the screen may take back the last action, and if not, why (`core/undo-*`, i18n
 * keys). They may take back only their own actions made since the screen last changed hands, and never past
 * dice or a revealed secret. `null`: nobody holds the screen yet (a loaded game before its first action).
 */
export function undoBlocker(session: Session, holder: ScreenHolder | null): Result<void> {
  const actions = session.record.actions;
  const last = actions.length - 1;
  const made = actions[last];
  if (made === undefined) return err('core/undo-nothing');
  if (holder === null || made.seat !== holder.seat) return err('core/undo-other-seat', { seat: made.seat });
  if (last < holder.since) return err('core/undo-before-screen');
  const reason = session.irreversible[last];
  if (reason === 'dice') return err('core/undo-dice');
  if (reason === 'hidden') return err('core/undo-hidden');
  return ok(undefined);
}

/** Takes back the last action for the person at the screen by replaying the record without it. */
export function undo<S>(engine: AnyEngine, session: Session<S>, holder: ScreenHolder | null): Result<Session<S>> {
  const blocker = undoBlocker(session, holder);
  if (!blocker.ok) return blocker;
  const record = { ...session.record, actions: session.record.actions.slice(0, -1) };
  return resumeSession<S>(engine, record);
}

const NO_EVENTS: readonly GameEvent[] = [];

/** The engine's `opening` lines for a recorded game (from its setup, before any action). */
export function openingEvents(engine: AnyEngine, record: GameRecord): readonly GameEvent[] {
  if (engine.opening === undefined) return NO_EVENTS;
  const start = replayRecord(engine, record, {}, 0);
  return start.ok ? engine.opening(start.value) : NO_EVENTS;
}
