/**
 * Halo ActionClix between games: a second setup starts from the first one's players' names and forces
 * (opened again from the launcher's card), and the Animation control is the table's shared setting,
 * remembered across a reload.
 */
import { expect, test } from './fixtures';
import { defaultOptions } from '../renderer/games/actionclix/forceBuilder';
import { plan } from '../renderer/games/actionclix/testing/policy';
import { openApp, setUp, start } from './drivers/actionclix/e2eDriver';
import { acxSaveOf, importAcxSave } from './drivers/actionclix/saves';
import { storedSetting } from './helpers';

const SEED = 'acx-2';

test('a second setup starts from the names and forces of the first', async ({ page }) => {
  await openApp(page);
  await setUp(page, { players: 2, seed: SEED, names: ['Ana', 'Ben'] });
  // Ana's force: the UNSC default with the shotgun Marine swapped for an ODST (SMG).
  await page.getByTestId('acx-force-0-remove-marine-shotgun').click();
  await page.getByTestId('acx-force-0-add').click();
  await page.getByTestId('acx-force-0-add-odst-smg').click();
  await expect(page.getByTestId('acx-force-0-ok')).toBeVisible();
  const bens = await page.getByTestId('acx-force-1').locator('li').allTextContents();
  await start(page);
  await expect(page.getByTestId('acx-prompt')).toContainText('Ana');
  await page.getByTestId('quit').click();
  await page.getByTestId('game-card-actionclix').click();
  await expect(page.getByTestId('acx-options')).toBeVisible();
  await expect(page.getByTestId('seat-name-0')).toHaveValue('Ana');
  await expect(page.getByTestId('seat-name-1')).toHaveValue('Ben');
  await expect(page.getByTestId('acx-force-0')).toContainText('Force of Ana');
  await expect(page.getByTestId('acx-force-1')).toContainText('Force of Ben');
  await expect(page.getByTestId('acx-force-0-remove-odst-smg')).toBeVisible();
  await expect(page.getByTestId('acx-force-0-remove-marine-shotgun')).toHaveCount(0);
  // Ben's force as it was.
  expect(await page.getByTestId('acx-force-1').locator('li').allTextContents()).toEqual(bens);
  expect(bens.length).toBeGreaterThanOrEqual(5);
});

test("the Animation control is the table's setting, remembered across a reload", async ({ page }) => {
  await openApp(page);
  const steps = plan(defaultOptions(2), 2, SEED, 12);
  const save = acxSaveOf(SEED, defaultOptions(2), steps.slice(0, 4), ['Ada', 'Bo']);
  await importAcxSave(page, save);
  // The table's default (Normal) until a player chooses.
  await expect(page.getByTestId('acx-speed-250')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('acx-speed-500').click();
  await expect(page.getByTestId('acx-speed-500')).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => ((await storedSetting(page, 'prefs')) as Record<string, unknown> | undefined)?.['table.animMs']).toBe(500);
  await page.reload();
  await expect(page.getByTestId('launcher')).toBeVisible();
  await importAcxSave(page, save);
  await expect(page.getByTestId('acx-speed-500')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('acx-speed-250')).toHaveAttribute('aria-checked', 'false');
});
