import { expect, test, type Page } from './fixtures';
import type { BattlefieldId, Mode } from '../engines/risiko';
import { stateAfter } from './drivers/risiko/boardCheck';
import { setupSteps } from './drivers/risiko/plans';
import { choices, clickTerritory, openApp, passTo, playSteps, SHOTS, startRisiko, stepOf } from './drivers/risiko/e2eDriver';

interface Table {
  readonly players: number;
  readonly mode: Mode;
  readonly battlefield: BattlefieldId;
  readonly teleporters?: 'each-player' | 'last-player-only';
}

const MODE_NAMES: Readonly<Record<Mode, string>> = { objective: 'OBJECTIVE', 'one-on-one': 'ONE-ON-ONE', slayer: 'SLAYER', 'team-objective': 'TEAM OBJECTIVE' };

const TABLES: readonly Table[] = [
  { players: 2, mode: 'one-on-one', battlefield: 'hammer' },
  { players: 2, mode: 'one-on-one', battlefield: 'anvil' },
  { players: 3, mode: 'objective', battlefield: 'the-ring' },
  { players: 3, mode: 'slayer', battlefield: 'forge' },
  { players: 4, mode: 'team-objective', battlefield: 'the-ring' },
  { players: 5, mode: 'objective', battlefield: 'forge', teleporters: 'last-player-only' },
  { players: 5, mode: 'team-objective', battlefield: 'forge' },
  { players: 4, mode: 'slayer', battlefield: 'the-ring' },
];

test('every mode and battlefield can be set up from the launcher', async ({ page }) => {
  test.setTimeout(240_000);
  await openApp(page);
  for (const table of TABLES) {
    await startRisiko(page, { ...table, seed: `tables-${table.mode}-${table.battlefield}` });
    await passTo(page);
    await expect(page.getByTestId('risiko-turn')).toContainText(MODE_NAMES[table.mode]);
    await expect(page.getByTestId('risiko-phase')).toHaveText('Reinforcements');
    await expect(page.getByTestId('risiko-standings').locator('li')).toHaveCount(table.players);
    expect((await choices(page)).length).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/risiko-table-${table.players}p-${table.mode}-${table.battlefield}.png` });
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
    const w = window as unknown as { __handOvers: number };
    w.__handOvers = 0;
    let shown = false;
    new MutationObserver(() => {
      const now = document.querySelector('[data-testid="handover"]') !== null;
      if (now && !shown) w.__handOvers += 1;
      shown = now;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __handOvers: number }).__handOvers);
}

test('a manual setup of ONE-ON-ONE on ANVIL is placed on the board, step by step, passing the screen without hand-overs', async ({ page }) => {
  // About 140 placements alternating between the two players.
  test.setTimeout(600_000);
  const names = ['Ana', 'Ben'];
  const steps = setupSteps({ mode: 'one-on-one', battlefield: 'anvil' }, 2, 'manual-anvil');
  await openApp(page);
  const handOvers = await countHandOvers(page);
  await startRisiko(page, { players: 2, mode: 'one-on-one', battlefield: 'anvil', setup: 'manual', seed: 'manual-anvil', names });
  const seen = new Set<string>();
  await playSteps(page, steps, {
    battlefield: 'anvil',
    names,
    start: stateAfter(2, { mode: 'one-on-one', battlefield: 'anvil', setup: 'manual' }, 'manual-anvil', []),
    before: async (i, step) => {
      if (i === steps.length - 1) expect(await handOvers()).toBe(0);
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
    },
  });
  expect([...seen].sort()).toEqual(['claim', 'placeBase', 'placeHero', 'placeNeutral', 'placeSetupUnits', 'placeTeleporter']);
  // The first turn shows cards: the player taking the screen from the other one is asked for by name.
  await passTo(page);
  await expect(page.getByTestId('risiko-phase')).toHaveText('Reinforcements');
  await expect(page.getByTestId('risiko-secrets')).toHaveCount(0);
  expect(await handOvers()).toBeLessThanOrEqual(1);
});

test('five players place teleporters and bases on THE RING by clicking, and a wrong click is explained', async ({ page }) => {
  test.setTimeout(240_000);
  const names = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'];
  const steps = setupSteps({ mode: 'objective', battlefield: 'the-ring' }, 5, 'manual-ring', 18);
  await openApp(page);
  await startRisiko(page, { players: 5, setup: 'manual', seed: 'manual-ring', names });
  await playSteps(page, steps, { battlefield: 'the-ring', names, start: stateAfter(5, { mode: 'objective', battlefield: 'the-ring', setup: 'manual' }, 'manual-ring', []) });
  await passTo(page);
  await expect(page.getByTestId('risiko-phase')).toHaveText('Claiming territories');
  await page.screenshot({ path: `${SHOTS}/risiko-setup-ring-claims-en.png` });
  const taken = steps.find((s) => s.action.type === 'placeBase')?.action;
  if (taken === undefined || !('territory' in taken)) throw new Error('no base placed');
  await clickTerritory(page, 'the-ring', taken.territory);
  await expect(page.getByRole('alert')).toContainText('already occupied');
});
