/**
 * Halo TCG through the table, start to end: a 2-player game with starter decks and a fixed seed played
 * to its end by a plan found on the real engine when the test starts (e2e/drivers/halotcg/plan.ts), and a
 * 3-player game set up from the launcher and played for two turns with an engagement of ships, the end of its
 * first round from a save. The
 * 2-player game's first turn is played in two halves, the first from the first click, the second from a save;
 * its later moments each from a save of the same game a few decisions before them (drivers/halotcg/saves.ts), so the spec sees every moment live
 * without clicking all 153 decisions. Every decision is clicked on the table or the panel; every change of
 * hands goes through the hand-over screen, which must hide every hand. On the way: a refused click on a card with nothing to do, the cost preview of a roaming minion, sniping, a
 * defender +1, an engagement of ships, a fierce minion's second skirmish, a response, moving twice, the
 * skirmish box and the outcome of a fight, undo and its refusal after a draw, German mid-game, reloading
 * and continuing, and screenshots at three sizes.
 */
import { expect, test, type Page } from './fixtures';
import { openApp, shot } from './helpers';
import { handOver, handPoint, painted, playStep, readPanel, recorded, startHalo } from './drivers/halotcg/e2eDriver';
import { findPlan, MOMENTS, planGame, refusedUndoStepOf, undoStepOf, type Moment, type Plan, type PlanStep } from './drivers/halotcg/plan';
import { haloSaveBefore, importHaloSave } from './drivers/halotcg/saves';

const TWO_DECKS = ['chief-vs-covenant', 'fred-vs-flood'];
const NAMES = ['Ana', 'Ben'];
const THREE_DECKS = ['chief-vs-covenant', 'fred-vs-flood', 'arbiter-vs-heretics'];
const THREE_NAMES = ['Ana', 'Ben', 'Cleo'];
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

/** The whole 2-player game: the seed and the plan, found once per worker (about a second on the engine). */
let whole: Plan | null = null;
function wholeGame(): Plan {
  // SEED: the only game among e2e-900 to e2e-1149 that shows every moment of the issue with the starter
  // decks once single-answer questions answer themselves (`node scripts/halotcg/findPlan.mjs` searches more).
  whole ??= findPlan(seeds('e2e', 1, SEED), TWO_DECKS);
  return whole;
}

/** What a stretch of the game saw on the way (the checks made at fixed steps are in `playStretch`). */
interface Seen {
  handOvers: number;
  boxSeen: boolean;
  outcomeSeen: boolean;
  /** A click on a hand card with nothing to do was refused with the engine's coded message (first stretch only). */
  idleRefused: boolean;
}

