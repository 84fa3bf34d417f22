/**
 * A game part-way through, as the frame's Import takes it: a save file whose record holds the planned
 * actions (the frame replays them at once), so an end-to-end test starts at the moment it is about
 * instead of clicking its way there.
 */
import { expect, type Page } from '@playwright/test';
import { newRecord, type GameRecord } from '../../../../engines/core';
import { actionclixEngine, type ActionClixOptions } from '../../../../engines/actionclix';
import type { Step } from './policy';

const COLOURS = ['#3d8fe0', '#e0483d', '#4fb85a', '#d9b13b'];

export function acxSaveOf(seed: string, options: ActionClixOptions, steps: readonly Step[], names: readonly string[]) {
  const record: GameRecord = { ...newRecord(actionclixEngine, names.length, options as never, seed), actions: steps.map((s) => ({ seat: s.seat, action: s.action as never })) };
  return {
    format: 'halo-tabletop/save' as const,
    formatVersion: 1 as const,
    name: `ActionClix test ${seed}`,
    savedAt: '2026-11-23T10:00:00.000Z',
    seats: names.map((name, i) => ({ name, color: COLOURS[i] ?? '#ffffff' })),
    record,
  };
}

/** Imports the save from the launcher; the game opens where the record ends. */
export async function importAcxSave(page: Page, save: unknown): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-save').click();
  await (await chooser).setFiles({ name: 'actionclix.halosave.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(save)) });
  await expect(page.getByTestId('acx-panel')).toBeVisible();
}
