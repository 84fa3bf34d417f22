/**
 * Keyboard movement in a radio group (the WAI-ARIA radio pattern): arrows move to the next or previous
 * choice that can be taken, wrapping around; Home and End go to the first and last. Pure, so a table
 * of cases tests it without a DOM.
 */
export type RovingKey = 'ArrowRight' | 'ArrowDown' | 'ArrowLeft' | 'ArrowUp' | 'Home' | 'End';

const STEPS: Readonly<Record<RovingKey, { readonly from: 'current' | 'start' | 'end'; readonly step: 1 | -1 }>> = {
  ArrowRight: { from: 'current', step: 1 },
  ArrowDown: { from: 'current', step: 1 },
  ArrowLeft: { from: 'current', step: -1 },
  ArrowUp: { from: 'current', step: -1 },
  Home: { from: 'start', step: 1 },
  End: { from: 'end', step: -1 },
};

export function isRovingKey(key: string): key is RovingKey {
  return Object.hasOwn(STEPS, key);
}

/**
 * The index a key moves to among `count` choices from `current` (-1: none focused yet), skipping those
 * `blocked`; null when no choice can be taken.
 */
export function stepChoice(count: number, current: number, key: RovingKey, blocked: (index: number) => boolean): number | null {
  const { from, step } = STEPS[key];
  let i = from === 'start' ? -1 : from === 'end' ? count : current;
  for (let tries = 0; tries < count; tries++) {
    i = (((i + step) % count) + count) % count;
    if (!blocked(i)) return i;
  }
  return null;
}
