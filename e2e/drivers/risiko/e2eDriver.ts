/**
 * Playwright helpers for the Risiko end-to-end tests: set a game up from the launcher, click territories
 * on the canvas (at their badge, located with the board's own model and the frame's fit), read the
 * choices the board offers and the counts the badges show, and answer hand-over screens. Used by
 * e2e/risiko*.spec.ts; the launcher, frame and stage steps are the shared ones in e2e/support/.
 */
import { expect, type Page } from '@playwright/test';
import { risikoEngine, type BattlefieldId, type Mode, type RisikoAction, type RisikoState, type TerritoryId } from '../../../engines/risiko';
import { boardModel, boardModelFor } from '../../../renderer/games/risiko/board/model';
import { advance, expectBoardMatches } from './boardCheck';
import { passHandOver, serial, settle } from '../../support/frame';
import { setUpGame, startGame } from '../../support/launcher';
import { boardBox, fitArea, fittedPoint, readStages, uncover } from '../../support/stage';

export { SHOTS } from '../../support/frame';
export { importSave, openApp } from '../../support/launcher';

export interface RisikoSetup {
  readonly players: number;
  readonly mode?: Mode;
  readonly battlefield?: BattlefieldId;
  readonly setup?: 'quick' | 'manual';
  readonly teleporters?: 'each-player' | 'last-player-only';
  readonly seed?: string;
  readonly names?: readonly string[];
}

/** Launcher card → setup form → options → Start: the frame opens on the first hand-over screen. */
export async function startRisiko(page: Page, s: RisikoSetup): Promise<void> {
  const picks = [
    s.mode === undefined ? null : `risiko-mode-${s.mode}`,
    s.battlefield === undefined ? null : `risiko-battlefield-${s.battlefield}`,
    s.teleporters === undefined ? null : `risiko-teleporters-${s.teleporters}`,
    s.setup === undefined ? null : `risiko-setup-${s.setup}`,
  ].filter((p) => p !== null);
  await setUpGame(page, { game: 'risiko', form: 'risiko-options', players: s.players, picks, ...(s.names ? { names: s.names } : {}), ...(s.seed !== undefined ? { seed: s.seed } : {}) });
  await startGame(page, { error: 'risiko-options-error' });
}

/** Confirms the hand-over screen if one is shown; returns the name it asked for. */
export const passTo = (page: Page, name?: string): Promise<string | null> => passHandOver(page, 'risiko-panel', name);

/** Screen position of a territory's badge under the frame's fitted zoom. */
export async function territoryPoint(page: Page, battlefield: BattlefieldId, id: TerritoryId): Promise<{ x: number; y: number }> {
  const box = await boardBox(page);
  const model = boardModelFor(battlefield, fitArea(box));
  const art = model.territories[id];
  if (!art) throw new Error(`unknown territory ${id}`);
  return fittedPoint(box, model, { x: art.anchor[0], y: art.anchor[1] });
}

/**
 * The number a territory's unit badge shows on the canvas, read from the Konva stage the board draws:
 * the numeric text drawn over the badge's centre, or null if none.
 */
export async function badgeUnits(page: Page, battlefield: BattlefieldId, id: TerritoryId): Promise<number | null> {
  const p = await territoryPoint(page, battlefield, id);
  return readStages(
    page,
    (stages, { x, y }) => {
      let best: { n: number; d: number } | null = null;
      for (const stage of stages) {
        const box = stage.container().getBoundingClientRect();
        const [px, py] = [x - box.left, y - box.top];
        for (const node of stage.find('Text')) {
          const r = node.getClientRect();
          const text = node.text?.() ?? '';
          const inside = px >= r.x && px <= r.x + r.width && py >= r.y && py <= r.y + r.height;
          if (!inside || !/^\d+$/.test(text)) continue;
          const d = Math.hypot(r.x + r.width / 2 - px, r.y + r.height / 2 - py);
          if (best === null || d < best.d) best = { n: Number(text), d };
        }
      }
      return best?.n ?? null;
    },
    p,
  );
}

/** Waits until a territory's badge shows `units`. */
export async function expectBadge(page: Page, battlefield: BattlefieldId, id: TerritoryId, units: number): Promise<void> {
  await expect.poll(() => badgeUnits(page, battlefield, id), { message: `badge of ${id}` }).toBe(units);
}

/**
 * Where the board draws heroes: territory → the colour of the ring around the hero glyph (its owner's).
 * Read from the Konva pieces (PieceNodes.tsx): a hero is a glyph (Path) on a round token (a base's is
 * hexagonal), inside the group placed at its territory's anchor.
 */
