import { describe, expect, it } from 'vitest';
import { isRovingKey, stepChoice, type RovingKey } from './roving';

const none = () => false;

describe('stepChoice', () => {
  const cases: readonly { name: string; count: number; current: number; key: RovingKey; blocked?: (i: number) => boolean; expected: number | null }[] = [
    { name: 'right moves to the next', count: 4, current: 1, key: 'ArrowRight', expected: 2 },
    { name: 'down moves to the next', count: 4, current: 0, key: 'ArrowDown', expected: 1 },
    { name: 'right wraps from the last to the first', count: 4, current: 3, key: 'ArrowRight', expected: 0 },
    { name: 'left wraps from the first to the last', count: 4, current: 0, key: 'ArrowLeft', expected: 3 },
    { name: 'up moves to the previous', count: 4, current: 2, key: 'ArrowUp', expected: 1 },
    { name: 'home goes to the first', count: 4, current: 2, key: 'Home', expected: 0 },
    { name: 'end goes to the last', count: 4, current: 0, key: 'End', expected: 3 },
    { name: 'a blocked choice is skipped', count: 4, current: 0, key: 'ArrowRight', blocked: (i) => i === 1, expected: 2 },
    { name: 'home skips blocked first choices', count: 4, current: 3, key: 'Home', blocked: (i) => i < 2, expected: 2 },
    { name: 'end skips a blocked last choice', count: 4, current: 0, key: 'End', blocked: (i) => i === 3, expected: 2 },
    { name: 'nothing focused yet: right takes the first', count: 3, current: -1, key: 'ArrowRight', expected: 0 },
    { name: 'every other choice blocked: stays', count: 3, current: 1, key: 'ArrowRight', blocked: (i) => i !== 1, expected: 1 },
    { name: 'everything blocked: none', count: 3, current: 1, key: 'ArrowLeft', blocked: () => true, expected: null },
  ];
  it.each(cases)('$name', ({ count, current, key, blocked, expected }) => {
    expect(stepChoice(count, current, key, blocked ?? none)).toBe(expected);
  });
});

describe('isRovingKey', () => {
  it.each([
    ['ArrowLeft', true],
    ['End', true],
    ['Enter', false],
    [' ', false],
    ['Tab', false],
    ['hasOwnProperty', false],
  ] as const)('%s → %s', (key, expected) => expect(isRovingKey(key)).toBe(expected));
});
