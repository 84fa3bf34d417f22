/**
 * Steps the computer-opponent specs share (bots.spec.ts on the fixture race, actionclix-bots.spec.ts,
 * halotcg-bots.spec.ts): setting up a game against computers on the open setup form, the table's pace, and
 * counting hand-over screens (none may come with one person at the table).
 */
import { expect, type Page } from '@playwright/test';

export interface ComputerSetup {
  readonly players: number;
  readonly seed: string;
  /** Levels of seats 2, 3, … after "Me against the computer" (each Normal unless given). */
  readonly levels?: readonly string[];
  /** Seat 1 a computer too: a game of computers only, watched. */
  readonly watchOnly?: boolean;
  /** The game's own options, chosen after the player count. */
  readonly options?: (page: Page) => Promise<void>;
  /** Checks once the seats are set, before the game starts. */
  readonly seats?: (page: Page) => Promise<void>;
}

/** On the game's open setup form: players, "Me against the computer", seat levels, the seed; starts the game. */
export async function startAgainstComputers(page: Page, o: ComputerSetup): Promise<void> {
  await page.getByTestId(`player-count-${o.players}`).click();
  await o.options?.(page);
  await page.getByTestId('setup-against-computers').click();
  for (const [i, level] of (o.levels ?? []).entries()) await page.getByTestId(`seat-level-${i + 1}-${level}`).click();
  if (o.watchOnly === true) await page.getByTestId('seat-kind-0-computer').click();
  await o.seats?.(page);
  await page.getByTestId('setup-advanced').locator('summary').click();
  await page.getByTestId('seed-input').fill(o.seed);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('game-frame')).toBeVisible();
}

/** Sets the computers' pace in the table settings. */
export async function choosePace(page: Page, pace: 'slow' | 'normal' | 'fast'): Promise<void> {
  await page.getByTestId('table-settings-open').click();
  await page.getByTestId(`table-pace-${pace}`).click();
  await page.getByTestId('table-settings-close').click();
  await expect(page.getByTestId('table-settings')).toHaveCount(0);
}

/** Counts hand-over screens from now on; the returned function reads the count. */
export async function watchCovers(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { covers: number };
    w.covers = 0;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="handover"]')) w.covers += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { covers: number }).covers);
}