/** A hand card with nothing to do now: the click is refused with the engine's own coded message. */
async function idleCardRefused(page: Page): Promise<boolean> {
  const state = await readPanel(page);
  const playable = new Set(state.legal.flatMap((a) => ('card' in a ? [a.card] : [])));
  const hand = ((await panel(page).getAttribute('data-hand')) ?? '').split(' ');
  const idle = hand.find((iid) => iid !== '' && !playable.has(iid));
  const where = idle === undefined ? null : await handPoint(page, idle);
  if (where === null) return false;
  await painted(page);
  await page.mouse.click(where.x, where.y);
  await expect(page.getByTestId('error-banner')).toHaveAttribute('data-code', /^halotcg\//);
  await expect(page.getByTestId('error-message')).not.toBeEmpty();
  await page.getByTestId('error-dismiss').click();
  return true;
}

/**
 * Plays steps `from` to `to` (inclusive) of the whole game through the table, making every check the
 * plan places in that stretch: the game is played in stretches, the first from the first click, the later
 * ones from a save just before them (so each moment is seen live without clicking the whole game again).
 */
interface StretchOptions {
  /** Screenshots of the first fight box at three sizes in both languages. */
  readonly shots: boolean;
  /** At the first Shadow phase, a click on a hand card with nothing to do is refused. */
  readonly refuseIdle?: boolean;
}

async function playStretch(page: Page, plan: Plan, from: number, to: number, o: StretchOptions): Promise<Seen> {
  const steps = plan.steps;
  const inStretch = (i: number) => i >= from && i <= to;
  const marks = { undoAt: undoStepOf(steps), refuseAt: refusedUndoStepOf(steps), ...firstTurnMarks(plan) };
  const seen: Seen = { handOvers: 0, boxSeen: false, outcomeSeen: false, idleRefused: false };
  const over = async () => {
    if (await handOver(page)) seen.handOvers++;
  };
  for (const [i, step] of steps.entries()) {
    if (!inStretch(i)) continue;
    if (i === marks.reloadAt) {
      await page.reload();
      await expect(page.getByTestId('continue-card')).toContainText('Ana');
      await page.getByTestId('continue').click();
      await expect(page.getByTestId('handover')).toBeVisible();
    }
    if (step.phase === 'company' && steps[i - 1]?.phase === 'starting') {
      // The starting companies are on the table and in the log before the first company phase.
      await over();
      await expect(log(page)).toContainText('starts with');
    }
    if (i === at(plan, 'roaming') && step.action.type === 'play') {
      await over();
      const where = await handPoint(page, step.action.card);
      if (where !== null) {
        await page.mouse.move(where.x, where.y);
        await expect(page.getByTestId('halotcg-zoom-cost')).toContainText('roaming');
      }
    }
    if (i === marks.germanAt) {
      await over();
      await germanMidGame(page);
    }
    if (i === at(plan, 'fierce')) {
      // The fierce minion's second round: the log announces it and the box heads the fight as fierce.
      await over();
      await fierceSeen(page);
    }
    if (o.refuseIdle === true && !seen.idleRefused && step.phase === 'shadow') {
      await over();
      seen.idleRefused = await idleCardRefused(page);
    }
    if (await playStep(page, step)) seen.handOvers++;
    if (i === at(plan, 'engagement')) {
      // The engagement of ships is resolved: its outcome is told as one.
      await over();
      await expect(log(page)).toContainText(/wins? the engagement by \d+/);
    }
    if (i === marks.undoAt) await undoAndReplay(page, step);
    if (i === marks.refuseAt) await undoRefused(page);
    if (!seen.boxSeen && (await page.getByTestId('halotcg-fightbox').isVisible())) {
      seen.boxSeen = true;
      await fightBoxSeen(page, o.shots);
    }
    if (!seen.outcomeSeen && (await page.getByTestId('halotcg-outcome').isVisible())) {
      seen.outcomeSeen = true;
      await expect(page.getByTestId('halotcg-outcome')).toContainText(/wins? the (skirmish|engagement) by/);
      await shot(page, 'halotcg-outcome-en');
    }
    if (i === at(plan, 'defenderPlus') && !(await page.getByTestId('handover').isVisible())) {
      const def = step.action.type === 'choose' ? (step.action.option.split('>')[0] ?? '') : '';
      await expect(page.locator(`[data-testid="halotcg-fight"][data-def="${def}"] .ht-side-shadow .ht-fighter`)).toHaveCount(2);
    }
  }
  expect(seen.handOvers).toBeGreaterThanOrEqual(changes(steps.slice(from, to + 1)));
  return seen;
}

/** German mid-game, then back to English. */
async function germanMidGame(page: Page): Promise<void> {
  await page.getByTestId('language-de').click();
  await expect(page.getByTestId('halotcg-rules-open')).toHaveText('Regeln');
  await expect(page.getByTestId('halotcg-prompt')).toContainText(/Sie|Phase/);
  await expect(log(page)).toContainText(/passt|spielt|zieht|wählt|gleicht|bietet|beginnt/);
  await shot(page, 'halotcg-midgame-de');
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('halotcg-rules-open')).toHaveText('Rules');
}

/** The first skirmish box: the fight as it stands, and (`shots`) screenshots at three sizes in both languages. */
async function fightBoxSeen(page: Page, shots: boolean): Promise<void> {
  const fight = page.getByTestId('halotcg-fight').first();
  await expect(fight).toHaveAttribute('data-fp', /^\d+$/);
  await expect(fight.getByTestId('halotcg-verdict')).toContainText('As it stands');
  if (!shots) return;
  await screenshots(page, 'skirmish-en');
  await page.getByTestId('language-de').click();
  await screenshots(page, 'skirmish-de');
  await page.getByTestId('language-en').click();
}

/** The first turn, played from the first click: it ends with the refused undo of the reconcile draw. */
function firstTurnMarks(plan: Plan): { end: number; germanAt: number; reloadAt: number } {
  const end = refusedUndoStepOf(plan.steps);
  return { end, germanAt: Math.floor(end / 2), reloadAt: Math.floor((end * 3) / 4) };
}

/** Opens the whole game from a save just before step `from` and plays on to step `to`. */
async function fromSave(page: Page, plan: Plan, from: number, to: number): Promise<Seen> {
  await openApp(page);
  await importHaloSave(page, haloSaveBefore(plan, from, NAMES));
  return playStretch(page, plan, from, to, { shots: false });
}

test('two players play the first half of a Halo TCG game’s first turn through the table, from the first click', async ({ page }) => {
  // The bid, the starting companies, an undo, moving, a roaming minion and German mid-game; the turn's
  // second half is the next test's, from a save.
  test.setTimeout(90_000);
  const plan = wholeGame();
  for (const m of MOMENTS) expect(plan.moments.has(m), m).toBe(true);
  const { end, germanAt } = firstTurnMarks(plan);
  // The undo of a play of one's own, and the refused undo of the reconcile draw, both in the first turn.
  expect(undoStepOf(plan.steps)).toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThan(undoStepOf(plan.steps));
  for (const m of ['startingCompany', 'moveTwilight', 'roaming'] as const) expect(at(plan, m), m).toBeLessThanOrEqual(germanAt);
  await openApp(page);
  await startHalo(page, { players: 2, seed: plan.seed, names: NAMES, decks: TWO_DECKS });
  const seen = await playStretch(page, plan, 0, germanAt, { shots: false, refuseIdle: true });
  expect(seen.idleRefused).toBe(true);
  await handOver(page);
  const text = (await log(page).textContent()) ?? '';
  for (const line of ['moves to site', 'twilight added', 'passes automatically']) expect(text, line).toContain(line);
});

