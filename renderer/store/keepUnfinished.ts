/**
 * One autosave slot, several games in progress: before another game takes the autosave (a new game, a
 * loaded or imported save), the unfinished game it holds is kept in the saved games under
 * `KEPT_NAME`, shown there as "Game in progress" and continued with Load, as most apps keep every game
 * that is not over. Nothing is kept when the new game already holds all of it (Continue, or a load of
 * the same game further on) or when it has no move yet; a game kept before and continued since replaces its earlier copy.
 */
import { ok, type GameRecord, type Result, type SaveFile } from '../../engines/core';
import type { HostApi } from '../../main/contract';

/** The name the autosave is written under (saveFile.ts); a kept game keeps it, SavedGames translates it. */
export const KEPT_NAME = 'Autosave';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Whether `later` is `earlier` with the same or more moves: keeping `earlier` would add nothing. */
export function continues(later: GameRecord, earlier: GameRecord): boolean {
  const table = (r: GameRecord) => [r.engine, r.engineVersion, r.players, r.seed, r.options];
  if (!same(table(later), table(earlier)) || earlier.actions.length > later.actions.length) return false;
  return earlier.actions.every((action, i) => same(action, later.actions[i]));
}

/** A game kept before that `held` continues (same game, same seats, no more moves): it is replaced, not doubled. */
async function earlierCopy(host: HostApi, held: SaveFile): Promise<string | undefined> {
  const candidates = (await host.listSaves()).filter(
    (s) => s.name === KEPT_NAME && s.game === held.record.engine && s.actions <= held.record.actions.length && same(s.seats, held.seats),
  );
  for (const candidate of candidates) {
    const save = await host.loadSave(candidate.id);
    if (save.ok && continues(held.record, save.value.record)) return candidate.id;
  }
  return undefined;
}

/**
 * Keeps the game the autosave holds in the saved games unless `next` continues it: the kept game's
 * engine id, or null when nothing needed keeping. When the host cannot keep it, its coded error: the
 * caller then leaves the autosave alone (and tries again with the next autosave), never overwriting it.
 */
export async function keepUnfinished(host: HostApi, next: GameRecord): Promise<Result<string | null>> {
  const held = await host.readAutosave();
  // A game without a move holds nothing a player did; a finished one leaves no autosave (running.ts).
  if (!held.ok || held.value === null || held.value.record.actions.length === 0 || continues(next, held.value.record)) return ok(null);
  const kept = await host.writeSave({ ...held.value, name: KEPT_NAME }, await earlierCopy(host, held.value));
  return kept.ok ? ok(held.value.record.engine) : kept;
}
