import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { openApp, shot } from './helpers';
import { deckCounts, importDeck, openDeckBuilder, readDeckText } from './drivers/halotcg/deckDriver';
import { cardPoint, handOver } from './drivers/halotcg/e2eDriver';
import { fillSeed } from './support/launcher';

const NAME = 'Arbiter leads the Marines';
const RENAMED = 'Arbiter and Marines';

test('builds a deck with the keyboard and mouse, saves it and plays it; hostile files change nothing', async ({ page }) => {
  test.setTimeout(60_000);
  await openApp(page);
  await openDeckBuilder(page);
  // Start from a copy of a starter deck: legal as it comes.
  await page.getByTestId('db-copy-chief-vs-covenant').click();
  await expect(page.getByTestId('db-legal')).toBeVisible();
  expect(await deckCounts(page)).toEqual({ hero: '1 / 1', fp: '30', shadow: '30', sites: '9 / 9' });
  // A new Hero: take Master Chief out, find the Arbiter with the filters, add him with the keyboard.
  await page.getByTestId('db-remove-hero-master-chief').click();
  await expect(page.getByTestId('db-problems')).toContainText('The deck has no Hero yet');
  await page.getByTestId('db-side-fp').click();
  await page.getByTestId('db-culture-arbiter').click();
  await page.getByTestId('db-kind-companion').click();
  await page.getByTestId('db-search').fill('arbiter');
  await page.getByTestId('db-card-arbiter').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('db-row-hero-arbiter')).toBeVisible();
  // A second Hunter makes the halves unequal: the engine's message, live; Delete on the card takes it out.
  await page.getByTestId('db-side-shadow').click();
  await page.getByTestId('db-culture-all').click();
  await page.getByTestId('db-kind-all').click();
  await page.getByTestId('db-search').fill('hunter');
  await page.getByTestId('db-card-hunter').click();
  await expect(page.getByTestId('db-problems')).toHaveText('The draw deck has 30 Free Peoples and 31 Shadow cards; both halves must be equal.');
  expect(await deckCounts(page)).toEqual({ hero: '1 / 1', fp: '30', shadow: '31', sites: '9 / 9' });
  await page.getByTestId('db-card-hunter').focus();
  await page.keyboard.press('Delete');
  await expect(page.getByTestId('db-legal')).toBeVisible();
  await page.getByTestId('db-name').fill(NAME);
  await page.getByTestId('db-name').press('Enter');
  await expect(page.getByTestId('db-status')).toHaveText(`Saved as “${NAME}”.`);
  await expect(page.getByTestId('db-unsaved')).toHaveCount(0);
  await expect(page.getByTestId(`db-open-${NAME}`)).toBeVisible();

  // Export, then hostile files: each is refused with its reason and the open deck stays as it was.
  const download = page.waitForEvent('download');
  await page.getByTestId('db-export').click();
  const exported = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(JSON.parse(exported)).toMatchObject({ format: 'halo-tabletop/deck', name: NAME, hero: 'arbiter' });
  const hostile: [string, string, string][] = [
    ['broken.halodeck.json', '{"format": "halo-tabletop/deck", "name": ', 'cannot be read as JSON'],
    ['made-up.halodeck.json', exported.replace('"grunt"', '"plasma-kitten"'), 'names 1 cards that do not exist: plasma-kitten'],
    ['huge.halodeck.json', JSON.stringify({ format: 'halo-tabletop/deck', formatVersion: 1, name: 'x', hero: 'fred', sites: [], draw: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`c${i}`, 1])) }), 'too large to be a deck'],
  ];
  for (const [file, text, message] of hostile) {
    await importDeck(page, file, text);
    await expect(page.getByTestId('db-status')).toContainText(message);
    await expect(page.getByTestId('db-status')).toContainText('Nothing was changed.');
    await expect(page.getByTestId('db-name')).toHaveValue(NAME);
    await expect(page.getByTestId('db-legal')).toBeVisible();
  }
  // A file named like a saved deck asks first.
  await importDeck(page, 'good.halodeck.json', exported);
  await expect(page.getByTestId('db-import-clash')).toContainText(`A saved deck is already called “${NAME}”.`);
  await page.getByTestId('db-import-clash-ok').click();
  await expect(page.getByTestId('db-status')).toHaveText(`“${NAME}” was imported. Save it to keep it.`);
  // Saved under a second name, then deleted (asked twice); the first deck renamed.
  await page.getByTestId('db-name').fill('Spare copy');
  await page.getByTestId('db-save').click();
  await expect(page.getByTestId('db-open-Spare copy')).toHaveAttribute('aria-current', 'true');
  await page.getByTestId('db-delete').click();
  await page.getByTestId('db-delete-ok').click();
  await expect(page.getByTestId('db-status')).toContainText('“Spare copy” was deleted.');
  await expect(page.getByTestId('db-open-Spare copy')).toHaveCount(0);
  // The deleted deck is still open and now unsaved: opening another asks before it is lost.
  await page.getByTestId(`db-open-${NAME}`).click();
  await expect(page.getByTestId('db-discard')).toContainText('“Spare copy” has changes that are not saved.');
  await page.getByTestId('db-discard-ok').click();
  await expect(page.getByTestId('db-status')).toHaveText(`Opened “${NAME}”.`);
  await page.getByTestId('db-name').fill(RENAMED);
  await page.getByTestId('db-rename').click();
  await expect(page.getByTestId('db-status')).toHaveText(`Renamed to “${RENAMED}”.`);
  await expect(page.getByTestId(`db-open-${NAME}`)).toHaveCount(0);

  // Play it: seat 1 picks the saved deck; the engine deals its Hero onto the table.
  await page.getByTestId('tool-back').click();
  await page.getByTestId('game-card-halotcg').click();
  await page.getByTestId(`halotcg-deck-0-saved:${RENAMED}`).click();
  await shot(page, 'halotcg-setup-saved-deck-en');
  await fillSeed(page, 'decks-e2e');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('handover')).toBeVisible();
  await handOver(page);
  const hero = await cardPoint(page, '0.0');
  if (hero === null) throw new Error('the Hero is not on the table');
  await page.mouse.move(hero.x, hero.y);
  await expect(page.getByTestId('halotcg-zoom')).toContainText('Arbiter');
  await shot(page, 'halotcg-saved-deck-hero-en');
});

