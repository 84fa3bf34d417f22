import { z } from 'zod';
import type { AnyEngine, Applied, GameEvent, Irreversible, Json, Seat } from './engine';
import { gameRecordSchema, JSON_LIMITS, type GameRecord } from './gameRecord';
import { err, ok, type Result } from './result';
import { cleanName, hasVisibleCharacter, NAME_LIMITS, normaliseName } from './names';
import { DEFAULT_JSON_LIMITS, parseJsonSafely } from './safeJson';
import { BOT_LEVELS } from './bot';

export { MAX_RECORDED_ACTIONS, gameRecordSchema, isBoundedJson, recordedActionSchema, type GameRecord, type RecordedAction } from './gameRecord';


/** A name as stored: cleaned by the shared `cleanName`, with something visible, within `max` after cleaning. */
function nameSchema(max: number) {
  return z
    .string()
    .max(max * 4)
    .transform(cleanName)
    .pipe(z.string().min(1).max(max).refine(hasVisibleCharacter, { message: 'name/invisible' }));
}

/**
 * A computer seat as the table set it up: its level, a play style its game's bot offers (absent: the
 * bot's default) and the salt its decisions are seeded from. The table draws the salt when the game
 * starts (never from the game's seed, so a bot's choices tell nothing about the dice); a save keeps it, so
 * a loaded game goes on as it would have.
 */
export const computerSeatSchema = z.strictObject({
  level: z.enum(BOT_LEVELS),
  style: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/).optional(),
  salt: z.string().min(1).max(64).optional(),
});
export type ComputerSeat = z.infer<typeof computerSeatSchema>;

/**
 * A seat as the launcher set it up; names and colours are the table's, not the rules'. `computer` marks a
 * seat the table plays (saves from before computers have none: every seat a person).
 */
export const seatSchema = z.strictObject({
  name: nameSchema(NAME_LIMITS.seat),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  computer: computerSeatSchema.optional(),
});
export type SeatInfo = z.infer<typeof seatSchema>;

/** What is written to disk or IndexedDB and exported: a named record with its table. */
export const saveFileSchema = z.strictObject({
  format: z.literal('halo-tabletop/save'),
  formatVersion: z.literal(1),
  name: nameSchema(NAME_LIMITS.save),
  savedAt: z.iso.datetime(),
  seats: z.array(seatSchema).min(1).max(16),
  record: gameRecordSchema,
});
export type SaveFile = z.infer<typeof saveFileSchema>;

/** The save with its names passed through the shared `normaliseName`; `name/*` codes when one is unreadable. */
export function cleanSaveNames(save: SaveFile): Result<SaveFile> {
  const name = normaliseName(save.name, NAME_LIMITS.save);
  if (!name.ok) return name;
  const seats: SaveFile['seats'][number][] = [];
  for (const seat of save.seats) {
    const seatName = normaliseName(seat.name, NAME_LIMITS.seat);
    if (!seatName.ok) return seatName;
    seats.push({ ...seat, name: seatName.value });
  }
  return ok({ ...save, name: name.value, seats });
}

/** Parses untrusted save text: safe JSON, then the schema. Codes `file/*` and `save/*`. */
export function parseSaveFile(text: string): Result<SaveFile> {
  // No string in a save is longer than 10,000 characters (written with escapes: six per character).
  const json = parseJsonSafely(text, { ...DEFAULT_JSON_LIMITS, maxStringLength: 6 * JSON_LIMITS.string });
  if (!json.ok) return json;
  const format = (json.value as { format?: unknown } | null)?.format;
  if (typeof json.value !== 'object' || json.value === null || format !== 'halo-tabletop/save') {
    return err('save/foreign-file');
  }
  const version = (json.value as { formatVersion?: unknown }).formatVersion;
  if (version !== 1) return err('save/unknown-format-version', { version: String(version) });
  const parsed = saveFileSchema.safeParse(json.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return err('save/invalid', { path: issue ? issue.path.join('.') : '' });
  }
  if (parsed.data.seats.length !== parsed.data.record.players) return err('save/invalid', { path: 'seats' });
  return ok(parsed.data);
}

