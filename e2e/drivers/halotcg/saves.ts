/**
 * A Halo TCG game part-way through, as the frame's Import takes it: the record of a plan (plan.ts) up to a
 * step, automatic passes included, so a spec about a late moment opens just before it instead of
 * clicking its way there. The frame replays the record and shows the hand-over screen for the seat to act.
 */
import type { Page } from '@playwright/test';
import { halotcgEngine } from '../../../engines/halotcg';
import { importSave } from '../../support/launcher';
import { testSave } from '../../support/saveFile';
import type { Plan } from './plan';

const COLOURS = ['#3b8bff', '#ff4d4d', '#4fb85a', '#d9b13b'];

/** The save of `plan`'s game just before step `index` (the whole game when `index` is the plan's length). */
export function haloSaveBefore(plan: Plan, index: number, names: readonly string[]) {
  const recordAt = plan.steps[index]?.recordAt ?? plan.record.length;
  const steps = plan.record.slice(0, recordAt);
  return testSave(halotcgEngine, { name: `Halo TCG test ${plan.seed}`, seed: plan.seed, players: plan.players, options: { decks: [...plan.decks] }, steps, names, colours: COLOURS });
}

/** Imports the save from the launcher; the game opens where its record ends. */
export const importHaloSave = (page: Page, save: unknown): Promise<void> => importSave(page, save, { name: 'halotcg.halosave.json' });