test('the deck builder in both languages at three window sizes', async ({ page }) => {
  test.setTimeout(45_000);
  await openApp(page);
  await openDeckBuilder(page);
  await page.getByTestId('db-copy-fred-vs-flood').click();
  await page.getByTestId('db-card-flood-spore').click();
  for (const lang of ['en', 'de'] as const) {
    await page.getByTestId(`language-${lang}`).click();
    await expect(page.getByTestId('db-problems')).toContainText(lang === 'de' ? 'Nachziehstapel' : 'draw deck');
    for (const [w, h] of [[1024, 700], [1440, 900], [1920, 1080]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await expect(page.getByTestId('db-grid')).toBeVisible();
      await shot(page, `halotcg-decks-${w}x${h}-${lang}`);
    }
  }
});

test('a deck as a plain-text list: copied out, bad lines left out and named in both languages, pasted and loaded back', async ({ page }) => {
  test.setTimeout(60_000);
  await openApp(page);
  await openDeckBuilder(page);
  await page.getByTestId('db-copy-chief-vs-covenant').click();
  const copyName = 'Master Chief vs Covenant (copy)';
  await page.getByTestId('db-text-open').click();
  const text = await page.getByTestId('db-text').inputValue();
  expect(text.split('\n').slice(0, 6)).toEqual([`# Halo TCG deck: ${copyName}`, '', 'Hero', '1 x Master Chief', '', 'Draw deck']);
  for (const line of ['2 x Sgt. Johnson, Sarge', '1 x Sgt. Johnson, Seasoned Veteran', '4 x UNSC Marine', '2 x Seraph', '\nAdventure deck\n1 x Bridge of the Autumn\n']) expect(text).toContain(line);
  await shot(page, 'halotcg-decks-text-en');
  const marines = text.split('\n').indexOf('4 x UNSC Marine') + 1;
  const seraphs = text.split('\n').indexOf('2 x Seraph') + 1;
  const status = page.getByTestId('db-status');
  const details = page.getByTestId('db-status-details').getByRole('listitem');

  // Two bad lines: the list opens (after asking about the unsaved copy) with the good cards, naming both lines;
  // the line over the limit is read up to it (4 Marines), so only the unknown card counts as left out.
  const patchy = text.replace(copyName, 'Patchy Chief').replace('4 x UNSC Marine', '5 x UNSC Marine').replace('2 x Seraph', '2 x Plasma Kitten');
  await readDeckText(page, patchy);
  await expect(page.getByTestId('db-discard')).toContainText(`“${copyName}” has changes that are not saved.`);
  await page.getByTestId('db-discard-ok').click();
  await expect(status).toHaveText('“Patchy Chief” was read from the text list, but 1 line was left out (see below). Save it to keep it.');
  const reasons = {
    en: [`Line ${marines}: 5 × UNSC Marine is more than a deck may hold; 4 were read (at most 4 of a title).`, `Line ${seraphs}: there is no card called “Plasma Kitten” (write its English or German title, or its card id).`],
    de: [`Zeile ${marines}: 5 × UNSC Marine sind mehr, als ein Deck enthalten darf; 4 wurden gelesen (höchstens 4 je Titel).`, `Zeile ${seraphs}: Es gibt keine Karte namens „Plasma Kitten“ (schreiben Sie den deutschen oder englischen Titel oder die Karten-ID).`],
  };
  const inOrder = (xs: string[]) => (marines < seraphs ? xs : [...xs].reverse());
  await expect(details).toHaveText(inOrder(reasons.en));
  await expect(page.getByTestId('db-text')).toHaveValue(patchy);
  await expect(page.getByTestId('db-name')).toHaveValue('Patchy Chief');
  expect(await deckCounts(page)).toEqual({ hero: '1 / 1', fp: '30', shadow: '28', sites: '9 / 9' });
  await shot(page, 'halotcg-decks-text-skipped-en');
  // The same in German, naming the same lines.
  await page.getByTestId('language-de').click();
  await expect(status).toHaveText('„Patchy Chief“ wurde aus der Textliste gelesen, aber 1 Zeile wurde ausgelassen (siehe unten). Speichern Sie es, um es zu behalten.');
  await expect(details).toHaveText(inOrder(reasons.de));
  await shot(page, 'halotcg-decks-text-skipped-de');
  await page.getByTestId('language-en').click();

  // No card readable at all: refused, nothing changed, and the reasons shown.
  await readDeckText(page, 'Hero\n1 x UNSC Marine\nDraw deck\nlots x Grunt');
  await expect(status).toHaveText('No card could be read from this text: 2 lines were left out, for the reasons below. Nothing was changed.');
  await expect(details).toHaveText(['Line 2: UNSC Marine is not a Hero; only a Hero goes under “Hero”.', 'Line 4: “lots” is not a number of copies; write a whole number from 1 to 99.']);
  await expect(page.getByTestId('db-name')).toHaveValue('Patchy Chief');
  expect(await deckCounts(page)).toEqual({ hero: '1 / 1', fp: '30', shadow: '28', sites: '9 / 9' });
  await shot(page, 'halotcg-decks-text-refused-en');
  // Many bad lines: the first 20 are listed, then how many more.
  await readDeckText(page, ['Draw deck', ...Array.from({ length: 25 }, (_, i) => `1 x Nobody ${i + 1}`)].join('\n'));
  await expect(status).toHaveText('No card could be read from this text: 25 lines were left out, for the reasons below. Nothing was changed.');
  await expect(details).toHaveCount(21);
  await expect(details.nth(19)).toHaveText('Line 21: there is no card called “Nobody 20” (write its English or German title, or its card id).');
  await expect(details.nth(20)).toHaveText('… and 5 more lines.');

  // A list pasted back, with card ids and other spellings: read as the same deck under its own name.
  await readDeckText(page, text.replace(`# Halo TCG deck: ${copyName}`, '# Halo TCG deck: Pasted Chief').replace('4 x UNSC Marine', '2 x unsc-marine\n2x UNSC MARINE'));
  await expect(page.getByTestId('db-discard')).toContainText('“Patchy Chief” has changes that are not saved.');
  await page.getByTestId('db-discard-ok').click();
  await expect(status).toHaveText('“Pasted Chief” was read from the text list. Save it to keep it.');
  await expect(page.getByTestId('db-status-details')).toHaveCount(0);
  await expect(page.getByTestId('db-name')).toHaveValue('Pasted Chief');
  await expect(page.getByTestId('db-legal')).toBeVisible();
  expect(await deckCounts(page)).toEqual({ hero: '1 / 1', fp: '30', shadow: '30', sites: '9 / 9' });
  await expect(page.getByTestId('db-text')).toHaveValue(text.replace(copyName, 'Pasted Chief'));
  // In German the list is written with German headings and subtitles.
  await page.getByTestId('language-de').click();
  await expect(page.getByTestId('db-text')).toHaveValue(/^# Halo-TCG-Deck: Pasted Chief\n\nHeld\n1 x Master Chief\n\nNachziehstapel\n/);
  await expect(page.getByTestId('db-text')).toHaveValue(/\n2 x Sgt\. Johnson, Der Sarge\n/);
  await shot(page, 'halotcg-decks-text-de');
  await page.getByTestId('language-en').click();

  // A text file: one with no readable card changes nothing; one with a bad line opens without it.
  await importDeck(page, 'bad.txt', 'Hero\n1 x UNSC Marine\n', 'text/plain');
  await expect(status).toHaveText('No card could be read from this text: 1 line was left out, for the reason below. Nothing was changed.');
  await expect(details).toHaveText(['Line 2: UNSC Marine is not a Hero; only a Hero goes under “Hero”.']);
  await expect(page.getByTestId('db-name')).toHaveValue('Pasted Chief');
  await expect(page.getByTestId('db-legal')).toBeVisible();
  await importDeck(page, 'chief.txt', text.replace(copyName, 'From a file').replace('4 x UNSC Marine', '4 x Plasma Kitten'), 'text/plain');
  await page.getByTestId('db-discard-ok').click();
  await expect(status).toHaveText('“From a file” was imported, but 1 line of the list was left out (see below). Save it to keep it.');
  await expect(details).toHaveText([`Line ${marines}: there is no card called “Plasma Kitten” (write its English or German title, or its card id).`]);
  expect(await deckCounts(page)).toEqual({ hero: '1 / 1', fp: '26', shadow: '30', sites: '9 / 9' });
  await importDeck(page, 'chief.txt', text.replace(copyName, 'From a file'), 'text/plain');
  await page.getByTestId('db-discard-ok').click();
  await expect(status).toHaveText('“From a file” was imported. Save it to keep it.');
  await expect(page.getByTestId('db-legal')).toBeVisible();
});
