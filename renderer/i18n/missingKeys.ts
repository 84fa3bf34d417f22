/**
 * Keys the code asked for that no locale has: i18next reports each (`saveMissing` with a
 * `missingKeyHandler`, see index.ts). They are logged for developers, and in the e2e build kept on
 * `window.__haloMissingKeys`, where the shared Playwright fixture (e2e/fixtures.ts) fails a test that
 * showed one. A raw key on screen is a bug, never a fallback.
 */
const missing = new Set<string>();

declare global {
  interface Window {
    __haloMissingKeys?: string[];
  }
}

export function noteMissingKey(languages: readonly string[], ns: string, key: string): void {
  const name = `${ns}:${key}`;
  if (missing.has(name)) return;
  missing.add(name);
  console.warn(`[i18n] missing key ${name} (${languages.join(', ')})`);
  if (typeof __WITH_FIXTURE__ !== 'undefined' && __WITH_FIXTURE__ && typeof window !== 'undefined') window.__haloMissingKeys = [...missing];
}

export function missingKeys(): readonly string[] {
  return [...missing];
}