export async function heroTokens(page: Page, battlefield: BattlefieldId): Promise<Map<TerritoryId, string>> {
  const found = await readStages(
    page,
    (stages) => {
      const out: { x: number; y: number; colour: string }[] = [];
      for (const stage of stages) {
        const tokens = new Set(stage.find('Path').map((p) => p.getParent()));
        for (const token of tokens) {
          const ring = token?.getChildren().filter((c) => c.className === 'Circle')[1];
          const anchor = token?.getParent();
          if (ring !== undefined && anchor) out.push({ x: anchor.x(), y: anchor.y(), colour: ring.stroke?.() ?? '' });
        }
      }
      return out;
    },
    null,
  );
  const box = await page.getByTestId('board-area').boundingBox();
  const model = box === null ? boardModel(battlefield) : boardModelFor(battlefield, fitArea(box));
  const heroes = new Map<TerritoryId, string>();
  for (const [id, art] of Object.entries(model.territories)) {
    const hit = found.find((h) => Math.abs(h.x - art.anchor[0]) < 0.5 && Math.abs(h.y - art.anchor[1]) < 0.5);
    if (hit !== undefined) heroes.set(id, hit.colour);
  }
  return heroes;
}

/** Clicks a territory on the canvas, first closing the dice tray if it covers the spot. */
export async function clickTerritory(page: Page, battlefield: BattlefieldId, id: TerritoryId): Promise<void> {
  const p = await territoryPoint(page, battlefield, id);
  await uncover(page, p, 'risiko-dice');
  await page.mouse.click(p.x, p.y);
}

export interface Choice {
  readonly id: TerritoryId;
  readonly role: string;
}

/** The territories the board marks for the current decision (from its accessible list of choices). */
export async function choices(page: Page): Promise<Choice[]> {
  return page
    .getByTestId('risiko-targets')
    .locator('button')
    .evaluateAll((buttons) => buttons.map((b) => ({ id: b.getAttribute('data-territory') ?? '', role: b.getAttribute('data-role') ?? '' })));
}

export async function stepOf(page: Page): Promise<string> {
  return (await page.getByTestId('risiko-orders').getAttribute('data-step')) ?? '';
}

export async function phaseOf(page: Page): Promise<string> {
  return (await page.getByTestId('risiko-turn').getAttribute('data-phase')) ?? '';
}

/** Lets go of any selection (Escape also dismisses an error first, hence twice). */
async function clearSelection(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
}

async function selected(page: Page): Promise<string | null> {
  return (await choices(page)).find((c) => c.role === 'selected')?.id ?? null;
}

/** Source then target on the board, reusing a selection the last battle left when it is the same pair. */
async function pickPair(page: Page, battlefield: BattlefieldId, from: TerritoryId, to: TerritoryId, keepSelection: boolean): Promise<void> {
  const now = await selected(page);
  if (!keepSelection || (now !== null && now !== from)) await clearSelection(page);
  if ((await selected(page)) !== from) await clickTerritory(page, battlefield, from);
  const chosen = (await choices(page)).find((c) => c.role === 'chosen')?.id ?? null;
  if (chosen !== to) await clickTerritory(page, battlefield, to);
}

/**
 * Picks one of a row of choices (dice): a missing button means the panel cannot send what the step
 * asks for, which is a failure, never a step to skip.
 */
async function pickChoice(page: Page, prefix: string, value: number): Promise<void> {
  const button = page.getByTestId(`${prefix}-${value}`);
  if ((await button.count()) === 0) {
    const offered = await page.locator(`[data-testid^="${prefix}-"][role="radio"]`).allTextContents();
    throw new Error(`no button ${prefix}-${value}: the panel offers ${offered.length === 0 ? 'no choice' : offered.join(', ')}`);
  }
  await button.click();
  await expect(button).toHaveAttribute('aria-checked', 'true');
}

async function clickIf(page: Page, testId: string): Promise<void> {
  const el = page.getByTestId(testId);
  if ((await el.count()) > 0) await el.click();
}

/**
 * Sets a −/value/+ stepper to `value` (the default shown is usually the most allowed): a typed digit sets
 * amounts up to 9 at once (the panel's keys), the − and + buttons do the rest.
 */
