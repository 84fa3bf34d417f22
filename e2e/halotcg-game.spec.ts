/**
 * Halo TCG through the table, start to end: a 2-player game with starter decks and a fixed seed played
 * to its end by a plan found on the real engine when the test starts (e2e/drivers/halotcg/plan.ts), and a
 * 3-player game set up from the launcher and played for a full round with an engagement of ships.
 * Every decision is clicked on the table or the panel; every change of hands goes through the hand-over
 * screen, which must hide every hand. On the way: the cost preview of a roaming minion, sniping, a
 * defender +1, an engagement of ships, a fierce minion's second skirmish, a response, moving twice, the
 * skirmish box and the outcome of a fight, undo and its refusal after a draw, German mid-game, reloading
 * and continuing, and screenshots at three sizes.
 */
import { expect, test, type Page } from './fixtures';
import { openApp, shot } from './helpers';
import { handOver, handPoint, playStep, recorded, startHalo } from './drivers/halotcg/e2eDriver';
import { findPlan, MOMENTS, planGame, refusedUndoStepOf, undoStepOf, type Moment, type Plan, type PlanStep } from './drivers/halotcg/plan';

const TWO_DECKS = ['chief-vs-covenant', 'fred-vs-flood'];
const THREE_DECKS = ['chief-vs-covenant', 'fred-vs-flood', 'arbiter-vs-heretics'];
/** The seed of the whole 2-player game (see the test). */
const SEED = 926;
const seeds = (prefix: string, n: number, from = 0) => Array.from({ length: n }, (_, i) => `${prefix}-${from + i}`);

const log = (page: Page) => page.getByTestId('game-log');
const panel = (page: Page) => page.getByTestId('halotcg-panel');

/** Seat changes in the plan: each one must show the hand-over screen. */
function changes(steps: readonly PlanStep[]): number {
  return steps.filter((s, i) => i > 0 && steps[i - 1]?.seat !== s.seat).length;
}

/** The first step index where the plan shows `m`, or -1. */
const at = (plan: Plan, m: Moment): number => plan.at[m] ?? -1;

/** Undo works for a move of one's own that revealed nothing: the card goes back to hand. */
async function undoAndReplay(page: Page, step: PlanStep): Promise<void> {
  const before = await recorded(page);
  await page.getByTestId('undo').click();
  await expect.poll(() => recorded(page)).toBe(before - 1);
  if (step.action.type === 'play') await expect(panel(page)).toHaveAttribute('data-hand', new RegExp(`(^| )${step.action.card.replace('.', '\\.')}( |$)`));
  await playStep(page, step);
}

async function undoRefused(page: Page): Promise<void> {
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('error-banner')).toHaveAttribute('data-code', 'core/undo-hidden');
  await expect(page.getByTestId('error-message')).not.toBeEmpty();
  await page.getByTestId('error-dismiss').click();
}

