/**
 * Playwright driver for the Halo TCG table: start a game from the launcher, answer hand-over screens
 * (checking that no hand and no table is drawn while the screen is covered), and play by clicking the
 * choices the panel offers — the engine's legal actions, picked with the same policy as the unit tests.
 */
import { expect, type Page } from '@playwright/test';
import type { HaloAction } from '../../../engines/halotcg';
import { CARD_H, HEIGHT, handX, ROW_Y, WIDTH } from '../../../renderer/games/halotcg/board/layout';
import { pickAction } from '../../../renderer/games/halotcg/testing/policy';
import { expectMark, markOf } from '../../support/frame';
import { setUpGame, startGame } from '../../support/launcher';
import { screenPoint } from '../../support/stage';
import type { PlanStep } from './plan';

/** Screen position of a world point of the table under the frame's fitted zoom. */
export const tablePoint = (page: Page, wx: number, wy: number): Promise<{ x: number; y: number }> => screenPoint(page, { width: WIDTH, height: HEIGHT }, { x: wx, y: wy });

/**
 * Waits until the table has been painted since the last change. Konva finds what a click hits on a hit
 * canvas redrawn with the next frame, so a click sent before that frame would land on the old arrangement
 * (a person never clicks on cards before seeing them).
 */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * Clicks table card `iid` at `at` once the board says the pointer is over that very card: Konva hits cards
 * on a canvas redrawn with the paint, so the pointer first leaves the table and comes back until the board
 * reports the card under it (a person, too, clicks what they see under the pointer).
 */
export async function clickCard(page: Page, iid: string, at: { x: number; y: number }): Promise<void> {
  for (let tries = 0; ; tries++) {
    await page.mouse.move(1, 1);
    await painted(page);
    await page.mouse.move(at.x, at.y);
    try {
      await expectMark(page, 'pointed', iid, { timeout: 2_000 });
      break;
    } catch (e) {
      if (tries >= 3) throw new Error(`The pointer at (${Math.round(at.x)}, ${Math.round(at.y)}) is not over card ${iid}: ${String(e)}`);
    }
  }
  await page.mouse.click(at.x, at.y);
}

/** Screen position of the middle of a table card, from the board's own placement; null when not drawn. */
export async function cardPoint(page: Page, iid: string): Promise<{ x: number; y: number } | null> {
  const raw = (await markOf(page, 'placed')) ?? '[]';
  const hit = (JSON.parse(raw) as [string, number, number, number, number][]).find((p) => p[0] === iid);
  return hit === undefined ? null : tablePoint(page, hit[1] + hit[3] / 2, hit[2] + hit[4] / 2);
}

/** Screen position of hand card `iid` (a point on its visible left strip), or null when not in hand. */
export async function handPoint(page: Page, iid: string): Promise<{ x: number; y: number } | null> {
  const hand = ((await page.getByTestId('halotcg-panel').getAttribute('data-hand')) ?? '').split(' ').filter((s) => s !== '');
  const i = hand.indexOf(iid);
  if (i < 0) return null;
  return tablePoint(page, handX(i, hand.length) + 10, ROW_Y.hand + CARD_H / 2);
}

export interface HaloSetup {
  readonly players: number;
  readonly seed: string;
  readonly names?: readonly string[];
  readonly decks?: readonly string[];
}

export async function startHalo(page: Page, s: HaloSetup): Promise<void> {
  await setUpGame(page, { game: 'halotcg', form: 'halotcg-options', players: s.players, ...(s.names ? { names: s.names } : {}), seed: s.seed });
  for (const [i, deck] of (s.decks ?? []).entries()) await page.getByTestId(`halotcg-deck-${i}-${deck}`).click();
  await startGame(page);
}

/** Confirms the hand-over screen if shown, after checking it covers the table; returns whether it was shown. */
export async function handOver(page: Page): Promise<boolean> {
  // The table or the screen that covers it, whichever the game shows (not the moment before either).
  await page.waitForFunction(() => document.querySelector('[data-testid="handover"], [data-testid="halotcg-panel"]') !== null);
  const screen = page.getByTestId('handover');
  if (!(await screen.isVisible())) return false;
  await expect(page.getByTestId('halotcg-panel')).toHaveCount(0);
  await expect(page.locator('canvas')).toHaveCount(0);
  await page.getByTestId('handover-confirm').click();
  await expect(page.getByTestId('halotcg-panel')).toBeVisible();
  // No card the last person pointed at (maybe from their hand) is still shown large to the next one.
  await expect(page.getByTestId('halotcg-zoom')).toHaveCount(0);
  return true;
}

export interface PanelState {
  readonly phase: string;
  readonly turn: number;
  readonly pending: string | null;
  readonly viewer: string;
  readonly legal: readonly HaloAction[];
}

/**
 * The panel as one consistent snapshot (a single read inside the page, so no attribute comes from a
 * later render than another); waits for the panel first.
 */
export async function readPanel(page: Page): Promise<PanelState> {
  await expect(page.getByTestId('halotcg-panel')).toBeVisible();
  return page.evaluate(() => {
    const panel = document.querySelector('[data-testid="halotcg-panel"]');
    const attr = (name: string) => panel?.getAttribute(name) ?? '';
    const legal: unknown[] = document.querySelector('[data-testid="halotcg-pass"]') === null ? [] : [{ type: 'pass' }];
    for (const el of document.querySelectorAll('[data-testid="halotcg-choice"]')) legal.push(JSON.parse(el.getAttribute('data-action') ?? 'null'));
    const pending = attr('data-pending');
    return { phase: attr('data-phase'), turn: Number(attr('data-turn')), pending: pending === '' ? null : pending, viewer: attr('data-viewer'), legal: legal as HaloAction[] };
  });
}

