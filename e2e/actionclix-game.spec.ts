/**
 * A whole 2-player Halo ActionClix game through the UI on the standard 24 x 24 battlefield, with a fixed
 * seed and a plan the engine chose (renderer/games/actionclix/testing/wholeGame.ts): from the launcher to
 * the first respawn, then its last turns from a save to the winner screen.
 * Before every step the board must show the engine's state (units, stat slots, kill points, action count);
 * after it the log must tell what happened in the words the player reads. On the way: undo of a move, the
 * fair-undo refusals (dice, another player's move), saving under a name, reloading the page and
 * continuing the saved game; the movement path on hover and the enemy reach. Then a 4-player free-for-all
 * set up from the launcher.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import i18next from 'i18next';
import { actionclixEngine, type ActionClixState } from '../engines/actionclix';
import type { GameEvent } from '../engines/core';
import { defaultOptions } from '../renderer/games/actionclix/forceBuilder';
import { formatEvent } from '../renderer/games/actionclix/formatEvent';
import { enemyReach } from '../renderer/games/actionclix/board/reach';
import { geoOfView } from '../renderer/games/actionclix/model';
import { checkBoard } from './drivers/actionclix/boardCheck';
import { testMark } from './support/frame';
import { readStages } from './support/stage';
import { openApp, perform, setUp, squarePoint, start } from './drivers/actionclix/e2eDriver';
import { acxSaveOf, importAcxSave } from './drivers/actionclix/saves';
import { plan, type Step } from '../renderer/games/actionclix/testing/policy';
import { MILESTONES, wholeGame } from '../renderer/games/actionclix/testing/wholeGame';

/** Found by playing seeds with the planner (engine version 2): 78 actions, every milestone, Bo wins 5 to 3. */
const SEED = 'acx-game-8';
const NAMES = ['Ada', 'Bo'];

const en = JSON.parse(readFileSync(new URL('../locales/en/actionclix.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { actionclix: en } }, ns: ['actionclix'], defaultNS: 'actionclix', interpolation: { escapeValue: false } });
const t = i18n.getFixedT('en', 'actionclix');
const lineOf = (e: GameEvent) => formatEvent(e, (key, params) => t(key, params ?? {}) as string, (seat) => NAMES[seat] ?? '?');

/** The events whose log lines the test reads after each step. */
const TOLD = new Set(['moved', 'shotHit', 'shotMissed', 'grenadeHit', 'grenadeMissed', 'knockedBack', 'eliminated', 'killScored', 'upgraded', 'swapped', 'respawned', 'captured', 'lootRolled', 'gameWon']);

function eventsOf(step: Step): { events: readonly GameEvent[]; next: ActionClixState } {
  const r = actionclixEngine.apply(step.state, step.seat, step.action);
  if (!r.ok) throw new Error(r.error.code);
  return { events: r.value.events, next: r.value.state };
}

async function undoRefused(page: Page, code: string, message: string): Promise<void> {
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('error-banner')).toHaveAttribute('data-code', code);
  await expect(page.getByTestId('error-message')).toHaveText(message);
  await page.getByTestId('error-dismiss').click();
}

/** Points at a unit: the panel's card shows its dial at the click the engine says. */
async function expectDialClick(page: Page, s: ActionClixState, unit: string): Promise<void> {
  const u = s.units.find((x) => x.id === unit);
  if (u === undefined) throw new Error(unit);
  const p = await squarePoint(page, s, u.sq);
  await page.mouse.move(p.x, p.y);
  const clicks = actionclixEngine.view(s, null).units.find((x) => x.id === unit);
  await expect(page.getByTestId('acx-card')).toHaveAttribute('data-unit', unit);
  await expect(page.getByTestId('acx-card')).toContainText(`Click ${u.click + 1} of `);
  expect(clicks?.click).toBe(u.click);
}

/** What the board draws under a name: the squares it carries and its text (a path's length label). */
async function drawn(page: Page, name: string): Promise<{ squares: number[]; text: string } | null> {
  return readStages(
    page,
    (stages, name) => {
      for (const stage of stages) {
        const node = stage.find(`.${name}`)[0];
        if (node !== undefined) return { squares: (node.getAttr?.('squares') as number[] | undefined) ?? [], text: node.findOne?.('Text')?.text?.() ?? '' };
      }
      return null;
    },
    name,
  );
}

/** Hovering the move's square draws the path the engine will take and its length; R shades the enemy reach. */
async function previewMove(page: Page, step: Step, path: readonly number[]): Promise<void> {
  const a = step.action;
  if (a.type !== 'move') throw new Error(a.type);
  const unit = step.state.units.find((u) => u.id === a.unit);
  if (unit === undefined) throw new Error(a.unit);
  const at = await squarePoint(page, step.state, unit.sq);
  await page.mouse.click(at.x, at.y);
  await expect(testMark(page)).toHaveAttribute('data-unit', a.unit);
  const p = await squarePoint(page, step.state, a.to);
  await page.mouse.move(p.x, p.y);
  await expect.poll(async () => (await drawn(page, 'move-path'))?.squares).toEqual(path);
  expect((await drawn(page, 'move-path-length'))?.text).toBe(`${path.length - 1} squares`);
  await page.screenshot({ path: 'test-results/screenshots/actionclix-path-en.png' });
  const v = actionclixEngine.view(step.state, null);
  const reach = enemyReach(v, geoOfView(v), step.seat);
  await page.keyboard.press('r');
  await expect(page.getByTestId('acx-reach')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await drawn(page, 'enemy-reach'))?.squares.length).toBe(reach.reduce((n, x) => n + x, 0));
  await page.screenshot({ path: 'test-results/screenshots/actionclix-reach-en.png' });
  await page.getByTestId('acx-reach').click();
  await expect(page.getByTestId('acx-reach')).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => drawn(page, 'enemy-reach')).toBeNull();
}

