import { expect, type Page } from '@playwright/test';
import { fillSeed } from './support/launcher';

export const SCREENSHOTS = 'test-results/screenshots';

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, animations: 'disabled' });
}

/** Opens the app on a fresh profile (each test has its own browser context, so its own IndexedDB). */
export async function openApp(page: Page): Promise<void> {
  await page.goto('./');
  await expect(page.getByTestId('launcher')).toBeVisible();
}

export interface FixtureSetup {
  readonly players?: number;
  readonly trackLength?: 10 | 20 | 30;
  readonly seed?: string;
  readonly names?: readonly string[];
}

/** Card → setup → Start; the frame then shows the hand-over screen for the first seat. */
export async function startFixture(page: Page, setup: FixtureSetup = {}): Promise<void> {
  await page.getByTestId('game-card-fixture').click();
  await expect(page.getByTestId('setup-form')).toBeVisible();
  if (setup.players !== undefined) await page.getByTestId(`player-count-${setup.players}`).click();
  if (setup.trackLength !== undefined) await page.getByTestId(`fixture-track-${setup.trackLength}`).click();
  for (const [i, name] of (setup.names ?? []).entries()) await page.getByTestId(`seat-name-${i}`).fill(name);
  if (setup.seed !== undefined) await fillSeed(page, setup.seed);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('game-frame')).toBeVisible();
}

export async function confirmHandOver(page: Page, name?: string): Promise<void> {
  const screen = page.getByTestId('handover');
  await expect(screen).toBeVisible();
  if (name !== undefined) await expect(page.getByTestId('handover-title')).toContainText(name);
  await page.getByTestId('handover-confirm').click();
  await expect(page.getByTestId('fixture-panel')).toBeVisible();
}

/** The square a seat's token stands on, read from the panel's standings. */
export async function positionOf(page: Page, seat: number): Promise<number> {
  const text = (await page.getByTestId(`fixture-position-${seat}`).textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? NaN);
}

export { fillSeed };

/** A setting as the browser host has stored it in IndexedDB (undefined until written): wait on it before a reload. */
export async function storedSetting(page: Page, key: string): Promise<unknown> {
  return page.evaluate(async (key) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('halo-tabletop');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    try {
      if (!db.objectStoreNames.contains('settings')) return undefined;
      const record = await new Promise<unknown>((resolve, reject) => {
        const get = db.transaction('settings', 'readonly').objectStore('settings').get('current');
        get.onsuccess = () => resolve(get.result);
        get.onerror = () => reject(get.error ?? new Error('read failed'));
      });
      return typeof record === 'object' && record !== null ? (record as Record<string, unknown>)[key] : undefined;
    } finally {
      db.close();
    }
  }, key);
}
