/**
 * The Scarab scenario of Halo ActionClix through the UI: the launcher's scenario, power level and sides;
 * a Normal game with a fixed seed played to the attacker's victory (a shift and a rotation pushing units
 * aside, the main gun and the turret, a shot at the Shell, climbing on while it kneels, entering, hits on
 * the Main Power Core, the reinforcements activating), parts of it by keyboard; the same game in German
 * for a turn, opened from a save; and screenshots at three sizes in English and German.
 */
import { expect, test, type Page } from './fixtures';
import { openApp } from './drivers/actionclix/e2eDriver';
import { acxSaveOf, importAcxSave } from './drivers/actionclix/saves';
import { performScarab, playScarab, setUpScarab } from './drivers/actionclix/scarabDriver';
import { coverage, COVERAGE, planScarab, type ScarabStep } from './drivers/actionclix/scarabPolicy';
import type { ActionClixOptions } from '../engines/actionclix';

import { SHOTS } from './support/frame';
const SEED = 'scarab-52';
const NAMES = ['Ada', 'Bo'];
/** What the launcher's defaults send (the engine fills in the default forces). */
const OPTIONS = { mode: 'scarab', scarab: { power: 'normal', scarabSeat: 1 } } as unknown as ActionClixOptions;
const steps = planScarab(OPTIONS, SEED, 200);

async function start(page: Page): Promise<void> {
  await openApp(page);
  await setUpScarab(page, { seed: SEED, names: NAMES });
  await expect(page.getByTestId('acx-power-normal')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('acx-scarab-seat-1')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('acx-reinforcements')).toBeVisible();
  await expect(page.getByTestId('acx-options-error')).toHaveCount(0);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('acx-scarab-dials')).toBeVisible();
  await page.getByTestId('acx-speed-0').click();
}

const index = (pred: (s: ScarabStep) => boolean, from = 0) => steps.findIndex((s, i) => i >= from && pred(s));

test('the plan of the seed shows everything the scenario must show, and ends in victory', () => {
  expect([...coverage(steps)].sort()).toEqual([...COVERAGE].sort());
  expect(steps.length).toBeLessThan(70);
});

