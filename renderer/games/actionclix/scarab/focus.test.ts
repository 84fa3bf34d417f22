import { describe, expect, it } from 'vitest';
import { fitFocus, fitViewport } from '../../../frame/viewport';
import { TOKEN } from '../board/token';
import { scenario } from '../testing/scarabScenario';
import { placementOf, scarabCentre, scarabWorldSize } from './read';
import { READABLE_SCALE, scarabFocus, WHOLE_SCALE } from './focus';

const { view } = scenario();
const sc = view.scarab;
if (sc === undefined) throw new Error('no Scarab');
const world = scarabWorldSize(view, sc);

/** The space the frame fits the board into at two window sizes (the board area less its border, measured in e2e/actionclix-table.spec.ts). */
const AREAS = {
  '1024 x 700': { width: 686, height: 574 },
  '1440 x 900': { width: 1042, height: 774 },
};

describe('the Scarab board in a small window', () => {
  it.each([
    { name: '1024 x 700, zoomed on the Scarab', area: AREAS['1024 x 700'], least: READABLE_SCALE, dial: 8 },
    { name: '1440 x 900, the whole board', area: AREAS['1440 x 900'], least: WHOLE_SCALE, dial: 7.5 },
  ])('at $name the bases are drawn at a zoom of at least $least (dial values at least $dial px tall)', ({ area, least, dial }) => {
    const v = fitFocus(world, area, scarabFocus(view, world, area));
    expect(v.scale).toBeGreaterThanOrEqual(least - 0.001);
    expect(TOKEN.statSize * v.scale).toBeGreaterThanOrEqual(dial);
  });

  it('fits the whole board where that is readable, and only a part round the Scarab where not', () => {
    expect(fitViewport(world, AREAS['1024 x 700']).scale).toBeLessThan(0.5);
    expect(scarabFocus(view, world, AREAS['1440 x 900'])).toBeNull();
    const focus = scarabFocus(view, world, AREAS['1024 x 700']);
    const c = scarabCentre(placementOf(sc, view.width));
    expect(focus).not.toBeNull();
    if (focus === null) return;
    expect(c.x).toBeGreaterThanOrEqual(focus.x);
    expect(c.x).toBeLessThanOrEqual(focus.x + focus.width);
    expect(c.y).toBeGreaterThanOrEqual(focus.y);
    expect(c.y).toBeLessThanOrEqual(focus.y + focus.height);
    expect(focus.x >= 0 && focus.y >= 0 && focus.x + focus.width <= world.width && focus.y + focus.height <= world.height).toBe(true);
  });

  it('leaves the basic game to the whole battlefield', () => {
    const { scarab: _scarab, ...basic } = view;
    expect(scarabFocus(basic, world, AREAS['1024 x 700'])).toBeNull();
  });
});