async function setStepper(page: Page, testId: string, value: number): Promise<void> {
  const shown = page.getByTestId(`${testId}-value`);
  if (value >= 1 && value <= 9 && (await shown.textContent()) !== String(value)) await page.keyboard.press(String(value));
  for (let i = 0; i < 60; i++) {
    const now = Number(await shown.textContent());
    if (now === value) break;
    await page.getByTestId(now > value ? `${testId}-minus` : `${testId}-plus`).click();
    await expect(shown).not.toHaveText(String(now));
  }
  await expect(shown).toHaveText(String(value));
}

type Act = (page: Page, battlefield: BattlefieldId, action: RisikoAction) => Promise<void>;

const byTerritory: Act = async (page, battlefield, action) => {
  if ('territory' in action && typeof action.territory === 'string') await clickTerritory(page, battlefield, action.territory);
};

/** One engine action performed through the UI, the way a person would. */
const ACTS: { readonly [T in RisikoAction['type']]?: Act } = {
  placeTeleporter: byTerritory,
  placeBase: byTerritory,
  claim: byTerritory,
  placeNeutral: byTerritory,
  placeSetupUnits: byTerritory,
  placeHero: byTerritory,
  redeployHero: byTerritory,
  tradeSkulls: async (page, _b, action) => {
    if (action.type !== 'tradeSkulls') return;
    for (const card of action.cards) {
      const face = page.getByTestId(`risiko-trade-${card}`);
      if ((await face.getAttribute('aria-pressed')) !== 'true') await face.click();
    }
    await page.getByTestId('risiko-trade-go').click();
  },
  reinforce: async (page, battlefield, action) => {
    if (action.type !== 'reinforce') return;
    await clearSelection(page);
    await clickTerritory(page, battlefield, action.territory);
    await page.getByTestId('risiko-plan-fill').click();
    await expect(page.getByTestId('risiko-plan-stepper-value')).toHaveText(String(action.count));
    await page.getByTestId('risiko-confirm').click();
  },
  attack: async (page, battlefield, action) => {
    if (action.type !== 'attack') return;
    await pickPair(page, battlefield, action.from, action.to, true);
    await expect(page.getByTestId('risiko-attack-setup')).toHaveAttribute('data-to', action.to);
    await pickChoice(page, 'risiko-dice', action.dice);
    const chip = page.getByTestId(`risiko-attack-card-${action.card ?? ''}`);
    if (action.card !== undefined && (await chip.getAttribute('aria-pressed')) !== 'true') await chip.click();
    await page.getByTestId('risiko-attack').click();
  },
  defend: async (page, _b, action) => {
    if (action.type !== 'defend') return;
    const chip = page.getByTestId(`risiko-defence-card-${action.card ?? ''}`);
    if (action.card !== undefined && (await chip.getAttribute('aria-pressed')) !== 'true') await chip.click();
    await pickChoice(page, 'risiko-defence-dice', action.dice);
    await page.getByTestId('risiko-defend-go').click();
  },
  moveIn: async (page, _b, action) => {
    if (action.type !== 'moveIn') return;
    await setStepper(page, 'risiko-move-count', action.count);
    await page.getByTestId('risiko-move-in-go').click();
  },
  endAttacks: (page) => page.getByTestId('risiko-end-attacks').click(),
  claimObjective: async (page, _b, action) => {
    if (action.type === 'claimObjective') await page.getByTestId(`risiko-claim-${action.card}`).click();
  },
  skipObjective: (page) => page.getByTestId('risiko-skip-objective').click(),
  maneuver: async (page, battlefield, action) => {
    if (action.type !== 'maneuver') return;
    await pickPair(page, battlefield, action.from, action.to, false);
    await expect(page.getByTestId('risiko-maneuver-count-value')).toHaveText(String(action.count));
    if (action.hero === true) await page.getByTestId('risiko-maneuver-hero').check();
    await page.getByTestId('risiko-maneuver-go').click();
  },
  endTurn: (page) => page.getByTestId('risiko-end-turn').click(),
  answerTransfer: async (page, _b, action) => {
    if (action.type === 'answerTransfer') await page.getByTestId(action.accept ? 'risiko-transfer-accept' : 'risiko-transfer-decline').click();
  },
};