async function saveReloadContinue(page: Page): Promise<void> {
  await page.getByTestId('save').click();
  await page.getByTestId('save-name-input').fill('Ada against Bo');
  await page.getByTestId('save-confirm').click();
  await expect(page.getByTestId('notice')).toContainText('Saved as “Ada against Bo”.');
  // A reload starts at the launcher, which offers the autosave; the named save is in the list too.
  await page.reload();
  await expect(page.getByTestId('continue-card')).toContainText('Halo ActionClix');
  await page.getByTestId('open-saves').click();
  const row = page.getByTestId('save-row').filter({ hasText: 'Ada against Bo' });
  await expect(row).toContainText('Ada');
  await row.getByTestId('save-load').click();
  await expect(page.getByTestId('acx-panel')).toBeVisible();
  await page.getByTestId('acx-speed-0').click();
}

/** The whole game's plan, found once per worker. */
let whole: ReturnType<typeof wholeGame> | null = null;
const wholePlan = () => (whole ??= wholeGame(defaultOptions(2), 2, SEED));
/** How many of the last steps the second test plays from a save (a knockback among them, then the winner). */
const ENDGAME_STEPS = 14;

/** Plays planned steps through the board; before each the board must show the engine's state, after it the log what happened. */
async function playChecked(page: Page, steps: readonly Step[], from: number, on: (i: number, step: Step) => Promise<void> = async () => undefined): Promise<void> {
  for (const [k, step] of steps.entries()) {
    const i = from + k;
    const label = `step ${i} (${step.action.type})`;
    await checkBoard(page, step.state, label);
    await on(i, step);
    await perform(page, step);
    for (const e of eventsOf(step).events) if (TOLD.has(e.type)) await expect(page.getByTestId('game-log'), label).toContainText(lineOf(e) ?? '');
  }
}

