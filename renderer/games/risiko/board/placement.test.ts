import { describe, expect, it } from 'vitest';
import { BATTLEFIELD_IDS, type BattlefieldId, type TerritoryId } from '../../../../engines/risiko';
import { fitViewport } from '../../../frame/viewport';
import { NAME_MIN_PX, scaleStep, tableWidth } from './labels';
import { boardModel, territoryAt } from './model';
import { badgeBox, overlaps, pieceBoxes, placeLabels, portBox, type Box, type NameLabel, type Placement, type Tokens } from './placement';

/**
 * The board area of a 1280 × 800 window, as the frame lays it out (frame.css): a 62 px header, 12 px
 * padding and gap, the 360 px side panel, and the board area's 1 px border.
 */
const STAGE = { width: 1280 - 2 * 12 - 12 - 360 - 2, height: 800 - 62 - 2 * 12 - 2 };

function fittedStep(id: BattlefieldId): number {
  const model = boardModel(id);
  return scaleStep(fitViewport({ width: model.width, height: model.height }, STAGE).scale);
}

/** Heroes, bases and teleporters on a spread of territories, as a five-player game has them. */
function someTokens(id: BattlefieldId): Record<TerritoryId, Tokens> {
  const out: Record<TerritoryId, Tokens> = {};
  boardModel(id).order.forEach((t, i) => {
    if (i % 5 === 0 || i % 7 === 3 || i % 6 === 1) out[t] = { hero: i % 5 === 0, base: i % 7 === 3, port: i % 6 === 1 };
  });
  return out;
}

const shownOf = (p: Placement): NameLabel[] => [...p.labels.values()].filter((l) => l.shown);

/** Shown names that overlap each other, any unit badge, or a hero, base or teleporter token on the board. */
function collisions(id: BattlefieldId, p: Placement, tokens: Record<TerritoryId, Tokens>): string[] {
  const model = boardModel(id);
  const shown = shownOf(p);
  const out: string[] = [];
  shown.forEach((a, i) => shown.slice(i + 1).forEach((b) => overlaps(a.box, b.box) && out.push(`${a.id} × ${b.id}`)));
  for (const art of Object.values(model.territories)) {
    const port = p.ports.get(art.id);
    const boxes = [...pieceBoxes(art, p.sizes, tokens[art.id]), ...(tokens[art.id]?.port === true && port !== undefined ? [portBox(port, p.sizes)] : [])];
    for (const box of boxes) for (const l of shown) if (overlaps(l.box, box)) out.push(`${l.id} × pieces of ${art.id}`);
  }
  return out;
}

describe.each(['hammer', 'anvil', 'the-ring'] as const)('names on %s at the fitted zoom of a 1280 × 800 window', (id) => {
  const scale = fittedStep(id);

  it.each([
    { name: 'an empty board', tokens: {} },
    { name: 'heroes and bases out', tokens: someTokens(id) },
  ])('shows every name, readable, clear of other names and of the pieces ($name)', ({ tokens }) => {
    const p = placeLabels(boardModel(id), scale, tableWidth, tokens);
    expect([...p.labels.values()].filter((l) => !l.shown).map((l) => l.id)).toEqual([]);
    expect(collisions(id, p, tokens)).toEqual([]);
    for (const l of p.labels.values()) expect(l.font * scale).toBeGreaterThanOrEqual(NAME_MIN_PX - 1e-9);
  });

  it('keeps each name next to its own badge: no other badge is nearer', () => {
    const model = boardModel(id);
    const p = placeLabels(model, scale, tableWidth, someTokens(id));
    const gap = (b: Box, [x, y]: readonly [number, number]) => Math.hypot(Math.max(b.x - x, 0, x - b.x - b.width), Math.max(b.y - y, 0, y - b.y - b.height));
    for (const l of p.labels.values()) {
      const own = model.territories[l.id];
      if (own === undefined) throw new Error(l.id);
      const nearest = Math.min(...Object.values(model.territories).map((t) => gap(l.box, t.anchor)));
      expect(gap(l.box, own.anchor) - nearest, l.id).toBeLessThanOrEqual(p.sizes.badge * 0.5);
    }
  });
});

describe('FORGE at its fitted zoom', () => {
  const scale = fittedStep('forge');

  it.each([
    { name: 'an empty board', tokens: {} },
    { name: 'heroes, bases and teleporters out', tokens: someTokens('forge') },
  ])('shows most names without overlap and the rest on hover ($name)', ({ tokens }) => {
    const p = placeLabels(boardModel('forge'), scale, tableWidth, tokens);
    expect(scale).toBeLessThan(0.35);
    expect(collisions('forge', p, tokens)).toEqual([]);
    expect(shownOf(p).length).toBeGreaterThanOrEqual(40);
    for (const l of p.labels.values()) expect(l.font * scale).toBeGreaterThanOrEqual(NAME_MIN_PX - 1e-9);
  });
});

describe.each(BATTLEFIELD_IDS)('names on %s at any zoom', (id) => {
  it.each([0.2, 0.3, 0.45, 0.7, 1, 2, 5])('never overlap each other or a badge, never under 9 px, at %s', (zoom) => {
    const scale = scaleStep(zoom);
    const p = placeLabels(boardModel(id), scale, tableWidth);
    expect(collisions(id, p, {})).toEqual([]);
    for (const l of p.labels.values()) expect(l.font * scale).toBeGreaterThanOrEqual(NAME_MIN_PX - 1e-9);
    if (zoom >= 0.7) expect(shownOf(p).length).toBe(p.labels.size);
  });
});

describe('the pieces that give way to names', () => {
  it('puts teleporter tokens and plan chips where no shown name is', () => {
    const model = boardModel('the-ring');
    const p = placeLabels(model, fittedStep('the-ring'), tableWidth);
    const names = shownOf(p).map((l) => l.box);
    const blocked = [...p.ports].filter(([, at]) => names.some((n) => overlaps(n, portBox(at, p.sizes))));
    expect(blocked.length).toBeLessThanOrEqual(2);
    for (const [t, at] of p.ports) expect(territoryAt(model, at[0], at[1]), t).toBe(t);
    for (const art of Object.values(model.territories)) expect(names.some((n) => overlaps(n, badgeBox(art, p.sizes)))).toBe(false);
  });
});
