/**
 * Halo TCG cards move on the table (board/moves.ts, useCardMoves.ts): with reduced motion off, a card
 * played from the hand glides to its row over several frames and comes to rest there; the table's
 * animation speed (remembered) turns it off or slows it, and a click during a glide skips it. From a save.
 */
import { expect, test, type Page } from './fixtures';
import { openApp, shot, storedSetting } from './helpers';
import { importSave } from './support/launcher';
import { handOver, playStep } from './drivers/halotcg/e2eDriver';
import { stepWhere, tableSave } from './drivers/halotcg/tableSave';
import { markOf } from './support/frame';

test.use({ reducedMotion: 'no-preference' });

/** The save and the decision the specs play: a card from the hand by a seat that decides again next. */
function playScene() {
  let at = -1;
  const { save, plan } = tableSave('e2e-moves', ['chief-vs-covenant', 'fred-vs-flood'], ['Ana', 'Ben'], (p) => {
    // A card played from the hand by a seat that decides again next (no hand-over in between).
    at = stepWhere(p, (_events, step) => step.action.type === 'play' && p.steps[p.steps.indexOf(step) + 1]?.seat === step.seat);
    return at;
  });
  return { save, step: plan.steps[at]!, at };
}

/** Where a card is drawn: its node's place less its offset (a glide runs on the offset, useCardMoves). */
type KNode = { id: () => string; x: () => number; y: () => number; offsetX: () => number; offsetY: () => number };
type KWindow = { Konva: { stages: { findOne: (f: (n: KNode) => boolean) => KNode | undefined }[] }; trail: string[] };

/** The scene opened from its save, at the table of the seat that plays `step` (the card `iid` from its hand). */
async function openScene(page: Page) {
  const { save, step, at } = playScene();
  expect(at).toBeGreaterThanOrEqual(0);
  await openApp(page);
  await importSave(page, save);
  await handOver(page);
  return { step, iid: (step.action as { card: string }).card };
}

/** Samples the card's place on every frame from now on (window.trail). */
async function followCard(page: Page, id: string): Promise<void> {
  await page.evaluate((id) => {
    const w = window as unknown as KWindow;
    w.trail = [];
    const t0 = performance.now();
    const frame = () => {
      const node = w.Konva.stages[0]?.findOne((n) => n.id() === `card-${id}`);
      if (node !== undefined) w.trail.push(`${Math.round(node.x() - node.offsetX())},${Math.round(node.y() - node.offsetY())}`);
      if (performance.now() - t0 < 20_000 && w.trail.length < 400) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, id);
}

test('a card played from the hand glides to the table and rests there', async ({ page }) => {
  const { step, iid } = await openScene(page);
  // Slow (a 500 ms glide), so a loaded machine still paints several frames of it.
  await page.getByTestId('ht-speed-500').click();
  // Samples the card's place on every frame for 1.2 s from the moment of the click on.
  await followCard(page, iid);
  await playStep(page, step);
  await page.waitForTimeout(1200);
  const trail = await page.evaluate(() => (window as unknown as { trail: string[] }).trail);
  const places = [...new Set(trail)];
  // In the hand, then several places on the way, then at rest in its row.
  expect(places.length).toBeGreaterThanOrEqual(4);
  expect(trail.slice(-3).every((p) => p === trail[trail.length - 1])).toBe(true);
});

test('the animation speed: off plays a card without movement and is remembered; slow glides are skipped by a click', async ({ page }) => {
  const { step, iid } = await openScene(page);
  await page.getByTestId('ht-speed-0').click();
  await page.getByTestId('ht-speed').scrollIntoViewIfNeeded();
  await shot(page, 'halotcg-speed');
  await expect.poll(async () => ((await storedSetting(page, 'prefs')) as Record<string, unknown> | undefined)?.['table.animMs']).toBe(0);
  await followCard(page, iid);
  await playStep(page, step);
  await page.waitForTimeout(300);
  // Off: from the hand straight to its row, no place in between.
  const off = await page.evaluate(() => [...new Set((window as unknown as { trail: string[] }).trail)]);
  expect(off.length).toBeLessThanOrEqual(2);
  // Slow, and a press of the pointer while the card is on its way: it is at rest at once.
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('halotcg-panel')).toHaveAttribute('data-hand', new RegExp(`(^| )${iid.replace('.', '\\.')}( |$)`));
  await page.getByTestId('ht-speed-500').click();
  await playStep(page, step);
  // A press of the pointer while the card is on its way (a slow glide takes 500 ms): where it is just before, and just after.
  const skip = await page.evaluate((id) => {
    const w = window as unknown as KWindow;
    const where = () => {
      const n = w.Konva.stages[0]?.findOne((x) => x.id() === `card-${id}`);
      return n === undefined ? '' : `${Math.round(n.x() - n.offsetX())},${Math.round(n.y() - n.offsetY())}`;
    };
    const at = where();
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    return { at, next: where() };
  }, iid);
  await page.waitForTimeout(700);
  const rest = await page.evaluate((id) => {
    const n = (window as unknown as KWindow).Konva.stages[0]?.findOne((x) => x.id() === `card-${id}`);
    return n === undefined ? '' : `${Math.round(n.x() - n.offsetX())},${Math.round(n.y() - n.offsetY())}`;
  }, iid);
  // Pressed while still on its way, at rest at once.
  expect(skip.at).not.toBe(rest);
  expect(skip.next).toBe(rest);
});

/** Where each hand card is drawn, in table units (x only: a playable card is raised), and where the layout puts it. */
async function handPlaces(page: Page): Promise<{ drawn: Record<string, number>; laid: Record<string, number> }> {
  const hand = ((await page.getByTestId('halotcg-panel').getAttribute('data-hand')) ?? '').split(' ').filter((x) => x !== '');
  const placed = JSON.parse((await markOf(page, 'placed')) ?? '[]') as [string, number][];
  const laid = Object.fromEntries(placed.filter((p) => hand.includes(p[0])).map((p) => [p[0], Math.round(p[1])]));
  const drawn = await page.evaluate((ids) => {
    const w = window as unknown as KWindow;
    return Object.fromEntries(ids.map((id) => {
      const n = w.Konva.stages[0]?.findOne((x) => x.id() === `card-${id}`);
      return [id, n === undefined ? -1 : Math.round(n.x() - n.offsetX())];
    }));
  }, hand);
  return { drawn, laid };
}

test('after a glide, an undo puts every hand card back in its place, so a click on a card takes that card', async ({ page }) => {
  const { step, iid } = await openScene(page);
  const before = await handPlaces(page);
  // The card leaves the hand and the others close up (they glide: a first move of each)...
  await playStep(page, step);
  await page.waitForTimeout(600);
  // ...then the undo brings it back and the others glide apart again (a second move of each).
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('halotcg-panel')).toHaveAttribute('data-hand', new RegExp(`(^| )${iid.replace('.', '\\.')}( |$)`));
  await page.waitForTimeout(600);
  const after = await handPlaces(page);
  expect(after.laid).toEqual(before.laid);
  expect(after.drawn).toEqual(after.laid);
});