test('a Scarab Normal game through the UI to the attacker’s victory', async ({ page }) => {
  test.setTimeout(150_000);
  await start(page);
  await expect(page.getByTestId('acx-prompt')).toContainText('Ada must place a spawn point');
  const roll = index((s) => s.action.type === 'scarabRoll');
  await playScarab(page, steps.slice(0, roll));
  // The Scarab's turn is driven from the panel: the roll marks the Event dial's column.
  await expect(page.getByTestId('acx-prompt')).toHaveAttribute('data-key', 'ui.prompt.scarab.roll');
  await performScarab(page, steps[roll] as ScarabStep, true);
  const die = String(steps[roll]?.events.find((e) => e.type === 'scarabRolled')?.die);
  await expect(page.getByTestId('acx-scarab-die')).toContainText(die);
  await expect(page.getByTestId('acx-dial-event').locator('td[data-rolled="true"]')).toHaveCount(1);
  const climb = index((s) => s.action.type === 'climbOn');
  // Climbing on while it kneels: the Scarab itself is the highlighted choice, offered in the keyboard list too.
  await playScarab(page, steps.slice(roll + 1, climb));
  await expect(page.getByTestId('acx-scarab-pose')).toHaveAttribute('data-pose', 'kneeling');
  const climber = steps[climb]?.action;
  if (climber?.type !== 'climbOn') throw new Error('no climb');
  await page.getByTestId(`acx-choice-select-${steps[climb]?.state.units.find((u) => u.id === climber.unit)?.sq}`).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('acx-choices').locator('[data-role="climb"][data-board="top"]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  const enter = index((s) => s.action.type === 'enter');
  await playScarab(page, steps.slice(climb, enter), { keyboard: (s) => s.action.type === 'climbOn' || s.action.type === 'scarabShift' });
  await expect(page.getByTestId('game-log')).toContainText('gets onto the Scarab');
  await expect(page.getByTestId('game-log')).toContainText('is pushed aside');
  await expect(page.getByTestId('game-log')).toContainText('The Scarab shifts one square');
  // Entering onto a Ramp square of the interior map, then the Main Power Core is hit.
  const hit = index((s) => s.events.some((e) => e.type === 'scarabHit' && e.target === 'core'), enter);
  await playScarab(page, steps.slice(enter, hit + 1), { keyboard: (s) => s.action.type === 'enter' });
  await expect(page.getByTestId('game-log')).toContainText('enters the Scarab (interior');
  await expect(page.getByTestId('game-log')).toContainText('hits the Main Power Core');
  await expect(page.getByTestId('acx-dial-core')).toHaveAttribute('data-click', '4');
  await playScarab(page, steps.slice(hit + 1));
  await expect(page.getByTestId('outcome')).toBeVisible();
  await expect(page.getByTestId('outcome-reason')).toContainText('Main Power Core');
  const log = page.getByTestId('game-log');
  for (const text of ['The Scarab turns', 'main gun fires', 'aerial-defence turret fires', 'hits the Scarab', 'The reinforcements act']) await expect(log).toContainText(text);
});

/** The same game opened from a save after its first `upTo` steps (the launcher is the first test's business). */
async function fromSave(page: Page, upTo: number): Promise<void> {
  await importAcxSave(page, acxSaveOf(SEED, OPTIONS, steps.slice(0, upTo), NAMES));
  await expect(page.getByTestId('acx-scarab-dials')).toBeVisible();
  await page.getByTestId('acx-speed-0').click();
}

test('the same game in German for a turn, and screenshots at three sizes in English and German', async ({ page }) => {
  test.setTimeout(90_000);
  await openApp(page);
  await page.getByTestId('language-de').click();
  await fromSave(page, 0);
  await expect(page.getByTestId('acx-prompt')).toContainText('Ada muss einen Spawnpunkt');
  // From a save just before the Scarab's first roll to the end of Ada's second turn: the Scarab's turn in
  // German, then units climbing on.
  const roll = index((s) => s.action.type === 'scarabRoll');
  const climbed = index((s) => s.action.type === 'endTurn', index((s) => s.action.type === 'climbOn'));
  await page.getByTestId('quit').click();
  await expect(page.getByTestId('launcher')).toBeVisible();
  await fromSave(page, roll);
  await playScarab(page, steps.slice(roll, climbed + 1));
  await expect(page.getByTestId('acx-scarab-dials')).toContainText('Hülle');
  await expect(page.getByTestId('game-log')).toContainText('auf der Ereignisscheibe: Spalte');
  await expect(page.getByTestId('game-log')).toContainText('gelangt auf den Scarab');
  await expect(page.getByTestId('game-log')).not.toContainText(/\{\{|undefined|sources\.|scarab\./);
  // Mid-game: units on top, the interior map, the dials; the Scarab's turn.
  await page.getByTestId('acx-rules-open').click();
  await expect(page.getByTestId('acx-rules-scarab')).toContainText('Der Zug des Scarab');
  await page.screenshot({ path: `${SHOTS}/scarab-rules-de.png` });
  await page.keyboard.press('Escape');
  for (const lang of ['de', 'en'] as const) {
    await page.getByTestId(`language-${lang}`).click();
    for (const [w, h] of [[1024, 700], [1440, 900], [1920, 1080]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(150);
      await page.screenshot({ path: `${SHOTS}/scarab-${w}-${lang}.png` });
      // The table's Animation control is whole below the Scarab's dials: inside the side panel's width.
      const side = await page.getByTestId('frame-side').boundingBox();
      for (const id of ['acx-speed', 'acx-speed-0', 'acx-speed-500']) {
        const speed = await page.getByTestId(id).boundingBox();
        expect(speed !== null && side !== null && speed.x >= side.x && speed.x + speed.width <= side.x + side.width, `${id} at ${w} ${lang}`).toBe(true);
      }
    }
  }
});
