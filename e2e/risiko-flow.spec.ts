/**
 * What breaks a new player's flow, end to end: the dice keep the result to themselves until they land,
 * Enter acts on a focused territory of the keyboard list (which covers nothing on the board), counted
 * texts read as sentences in both languages, and a quick game's log opens with the first reinforcements.
 */
import { stateAfter } from './drivers/risiko/boardCheck';
import { expect, test, type Page } from './fixtures';
import { shot } from './helpers';
import { risikoEngine, type RisikoState } from '../engines/risiko';
import { game, apply } from '../renderer/games/risiko/testing/games';
import { policySteps, type Step } from './drivers/risiko/plans';
import { badgeUnits, openApp, passTo, playSteps, startRisiko } from './drivers/risiko/e2eDriver';

const NAMES = ['Ana', 'Ben', 'Cy'];
const OPTIONS = { mode: 'objective', battlefield: 'the-ring' };
const SEED = 'flow';

const logText = async (page: Page) => (await page.getByTestId('game-log').textContent()) ?? '';
const battleLines = (log: string) => log.split(/(?<=\.)/).filter((l) => / loses (no unit|\d+ units?)/.test(l)).length;

/** The index of the first step whose action rolls dice, and the territory attacked. */
function firstRoll(steps: readonly Step[]): { index: number; to: string } {
  let s: RisikoState = game(3, OPTIONS, SEED);
  for (const [i, step] of steps.entries()) {
    const applied = risikoEngine.apply(s, step.seat, step.action);
    if (!applied.ok) throw new Error(applied.error.code);
    const roll = applied.value.events.find((e) => e.type === 'diceRolled');
    if (roll !== undefined) return { index: i, to: String(roll.to) };
    s = apply(s, step.action, step.seat);
  }
  throw new Error('no battle in the steps');
}

test.describe('with animations on', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('the log, badges and panel wait for the dice to land', async ({ page }) => {
    test.setTimeout(180_000);
    const steps = policySteps(OPTIONS, 3, SEED, 40);
    const roll = firstRoll(steps);
    await openApp(page);
    await startRisiko(page, { players: 3, seed: SEED, names: NAMES });
    await playSteps(page, steps.slice(0, roll.index), { battlefield: 'the-ring', names: NAMES, start: stateAfter(3, OPTIONS, SEED, []) });
    await passTo(page, NAMES[steps[roll.index]?.seat ?? 0]);
    const before = await logText(page);
    const units = await badgeUnits(page, 'the-ring', roll.to);
    // While the dice tumble: no result line and no result in the tray. The page reads them itself at the first
    // moment the tray says it is rolling (an observer set up before the roll), so a busy machine where the
    // dice land before the test looks can neither pass nor fail this by chance.
    const rolling = page.evaluate(
      () =>
        new Promise<{ rolling: boolean; log: string; result: number }>((resolve) => {
          const read = (): boolean => {
            const tray = document.querySelector('[data-testid="risiko-dice"]');
            if (tray?.getAttribute('data-rolling') !== 'true') return false;
            resolve({ rolling: true, log: document.querySelector('[data-testid="game-log"]')?.textContent ?? '', result: document.querySelectorAll('[data-testid="risiko-dice-result"]').length });
            return true;
          };
          if (read()) return;
          const observer = new MutationObserver(() => {
            if (read()) observer.disconnect();
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-rolling'] });
        }),
    );
    const played = playSteps(page, steps.slice(roll.index, roll.index + 1), { battlefield: 'the-ring', names: NAMES, start: stateAfter(3, OPTIONS, SEED, steps.slice(0, roll.index)) });
    const during = await rolling;
    expect(during.rolling).toBe(true);
    expect(battleLines(during.log)).toBe(battleLines(before));
    expect(during.result).toBe(0);
    const badge = await badgeUnits(page, 'the-ring', roll.to);
    if ((await page.getByTestId('risiko-dice').getAttribute('data-rolling')) === 'true') expect(badge).toBe(units);
    await played;
    // Landed: the result is in the tray and one more battle line in the log, saying who lost how many.
    await expect(page.locator('[data-testid="risiko-dice"][data-rolling="false"]')).toBeVisible();
    await expect(page.getByTestId('risiko-dice-result')).toContainText(/loses (no unit|\d+ units?)/);
    expect(battleLines(await logText(page))).toBe(battleLines(before) + 1);
  });
});

test.describe('with animations off', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the result shows at once', async ({ page }) => {
    test.setTimeout(180_000);
    const steps = policySteps(OPTIONS, 3, SEED, 40);
    const roll = firstRoll(steps);
    await openApp(page);
    await startRisiko(page, { players: 3, seed: SEED, names: NAMES });
    await playSteps(page, steps.slice(0, roll.index + 1), { battlefield: 'the-ring', names: NAMES, start: stateAfter(3, OPTIONS, SEED, []) });
    await passTo(page);
    await expect(page.getByTestId('risiko-dice')).toHaveAttribute('data-rolling', 'false');
    expect(battleLines(await logText(page))).toBe(1);
  });
});

test('a quick game opens with the first reinforcements; Enter on a focused territory plans a unit; counted lines read well in English and German', async ({ page }) => {
  await openApp(page);
  await startRisiko(page, { players: 3, seed: SEED, names: NAMES });
  const first = await passTo(page);
  const log = page.getByTestId('game-log');
  await expect(log).not.toContainText('Nothing has happened yet');
  await expect(log).toContainText(/Turn 1: (Ana|Ben|Cy) receives \d+ reinforcements/);
  expect(first).toBeTruthy();

  // The keyboard list: focus a choice, Enter plans a unit there (the panel's Enter does not take it).
  const choice = page.getByTestId('risiko-targets').locator('button').first();
  const id = (await choice.getAttribute('data-territory')) ?? '';
  await choice.focus();
  const list = await page.getByTestId('risiko-targets').boundingBox();
  const board = await page.getByTestId('board-area').boundingBox();
  expect(list && board && list.x >= board.x + board.width).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(`risiko-plan-${id}`)).toContainText('+1');
  await page.getByTestId('risiko-confirm').click();
  await expect(log).toContainText(/reinforced [\w' -]+ with 1 unit\./);

  await page.getByTestId('language-de').click();
  await expect(log).toContainText(/Zug 1: (Ana|Ben|Cy) erhält \d+ Verstärkungen/);
  await expect(log).toContainText(/mit 1 Einheit verstärkt\./);
  await expect(page.getByTestId('risiko-prompt')).not.toContainText('noch 0');
});

test('the rules in short open from the turn header or with ?, in English and German, and close with Escape', async ({ page }) => {
  await openApp(page);
  await startRisiko(page, { players: 3, seed: SEED, names: NAMES });
  await passTo(page);
  await page.getByTestId('risiko-rules-open').click();
  const rules = page.getByTestId('risiko-rules');
  await expect(rules).toContainText('Rules in short');
  await expect(rules.locator('section')).toHaveCount(13);
  await expect(rules.locator('section[data-section="skulls"]')).toContainText('4 skulls give 7 units');
  await page.keyboard.press('Escape');
  await expect(rules).toHaveCount(0);
  await page.getByTestId('language-de').click();
  await page.keyboard.press('?');
  await expect(rules).toContainText('Die Regeln in Kürze');
  await expect(rules.locator('section[data-section="maneuver"]')).toContainText('mindestens eine Einheit bleibt zurück');
  await page.setViewportSize({ width: 1024, height: 700 });
  await shot(page, 'risiko-rules-1024x700-de');
  await page.getByTestId('risiko-rules-close').click();
  await expect(rules).toHaveCount(0);
});
