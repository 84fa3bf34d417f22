/** Several games in progress: starting another game keeps the unfinished one in Saved games, to continue later. */
import { expect, test } from './fixtures';
import { confirmHandOver, openApp, positionOf, startFixture } from './helpers';

test('a new game keeps the unfinished one in Saved games, and Load continues it', async ({ page }) => {
  await openApp(page);
  await startFixture(page, { seed: 'first', names: ['Ada', 'Bo'] });
  await confirmHandOver(page, 'Ada');
  await page.getByTestId('fixture-step').click();
  await expect(page.getByTestId('handover-title')).toContainText('Bo');
  await page.getByTestId('quit').click();
  await startFixture(page, { seed: 'second', names: ['Cy', 'Di'] });
  await expect(page.getByTestId('notice')).toContainText('Your unfinished game of Fixture Race is kept in Saved games.');
  await page.getByTestId('quit').click();
  await page.getByTestId('open-saves').click();
  const row = page.getByTestId('save-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('save-name')).toHaveText('Game in progress');
  await expect(row).toContainText('Ada');
  await expect(row).toContainText('1 move');
  await row.getByTestId('save-load').click();
  await confirmHandOver(page, 'Bo');
  expect(await positionOf(page, 0)).toBe(1);
  // The game it replaced (no move yet) was not worth keeping; the one just left is the autosave again.
  await page.getByTestId('quit').click();
  await page.getByTestId('open-saves').click();
  await expect(page.getByTestId('save-row')).toHaveCount(1);
});
