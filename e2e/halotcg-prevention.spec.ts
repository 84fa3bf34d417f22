/**
 * "Is about to" responses on the Halo TCG table, each opened from a save at that very moment: the prompt
 * names the companion about to be killed (engine version 6) or wounded (version 5), the answering card is
 * played from the hand on the table, and the log says what was prevented; a saved companion stays on the table.
 */
import { expect, test } from './fixtures';
import { openApp, shot } from './helpers';
import { importSave } from './support/launcher';
import { markOf } from './support/frame';
import { handOver, perform } from './drivers/halotcg/e2eDriver';
import { preventionSave } from './drivers/halotcg/preventionSave';
import { readFileSync } from 'node:fs';

const NAMES = ['Ana', 'Ben'];
const COLOURS = ['#3d8fe0', '#e0483d'];

const en = JSON.parse(readFileSync(new URL('../locales/en/halotcg.json', import.meta.url), 'utf8')) as { cards: Record<string, { title: string }> };

/** The English title of a card as the table writes it (a unique card with its dot). */
const title = (id: string): string => en.cards[id]?.title ?? id;

// Runs in well under 40 s on an idle machine; the margin is for a loaded one.
test.describe.configure({ timeout: 90_000 });

test('a companion about to be killed is saved with Biofoam played from the hand', async ({ page }) => {
  const { save, state } = preventionSave({ on: 'aboutToKill', card: 'biofoam' }, NAMES, COLOURS);
  const subject = state.turn.response?.subject ?? '';
  const card = state.lists[0]?.[Number(subject.split('.')[1])] ?? '';
  const biofoam = state.players[0]?.hand.find((x) => state.lists[0]?.[Number(x.split('.')[1])] === 'biofoam') ?? '';
  await openApp(page);
  await importSave(page, save);
  await handOver(page);
  // The prompt names what is answered and who may answer it.
  await expect(page.getByTestId('halotcg-prompt')).toContainText(`${title(card)} is about to be killed. Ana, respond or pass?`);
  await expect(page.locator('[data-testid="halotcg-choice"]', { hasText: 'Biofoam' })).toBeVisible();
  await shot(page, 'halotcg-about-to-be-killed');
  // Biofoam is played by clicking it in the hand on the table.
  await perform(page, { type: 'play', card: biofoam });
  await handOver(page);
  await expect(page.getByTestId('game-log')).toContainText(`Ana's ${title(card)} was about to be killed; that is prevented.`);
  await expect(page.getByTestId('halotcg-prompt')).not.toContainText('is about to be killed');
  // The companion is still on the table.
  await expect.poll(async () => JSON.parse((await markOf(page, 'placed')) ?? '[]').some((p: [string]) => p[0] === subject)).toBe(true);
  await shot(page, 'halotcg-kill-prevented');
});

test('a wound about to be placed on a companion is prevented with Bubble Shield played from the hand', async ({ page }) => {
  const { save, state } = preventionSave({ on: 'aboutToWound', card: 'bubble-shield' }, NAMES, COLOURS);
  const subject = state.turn.response?.subject ?? '';
  const card = state.lists[0]?.[Number(subject.split('.')[1])] ?? '';
  const shield = state.players[0]?.hand.find((x) => state.lists[0]?.[Number(x.split('.')[1])] === 'bubble-shield') ?? '';
  await openApp(page);
  await importSave(page, save);
  await handOver(page);
  await expect(page.getByTestId('halotcg-prompt')).toContainText(`${title(card)} is about to take a wound. Ana, respond or pass?`);
  await perform(page, { type: 'play', card: shield });
  await handOver(page);
  await expect(page.getByTestId('game-log')).toContainText(`The wound Ana's ${title(card)} was about to take is prevented.`);
  await expect.poll(async () => JSON.parse((await markOf(page, 'placed')) ?? '[]').some((p: [string]) => p[0] === subject)).toBe(true);
});
