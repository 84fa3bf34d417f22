/**
 * A game part-way through, as the frame's Import takes it: a save file whose record holds the planned
 * actions (the frame replays them at once), so an end-to-end test starts at the moment it is about
 * instead of clicking its way there.
 */
import type { Page } from '@playwright/test';
import { actionclixEngine, type ActionClixOptions } from '../../../engines/actionclix';
import { importSave } from '../../support/launcher';
import { testSave } from '../../support/saveFile';
import type { Step } from '../../../renderer/games/actionclix/testing/policy';

const COLOURS = ['#3d8fe0', '#e0483d', '#4fb85a', '#d9b13b'];

export function acxSaveOf(seed: string, options: ActionClixOptions, steps: readonly Step[], names: readonly string[]) {
  return testSave(actionclixEngine, { name: `ActionClix test ${seed}`, seed, players: names.length, options: options as never, steps, names, colours: COLOURS });
}

/** Imports the save from the launcher; the game opens where the record ends. */
export const importAcxSave = (page: Page, save: unknown): Promise<void> => importSave(page, save, { name: 'actionclix.halosave.json', ready: 'acx-panel' });
