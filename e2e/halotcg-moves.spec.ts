/**
 * Halo TCG cards move on the table (board/moves.ts, useCardMoves.ts): with reduced motion off, a card
 * played from the hand glides to its row over several frames and comes to rest there. From a save.
 */
import { expect, test } from './fixtures';
import { openApp } from './helpers';
import { importSave } from './support/launcher';
import { handOver, playStep } from './drivers/halotcg/e2eDriver';
import { stepWhere, tableSave } from './drivers/halotcg/tableSave';

test.use({ reducedMotion: 'no-preference' });

test('a card played from the hand glides to the table and rests there', async ({ page }) => {
  let at = -1;
  const { save, plan } = tableSave('e2e-moves', ['chief-vs-covenant', 'fred-vs-flood'], ['Ana', 'Ben'], (p) => {
    // A card played from the hand by a seat that decides again next (no hand-over in between).
    at = stepWhere(p, (_events, step) => step.action.type === 'play' && p.steps[p.steps.indexOf(step) + 1]?.seat === step.seat);
    return at;
  });
  expect(at).toBeGreaterThanOrEqual(0);
  const step = plan.steps[at]!;
  const iid = (step.action as { card: string }).card;
  await openApp(page);
  await importSave(page, save);
  await handOver(page);
  // Samples the card's place on every frame for 600 ms from the moment of the click on.
  await page.evaluate((id) => {
    const w = window as unknown as { Konva: { stages: { findOne: (f: (n: { id: () => string }) => boolean) => { x: () => number; y: () => number } | undefined }[] }; trail: string[] };
    w.trail = [];
    const t0 = performance.now();
    const frame = () => {
      const node = w.Konva.stages[0]?.findOne((n) => n.id() === `card-${id}`);
      if (node !== undefined) w.trail.push(`${Math.round(node.x())},${Math.round(node.y())}`);
      if (performance.now() - t0 < 20_000 && w.trail.length < 400) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, iid);
  await playStep(page, step);
  await page.waitForTimeout(600);
  const trail = await page.evaluate(() => (window as unknown as { trail: string[] }).trail);
  const places = [...new Set(trail)];
  // In the hand, then several places on the way, then at rest in its row.
  expect(places.length).toBeGreaterThanOrEqual(4);
  expect(trail.slice(-3).every((p) => p === trail[trail.length - 1])).toBe(true);
});
