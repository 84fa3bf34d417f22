import { expect, test, type Page } from './fixtures';
import { openApp, shot } from './helpers';

/** Writes records straight into the app's IndexedDB, as another version or a person with the dev tools could. */
async function seed(page: Page, records: Record<string, unknown>, extra: { autosave?: unknown } = {}): Promise<void> {
  await page.evaluate(
    async ({ records, extra }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        // The version the app opened (the launcher is already up), whatever it is now.
        const request = indexedDB.open('halo-tabletop');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('open failed'));
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(['saves', 'summaries', 'autosave'], 'readwrite');
        for (const [id, summary] of Object.entries(records)) {
          tx.objectStore('summaries').put(summary, id);
          tx.objectStore('saves').put(summary, id);
        }
        if ('autosave' in extra) tx.objectStore('autosave').put(extra.autosave, 'current');
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('seed failed'));
      });
      db.close();
    },
    { records, extra },
  );
}

const seats = [
  { name: 'Ada', color: '#3d8fe0' },
  { name: 'Bo', color: '#e0483d' },
];
const summary = (id: string, name: unknown, savedAt: unknown, seatList: unknown) => ({ id, name, savedAt, game: 'fixture', seats: seatList, actions: 0 });

const HOSTILE = {
  'bad-name': summary('bad-name', { text: 'object' }, '2025-01-02T03:04:05.000Z', seats),
  'no-date': summary('no-date', 'No date', undefined, seats),
  'null-seats': summary('null-seats', 'Null seats', '2025-01-02T03:04:05.000Z', null),
  'number-date': summary('number-date', 'Numeric date', 1735786000000, seats),
};

test('damaged saved-game records are skipped and reported; the launcher and saved games still show', async ({ page }) => {
  await openApp(page);
  await seed(page, HOSTILE, { autosave: { format: 'halo-tabletop/save', seats: null } });
  await page.reload();
  await expect(page.getByTestId('launcher')).toBeVisible();
  const banner = page.getByTestId('error-banner');
  await expect(banner).toHaveAttribute('data-code', 'storage/saves-skipped');
  await expect(banner).toContainText('not listed (4)');
  await expect(page.getByTestId('continue-card')).toHaveCount(0);
  await page.getByTestId('open-saves').click();
  await expect(page.getByTestId('saved-games')).toBeVisible();
  await expect(page.getByTestId('saves-empty')).toBeVisible();
  await shot(page, 'hostile-storage-saves');
  await page.getByTestId('language-de').click();
  await expect(page.getByTestId('saved-games')).toBeVisible();
});

test('a good save next to damaged ones is still listed and loads', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('game-card-fixture').click();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('game-frame')).toBeVisible();
  await page.getByTestId('save').click();
  await page.getByTestId('save-name-input').fill('Good one');
  await page.getByTestId('save-confirm').click();
  await page.getByTestId('quit').click();
  await seed(page, HOSTILE);
  await page.reload();
  await page.getByTestId('open-saves').click();
  await expect(page.getByTestId('save-row')).toHaveCount(1);
  await expect(page.getByTestId('save-name')).toHaveText('Good one');
  await page.getByTestId('save-load').click();
  await expect(page.getByTestId('game-frame')).toBeVisible();
});

test('an IndexedDB that never answers still ends in a working launcher with a message within 5 s', async ({ page }) => {
  await page.addInitScript(() => {
    // Every open request stays pending forever, as with a blocked upgrade or a hung profile.
    Object.defineProperty(IDBFactory.prototype, 'open', { value: () => ({}) });
  });
  await page.goto('./');
  // The promised 5 s: one storage time-out (4 s) for all of start-up's calls, not one per call.
  await expect(page.getByTestId('launcher')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByTestId('error-banner')).toHaveAttribute('data-code', 'storage/unavailable');
  await expect(page.getByTestId('game-card-fixture')).toBeVisible();
});

test('a name with nothing visible is refused beside the field', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('game-card-fixture').click();
  await page.getByTestId('seat-name-0').fill('\u200B\u202E');
  await expect(page.getByTestId('seat-name-error-0')).toHaveText('A name needs at least one visible character.');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('error-banner')).toHaveAttribute('data-code', 'name/invisible');
  await expect(page.getByTestId('setup-form')).toBeVisible();
});
