/**
 * Start-up and storage reporting: every host call the launcher depends on may reject, hang or return
 * damaged records, and each case ends in a working launcher with a coded message, never a blank page.
 */
import type { GameError } from '../../engines/core';
import type { HostApi, SaveSummary, Settings, StorageReport } from '../../main/contract';
import { saveSummarySchema } from '../../main/contract';
import type { AppThunk } from './index';
import { savesListed, type AutosaveSummary } from './savesSlice';
import { errorShown } from './uiSlice';

/** How long start-up waits for the host before it goes on with defaults and says so. */
export const HOST_TIMEOUT_MS = 5000;

/** `promise`, or `fallback` with the error when it rejects or does not settle within `ms`. */
export async function settleWithin<T>(promise: Promise<T>, ms: number, fallback: T): Promise<{ value: T; error: GameError | null }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<{ value: T; error: GameError }>((resolve) => {
    timer = setTimeout(() => resolve({ value: fallback, error: { code: 'storage/unavailable' } }), ms);
  });
  const settled = promise.then(
    (value) => ({ value, error: null }),
    () => ({ value: fallback, error: { code: 'storage/unavailable' } }),
  );
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Settings for start-up: the host's, or defaults and a message when it fails or hangs. */
export async function startupSettings(host: HostApi, ms = HOST_TIMEOUT_MS): Promise<{ settings: Settings; error: GameError | null }> {
  const got = await settleWithin(host.getSettings(), ms, { prefs: {}, muted: false });
  return { settings: got.value, error: got.error };
}

/** Only summaries that pass the schema reach the launcher, whatever the host returned. */
export function validSummaries(raw: unknown): { list: SaveSummary[]; skipped: number } {
  if (!Array.isArray(raw)) return { list: [], skipped: 0 };
  const list: SaveSummary[] = [];
  for (const entry of raw as unknown[]) {
    const parsed = saveSummarySchema.safeParse(entry);
    if (parsed.success) list.push(parsed.data);
  }
  return { list, skipped: raw.length - list.length };
}

/** The one message for what storage could not do, most important first; null when all is well. */
export function storageProblem(report: StorageReport, extraSkipped: number, autosave: GameError | null): GameError | null {
  const unreadableFolder = report.skippedSaves.find((s) => s.id === '');
  if (unreadableFolder) return { code: unreadableFolder.code === 'storage/unavailable' ? 'storage/unavailable' : 'storage/saves-unreadable' };
  const skipped = report.skippedSaves.length + extraSkipped;
  if (skipped > 0) return { code: 'storage/saves-skipped', params: { count: skipped } };
  if (report.settings) return report.settings;
  return autosave;
}

const EMPTY_REPORT: StorageReport = { settings: null, skippedSaves: [] };

/** Shows what the host could not keep or read (skipped saves, settings not stored), if anything. */
export const reportStorage =
  (extraSkipped = 0, autosave: GameError | null = null): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { host }) => {
    const report = await settleWithin(host.storageReport(), HOST_TIMEOUT_MS, EMPTY_REPORT);
    const problem = report.error ?? storageProblem(report.value, extraSkipped, autosave);
    if (problem) dispatch(errorShown(problem));
  };

/** After a settings change: says when the choice could not be stored (it still holds for this run). */
export const reportSettings = (): AppThunk<Promise<void>> => async (dispatch, _getState, { host }) => {
  const report = await settleWithin(host.storageReport(), HOST_TIMEOUT_MS, EMPTY_REPORT);
  const problem = report.error ?? report.value.settings;
  if (problem) dispatch(errorShown(problem));
};

function autosaveSummary(auto: Awaited<ReturnType<HostApi['readAutosave']>>): AutosaveSummary | null {
  const save = auto.ok ? auto.value : null;
  return save && { game: save.record.engine, seats: save.seats, savedAt: save.savedAt, actions: save.record.actions.length };
}

/**
 * Reloads the saved-games list and the autosave summary. A rejected or hanging host call gives an empty
 * list and a message; damaged summaries are left out and counted.
 */
export const refreshSaves = (): AppThunk<Promise<void>> => async (dispatch, _getState, { host }) => {
  const [listed, auto] = await Promise.all([
    settleWithin<unknown>(host.listSaves(), HOST_TIMEOUT_MS, []),
    settleWithin(host.readAutosave(), HOST_TIMEOUT_MS, { ok: true, value: null }),
  ]);
  const { list, skipped } = validSummaries(listed.value);
  dispatch(savesListed({ list, autosave: autosaveSummary(auto.value) }));
  const hostError = listed.error ?? auto.error;
  if (hostError) {
    dispatch(errorShown(hostError));
    return;
  }
  const autosaveError = auto.value.ok ? null : { code: 'storage/autosave-unreadable' };
  await dispatch(reportStorage(skipped, autosaveError));
};
