import { expect, test, type Page } from './fixtures';
import type { BattlefieldId, Mode } from '../engines/risiko';
import { PALETTE } from '../renderer/launcher/palette';
import { stateAfter } from './drivers/risiko/boardCheck';
import { saveOf, setupSteps } from './drivers/risiko/plans';
import { choices, importSave, openApp, passTo, playSteps, SHOTS, startRisiko, stepOf } from './drivers/risiko/e2eDriver';

interface Table {
  readonly players: number;
  readonly mode: Mode;
  readonly battlefield: BattlefieldId;
  readonly teleporters?: 'each-player' | 'last-player-only';
}

const MODE_NAMES: Readonly<Record<Mode, string>> = { objective: 'OBJECTIVE', 'one-on-one': 'ONE-ON-ONE', slayer: 'SLAYER', 'team-objective': 'TEAM OBJECTIVE' };

/** Every mode and every battlefield at least once, each player count, both teleporter rules. */
const TABLES: readonly Table[] = [
  { players: 2, mode: 'one-on-one', battlefield: 'hammer' },
  { players: 2, mode: 'one-on-one', battlefield: 'anvil' },
  { players: 3, mode: 'slayer', battlefield: 'forge' },
  { players: 4, mode: 'team-objective', battlefield: 'the-ring' },
  { players: 5, mode: 'objective', battlefield: 'forge', teleporters: 'last-player-only' },
];

test('every mode and battlefield can be set up from the launcher', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page);
  for (const table of TABLES) {
    await startRisiko(page, { ...table, seed: `tables-${table.mode}-${table.battlefield}` });
    await passTo(page);
    await expect(page.getByTestId('risiko-turn')).toContainText(MODE_NAMES[table.mode]);
    await expect(page.getByTestId('risiko-phase')).toHaveText('Reinforcements');
    await expect(page.getByTestId('risiko-standings').locator('li')).toHaveCount(table.players);
    expect((await choices(page)).length).toBeGreaterThan(0);
    await page.getByTestId('quit').click();
    await expect(page.getByTestId('launcher')).toBeVisible();
  }
});

test('the launcher offers only the modes and battlefields the table allows', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('game-card-risiko').click();
  await page.getByTestId('player-count-2').click();
  await expect(page.getByTestId('risiko-mode-one-on-one')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('risiko-mode-objective')).toHaveCount(0);
  await expect(page.getByTestId('risiko-battlefield-the-ring')).toHaveCount(0);
  await expect(page.getByTestId('risiko-teleporters-last-player-only')).toBeDisabled();
  await page.getByTestId('player-count-4').click();
  await expect(page.getByTestId('risiko-battlefield-hammer')).toHaveCount(0);
  await page.getByTestId('risiko-mode-team-objective').click();
  await expect(page.getByTestId('risiko-swap-sides')).toBeVisible();
  await page.getByTestId('player-count-5').click();
  await page.getByTestId('risiko-mode-objective').click();
  for (const seat of [0, 1, 2]) await page.getByTestId(`risiko-faction-${seat}-flood`).click();
  await expect(page.getByTestId('risiko-options-error')).toContainText('at most 1');
  await page.screenshot({ path: `${SHOTS}/risiko-options-en.png` });
});

test('the setup pickers answer the keyboard: arrows choose, Enter takes the focused choice, and the battlefields show their maps', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('game-card-risiko').click();
  await page.getByTestId('player-count-5').click();
  await page.getByTestId('risiko-mode-objective').click();
  await expect(page.getByTestId('setup-form').locator('select')).toHaveCount(0);
  // Factions: the chosen tile holds the tab stop; arrows move and choose, wrapping around.
  const unsc = page.getByTestId('risiko-faction-0-unsc');
  await expect(unsc).toHaveAttribute('aria-checked', 'true');
  await unsc.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('risiko-faction-0-covenant')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('risiko-faction-0-covenant')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('risiko-faction-0-flood')).toHaveAttribute('aria-checked', 'true');
  // Battlefields: each tile has its map in miniature; End goes to the last.
  await expect(page.getByTestId('risiko-preview-the-ring')).toBeVisible();
  await expect(page.getByTestId('risiko-preview-forge')).toBeVisible();
  await page.getByTestId('risiko-battlefield-the-ring').focus();
  await page.keyboard.press('End');
  await expect(page.getByTestId('risiko-battlefield-forge')).toHaveAttribute('aria-checked', 'true');
  // Colours: Enter takes a swatch reached with Tab-free focus (a click-less choice).
  await page.getByTestId('seat-color-0-green').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('seat-color-0-green')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('seat-color-0-gold')).toHaveAttribute('aria-checked', 'true');
  // The seed waits folded under Advanced.
  await expect(page.getByTestId('seed-input')).toBeHidden();
  await page.getByTestId('setup-advanced').locator('summary').click();
  await expect(page.getByTestId('seed-input')).toBeVisible();
});

