/** Steps for the specs of the fixture game and the app around the games; the shared ones live in support/. */
import { expect, type Page } from '@playwright/test';
import { passHandOver } from './support/frame';
import { fillSeed, openApp, setUpGame, startGame } from './support/launcher';

export { SHOTS as SCREENSHOTS, shot } from './support/frame';
export { fillSeed, openApp };

export interface FixtureSetup {
  readonly players?: number;
  readonly trackLength?: 10 | 20 | 30;
  readonly seed?: string;
  readonly names?: readonly string[];
}

/** Card → setup → Start; the frame then shows the hand-over screen for the first seat. */
export async function startFixture(page: Page, setup: FixtureSetup = {}): Promise<void> {
  const { players, trackLength, names, seed } = setup;
  const picks = trackLength === undefined ? [] : [`fixture-track-${trackLength}`];
  await setUpGame(page, { game: 'fixture', form: 'setup-form', picks, ...(players !== undefined ? { players } : {}), ...(names ? { names } : {}), ...(seed !== undefined ? { seed } : {}) });
  await startGame(page);
}

export async function confirmHandOver(page: Page, name?: string): Promise<void> {
  await expect(page.getByTestId('handover')).toBeVisible();
  if (name !== undefined) await expect(page.getByTestId('handover-title')).toContainText(name);
  await passHandOver(page, 'fixture-panel');
}

/** The square a seat's token stands on, read from the panel's standings. */
export async function positionOf(page: Page, seat: number): Promise<number> {
  const text = (await page.getByTestId(`fixture-position-${seat}`).textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? NaN);
}


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
