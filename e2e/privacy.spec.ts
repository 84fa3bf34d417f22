/**
 * Hands stay private (issue 20): a seat's private view is never drawn before that seat has confirmed a
 * hand-over screen, whoever may be at the screen. An undo from under the next person's cover takes the
 * move back and covers the mover's view again, in every game with secrets.
 */
import { expect, test, type Page } from './fixtures';
import { stateAfter } from './drivers/risiko/boardCheck';
import { importSave, passTo, playSteps } from './drivers/risiko/e2eDriver';
import { findTurnPlan, saveOf } from './drivers/risiko/plans';
import { recorded, startHalo, step } from './drivers/halotcg/e2eDriver';
import { confirmHandOver, openApp, startFixture } from './helpers';

test.describe.configure({ timeout: 180_000 });

/** The cover asks for `name`, and nothing of the game is drawn under it. */
async function coveredFor(page: Page, name: string, panel: string): Promise<void> {
  await expect(page.getByTestId('handover-title')).toContainText(name);
  await expect(page.getByTestId(panel)).toHaveCount(0);
  await expect(page.locator('canvas')).toHaveCount(0);
}

for (const how of ['button', 'Ctrl+Z'] as const) {
  test(`fixture race: undo (${how}) on Ben’s cover covers Ana’s hand again`, async ({ page }) => {
    await openApp(page);
    await startFixture(page, { seed: `privacy-${how}`, names: ['Ana', 'Ben'] });
    await confirmHandOver(page, 'Ana');
    await page.getByTestId('fixture-step').click();
    await coveredFor(page, 'Ben', 'fixture-panel');
    if (how === 'button') await page.getByTestId('undo').click();
    else await page.keyboard.press('Control+z');
    await expect(page.getByTestId('turn-name')).toHaveText('Ana');
    await coveredFor(page, 'Ana', 'fixture-panel');
    await expect(page.getByTestId('fixture-card')).toHaveCount(0);
    await confirmHandOver(page, 'Ana');
    await expect(page.getByTestId('fixture-card')).toHaveCount(3);
    // Ana holds the screen as before: her stint did not end under the cover.
    await page.getByTestId('fixture-step').click();
    await coveredFor(page, 'Ben', 'fixture-panel');
    await expect(page.getByTestId('undo')).not.toHaveAttribute('data-blocked');
  });
}

test('Halo TCG: undo of Ana’s bid from under Ben’s cover shows Ana’s hand only after she confirms', async ({ page }) => {
  await openApp(page);
  await startHalo(page, { players: 2, seed: 'privacy-bid', names: ['Ana', 'Ben'] });
  const first = await step(page);
  expect(first.state.phase).toBe('bid');
  await coveredFor(page, 'Ben', 'halotcg-panel');
  await page.getByTestId('undo').click();
  await coveredFor(page, first.state.viewer === '0' ? 'Ana' : 'Ben', 'halotcg-panel');
  await page.getByTestId('handover-confirm').click();
  await expect(page.getByTestId('halotcg-panel')).toHaveAttribute('data-viewer', first.state.viewer);
  expect(await recorded(page)).toBe(0);
});

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'];
const COLOURS = ['#3d8fe0', '#e0483d', '#4fb85a', '#d9b13b', '#9a62ee'];
const OPTIONS = { mode: 'objective', battlefield: 'the-ring' };

test('Risiko: undo of an attack from under the defender’s cover covers the attacker’s objectives again', async ({ page }) => {
  const sc = findTurnPlan();
  const attacker = NAMES[sc.player] ?? '';
  const defender = NAMES[sc.defender] ?? '';
  const defend = sc.turn.findIndex((s) => s.action.type === 'defend' && s.seat === sc.defender);
  const declared = sc.turn.slice(0, defend - 1);
  const attack = sc.turn[defend - 1];
  expect(attack?.action.type).toBe('attack');
  await openApp(page);
  await importSave(page, saveOf(sc.seed, 5, OPTIONS, [...sc.before, ...declared], NAMES, COLOURS));
  await passTo(page, attacker);
  const prompt = await page.getByTestId('risiko-prompt').textContent();
  await playSteps(page, attack === undefined ? [] : [attack], { battlefield: 'the-ring', start: stateAfter(5, OPTIONS, sc.seed, [...sc.before, ...declared]), names: NAMES });
  await coveredFor(page, defender, 'risiko-panel');
  await page.getByTestId('undo').click();
  await coveredFor(page, attacker, 'risiko-panel');
  await passTo(page, attacker);
  await expect(page.getByTestId('risiko-prompt')).toHaveText(prompt ?? '');
});
