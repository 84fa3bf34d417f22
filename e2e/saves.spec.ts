import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { confirmHandOver, openApp, positionOf, shot, startFixture } from './helpers';
import { importFile } from './support/launcher';

async function stepOnce(page: Page): Promise<void> {
  await startFixture(page, { seed: 'saves', names: ['Ada', 'Bo'] });
  await confirmHandOver(page, 'Ada');
  await page.getByTestId('fixture-step').click();
  await expect(page.getByTestId('handover-title')).toContainText('Bo');
}

test('saves under a name and loads it from the saved-games list', async ({ page }) => {
  await openApp(page);
  await stepOnce(page);
  await page.getByTestId('save').click();
  const name = page.getByTestId('save-name-input');
  await expect(name).toHaveValue(/^Fixture Race – /);
  await name.fill('Race night');
  await page.getByTestId('save-confirm').click();
  await expect(page.getByRole('status')).toContainText('Saved as “Race night”.');
  await page.getByTestId('quit').click();
  await page.getByTestId('open-saves').click();
  const row = page.getByTestId('save-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Race night');
  await expect(row).toContainText('Fixture Race');
  await expect(row).toContainText('Ada');
  await expect(row).toContainText('1 move');
  await shot(page, 'saves-en');
  await row.getByTestId('save-load').click();
  await confirmHandOver(page, 'Bo');
  expect(await positionOf(page, 0)).toBe(1);
});

test('deletes a saved game only after confirmation', async ({ page }) => {
  await openApp(page);
  await stepOnce(page);
  await page.keyboard.press('Control+s');
  await page.getByTestId('save-confirm').click();
  await page.getByTestId('quit').click();
  await page.getByTestId('open-saves').click();
  await page.getByTestId('save-delete').click();
  await page.getByTestId('confirm-delete-cancel').click();
  await expect(page.getByTestId('save-row')).toHaveCount(1);
  await page.getByTestId('save-delete').click();
  await expect(page.getByTestId('confirm-delete')).toContainText('cannot be undone');
  await page.getByTestId('confirm-delete-ok').click();
  await expect(page.getByTestId('saves-empty')).toBeVisible();
});

test('continues the autosaved game after a reload', async ({ page }) => {
  await openApp(page);
  await stepOnce(page);
  await page.reload();
  const card = page.getByTestId('continue-card');
  await expect(card).toContainText('Fixture Race');
  await expect(card).toContainText('Ada');
  await expect(card).toContainText('1 move');
  await shot(page, 'launcher-continue-en');
  await page.getByTestId('continue').click();
  await confirmHandOver(page, 'Bo');
  expect(await positionOf(page, 0)).toBe(1);
});

test('exports a .halosave.json file that imports again', async ({ page }) => {
  await openApp(page);
  await stepOnce(page);
  const download = page.waitForEvent('download');
  await page.getByTestId('export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Fixture Race – .*\.halosave\.json$/);
  const text = await readFile(await file.path(), 'utf8');
  expect(JSON.parse(text)).toMatchObject({ format: 'halo-tabletop/save', record: { engine: 'fixture', actions: [{ seat: 0, action: { type: 'step' } }] } });
  await page.getByTestId('quit').click();
  await importFile(page, 'race.halosave.json', text);
  await confirmHandOver(page, 'Bo');
  expect(await positionOf(page, 0)).toBe(1);
  await page.getByTestId('quit').click();
  await page.getByTestId('open-saves').click();
  await expect(page.getByTestId('save-row')).toHaveCount(1);
});

test.describe('importing broken files, in German', () => {
  test.use({ locale: 'de-DE' });

  const cases = [
    { name: 'corrupt JSON', file: '{"format": "halo-tabletop/sa', message: 'Die Datei lässt sich nicht als JSON lesen' },
    { name: 'a foreign JSON file', file: '{"shopping": ["milk", "eggs"]}', message: 'Diese Datei ist kein Halo-Tabletop-Spielstand.' },
    { name: 'a __proto__ key', file: '{"format":"halo-tabletop/save","formatVersion":1,"__proto__":{"isAdmin":true}}', message: 'verbotenen Schlüssel („__proto__“)' },
    { name: 'an unknown game', file: null, message: 'Spiel, das hier nicht installiert ist (chess)' },
  ];
  for (const c of cases) {
    test(`refuses ${c.name} and changes nothing`, async ({ page }) => {
      await openApp(page);
      const file =
        c.file ??
        JSON.stringify({
          format: 'halo-tabletop/save',
          formatVersion: 1,
          name: 'Chess',
          savedAt: '2025-01-01T00:00:00.000Z',
          seats: [{ name: 'A', color: '#112233' }, { name: 'B', color: '#445566' }],
          record: { format: 'halo-tabletop/record', engine: 'chess', engineVersion: 1, players: 2, options: {}, seed: 's', actions: [] },
        });
      await importFile(page, 'broken.halosave.json', file);
      await expect(page.getByRole('alert')).toContainText(c.message);
      await expect(page.getByTestId('launcher')).toBeVisible();
      await expect(page.getByTestId('continue-card')).toHaveCount(0);
      expect(await page.evaluate(() => (Object.prototype as Record<string, unknown>).isAdmin)).toBeUndefined();
      if (c.file === null) await shot(page, 'import-error-de');
      await page.getByTestId('open-saves').click();
      await expect(page.getByTestId('saves-empty')).toBeVisible();
    });
  }

  test('refuses a file over 8 MB without reading it', async ({ page }) => {
    await openApp(page);
    await importFile(page, 'huge.halosave.json', Buffer.alloc(8 * 1024 * 1024 + 1, 32));
    await expect(page.getByRole('alert')).toContainText('Die Datei ist zu groß für einen Spielstand');
  });
});
