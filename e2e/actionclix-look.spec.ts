/**
 * Halo ActionClix at the table, as a newcomer sees it: mid-game screenshots at three sizes in English and
 * German (into /tmp/actable-shots/ to be looked at), every unit's name on the board and its dial readable:
 * at 1024 x 700 the board is zoomed on the units of the player to act (board/focus.ts), at 1440 x 900 whole.
 */
import { expect, test } from './fixtures';
import { defaultOptions } from '../renderer/games/actionclix/forceBuilder';
import { openApp, squarePoint } from './drivers/actionclix/e2eDriver';
import { readStages } from './support/stage';
import { READABLE_SCALE } from '../renderer/games/actionclix/board/focus';
import { acxSaveOf, importAcxSave } from './drivers/actionclix/saves';
import { plan } from '../renderer/games/actionclix/testing/policy';

const SEED = 'acx-2';
const OUT = process.env['ACX_SHOTS'] ?? '/tmp/actable-shots';

test('mid-game at three sizes in English and German', async ({ page }) => {
  test.setTimeout(90_000);
  await openApp(page);
  // The launcher's card names both modes, the Scarab scenario among them.
  await expect(page.getByTestId('game-card-actionclix')).toContainText('Scarab scenario');
  // Mid-game from a save: the setup and the first orders are other specs' business.
  const steps = plan(defaultOptions(2), 2, SEED, 30);
  const firstOrder = steps.findIndex((s) => s.action.type === 'move');
  const at = steps[firstOrder + 4]?.state;
  if (at === undefined) throw new Error('the plan is too short');
  await importAcxSave(page, acxSaveOf(SEED, defaultOptions(2), steps.slice(0, firstOrder + 4), ['Ada', 'Bo']));
  await page.getByTestId('acx-speed-0').click();
  await expect(page.getByTestId('acx-panel')).toBeVisible();
  for (const lang of ['en', 'de'] as const) {
    await page.getByTestId(`language-${lang}`).click();
    for (const [w, h] of [[1024, 700], [1440, 900], [1920, 1080]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${OUT}/actionclix-${w}-${lang}.png` });
      // Readable at every size: at 1024 x 700 the whole board would be 0.52, so the frame fits the part where
      // the player to act's units are (each of them on screen), at 1440 x 900 and up the whole board.
      // The frame pans to the player to act a frame or two after a resize: the check waits for it (under load
      // the 200 ms above can be too short).
      await expect(async () => {
        const scale = await readStages(page, (stages) => (stages[0] as unknown as { scaleX(): number } | undefined)?.scaleX() ?? 0, null);
        expect(scale, `${w} ${lang}`).toBeGreaterThanOrEqual(w === 1024 ? READABLE_SCALE - 0.001 : 0.7);
        const area = await page.getByTestId('board-area').boundingBox();
        for (const u of at.units.filter((x) => x.seat === at.turn?.seat && x.status === 'map')) {
          const p = await squarePoint(page, at, u.sq);
          expect(area !== null && p.x > area.x && p.x < area.x + area.width && p.y > area.y && p.y < area.y + area.height, `${u.id} at ${w} ${lang}`).toBe(true);
        }
      }).toPass({ timeout: 5_000 });
      // The Animation control is whole: inside the side panel's width, no choice cut off.
      const side = await page.getByTestId('frame-side').boundingBox();
      for (const id of ['acx-speed', 'acx-speed-0', 'acx-speed-500']) {
        const speed = await page.getByTestId(id).boundingBox();
        expect(speed !== null && side !== null && speed.x >= side.x && speed.x + speed.width <= side.x + side.width, `${id} at ${w} ${lang}`).toBe(true);
      }
    }
  }
});
