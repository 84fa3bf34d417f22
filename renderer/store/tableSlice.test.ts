import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_SETTINGS, TABLE_PREFS, tableSettingsFrom } from './tableSlice';

describe('the table settings read back from the host prefs', () => {
  it.each([
    { name: 'nothing stored: the defaults (normal pace, cards move in 250 ms)', prefs: {}, want: DEFAULT_TABLE_SETTINGS },
    { name: 'the animation turned off is remembered', prefs: { [TABLE_PREFS.animMs]: 0 }, want: { ...DEFAULT_TABLE_SETTINGS, animMs: 0 } },
    { name: 'a slow animation and a fast pace', prefs: { [TABLE_PREFS.animMs]: 500, [TABLE_PREFS.pace]: 'fast' }, want: { ...DEFAULT_TABLE_SETTINGS, animMs: 500, pace: 'fast' } },
    { name: 'an animation time not offered falls back to the default', prefs: { [TABLE_PREFS.animMs]: 7 }, want: DEFAULT_TABLE_SETTINGS },
    { name: 'a time stored as text is not read', prefs: { [TABLE_PREFS.animMs]: '120' }, want: DEFAULT_TABLE_SETTINGS },
    { name: 'covers before automatic passes', prefs: { [TABLE_PREFS.coverAutoPasses]: true }, want: { ...DEFAULT_TABLE_SETTINGS, coverAutoPasses: true } },
  ])('$name', ({ prefs, want }) => {
    expect(tableSettingsFrom(prefs)).toEqual(want);
  });
});
