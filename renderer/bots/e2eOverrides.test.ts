import { afterEach, describe, expect, it, vi } from 'vitest';
import { E2E_BOT_BUDGET_KEY, E2E_BOT_PACE_KEY, e2eOverride, shortened } from './e2eOverrides';

const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

afterEach(() => vi.unstubAllGlobals());

describe('the e2e build’s computer overrides', () => {
  it.each([
    { name: 'nothing stored', items: {}, want: null },
    { name: 'a number', items: { [E2E_BOT_PACE_KEY]: '40' }, want: 40 },
    { name: 'zero', items: { [E2E_BOT_PACE_KEY]: '0' }, want: 0 },
    { name: 'an empty text', items: { [E2E_BOT_PACE_KEY]: ' ' }, want: null },
    { name: 'a word', items: { [E2E_BOT_PACE_KEY]: 'fast' }, want: null },
    { name: 'a negative number', items: { [E2E_BOT_PACE_KEY]: '-5' }, want: null },
  ])('reads $name in the e2e build', ({ items, want }) => {
    vi.stubGlobal('__WITH_FIXTURE__', true);
    expect(e2eOverride(E2E_BOT_PACE_KEY, storage(items))).toBe(want);
  });

  it('is ignored outside the e2e build', () => {
    vi.stubGlobal('__WITH_FIXTURE__', false);
    expect(e2eOverride(E2E_BOT_PACE_KEY, storage({ [E2E_BOT_PACE_KEY]: '0' }))).toBeNull();
  });

  it.each([
    { name: 'a pace of 0 switches the wait off', key: E2E_BOT_PACE_KEY, stored: '0', zeroAllowed: true, want: 0 },
    { name: 'a budget of 0 keeps the budget', key: E2E_BOT_BUDGET_KEY, stored: '0', zeroAllowed: false, want: 800 },
    { name: 'an override only shortens', key: E2E_BOT_PACE_KEY, stored: '5000', zeroAllowed: true, want: 800 },
    { name: 'a shorter override wins', key: E2E_BOT_BUDGET_KEY, stored: '50', zeroAllowed: false, want: 50 },
  ])('$name', ({ key, stored, zeroAllowed, want }) => {
    vi.stubGlobal('__WITH_FIXTURE__', true);
    expect(shortened(key, 800, { zeroAllowed }, storage({ [key]: stored }))).toBe(want);
  });
});
