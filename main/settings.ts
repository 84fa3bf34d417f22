/**
 * The player's settings in `<userData>/settings.json`: parsed with the shared schema (a missing or bad
 * file means defaults, never a crash), patched and written atomically.
 */
import { parseJsonSafely } from '../engines/core';
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

export class SettingsStore {
  readonly #file: string;
  #current: Promise<Settings> | undefined;
  #writes: Promise<unknown> = Promise.resolve();

  constructor(file: string) {
    this.#file = file;
  }

  /** The settings, read from disk once and then kept in memory (main is their only writer). */
  get(): Promise<Settings> {
    this.#current ??= readTextLimited(this.#file, MAX_SETTINGS_BYTES).then((text) => parseSettingsText(text.ok ? text.value : null));
    return this.#current;
  }

  /** Applies and persists a patch. A failed write keeps the new settings for this run and says so. */
  async patch(patch: SettingsPatch): Promise<Settings> {
    // Chained synchronously, so concurrent patches build on each other instead of on the same old value.
    const next = this.get().then((current) => applySettingsPatch(current, patch));
    this.#current = next;
    const write = this.#writes.then(async () => writeFileAtomic(this.#file, `${JSON.stringify(await next, null, 2)}\n`));
    this.#writes = write;
    const written = await write;
    if (!written.ok) console.warn(`[settings] could not write ${this.#file}: ${written.error.code}`);
    return next;
  }
}
