/**
 * Hostile save files: the shapes a security review used to stall the parser (each used to take 1 to 4 s)
 * and random hostile shapes from fast-check. Every file must be answered with a Result, never a throw,
 * and each within the time budget, before or while parsing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RECORDED_ACTIONS, parseSaveFile } from './record';
import { FIXTURE_OPTIONS_TEXT, fixtureSave, HOSTILE_SAVE_TEXTS } from './testing/saveFixtures';

/**
 * Well under the 100 ms the review asked for on an idle machine. On a shared, busy machine every time
 * grows, so the budget grows with a reference measured at the same moment: reading a normal
 * 10,000-action game (about 25 ms idle). The old parser needed 20 to 60 times that reference.
 */
const BUDGET_MS = 80;
const REFERENCE_FACTOR = 3;

const GOOD = JSON.stringify(fixtureSave({ name: 'Fuzz' }));
const REFERENCE = JSON.stringify(fixtureSave({ actions: 10_000 }));

function once(text: string): { code: string | null; ms: number } {
  const start = performance.now();
  const parsed = parseSaveFile(text);
  return { code: parsed.ok ? null : parsed.error.code, ms: performance.now() - start };
}

/**
 * Runs the parser on `text` and on the reference in turn, five times, and keeps the fastest of each:
 * a busy moment slows both alike, so the budget follows the machine.
 */
function timed(text: string): { code: string | null; ms: number; budget: number } {
  let best = Infinity;
  let reference = Infinity;
  let code: string | null = null;
  for (let run = 0; run < 5; run++) {
    const result = once(text);
    best = Math.min(best, result.ms);
    code = result.code;
    reference = Math.min(reference, once(REFERENCE).ms);
  }
  return { code, ms: best, budget: Math.max(BUDGET_MS, REFERENCE_FACTOR * reference) };
}

describe('hostile save files are refused fast', () => {
  const times: number[] = [];
  it.each(HOSTILE_SAVE_TEXTS)('$name: $code', ({ text, code }) => {
    const result = timed(text());
    times.push(result.ms);
    expect(result.code).toBe(code);
    expect(result.ms).toBeLessThan(result.budget);
  });

  it('the largest record that passes is still accepted within the budget', () => {
    const result = timed(JSON.stringify(fixtureSave({ actions: MAX_RECORDED_ACTIONS })));
    expect(result.code).toBeNull();
    expect(result.ms).toBeLessThan(result.budget);
    console.info(`[fuzz] ${HOSTILE_SAVE_TEXTS.filter((file) => file.code !== null).length} named hostile files refused; slowest ${Math.max(...times).toFixed(1)} ms; largest accepted ${result.ms.toFixed(1)} ms; budget now ${result.budget.toFixed(1)} ms`);
  });
});

/** A JSON text that is a valid save with a hostile value put in one place. */
const PLACES = [FIXTURE_OPTIONS_TEXT, '"name":"Fuzz"', '"seed":"seed-1"', '"action":{"type":"step"}', '"seats":['] as const;

const hostileValue = fc.oneof(
  fc.jsonValue({ maxDepth: 6 }).map((value) => JSON.stringify(value)),
  fc.integer({ min: 1, max: 5_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1, max: 200 }).map((depth) => `${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`),
  fc.constantFrom('__proto__', 'constructor', 'prototype', '__pro\\u0074o__').map((key) => `{"${key}":{"polluted":true}}`),
  fc.constantFrom('1e400', '-1e400', 'NaN', 'Infinity', '"\\ud800"', '"\\u0000"', 'undefined', '0x10', '[,]', '{,}', '"'),
  fc.integer({ min: 0, max: 600_000 }).map((n) => `[${'0,'.repeat(n)}0]`),
);

describe('random hostile shapes', () => {
  it('always give a Result within the budget and never pollute a prototype', () => {
    const limit = 10 * timed(REFERENCE).budget;
    let slowest = 0;
    let runs = 0;
    fc.assert(
      fc.property(fc.constantFrom(...PLACES), hostileValue, fc.boolean(), (place, value, replaceWhole) => {
        const text = replaceWhole ? GOOD.replace(place, place.replace(/:.*$/, `:${value}`)) : GOOD.replace(place, `${place.split(':')[0]}:${value}`);
        const start = performance.now();
        const parsed = parseSaveFile(text);
        const ms = performance.now() - start;
        slowest = Math.max(slowest, ms);
        runs++;
        expect(typeof parsed.ok).toBe('boolean');
        expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
        // One run is one sample on a shared machine; the named cases above hold the strict budget.
        expect(ms).toBeLessThan(limit);
      }),
      { numRuns: 300, seed: 8 },
    );
    console.info(`[fuzz] ${runs} random hostile files answered; slowest ${slowest.toFixed(1)} ms`);
  });

  it('never throws on random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        expect(() => parseSaveFile(text)).not.toThrow();
      }),
      { numRuns: 500, seed: 8 },
    );
  });
});