export interface PlayOptions {
  readonly battlefield: BattlefieldId;
  /**
   * The engine's state the steps start from (`stateAfter`): after each step the screen must show the
   * engine's state (owners, units, heroes, phase, the decision asked, whose turn, the players' totals).
   */
  readonly start: RisikoState;
  readonly names: readonly string[];
  /** Tick "always defend with the most dice" at every defence prompt without a card to play. */
  readonly standingOrders?: boolean;
  /**
   * At the first defence of an invasion, give orders for its later rounds (invasionPlan.ts) that the
   * steps agree with: "card only against 3 dice" when this round plays a card against 3 dice, "most dice"
   * when no later round plays a card; otherwise the defender is asked every round.
   */
  readonly invasionOrders?: boolean;
  /** Called before each step (screenshots, extra checks). */
  readonly before?: (index: number, step: { readonly seat: number; readonly action: RisikoAction }) => Promise<void>;
}

/** Whether a planned defence still waits for its defender (false: the standing order already sent it). */
async function defenceAsked(page: Page, name: string): Promise<boolean> {
  if (await page.getByTestId('handover').isVisible()) return ((await page.getByTestId('handover-title').textContent()) ?? '').includes(name);
  return (await stepOf(page)) === 'defend';
}

type Steps = readonly { readonly seat: number; readonly action: RisikoAction }[];

/** The orders for the rest of the invasion that step `i` (a defence) answers, as its steps play it. */
export function ordersFor(steps: Steps, i: number): 'ask' | 'most' | 'card3' {
  const attack = steps
    .slice(0, i)
    .map((s) => s.action)
    .filter((a) => a.type === 'attack')
    .at(-1);
  const now = steps[i]?.action;
  if (attack?.type !== 'attack' || now?.type !== 'defend') return 'ask';
  const later: RisikoAction[] = [];
  for (const s of steps.slice(i + 1)) {
    const a = s.action;
    if (a.type === 'attack' && (a.from !== attack.from || a.to !== attack.to)) break;
    if (a.type === 'endAttacks' || a.type === 'endTurn') break;
    if (a.type === 'defend') later.push(a);
  }
  if (later.some((a) => a.type === 'defend' && a.card !== undefined)) return 'ask';
  return now.card !== undefined && attack.dice === 3 ? 'card3' : 'most';
}

/** Whether the screen shows the game (no hand-over screen or outcome covers it). */
async function boardInView(page: Page): Promise<boolean> {
  return (await page.getByTestId('handover').count()) === 0 && (await page.getByTestId('outcome').count()) === 0 && (await page.getByTestId('risiko-panel').isVisible());
}

/**
 * Plays engine actions through the UI, confirming hand-overs by name; stops at the outcome screen. Before
 * each step (and after the last one, unless a hand-over or the outcome covers the board) the screen must
 * show the engine's state after the steps so far. Returns how many hand-over screens it confirmed.
 */
export async function playSteps(page: Page, steps: Steps, o: PlayOptions): Promise<number> {
  let state = o.start;
  let handOvers = 0;
  for (const [i, step] of steps.entries()) {
    const name = o.names[step.seat] ?? '';
    const label = `step ${i} (${name}: ${JSON.stringify(step.action)})`;
    if (step.action.type === 'defend' && !(await defenceAsked(page, name))) {
      // Without a card to play the defence goes out by itself with the most dice (send.ts).
      const byItself = step.action.card === undefined || o.standingOrders === true || o.invasionOrders === true;
      if (!byItself) throw new Error(`${label}: the defence with a card was never asked, and no standing order answers it`);
      state = advance(state, step.seat, step.action, label);
      continue;
    }
    if ((await passTo(page, name)) !== null) handOvers += 1;
    await expectBoardMatches(page, state, step.seat, o.names, `before ${label}`);
    await o.before?.(i, step);
    const act = ACTS[step.action.type];
    if (act === undefined) throw new Error(`no UI for ${step.action.type}`);
    if (o.standingOrders === true && step.action.type === 'defend' && step.action.card === undefined) await page.getByTestId('risiko-auto-defend').check();
    if (o.invasionOrders === true && step.action.type === 'defend') {
      const chip = page.getByTestId(`risiko-defence-card-${step.action.card ?? ''}`);
      if (step.action.card !== undefined && (await chip.getAttribute('aria-pressed')) !== 'true') await chip.click();
      await clickIf(page, `risiko-invasion-${ordersFor(steps, i)}`);
    }
    const before = await serial(page);
    await act(page, o.battlefield, step.action);
    await settle(page, before);
    state = advance(state, step.seat, step.action, label);
  }
  const viewer = risikoEngine.activePlayers(state)[0] ?? steps.at(-1)?.seat;
  if (steps.length > 0 && viewer !== undefined && (await boardInView(page))) await expectBoardMatches(page, state, viewer, o.names, 'after the last step');
  return handOvers;
}