/** Where a replay stands: the state, the events of each action and which actions undo may not cross. */
export interface Replayed<S> {
  readonly state: S;
  readonly events: readonly (readonly GameEvent[])[];
  readonly irreversible: readonly (Irreversible | undefined)[];
}

/**
 * Checks that a record belongs to this engine and a version it plays: its own, or an older one it still
 * replays (`engine.replays`); any other rule set is refused whole.
 */
export function checkRecordEngine(engine: AnyEngine, record: GameRecord): Result<void> {
  if (record.engine !== engine.id) return err('save/unknown-engine', { engine: record.engine });
  const replays: readonly number[] = engine.replays ?? [];
  if (record.engineVersion !== engine.version && !replays.includes(record.engineVersion)) {
    return err('save/engine-version', { found: record.engineVersion, expected: engine.version });
  }
  // A record for a table the game cannot seat (one player in a game for two) is refused like a new game would be.
  if (record.players < engine.minPlayers || record.players > engine.maxPlayers) {
    return err('core/player-count', { min: engine.minPlayers, max: engine.maxPlayers, found: record.players });
  }
  return ok(undefined);
}

/**
 * A record of an older version the engine still replays, brought to today's version as today's rules read
 * it (`engine.upgradeRecord`). Today's records come back as they are.
 */
export function upToDate(engine: AnyEngine, record: GameRecord): GameRecord {
  if (record.engineVersion === engine.version) return record;
  const upgraded: GameRecord = engine.upgradeRecord?.(record) ?? record;
  return { ...upgraded, engineVersion: engine.version };
}

/** Applies one untrusted action: shape first, then the rules. */
export function applyRaw<S>(engine: AnyEngine, state: S, seat: Seat, raw: unknown): Result<Applied<S>> {
  const action = engine.parseAction(raw);
  if (!action.ok) return action;
  return engine.apply(state, seat, action.value) as Result<Applied<S>>;
}

/** What a replay tells its caller, step by step. */
export interface ReplayVisitor<S> {
  /** The state `setup` made, before any action. */
  start?(state: S): void;
  /** What the action at `index` (from 0) did. */
  step?(applied: Applied<S>, index: number): void;
}

/**
 * The one replay loop: checks the record's engine, reads its options, sets the game up from its seed and
 * applies its first `upTo` actions (all without it; an older record counts after `upToDate`), telling `visitor` about each. Any failing step refuses the record
 * (`save/replay-failed` with the 1-based index and the engine's code): never a half-loaded game.
 */
export function replayRecord<S>(engine: AnyEngine, given: GameRecord, visitor: ReplayVisitor<S> = {}, upTo?: number): Result<S> {
  const fits = checkRecordEngine(engine, given);
  if (!fits.ok) return fits;
  const record = upToDate(engine, given);
  const options = engine.parseOptions(record.options, record.players);
  if (!options.ok) return options;
  const start = engine.setup({ players: record.players, options: options.value, seed: record.seed });
  if (!start.ok) return start;
  let state: S = start.value;
  visitor.start?.(state);
  for (let i = 0; i < (upTo ?? record.actions.length); i++) {
    const entry = record.actions[i];
    if (entry === undefined) break;
    const applied = applyRaw<S>(engine, state, entry.seat, entry.action);
    if (!applied.ok) return err('save/replay-failed', { index: i + 1, code: applied.error.code });
    state = applied.value.state;
    visitor.step?.(applied.value, i);
  }
  return ok(state);
}

/** Rebuilds a game from its record, with each action's events and marks (`replayRecord`). */
export function replay<S>(engine: AnyEngine, record: GameRecord, upTo?: number): Result<Replayed<S>> {
  const events: (readonly GameEvent[])[] = [];
  const irreversible: (Irreversible | undefined)[] = [];
  const step = (applied: Applied<S>): void => {
    events.push(applied.events);
    irreversible.push(applied.irreversible);
  };
  const state = replayRecord<S>(engine, record, { step }, upTo);
  return state.ok ? ok({ state: state.value, events, irreversible }) : state;
}

/** A fresh record for a new game. */
export function newRecord(engine: AnyEngine, players: number, options: Json, seed: string): GameRecord {
  return { format: 'halo-tabletop/record', engine: engine.id, engineVersion: engine.version, players, options, seed, actions: [] };
}
