import { describe, expect, it } from 'vitest';
import { searchPlans, seedRange } from './searchPlans';

describe('the search for the whole-game seed', () => {
  it('names seeds in a range', () => {
    expect(seedRange('e2e', 944, 3)).toEqual(['e2e-944', 'e2e-945', 'e2e-946']);
    expect(seedRange('e2e', 0, 0)).toEqual([]);
  });

  it('keeps e2e-926 (the spec’s seed) as complete with its 153 decisions and drops seeds that miss a moment', () => {
    const found = searchPlans(['e2e-925', 'e2e-926'], ['chief-vs-covenant', 'fred-vs-flood']);
    expect(found.tried).toBe(2);
    expect(found.complete).toEqual([{ seed: 'e2e-926', decisions: 153, missing: [] }]);
    expect(found.seen.fierce).toBeGreaterThanOrEqual(1);
    expect(found.seen.startingCompany).toBe(2);
  });
});
