import { expect, test } from './fixtures';
import { findTurnPlan, saveOf } from './drivers/risiko/plans';
import { importSave, openApp, passTo } from './drivers/risiko/e2eDriver';

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'];
const COLOURS = ['#3d8fe0', '#e0483d', '#4fb85a', '#d9b13b', '#9a62ee'];
const OPTIONS = { mode: 'objective', battlefield: 'the-ring' };

/**
 * The host's undo rule at a shared screen: the person at the screen takes back only their own moves made
 * since the screen last changed hands. Found in a play test: a defender could undo the attacker's declaration.
 */
test('a defender cannot take back the attacker’s declaration (button and Ctrl+Z, English and German)', async ({ page }) => {
  const sc = findTurnPlan();
  const attacker = NAMES[sc.player] ?? '';
  const defender = NAMES[sc.defender] ?? '';
  const defend = sc.turn.findIndex((s) => s.action.type === 'defend' && s.seat === sc.defender);
  expect(defend).toBeGreaterThan(0);
  await openApp(page);
  await importSave(page, saveOf(sc.seed, 5, OPTIONS, [...sc.before, ...sc.turn.slice(0, defend)], NAMES, COLOURS));
  await passTo(page, defender);
  const prompt = await page.getByTestId('risiko-prompt').textContent();

  await page.getByTestId('undo').click();
  await expect(page.getByTestId('error-banner')).toHaveAttribute('data-code', 'core/undo-other-seat');
  await expect(page.getByTestId('error-message')).toHaveText(
    `Cannot undo: the last move was ${attacker}’s. Only the person who made a move can take it back, before the screen passes on.`,
  );
  await expect(page.getByTestId('undo')).toHaveAttribute('data-blocked', 'core/undo-other-seat');
  await expect(page.getByTestId('risiko-prompt')).toHaveText(prompt ?? '');

  await page.getByTestId('error-dismiss').click();
  await page.getByTestId('language-de').click();
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('error-message')).toHaveText(
    `Rückgängig nicht möglich: Der letzte Zug war von ${attacker}. Nur wer einen Zug gemacht hat, kann ihn zurücknehmen, bevor der Bildschirm weitergegeben wird.`,
  );
  // Nothing was taken back: the record still ends with the attacker's declaration.
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('risiko-prompt')).toHaveText(prompt ?? '');
});
