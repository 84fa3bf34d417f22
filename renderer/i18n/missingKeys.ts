/**
 * Keys the code asked for that no locale has: i18next reports each (`saveMissing` with a
 * `missingKeyHandler`, see index.ts). They are logged for developers, and in the e2e build kept on
 * `window.__haloMissingKeys`, where the shared Playwright fixture (e2e/fixtures.ts) fails a test that
 * showed one. A raw key on screen is a bug, never a fallback.
 */
const missing = new Set<string>();

/**
 * Keys a locale may leave out on purpose, asked for and found empty: a Halo TCG card without a subtitle
 * has none (only cards that share a title carry one).
 */
const OPTIONAL_KEYS: readonly RegExp[] = [/^halotcg:cards\.[^.]+\.subtitle$/];

declare global {
  interface Window {
    __haloMissingKeys?: string[];
  }
}

export function noteMissingKey(languages: readonly string[], ns: string, key: string): void {
  const name = `${ns}:${key}`;
  if (missing.has(name) || OPTIONAL_KEYS.some((pattern) => pattern.test(name))) return;
  missing.add(name);
  console.warn(`[i18n] missing key ${name} (${languages.join(', ')})`);
  if (typeof __WITH_FIXTURE__ !== 'undefined' && __WITH_FIXTURE__ && typeof window !== 'undefined') window.__haloMissingKeys = [...missing];
}

export function missingKeys(): readonly string[] {
  return [...missing];
}