/** What the players see of a fierce minion's second skirmish. */
async function fierceSeen(page: Page): Promise<void> {
  await expect(log(page)).toContainText('Assignment phase again: fierce minions fight a second round.');
  const fight = page.locator('[data-testid="halotcg-fight"][data-kind="fierceSkirmish"]');
  await expect(fight).toHaveCount(1);
  await expect(fight.locator('.ht-pair-head')).toContainText('Fierce skirmish (second round)');
  await expect(fight.locator('.ht-side-shadow .ht-fighter-name')).toContainText([/Zuka 'Zamamee/]);
  await shot(page, 'halotcg-fierce-en');
}

async function screenshots(page: Page, tag: string): Promise<void> {
  await page.mouse.move(2, 2);
  for (const [w, h] of [
    [1024, 700],
    [1440, 900],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await shot(page, `halotcg-${tag}-${w}x${h}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('two players play a whole Halo TCG game through the table', async ({ page }) => {
  // About 1.2 min on a quiet machine; a busy shared one has taken over 5.
  test.setTimeout(480_000);
  // SEED: the only game among e2e-900 to e2e-1149 that shows every moment of the issue with the starter
  // decks once single-answer questions answer themselves (`node scripts/halotcg/findPlan.mjs` searches more).
  const plan = findPlan(seeds('e2e', 1, SEED), TWO_DECKS);
  for (const m of MOMENTS) expect(plan.moments.has(m), m).toBe(true);
  const steps = plan.steps;
  const undoAt = undoStepOf(steps);
  // The Free Peoples player keeps the hand at reconcile and draws up to 8: the hand-over screen is up, and
  // the undo of that move is refused because the draw showed cards.
  const refuseAt = refusedUndoStepOf(steps);
  const germanAt = Math.floor(steps.length / 3);
  const reloadAt = Math.floor(steps.length / 2);
  const roamingAt = at(plan, 'roaming');
  await openApp(page);
  await startHalo(page, { players: 2, seed: plan.seed, names: ['Ana', 'Ben'], decks: TWO_DECKS });
  let handOvers = 0;
  let boxSeen = false;
  let outcomeSeen = false;
  let shotsTaken = false;
  for (const [i, step] of steps.entries()) {
    if (i === reloadAt) {
      await page.reload();
      await expect(page.getByTestId('continue-card')).toContainText('Ana');
      await page.getByTestId('continue').click();
      await expect(page.getByTestId('handover')).toBeVisible();
    }
    if (step.phase === 'company' && steps[i - 1]?.phase === 'starting') {
      // The starting companies are on the table and in the log before the first company phase.
      if (await handOver(page)) handOvers++;
      await expect(log(page)).toContainText('starts with');
    }
    if (i === roamingAt && step.action.type === 'play') {
      if (await handOver(page)) handOvers++;
      const where = await handPoint(page, step.action.card);
      if (where !== null) {
        await page.mouse.move(where.x, where.y);
        await expect(page.getByTestId('halotcg-zoom-cost')).toContainText('roaming');
      }
    }
    if (i === germanAt) {
      if (await handOver(page)) handOvers++;
      await page.getByTestId('language-de').click();
      await expect(page.getByTestId('halotcg-rules-open')).toHaveText('Regeln');
      await expect(page.getByTestId('halotcg-prompt')).toContainText(/Sie|Phase/);
      await expect(log(page)).toContainText(/passt|spielt|zieht|wählt|gleicht|bietet|beginnt/);
      await shot(page, 'halotcg-midgame-de');
      await page.getByTestId('language-en').click();
      await expect(page.getByTestId('halotcg-rules-open')).toHaveText('Rules');
    }
    if (i === at(plan, 'fierce')) {
      // The fierce minion's second round: the log announces it and the box heads the fight as fierce.
      if (await handOver(page)) handOvers++;
      await fierceSeen(page);
    }
    if (await playStep(page, step)) handOvers++;
    if (i === at(plan, 'engagement')) {
      // The engagement of ships is resolved: its outcome is told as one.
      if (await handOver(page)) handOvers++;
      await expect(log(page)).toContainText(/wins? the engagement by \d+/);
    }
    if (i === undoAt) await undoAndReplay(page, step);
    if (i === refuseAt) await undoRefused(page);
    if (!boxSeen && (await page.getByTestId('halotcg-fightbox').isVisible())) {
      boxSeen = true;
      const fight = page.getByTestId('halotcg-fight').first();
      await expect(fight).toHaveAttribute('data-fp', /^\d+$/);
      await expect(fight.getByTestId('halotcg-verdict')).toContainText('As it stands');
      if (!shotsTaken) {
        shotsTaken = true;
        await screenshots(page, 'skirmish-en');
        await page.getByTestId('language-de').click();
        await screenshots(page, 'skirmish-de');
        await page.getByTestId('language-en').click();
      }
    }
    if (!outcomeSeen && (await page.getByTestId('halotcg-outcome').isVisible())) {
      outcomeSeen = true;
      await expect(page.getByTestId('halotcg-outcome')).toContainText(/wins? the (skirmish|engagement) by/);
      await shot(page, 'halotcg-outcome-en');
    }
    if (i === at(plan, 'defenderPlus') && !(await page.getByTestId('handover').isVisible())) {
      const def = step.action.type === 'choose' ? (step.action.option.split('>')[0] ?? '') : '';
      await expect(page.locator(`[data-testid="halotcg-fight"][data-def="${def}"] .ht-side-shadow .ht-fighter`)).toHaveCount(2);
    }
  }
  expect(undoAt).toBeGreaterThanOrEqual(0);
  expect(refuseAt).toBeGreaterThanOrEqual(0);
  expect(boxSeen).toBe(true);
  expect(outcomeSeen).toBe(true);
  expect(handOvers).toBeGreaterThanOrEqual(changes(steps));
  await expect(page.getByTestId('outcome')).toBeVisible();
  await expect(page.getByTestId('outcome-reason')).not.toBeEmpty();
  await shot(page, 'halotcg-game-over-en');
  const text = (await log(page).textContent()) ?? '';
  for (const line of ['moves to site', 'twilight added', 'defends against', 'passes automatically']) expect(text, line).toContain(line);
});

test('three players set up from the launcher play a full round with an engagement of ships', async ({ page }) => {
  test.setTimeout(240_000);
  // The shortest first round with an engagement of ships in it: r3-25 and r3-15 are the two shortest among
  // r3-0 to r3-119 under engine version 4 (66 and 68 decisions).
  const rounds = ['r3-25', 'r3-15']
    .map((seed) => planGame(seed, 3, THREE_DECKS, 200))
    .map((plan) => ({ plan, round: plan.steps.findIndex((s) => s.turn >= 4) }))
    .filter((r) => r.round > 0 && (r.plan.at.engagement ?? Infinity) < r.round)
    .sort((a, b) => a.round - b.round);
  const found = rounds[0]?.plan;
  if (found === undefined) throw new Error('no seed has an engagement in the first round');
  const steps = found.steps.slice(0, rounds[0]?.round);
  await openApp(page);
  await startHalo(page, { players: 3, seed: found.seed, names: ['Ana', 'Ben', 'Cleo'], decks: THREE_DECKS });
  let handOvers = 0;
  let engagement = false;
  for (const step of steps) {
    if (await playStep(page, step)) handOvers++;
    if (!engagement && (await page.getByTestId('halotcg-fightbox').isVisible()) && (await page.getByTestId('halotcg-fightbox').textContent())?.includes('Engagement')) {
      engagement = true;
      await shot(page, 'halotcg-engagement-3p-en');
    }
  }
  await handOver(page);
  await expect(panel(page)).toHaveAttribute('data-turn', '4');
  expect(handOvers).toBeGreaterThanOrEqual(changes(steps));
  expect(engagement).toBe(true);
  const text = (await log(page).textContent()) ?? '';
  for (const name of ['Ana', 'Ben', 'Cleo']) expect(text).toContain(`${name} leads the Free Peoples`);
});
