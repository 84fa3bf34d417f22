import { expect, test } from './fixtures';
import { policySteps } from './drivers/risiko/plans';
import { stateAfter } from './drivers/risiko/boardCheck';
import { openApp, passTo, playSteps, SHOTS, startRisiko } from './drivers/risiko/e2eDriver';

const NAMES = ['Ana', 'Ben', 'Cy'];
const OPTIONS = { mode: 'objective', battlefield: 'the-ring' };

test('German mid-game keeps the English territory names; saving, reloading and continuing keeps the game', async ({ page }) => {
  test.setTimeout(600_000);
  const steps = policySteps(OPTIONS, 3, 'i18n', 60);
  const conquest = steps.findIndex((s) => s.action.type === 'endAttacks') + 1;
  // After the reload the same player plays on to the end of the turn (the next player's hand-over).
  const turnEnd = steps.findIndex((s, i) => i >= conquest && s.action.type === 'endTurn') + 1;
  await openApp(page);
  await startRisiko(page, { players: 3, seed: 'i18n', names: NAMES });
  await playSteps(page, steps.slice(0, conquest), { battlefield: 'the-ring', names: NAMES, standingOrders: true, start: stateAfter(3, OPTIONS, 'i18n', []) });
  await passTo(page);
  const english = (await page.getByTestId('game-log').textContent()) ?? '';
  const place = /(?:reinforced|attacks) ([A-Z][\w' -]+?) (?:with|from)/.exec(english)?.[1] ?? '';
  expect(place.length).toBeGreaterThan(3);
  await page.getByTestId('risiko-legend-toggle').click();
  await page.screenshot({ path: `${SHOTS}/risiko-ring-en.png` });

  await page.getByTestId('language-de').click();
  await expect(page.getByTestId('risiko-phase')).toHaveText('Kampagnenziel und Manöver');
  await expect(page.getByTestId('risiko-legend')).toContainText('Legende');
  await expect(page.getByTestId('risiko-legend')).toContainText('Beach');
  const german = (await page.getByTestId('game-log').textContent()) ?? '';
  expect(german).toContain(place);
  expect(german).toContain('verstärkt');
  await expect(page.getByTestId('risiko-turn')).toContainText('RINGWELT');
  await page.screenshot({ path: `${SHOTS}/risiko-ring-de.png` });
  await page.getByTestId('risiko-legend-toggle').click();

  // Save under a name, reload the app, load it again and play on.
  await page.keyboard.press('Control+s');
  await page.getByTestId('save-name-input').fill('Ringwelt-Abend');
  await page.getByTestId('save-confirm').click();
  await expect(page.getByRole('status').first()).toContainText('Ringwelt-Abend');
  await page.reload();
  await expect(page.getByTestId('launcher')).toBeVisible();
  await page.getByTestId('open-saves').click();
  await page.getByTestId('save-row').filter({ hasText: 'Ringwelt-Abend' }).getByTestId('save-load').click();
  await expect(page.getByTestId('handover')).toBeVisible();
  await passTo(page);
  await expect(page.getByTestId('risiko-phase')).toHaveText('Kampagnenziel und Manöver');
  expect((await page.getByTestId('game-log').textContent()) ?? '').toContain(place);
  await playSteps(page, steps.slice(conquest, turnEnd), { battlefield: 'the-ring', names: NAMES, standingOrders: true, start: stateAfter(3, OPTIONS, 'i18n', steps.slice(0, conquest)) });
  await passTo(page);
  await expect(page.getByTestId('risiko-turn')).toContainText('Zug');
  await page.screenshot({ path: `${SHOTS}/risiko-ring-continued-de.png` });
});
