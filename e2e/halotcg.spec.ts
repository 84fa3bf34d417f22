import { expect, test } from './fixtures';
import { openApp, storedSetting } from './helpers';
import { handOver, readPanel, startHalo, step } from './drivers/halotcg/e2eDriver';

test('a player’s phase stops are kept, shown again after a reload, and pass for them', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page);
  await startHalo(page, { players: 2, seed: 'halotcg-e2e-2', names: ['Ana', 'Ben'] });
  // Play up to Ana's company phase (her own turn: the bar shows her own-turn stops).
  for (let i = 0; i < 20; i++) {
    await handOver(page);
    const now = await readPanel(page);
    if (now.phase === 'company' && now.viewer === '0') break;
    await step(page);
  }
  const maneuver = page.getByTestId('halotcg-stop-maneuver');
  await expect(maneuver).toHaveAttribute('aria-pressed', 'true');
  await maneuver.click();
  await expect(maneuver).toHaveAttribute('aria-pressed', 'false');
  // Stored a moment after the button shows it; then, after a reload, the saved stop shows before anything is clicked.
  await expect.poll(async () => ((await storedSetting(page, 'prefs')) as Record<string, unknown> | undefined)?.['halotcg.stops.own.Ana']).toBeDefined();
  await page.reload();
  await page.getByTestId('continue').click();
  await handOver(page);
  await expect(page.getByTestId('halotcg-panel')).toHaveAttribute('data-viewer', '0');
  await expect(page.getByTestId('halotcg-stop-maneuver')).toHaveAttribute('aria-pressed', 'false');
  // Ana, who could play something at the maneuver phase, is not called to the screen: the table passes for her and says why.
  for (let i = 0; i < 20; i++) {
    const done = await step(page);
    if (done.state.phase === 'assignment' || done.action === null) break;
  }
  await handOver(page);
  await expect(page.getByTestId('game-log')).toContainText('Ana passes automatically: no stop set at this phase.');
});