/** Clicks the control for one action: Pass is its own button, every other choice is a button in the list. */
export async function perform(page: Page, action: HaloAction): Promise<void> {
  if (action.type === 'pass') {
    await page.getByTestId('halotcg-pass').click();
    return;
  }
  // Assignment: click the companion, then the minion, on the table.
  if (action.type === 'choose' && action.option.includes('>')) {
    const [def = '', atk = ''] = action.option.split('>');
    const a = await cardPoint(page, def);
    const b = await cardPoint(page, atk);
    if (a !== null && b !== null) {
      await clickCard(page, def, a);
      await expect(page.getByTestId('halotcg-clear')).toBeVisible();
      await clickCard(page, atk, b);
      return;
    }
  }
  // A hand card that is a whole action on its own is played by clicking it on the table.
  if (action.type === 'play' && action.on === undefined && action.toil === undefined) {
    const at = await handPoint(page, action.card);
    if (at !== null) {
      await clickCard(page, action.card, at);
      return;
    }
  }
  await page.locator(`[data-testid="halotcg-choice"][data-action='${JSON.stringify(action)}']`).click();
}

/** What the table showed just before a click: the record's length and any message left open. */
export interface Mark {
  readonly before: number;
  readonly shown: string | null;
}

export async function markBefore(page: Page): Promise<Mark> {
  return page.evaluate(() => {
    const panel = document.querySelector('[data-testid="halotcg-panel"]');
    return { before: Number(panel?.getAttribute('data-actions') ?? -1), shown: document.querySelector('[data-testid="error-banner"]')?.textContent ?? null };
  });
}

/**
 * Waits until the table took `action`: the record grew past `before`, or the screen changed hands, or the
 * game ended. A refusal fails at once with the table's own message; a click that changed nothing fails
 * with what the panel shows, so a failure says what happened.
 */
export async function waitForProgress(page: Page, { before, shown }: Mark, action: HaloAction, timeout = 15_000): Promise<void> {
  const outcome = await page
    .waitForFunction(
      ({ n, shown }) => {
        if (document.querySelector('[data-testid="handover"], [data-testid="outcome"]') !== null) return 'moved';
        const panel = document.querySelector('[data-testid="halotcg-panel"]');
        if (panel !== null && Number(panel.getAttribute('data-actions')) > n) return 'moved';
        const refused = document.querySelector('[data-testid="error-banner"]');
        if (refused === null || refused.textContent === shown) return false;
        return `refused ${refused.getAttribute('data-code') ?? ''}: ${refused.textContent ?? ''}`;
      },
      { n: before, shown },
      { timeout },
    )
    .then((handle) => handle.jsonValue())
    .catch(async () => `nothing happened; the panel now shows ${JSON.stringify(await readPanel(page))}`);
  if (outcome !== 'moved') throw new Error(`The table did not take ${JSON.stringify(action)} (record at ${before}): ${String(outcome)}`);
}

/**
 * One decision: answer a hand-over if any, let `look` see the table first (a screenshot), then pick,
 * click, and wait until the record holds it; returns what was done and where.
 */
export async function step(page: Page, look?: (state: PanelState) => Promise<void>): Promise<{ state: PanelState; action: HaloAction | null; handedOver: boolean }> {
  const handedOver = await handOver(page);
  const state = await readPanel(page);
  if (look !== undefined) await look(state);
  const action = pickAction(state.legal, state.pending, state.phase);
  if (action !== null) {
    const mark = await markBefore(page);
    await perform(page, action);
    await waitForProgress(page, mark, action);
  }
  return { state, action, handedOver };
}

/** How many actions the game record holds (the panel's sync mark), or -1 when the panel is not shown. */
export async function recorded(page: Page): Promise<number> {
  const panel = page.getByTestId('halotcg-panel');
  if ((await panel.count()) === 0) return -1;
  return Number((await panel.getAttribute('data-actions')) ?? '-1');
}

/** Clicks one planned decision: cards on the table for assignments and one-click hand cards, else the button. */
export async function performStep(page: Page, step: PlanStep): Promise<void> {
  const a = step.action;
  if (a.type === 'play' && step.oneClick && a.on === undefined && a.toil === undefined) {
    const at = await handPoint(page, a.card);
    if (at !== null) {
      await clickCard(page, a.card, at);
      return;
    }
  }
  if (a.type === 'play') {
    await page.locator(`[data-testid="halotcg-choice"][data-action='${JSON.stringify(a)}']`).click();
    return;
  }
  await perform(page, a);
}

/**
 * Plays one planned decision through the table: confirms the hand-over screen when the screen changes
 * hands (checking it hides every hand), checks the right person is asked, clicks, and waits until the
 * record holds the action. Returns whether a hand-over was shown.
 */
export async function playStep(page: Page, step: PlanStep): Promise<boolean> {
  const handedOver = await handOver(page);
  await expect(page.getByTestId('halotcg-panel')).toHaveAttribute('data-viewer', String(step.seat));
  const mark = await markBefore(page);
  await performStep(page, step);
  await waitForProgress(page, mark, step.action, 10_000);
  return handedOver;
}
