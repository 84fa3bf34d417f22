/**
 * The waiting kill (deaths.ts): what happens when it resolves, and a character whose kill waits is not
 * found dying again (as GEMP keeps characters "already on the way to death").
 */
import { describe, expect, it } from 'vitest';
import { checkDeaths, runKill } from './deaths';
import { Draft } from './draft';
import { scene } from './testing/scene';
import type { HaloState, Step } from './types';

const chief = '0.0';

/** The Free Peoples player's maneuver window, the Chief (vitality 4) with `wounds`, Biofoam in hand. */
function withWounds(wounds: number): HaloState {
  const s = scene({ seats: [{ hand: ['biofoam'] }, {}], stage: 'maneuver', window: { timing: 'maneuver', then: 'regroup' } });
  return { ...s, inPlay: { ...s.inPlay, [chief]: { w: wounds } } };
}

const killStep = (cause: 'wounds' | 'overwhelm'): Step => ({ kind: 'kill', subject: chief, src: chief, by: 0, ctx: -1, cause });

describe('a waiting kill when it resolves', () => {
  it.each([
    { name: 'killed by wounds and still at his vitality: killed', wounds: 4, cause: 'wounds' as const, dead: true },
    { name: 'killed by wounds but healed below his vitality in the window: he lives', wounds: 3, cause: 'wounds' as const, dead: false },
    { name: 'overwhelmed: killed whatever his wounds', wounds: 0, cause: 'overwhelm' as const, dead: true },
  ])('$name', ({ wounds, cause, dead }) => {
    const g = new Draft(withWounds(wounds));
    runKill(g, killStep(cause));
    expect(g.s.players[0]?.dead.includes(chief)).toBe(dead);
  });
});

describe('the rules looking for deaths', () => {
  it('a character at his vitality whose death somebody can answer waits for the window instead of dying', () => {
    const g = new Draft(withWounds(4));
    g.dirty = true;
    checkDeaths(g);
    expect([g.s.queue.map((x) => [x.kind, x.on ?? x.cause]), g.s.players[0]?.dead]).toEqual([[['respond', 'aboutToKill'], ['kill', 'wounds']], []]);
  });

  it('a character whose kill waits already is not found dying again', () => {
    const g = new Draft({ ...withWounds(4), queue: [killStep('wounds')] });
    g.dirty = true;
    checkDeaths(g);
    expect(g.s.queue).toEqual([killStep('wounds')]);
  });
});