/** Counts how often the hand-over screen comes up from now on. */
async function countHandOvers(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { __handOvers: number; __handOverWatch?: boolean };
    w.__handOvers = 0;
    if (w.__handOverWatch === true) return;
    w.__handOverWatch = true;
    let shown = false;
    new MutationObserver(() => {
      const now = document.querySelector('[data-testid="handover"]') !== null;
      if (now && !shown) w.__handOvers += 1;
      shown = now;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __handOvers: number }).__handOvers);
}

/** Manual setup: the first steps up to the first units, then (from a save) the last units and the heroes. */
const MANUAL = { mode: 'one-on-one', battlefield: 'anvil', setup: 'manual' } as const;
const MANUAL_SEED = 'manual-anvil';
const MANUAL_NAMES = ['Ana', 'Ben'];
/** The first stretch ends after the first units are placed; the second starts this many steps before the end. */
const FIRST_STRETCH_END = 37;
const LAST_STRETCH = 12;

test('a manual setup of ONE-ON-ONE on ANVIL is placed on the board, step by step, passing the screen without hand-overs', async ({ page }) => {
  test.setTimeout(150_000);
  const steps = setupSteps({ mode: 'one-on-one', battlefield: 'anvil' }, 2, MANUAL_SEED);
  const last = steps.length - LAST_STRETCH;
  expect(last).toBeGreaterThan(FIRST_STRETCH_END);
  const seen = new Set<string>();
  const before = async (_i: number, step: (typeof steps)[number]) => {
    if (seen.has(step.action.type)) return;
    seen.add(step.action.type);
    expect(await stepOf(page)).toBe('place');
    if (step.action.type === 'claim') {
      // The cards are dealt but covered; the player at the screen may look at their own.
      await expect(page.getByTestId('risiko-objective')).toHaveCount(0);
      await page.getByTestId('risiko-secrets-show').click();
      await expect(page.getByTestId('risiko-objective').first()).toBeVisible();
    }
    await page.screenshot({ path: `${SHOTS}/risiko-setup-${step.action.type}-en.png` });
  };
  // From the launcher: teleporters, bases, neutral units, claims and the first units, with no hand-over.
  await openApp(page);
  const handOvers = await countHandOvers(page);
  await startRisiko(page, { players: 2, ...MANUAL, seed: MANUAL_SEED, names: MANUAL_NAMES });
  const opening = steps.slice(0, FIRST_STRETCH_END);
  await playSteps(page, opening, { battlefield: 'anvil', names: MANUAL_NAMES, start: stateAfter(2, MANUAL, MANUAL_SEED, []), before });
  expect(await handOvers()).toBe(0);
  // The same setup from a save near its end: the last units and the heroes, then the first turn.
  await page.getByTestId('quit').click();
  await importSave(page, saveOf(MANUAL_SEED, 2, MANUAL, steps.slice(0, last), MANUAL_NAMES, PALETTE.slice(0, 2).map((p) => p.color)));
  // An imported game first asks who is at the screen.
  await expect(page.getByTestId('handover').or(page.getByTestId('risiko-panel'))).toBeVisible();
  await passTo(page);
  const ending = await countHandOvers(page);
  await playSteps(page, steps.slice(last), {
    battlefield: 'anvil',
    names: MANUAL_NAMES,
    start: stateAfter(2, MANUAL, MANUAL_SEED, steps.slice(0, last)),
    before: async (i, step) => {
      // Up to the last placement nobody is asked to take the screen.
      if (i === LAST_STRETCH - 1) expect(await ending()).toBe(0);
      await before(i, step);
    },
  });
  expect([...seen].sort()).toEqual(['claim', 'placeBase', 'placeHero', 'placeNeutral', 'placeSetupUnits', 'placeTeleporter']);
  // The first turn shows cards: the player taking the screen from the other one is asked for by name.
  await passTo(page);
  await expect(page.getByTestId('risiko-phase')).toHaveText('Reinforcements');
  await expect(page.getByTestId('risiko-secrets')).toHaveCount(0);
  expect(await ending()).toBeLessThanOrEqual(1);
});
