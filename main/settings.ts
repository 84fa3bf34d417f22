/**
 * The player's settings in `<userData>/settings.json`: parsed with the shared schema (a missing or
 * damaged file means defaults, never a crash), patched and written atomically. A file that exists but
 * cannot be read (a transient I/O error, no permission) is tried again and, if it stays unreadable, left
 * alone: the run goes on with defaults in memory and never writes them over the player's file.
 */
import { parseJsonSafely, type GameError } from '../engines/core';
import { settingsSchema, type Settings, type SettingsPatch } from './contract';
import { readTextLimited, writeFileAtomic } from './atomicFile';

/** Settings files are tiny; anything bigger is not ours. */
const MAX_SETTINGS_BYTES = 256 * 1024;

export const DEFAULT_SETTINGS: Settings = { prefs: {}, muted: false };

/** Parses settings text from disk; anything missing, hostile or malformed yields the defaults. */
export function parseSettingsText(text: string | null): Settings {
  if (text === null) return DEFAULT_SETTINGS;
  const json = parseJsonSafely(text, { maxLength: MAX_SETTINGS_BYTES, maxDepth: 8 });
  if (!json.ok) return DEFAULT_SETTINGS;
  const parsed = settingsSchema.safeParse(json.value);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/**
 * Applies a patch. `prefs` merge key by key, because the patch schema fills an absent `prefs` with `{}`
 * and a patch that only changes the language must not wipe every game's preferences.
 */
export function applySettingsPatch(current: Settings, patch: SettingsPatch): Settings {
  const language = patch.language ?? current.language;
  const prefs = { ...current.prefs, ...(patch.prefs ?? {}) };
  const muted = patch.muted ?? current.muted;
  return language === undefined ? { prefs, muted } : { language, prefs, muted };
}

/** How often a failed read is tried again before the file is left alone for this run, and the pause between. */
export const SETTINGS_READ_ATTEMPTS = 3;
const RETRY_PAUSE_MS = 50;

export interface SettingsStoreOptions {
  /** Waits between read attempts (tests pass an instant one). */
  readonly pause?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class SettingsStore {
  readonly #file: string;
  readonly #pause: (ms: number) => Promise<void>;
  #current: Promise<Settings> | undefined;
  #writes: Promise<unknown> = Promise.resolve();
  /**
   * Why the settings on screen are not the ones on disk: `storage/settings-unreadable` (the file
   * exists but could not be read, so it is never written over this run) or the last write's code.
   */
  #problem: GameError | null = null;
  #readable = true;

  constructor(file: string, options: SettingsStoreOptions = {}) {
    this.#file = file;
    this.#pause = options.pause ?? sleep;
  }

  /** Reads the file, trying again after a failed read; a file that stays unreadable is kept as it is. */
  async #read(): Promise<Settings> {
    for (let attempt = 1; ; attempt++) {
      const text = await readTextLimited(this.#file, MAX_SETTINGS_BYTES);
      if (text.ok) return parseSettingsText(text.value);
      if (attempt >= SETTINGS_READ_ATTEMPTS) {
        this.#readable = false;
        this.#problem = { code: 'storage/settings-unreadable', params: { reason: text.error.code } };
        console.warn(`[settings] could not read ${this.#file} (${text.error.code}); keeping it and not writing over it`);
        return DEFAULT_SETTINGS;
      }
      await this.#pause(RETRY_PAUSE_MS * attempt);
    }
  }

  /** The settings, read from disk once and then kept in memory (main is their only writer). */
  get(): Promise<Settings> {
    this.#current ??= this.#read();
    return this.#current;
  }

  /** Null when the settings on screen are safely on disk; else the coded reason. */
  problem(): GameError | null {
    return this.#problem;
  }

  async #write(next: Settings): Promise<void> {
    // A file that could not be read may hold the player's choices: it is never replaced by defaults.
    if (!this.#readable) return;
    const written = await writeFileAtomic(this.#file, `${JSON.stringify(next, null, 2)}\n`);
    // A write that failed for no known reason is reported as settings not saved, not as a game.
    this.#problem = written.ok ? null : written.error.code === 'save/write-failed' ? { code: 'storage/settings-not-saved' } : written.error;
    if (!written.ok) console.warn(`[settings] could not write ${this.#file}: ${written.error.code}`);
  }

  /** Applies and persists a patch. A failed write keeps the new settings for this run and says so in `problem()`. */
  async patch(patch: SettingsPatch): Promise<Settings> {
    // Chained synchronously, so concurrent patches build on each other instead of on the same old value.
    const next = this.get().then((current) => applySettingsPatch(current, patch));
    this.#current = next;
    const write = this.#writes.then(async () => this.#write(await next));
    this.#writes = write.catch(() => undefined);
    await write;
    return next;
  }
}
