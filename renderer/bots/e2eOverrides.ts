/**
 * The e2e build lets a test speed the computers up through `localStorage`: `halo-e2e-bot-budget` shortens
 * every bot's thinking budget and `halo-e2e-bot-pace` the wait between a computer's moves (milliseconds,
 * 0 for none). Either only ever shortens what the player's settings ask for; other builds ignore both.
 */
export const E2E_BOT_BUDGET_KEY = 'halo-e2e-bot-budget';
export const E2E_BOT_PACE_KEY = 'halo-e2e-bot-pace';

/** The override stored under `key`, or null when there is none (or this is not the e2e build). */
export function e2eOverride(key: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number | null {
  if (typeof __WITH_FIXTURE__ === 'undefined' || !__WITH_FIXTURE__ || storage === undefined) return null;
  const raw = storage.getItem(key);
  const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** `ms` shortened by the override under `key` (a budget of 0 is no budget, so it keeps `ms`). */
export function shortened(key: string, ms: number, o: { readonly zeroAllowed: boolean }, storage?: Pick<Storage, 'getItem'>): number {
  const override = e2eOverride(key, storage);
  if (override === null || (override === 0 && !o.zeroAllowed)) return ms;
  return Math.min(override, ms);
}
