/** Playwright steps in the Halo TCG deck builder, for the end-to-end specs. */
import { expect, type Page } from '@playwright/test';

export async function openDeckBuilder(page: Page): Promise<void> {
  await page.getByTestId('game-tool-halotcg-decks').click();
  await expect(page.getByTestId('deck-builder')).toBeVisible();
}

/** Picks a file for the deck builder's import, as a person would in the file dialog. */
export async function importDeck(page: Page, name: string, contents: string, mimeType = 'application/json'): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('db-import').click();
  await (await chooser).setFiles({ name, mimeType, buffer: Buffer.from(contents) });
}

/** Pastes a deck list into the text panel (opening it when closed) and reads it. */
export async function readDeckText(page: Page, text: string): Promise<void> {
  if (!(await page.getByTestId('db-text-panel').isVisible())) await page.getByTestId('db-text-open').click();
  await page.getByTestId('db-text').fill(text);
  await page.getByTestId('db-text-read').click();
}

/** Counts shown beside the Hero, the draw deck's halves and the adventure deck. */
export async function deckCounts(page: Page): Promise<{ hero: string; fp: string; shadow: string; sites: string }> {
  const text = async (id: string) => ((await page.getByTestId(id).textContent()) ?? '').trim();
  return { hero: await text('db-count-hero'), fp: await text('db-count-fp'), shadow: await text('db-count-shadow'), sites: await text('db-count-sites') };
}
