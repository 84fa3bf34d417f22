import { describe, expect, it } from 'vitest';
import { forcesIn } from './savedForces';

describe('saved forces in the settings', () => {
  it('reads named forces, sorted, and skips deleted ones and other prefs', () => {
    expect(
      forcesIn({ 'actionclix.force.Red': 'grunt-pistol,ghost', 'actionclix.force.Blue': 'marine-ar', 'actionclix.force.Gone': '', 'risiko.autoDefend.Ada': true }),
    ).toEqual([
      { name: 'Blue', units: ['marine-ar'] },
      { name: 'Red', units: ['grunt-pistol', 'ghost'] },
    ]);
  });
});
