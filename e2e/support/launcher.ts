/**
 * Playwright steps on the launcher that every game's driver shares: open the app, set a game up in its
 * setup form (players, the game's own choices, names, seed), start it, and open a save file part-way
 * through a game with the launcher's import.
 */
import { expect, type Page } from '@playwright/test';

/** Opens the app on a fresh profile (each test has its own browser context, so its own IndexedDB). */
export async function openApp(page: Page): Promise<void> {
  await page.goto('./');
  await expect(page.getByTestId('launcher')).toBeVisible();
}

/** Types a seed into the setup form, opening "Advanced" first when the field is folded away. */
export async function fillSeed(page: Page, seed: string): Promise<void> {
  const input = page.getByTestId('seed-input');
  if (!(await input.isVisible())) await page.getByTestId('setup-advanced').locator('summary').click();
  await input.fill(seed);
}

export interface GameSetup {
  /** The game's id (its launcher card is `game-card-<game>`). */
  readonly game: string;
  /** The test id of the game's options form, shown once the card is chosen. */
  readonly form: string;
  readonly players?: number;
  /** Test ids of the game's own choices to click, in order (mode, battlefield, …). */
  readonly picks?: readonly string[];
  readonly names?: readonly string[];
  readonly seed?: string;
}

/** Launcher card → setup form → players, the game's choices, names and seed. Start is left to the caller. */
export async function setUpGame(page: Page, s: GameSetup): Promise<void> {
  await page.getByTestId(`game-card-${s.game}`).click();
  await expect(page.getByTestId(s.form)).toBeVisible();
  if (s.players !== undefined) await page.getByTestId(`player-count-${s.players}`).click();
  for (const pick of s.picks ?? []) await page.getByTestId(pick).click();
  for (const [i, name] of (s.names ?? []).entries()) await page.getByTestId(`seat-name-${i}`).fill(name);
  if (s.seed !== undefined) await fillSeed(page, s.seed);
}

/** Loading a game's code and drawing its first table is a start's one slow step: on a busy machine it can take seconds. */
const GAME_READY_MS = 20_000;

/** Start: `error` is the form's error message (none may show), `ready` what the game shows once it runs. */
export async function startGame(page: Page, o: { readonly error?: string; readonly ready?: string } = {}): Promise<void> {
  if (o.error !== undefined) await expect(page.getByTestId(o.error)).toHaveCount(0);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId(o.ready ?? 'game-frame')).toBeVisible({ timeout: GAME_READY_MS });
}

/** Picks a file for the launcher's import, as a person would in the file dialog. */
export async function importFile(page: Page, name: string, contents: string | Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-save').click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.isBuffer(contents) ? contents : Buffer.from(contents) });
}

/** Opens a save file (see saveFile.ts) through the launcher's import; the game opens where its record ends. */
export async function importSave(page: Page, save: unknown, o: { readonly name?: string; readonly ready?: string } = {}): Promise<void> {
  await importFile(page, o.name ?? 'test.halosave.json', JSON.stringify(save));
  await expect(page.getByTestId(o.ready ?? 'game-frame')).toBeVisible({ timeout: GAME_READY_MS });
}