test('a 2-player game on the standard battlefield from the launcher to the first respawn, with undo, its refusals, save, reload and continue', async ({ page }) => {
  test.setTimeout(120_000);
  const game = wholePlan();
  expect(MILESTONES.filter((m) => !game.covered.has(m))).toEqual([]);
  const saveAt = game.steps.findIndex((s) => s.action.type === 'respawn');
  const steps = game.steps.slice(0, saveAt + 1);
  const firstMove = steps.findIndex((s) => s.action.type === 'move');
  const firstDice = steps.findIndex((s, i) => i > firstMove && ['attack', 'attackCover', 'grenade', 'grenadeCover'].includes(s.action.type));
  // The first hand-over to Bo after a move of Ada's that rolled no dice (dice would refuse the undo first).
  const rolledDice = (p: Step | undefined): boolean => p !== undefined && actionclixEngine.apply(p.state, p.seat, p.action).ok && (actionclixEngine.apply(p.state, p.seat, p.action) as { value: { irreversible?: string } }).value.irreversible !== undefined;
  const handOver = steps.findIndex((s, i) => i > firstDice && s.seat === 1 && steps[i - 1]?.seat === 0 && !rolledDice(steps[i - 1]));
  for (const [name, at] of Object.entries({ firstMove, firstDice, handOver })) expect(at, name).toBeGreaterThanOrEqual(0);
  let dialShown = false;

  await openApp(page);
  await setUp(page, { players: 2, seed: SEED, names: NAMES });
  await start(page);
  await page.getByTestId('acx-speed-0').click();
  for (const [i, step] of steps.entries()) {
    const label = `step ${i} (${step.action.type})`;
    if (i === saveAt) await saveReloadContinue(page);
    await checkBoard(page, step.state, label);
    if (i === firstMove) await previewMove(page, step, eventsOf(step).events.find((e) => e.type === 'moved')?.path as number[]);
    if (i === handOver) await undoRefused(page, 'core/undo-other-seat', 'Cannot undo: the last move was Ada’s. Only the person who made a move can take it back, before the screen passes on.');
    await perform(page, step);
    const { events, next } = eventsOf(step);
    for (const e of events) if (TOLD.has(e.type)) await expect(page.getByTestId('game-log'), label).toContainText(lineOf(e) ?? '');
    if (i === firstMove) {
      // A move rolls no dice: its player takes it back and gives it again.
      await expect(page.getByTestId('acx-actions')).toHaveAttribute('data-used', String(next.turn?.used));
      await page.getByTestId('undo').click();
      await checkBoard(page, step.state, `${label} undone`);
      await perform(page, step);
    }
    if (i === firstDice) await undoRefused(page, 'core/undo-dice', 'Cannot undo: dice were rolled since the last move.');
    const hurt = events.find((e) => e.type === 'damaged' && !events.some((x) => x.type === 'eliminated' && x.unit === e.unit));
    if (!dialShown && hurt !== undefined && typeof hurt.unit === 'string' && next.turn?.pending.length === 0) {
      await expectDialClick(page, next, hurt.unit);
      dialShown = true;
    }
  }
  expect(dialShown).toBe(true);
});

test('the same game from a save: its last turns, a knockback among them, to 5 kill points and the winner', async ({ page }) => {
  test.setTimeout(90_000);
  const game = wholePlan();
  const from = game.steps.length - ENDGAME_STEPS;
  const endgame = game.steps.slice(from);
  expect(endgame.some((s) => s.action.type === 'knockback')).toBe(true);
  await openApp(page);
  await importAcxSave(page, acxSaveOf(SEED, defaultOptions(2), game.steps.slice(0, from), NAMES));
  await page.getByTestId('acx-speed-0').click();
  await playChecked(page, endgame, from);
  await expect(page.getByTestId('outcome')).toBeVisible();
  await expect(page.getByTestId('outcome-winners')).toContainText('Bo');
  await expect(page.getByTestId('acx-kills-1')).toHaveText('☠ 5/5');
});

test('a 4-player free-for-all set up from the launcher: four forces, eight spawn points, the first deployment, the next player in turn order', async ({ page }) => {
  test.setTimeout(150_000); // four forces on the setup form, then the board compared with the engine after every step
  const seed = 'acx-ffa-4';
  const names = ['Ada', 'Bo', 'Cy', 'Dee'];
  await openApp(page);
  await setUp(page, { players: 4, seed, teams: 'none', names });
  for (const seat of [0, 1, 2, 3]) await expect(page.getByTestId(`acx-force-${seat}-ok`)).toBeVisible();
  await start(page);
  await page.getByTestId('acx-speed-0').click();
  await expect(page.getByTestId('acx-players').locator('li')).toHaveCount(4);
  await expect(page.getByTestId('acx-players')).not.toContainText('Team');
  const steps = plan(defaultOptions(4), 4, seed, 60);
  const spawns = steps.filter((s) => s.action.type === 'placeSpawn');
  expect(spawns).toHaveLength(8);
  // Through every spawn point and the first deployment turn, the board shows the engine's state.
  const upTo = steps.findIndex((s, i) => i > 8 && s.state.turn?.seat !== steps[8]?.state.turn?.seat);
  for (const [i, step] of steps.slice(0, upTo).entries()) {
    await checkBoard(page, step.state, `step ${i} (${step.action.type})`);
    await perform(page, step);
  }
  const next = steps[upTo];
  if (next === undefined) throw new Error('plan too short');
  await checkBoard(page, next.state, 'second deployment');
  const second = names[next.state.turn?.seat ?? -1] ?? '';
  await expect(page.getByTestId('acx-prompt')).toContainText(second);
  await expect(page.getByTestId(`acx-player-${next.state.turn?.seat}`)).toHaveClass(/is-active/);
});
