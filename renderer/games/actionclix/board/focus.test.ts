import { describe, expect, it } from 'vitest';
import { actionclixEngine, type ActionClixState } from '../../../../engines/actionclix';
import { fitFocus, fitViewport, type Rect } from '../../../frame/viewport';
import { defaultOptions, withBattlefield } from '../forceBuilder';
import { squareCentre, worldSize } from '../model';
import { plan } from '../testing/policy';
import { actionBox, battleFocus, READABLE_SCALE, WHOLE_SCALE } from './focus';
import { TOKEN } from './token';

/** The space the frame fits the board into at two window sizes (the board area less its border, as in scarab/focus.test.ts). */
const AREAS = {
  '1024 x 700': { width: 686, height: 574 },
  '1440 x 900': { width: 1042, height: 774 },
};

const viewOf = (s: ActionClixState) => actionclixEngine.view(s, s.turn?.seat ?? null);

/** A 4-player standard game's moments: spawn points, the first deployment, the first turn of orders. */
function moments(players: number, battlefield: 'standard' | 'quick' = 'standard') {
  const steps = plan(withBattlefield(defaultOptions(players), battlefield), players, `focus-${players}-${battlefield}`, 160);
  const at = (pick: (s: ActionClixState) => boolean) => {
    const step = steps.find((st) => pick(st.state));
    if (step === undefined) throw new Error('moment not reached');
    return viewOf(step.state);
  };
  return {
    spawns: at((s) => s.phase.kind === 'spawns'),
    deploy: at((s) => s.turn?.deploy === true && s.units.some((u) => u.seat === s.turn?.seat && u.status === 'map')),
    play: at((s) => s.phase.kind === 'play' && s.turn?.deploy === false && s.turn.seat !== s.order[0]),
  };
}

const inside = (r: Rect, p: { x: number; y: number }) => p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;

describe('the basic battlefield in a small window', () => {
  const four = moments(4);
  const world = worldSize(four.play);

  it.each([
    { name: 'deployment at 1024 x 700', view: four.deploy, area: AREAS['1024 x 700'], least: READABLE_SCALE, dial: 8 },
    { name: 'orders at 1024 x 700', view: four.play, area: AREAS['1024 x 700'], least: READABLE_SCALE, dial: 8 },
    { name: 'orders at 1440 x 900, the whole board', view: four.play, area: AREAS['1440 x 900'], least: WHOLE_SCALE, dial: 7.5 },
  ])('$name: the bases are drawn at a zoom of at least $least (dial values at least $dial px tall)', ({ view, area, least, dial }) => {
    const v = fitFocus(world, area, battleFocus(view, world, area));
    expect(v.scale).toBeGreaterThanOrEqual(least - 0.001);
    expect(TOKEN.statSize * v.scale).toBeGreaterThanOrEqual(dial);
  });

  it('is too small to read whole at 1024 x 700, and whole at 1440 x 900', () => {
    expect(fitViewport(world, AREAS['1024 x 700']).scale).toBeLessThan(WHOLE_SCALE);
    expect(battleFocus(four.play, world, AREAS['1440 x 900'])).toBeNull();
  });

  it.each([
    { name: 'at deployment: the seat’s spawn points', view: four.deploy, squares: (v: typeof four.deploy) => v.spawns.filter((s) => s.seat === v.turn?.seat).map((s) => s.sq) },
    { name: 'in play: every unit of the seat to act', view: four.play, squares: (v: typeof four.play) => v.units.filter((u) => u.seat === v.turn?.seat && u.status === 'map').map((u) => u.sq) },
  ])('fits where the action is, $name', ({ view, squares }) => {
    const focus = battleFocus(view, world, AREAS['1024 x 700']);
    expect(focus).not.toBeNull();
    if (focus === null) return;
    const own = squares(view as never);
    expect(own.length).toBeGreaterThan(0);
    for (const sq of own) expect(inside(focus, squareCentre(view.width, sq)), `square ${sq}`).toBe(true);
    expect(focus.x >= 0 && focus.y >= 0 && focus.x + focus.width <= world.width && focus.y + focus.height <= world.height).toBe(true);
  });

  it('shows the whole board while spawn points are placed anywhere on it', () => {
    expect(actionBox(four.spawns)).toBeNull();
    expect(battleFocus(four.spawns, world, AREAS['1024 x 700'])).toBeNull();
  });

  it('leaves the quick battlefield whole at 1024 x 700, where it is readable', () => {
    const quick = moments(2, 'quick').play;
    const w = worldSize(quick);
    expect(fitViewport(w, AREAS['1024 x 700']).scale).toBeGreaterThanOrEqual(WHOLE_SCALE);
    expect(battleFocus(quick, w, AREAS['1024 x 700'])).toBeNull();
  });
});