test('the second half of the first turn from a save: fights, a reload, moving twice, a defender +1 and the refused undo of a draw', async ({ page }) => {
  test.setTimeout(120_000);
  const plan = wholeGame();
  const { end, germanAt, reloadAt } = firstTurnMarks(plan);
  for (const m of ['movedTwice', 'defenderPlus'] as const) expect(at(plan, m), m).toBeGreaterThan(germanAt);
  expect(reloadAt).toBeGreaterThan(germanAt);
  await openApp(page);
  await importHaloSave(page, haloSaveBefore(plan, germanAt + 1, NAMES));
  const seen = await playStretch(page, plan, germanAt + 1, end, { shots: true });
  expect(seen.boxSeen).toBe(true);
  expect(seen.outcomeSeen).toBe(true);
  // The turn ends by passing the screen to Ben: the log shows again once the cover is confirmed.
  await handOver(page);
  const text = (await log(page).textContent()) ?? '';
  for (const line of ['moves to site', 'defends against']) expect(text, line).toContain(line);
});

test('the same game from a save: a sniping choice, and an engagement of ships told as one', async ({ page }) => {
  test.setTimeout(90_000);
  const plan = wholeGame();
  await fromSave(page, plan, at(plan, 'sniping'), at(plan, 'sniping') + 1);
  await fromSave(page, plan, at(plan, 'engagement') - 2, at(plan, 'engagement'));
});

test('the same game from a save: a response, a fierce minion’s second skirmish and the end of the game', async ({ page }) => {
  test.setTimeout(120_000);
  const plan = wholeGame();
  await fromSave(page, plan, at(plan, 'response') - 2, at(plan, 'response') + 1);
  // From the start of the last turn: its fierce second round is announced live, then the game ends.
  const lastTurn = plan.steps.findIndex((s) => s.turn === plan.steps.at(-1)?.turn);
  expect(lastTurn).toBeLessThan(at(plan, 'fierce'));
  await fromSave(page, plan, lastTurn, plan.steps.length - 1);
  await expect(page.getByTestId('outcome')).toBeVisible();
  await expect(page.getByTestId('outcome-reason')).not.toBeEmpty();
  await shot(page, 'halotcg-game-over-en');
});

/** The 3-player round's last stretch, from a save: the end of the third turn and the hand-over to the fourth. */
const ROUND_END_STEPS = 6;

test('three players set up from the launcher play a round with an engagement of ships, its end from a save', async ({ page }) => {
  test.setTimeout(180_000);
  // The shortest first round with an engagement of ships in it: r3-25 and r3-15 are the two shortest among
  // r3-0 to r3-119 under engine version 4 (66 and 68 decisions).
  const rounds = ['r3-25', 'r3-15']
    .map((seed) => planGame(seed, 3, THREE_DECKS, 200))
    .map((plan) => ({ plan, round: plan.steps.findIndex((s) => s.turn >= 4) }))
    .filter((r) => r.round > 0 && (r.plan.at.engagement ?? Infinity) < r.round)
    .sort((a, b) => a.round - b.round);
  const found = rounds[0]?.plan;
  const round = rounds[0]?.round ?? -1;
  if (found === undefined) throw new Error('no seed has an engagement in the first round');
  // From the launcher: the bid, the starting companies and the first two turns, the engagement among them.
  const secondTurnEnd = found.steps.findIndex((s) => s.turn >= 3);
  expect(found.at.engagement ?? Infinity).toBeLessThan(secondTurnEnd);
  const opening = found.steps.slice(0, secondTurnEnd);
  await openApp(page);
  await startHalo(page, { players: 3, seed: found.seed, names: THREE_NAMES, decks: THREE_DECKS });
  let handOvers = 0;
  let engagement = false;
  for (const step of opening) {
    if (await playStep(page, step)) handOvers++;
    if (!engagement && (await page.getByTestId('halotcg-fightbox').isVisible()) && (await page.getByTestId('halotcg-fightbox').textContent())?.includes('Engagement')) {
      engagement = true;
      await shot(page, 'halotcg-engagement-3p-en');
    }
  }
  expect(handOvers).toBeGreaterThanOrEqual(changes(opening));
  expect(engagement).toBe(true);
  await handOver(page);
  const text = (await log(page).textContent()) ?? '';
  for (const name of ['Ana', 'Ben']) expect(text).toContain(`${name} leads the Free Peoples`);
  // The end of the third turn (Cleo's) from a save, round to the fourth turn.
  const closing = found.steps.slice(round - ROUND_END_STEPS, round);
  await page.getByTestId('quit').click();
  await importHaloSave(page, haloSaveBefore(found, round - ROUND_END_STEPS, THREE_NAMES));
  handOvers = 0;
  for (const step of closing) if (await playStep(page, step)) handOvers++;
  expect(handOvers).toBeGreaterThanOrEqual(changes(closing));
  await handOver(page);
  await expect(panel(page)).toHaveAttribute('data-turn', '4');
});
