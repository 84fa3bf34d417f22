import { expect, test } from './fixtures';
import { findTurnPlan, saveOf } from './drivers/risiko/plans';
import { stateAfter } from './drivers/risiko/boardCheck';
import { importSave, openApp, passTo, playSteps, SHOTS } from './drivers/risiko/e2eDriver';
import { storedSetting } from './helpers';

const NAMES = ['Ana', 'Ben', 'Cem', 'Dia', 'Eli'];
const COLOURS = ['#3d8fe0', '#e0483d', '#4fb85a', '#d9b13b', '#9a62ee'];
const OPTIONS = { mode: 'objective', battlefield: 'the-ring' };

test('completing an objective gets a banner in the player’s colour; sound can be muted and stays muted', async ({ page }) => {
  test.setTimeout(120_000);
  const sc = findTurnPlan();
  const claim = sc.turn.findIndex((s) => s.action.type === 'claimObjective');
  expect(claim).toBeGreaterThan(0);
  const me = NAMES[sc.player] ?? '';
  await openApp(page);
  await importSave(page, saveOf(sc.seed, 5, OPTIONS, [...sc.before, ...sc.turn.slice(0, claim)], NAMES, COLOURS));
  await passTo(page, me);
  await expect(page.getByTestId('highlight')).toHaveCount(0);
  await playSteps(page, sc.turn.slice(claim, claim + 1), { battlefield: 'the-ring', names: NAMES, start: stateAfter(5, OPTIONS, sc.seed, [...sc.before, ...sc.turn.slice(0, claim)]) });
  const banner = page.getByTestId('highlight');
  await expect(banner).toContainText('Objective complete');
  await expect(banner).toContainText(me);
  await page.screenshot({ path: `${SHOTS}/look-objective-en.png` });
  await expect(banner).toHaveCount(0, { timeout: 6000 });

  const toggle = page.getByTestId('sound-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The choice is written to storage a moment after the button shows it; a reload before that would lose it.
  await expect.poll(() => storedSetting(page, 'muted')).toBe(true);
  await page.reload();
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('sound-toggle')).toHaveAttribute('aria-pressed', 'true');
});
