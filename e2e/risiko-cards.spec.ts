import { expect, test, type Page } from './fixtures';
import type { RisikoAction } from '../engines/risiko';
import { territoryName } from '../renderer/games/risiko/panel/common';
import { CARD_OPTIONS, CARD_PLAYERS, findCardTurn, type CardTurn } from './drivers/risiko/cardPlan';
import { findHeroJumpTurn, JUMP_OPTIONS, JUMP_PLAYERS } from './drivers/risiko/heroJumpPlan';
import { saveOf, type Step } from './drivers/risiko/plans';
import { stateAfter } from './drivers/risiko/boardCheck';
import { badgeUnits, choices, clickTerritory, expectBadge, heroTokens, importSave, openApp, passTo, playSteps, SHOTS } from './drivers/risiko/e2eDriver';

const NAMES = ['Ana', 'Ben', 'Cy'];
const COLOURS = ['#3d8fe0', '#e0483d', '#4fb85a'];
const RING = 'the-ring';
const name = (id: string): string => territoryName(RING, id);

/** A card's name as the viewer's hand shows it. */
async function cardName(page: Page, id: string): Promise<string> {
  return (await page.getByTestId('risiko-cards').locator(`[data-card-id="${id}"] .rk-card-name`).textContent()) ?? id;
}

async function logText(page: Page): Promise<string> {
  return (await page.getByTestId('game-log').textContent()) ?? '';
}

async function units(page: Page, seat: number): Promise<number> {
  return Number(await page.getByTestId(`risiko-units-${seat}`).textContent());
}

/** The dice tray's attack dice (the last round). */
const attackDice = (page: Page) => page.getByTestId('risiko-dice').locator('.rk-die--attack');

/** A check that runs the first time it is called only. */
function once(check: () => Promise<void>): () => Promise<void> {
  let done = false;
  return async () => {
    if (done) return;
    done = true;
    await check();
  };
}

let found: CardTurn | undefined;
/** The tested turn, found once per worker (the two tests start at two moments of it). */
const cardPlan = (): CardTurn => (found ??= findCardTurn());

/** Opens the game after `steps` of the tested turn, at the player's screen. */
async function openAt(page: Page, sc: CardTurn, steps: readonly Step[]): Promise<void> {
  await openApp(page);
  await importSave(page, saveOf(sc.seed, CARD_PLAYERS, CARD_OPTIONS, [...sc.before, ...steps], NAMES, COLOURS));
  await passTo(page, NAMES[sc.player]);
}

const at = (sc: CardTurn, action: RisikoAction): number => sc.turn.findIndex((s) => s.action === action);

/** The engine's state after the turn's first `steps` steps. */
const upTo = (sc: CardTurn, steps: number) => stateAfter(CARD_PLAYERS, CARD_OPTIONS, sc.seed, [...sc.before, ...sc.turn.slice(0, steps)]);

test('faction cards while reinforcing and between invasions: extra units, a bombardment (a wrong aim explained), a defensive card forcing the most dice', async ({ page }) => {
  test.setTimeout(150_000); // the plan is searched on the engine first (once per worker)
  const sc = cardPlan();
  const me = NAMES[sc.player] ?? '';
  const source = sc.forced.from;
  await openAt(page, sc, []);

  // While reinforcing only the reinforcement card can be played; it adds three units to place.
  const prompt = page.getByTestId('risiko-prompt');
  const left = Number(/Place (\d+) more/.exec((await prompt.textContent()) ?? '')?.[1]);
  await expect(page.getByTestId(`risiko-play-${sc.bombard.card}`)).toHaveCount(0);
  await expect(page.getByTestId(`risiko-play-${sc.airlift.card}`)).toHaveCount(0);
  const extraName = await cardName(page, sc.extra);
  await page.getByTestId(`risiko-play-${sc.extra}`).click();
  await expect(prompt).toContainText(`Place ${left + 3} more reinforcements`);
  expect(await logText(page)).toContain(`${me} played “${extraName}”.`);
  const badge = (await badgeUnits(page, RING, source)) ?? 0;
  const reinforced = sc.turn.findIndex((s) => s.action.type === 'reinforce');
  await playSteps(page, sc.turn.slice(reinforced, reinforced + 1), { battlefield: RING, names: NAMES, start: upTo(sc, reinforced) });
  await expectBadge(page, RING, source, badge + left + 3);

  // Between invasions: a bombardment. A click on a territory it cannot hit is explained, nothing is sent.
  const target = sc.bombard.territory ?? '';
  const victim = await units(page, sc.bombarded);
  const there = (await badgeUnits(page, RING, target)) ?? 0;
  await expect(page.getByTestId(`risiko-play-${sc.airlift.card}`)).toHaveCount(0);
  await page.getByTestId(`risiko-play-${sc.bombard.card}`).click();
  await expect(page.getByTestId('risiko-card-aim')).toContainText('choose an enemy territory next to yours to bombard');
  await expect(page.getByTestId('risiko-card-aim')).toBeInViewport();
  expect(await choices(page)).toContainEqual({ id: target, role: 'target' });
  await clickTerritory(page, RING, source);
  await expect(page.getByRole('alert')).toContainText('A bombardment needs an enemy territory with at least 2 units');
  await expect(page.getByRole('alert')).toHaveAttribute('data-code', 'risiko/card-target');
  await page.screenshot({ path: `${SHOTS}/risiko-card-bombard-aim-en.png` });
  await clickTerritory(page, RING, target);
  await expectBadge(page, RING, target, there - sc.removed);
  await expect(page.getByTestId(`risiko-units-${sc.bombarded}`)).toHaveText(String(victim - sc.removed));
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await logText(page)).toContain(`${me} bombarded ${name(target)}: `);
  expect(await logText(page)).toContain(`${sc.removed} ${sc.removed === 1 ? 'unit' : 'units'} destroyed`);

  // An attack with one die answered by a defensive card: the attacker must roll the most dice for the round.
  const defender = NAMES[sc.forcedBy] ?? '';
  const forcedTray = once(async () => {
    await expect(attackDice(page)).toHaveCount(3);
  });
  await playSteps(page, sc.turn.slice(at(sc, sc.forced), at(sc, sc.offensive)), {
    battlefield: RING,
    names: NAMES,
    start: upTo(sc, at(sc, sc.forced)),
    before: async (_i, step) => {
      if (step.action.type === 'moveIn') await forcedTray();
      if (step.action.type !== 'defend') return;
      await expect(page.getByTestId('risiko-prompt')).toContainText(`${defender}, defend`);
      await expect(page.getByTestId('risiko-defend')).toContainText(`${me} attacks from ${name(source)} with 1 die.`);
      await page.getByTestId(`risiko-defence-card-${sc.defenceCard}`).click();
      await expect(page.getByTestId('risiko-defend')).toContainText('forces the attacker to roll the most dice allowed');
      await page.screenshot({ path: `${SHOTS}/risiko-card-defence-en.png` });
    },
  });
  await passTo(page, me);
  await forcedTray();
  expect(await logText(page)).toContain(`The defensive card forces ${me} to roll 3 dice.`);
  // After that round the attacker may stop.
  await expect(page.getByTestId('risiko-end-attacks')).toBeEnabled();
});

test('faction cards with an attack and at the end of the turn: an offensive card, an airlift (a wrong aim explained in German)', async ({ page }) => {
  test.setTimeout(240_000); // the plan is searched on the engine first (once per worker)
  const sc = cardPlan();
  const me = NAMES[sc.player] ?? '';
  const endAttacksAt = sc.turn.findIndex((s) => s.action.type === 'endAttacks');
  await openAt(page, sc, sc.turn.slice(0, at(sc, sc.offensive)));

  // An attack with an offensive card: +1 on every attack die.
  const offensiveName = await cardName(page, sc.offensive.card ?? '');
  const dice = sc.offensive.dice;
  const bonusTray = once(async () => {
    await expect(attackDice(page)).toHaveCount(dice);
    await expect(attackDice(page).locator('.rk-die-bonus')).toHaveCount(dice);
    await page.screenshot({ path: `${SHOTS}/risiko-card-offensive-en.png` });
  });
  await playSteps(page, sc.turn.slice(at(sc, sc.offensive), endAttacksAt + 1), {
    battlefield: RING,
    names: NAMES,
    start: upTo(sc, at(sc, sc.offensive)),
    before: async (_i, step) => {
      if (step.seat === sc.player && step.action.type !== 'attack') await bonusTray();
    },
  });
  expect(await logText(page)).toContain(`${me} played “${offensiveName}”.`);
  await playSteps(page, sc.turn.slice(endAttacksAt + 1, at(sc, sc.airlift)), { battlefield: RING, names: NAMES, start: upTo(sc, endAttacksAt + 1) });

  // At the end of the turn: an airlift. In German, a wrong aim is explained in German.
  await page.getByTestId('language-de').click();
  await page.getByTestId(`risiko-play-${sc.airlift.card}`).click();
  await expect(page.getByTestId('risiko-card-aim')).toContainText('Wählen Sie das Gebiet, aus dem');
  await clickTerritory(page, RING, sc.bombard.territory ?? '');
  await expect(page.getByRole('alert')).toContainText('Sie kontrollieren dieses Gebiet nicht.');
  await page.screenshot({ path: `${SHOTS}/risiko-card-airlift-wrong-de.png` });
  await page.getByTestId('language-en').click();
  const { from = '', to = '', count = 0 } = sc.airlift;
  const [fromUnits, toUnits] = [(await badgeUnits(page, RING, from)) ?? 0, (await badgeUnits(page, RING, to)) ?? 0];
  await clickTerritory(page, RING, from);
  expect(await choices(page)).toContainEqual({ id: to, role: 'target' });
  await clickTerritory(page, RING, to);
  await expect(page.getByTestId('risiko-count-value')).toHaveText(String(count));
  await expect(page.getByTestId('risiko-confirm')).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/risiko-card-airlift-en.png` });
  await page.getByTestId('risiko-confirm').click();
  await expectBadge(page, RING, from, fromUnits - count);
  await expectBadge(page, RING, to, toUnits + count);
  expect(await logText(page)).toContain(`${me} airlifted ${count} units from ${name(from)} to ${name(to)}.`);
  // The airlift is not the maneuver: the maneuver is still offered.
  await expect(page.getByTestId('risiko-maneuver')).toContainText('Maneuver: choose one of your territories');

  await playSteps(page, sc.turn.slice(at(sc, sc.airlift) + 1), { battlefield: RING, names: NAMES, start: upTo(sc, at(sc, sc.airlift) + 1) });
  expect(await passTo(page)).not.toContain(me);
  await expect(page.getByTestId(`risiko-hand-${sc.player}`)).toHaveText(String(sc.handAfter));
});

test('the hero-jump card between invasions: only its skulls while reinforcing, a wrong aim explained in German, then the hero jumps', async ({ page }) => {
  test.setTimeout(180_000); // the plan search, then the board compared with the engine after every step
  const sc = findHeroJumpTurn();
  const me = NAMES[sc.player] ?? '';
  const colour = COLOURS[sc.player] ?? '';
  const target = sc.jump.territory;
  const heroAt = async (id: string): Promise<string | undefined> => (await heroTokens(page, RING)).get(id);
  await openApp(page);
  await importSave(page, saveOf(sc.seed, JUMP_PLAYERS, JUMP_OPTIONS, sc.before, NAMES, COLOURS));
  await passTo(page, me);

  // While reinforcing the card's one use is its skulls: it can be traded, not played.
  const play = page.getByTestId(`risiko-play-${sc.card}`);
  await expect(page.getByTestId(`risiko-trade-${sc.card}`)).toBeVisible();
  await expect(play).toHaveCount(0);
  const jumpName = await cardName(page, sc.card);

  // Attacks are declared with the card on offer; while the conquerors wait to move in, it is not (a battle is on).
  await playSteps(page, sc.turn, {
    battlefield: RING,
    names: NAMES,
    start: stateAfter(JUMP_PLAYERS, JUMP_OPTIONS, sc.seed, sc.before),
    before: async (_i, step) => {
      if (step.seat !== sc.player || step.action.type === 'reinforce') return;
      await expect(play).toHaveCount(step.action.type === 'attack' ? 1 : 0);
    },
  });
  await expect(page.getByTestId('risiko-end-attacks')).toBeEnabled();
  expect(await heroAt(sc.from)).toBe(colour);

  // Between invasions, in German: Play, then a click on an enemy territory is explained and costs nothing.
  await page.getByTestId('language-de').click();
  await play.click();
  const aim = page.getByTestId('risiko-card-aim');
  await expect(aim).toContainText('Wählen Sie eines Ihrer Gebiete für Ihren Helden.');
  await expect(aim).toBeInViewport();
  const offered = await choices(page);
  expect(offered).toContainEqual({ id: target, role: 'target' });
  expect(offered.map((c) => c.id)).not.toContain(sc.wrong);
  await clickTerritory(page, RING, sc.wrong);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Ihr Held kann nur in ein anderes Ihrer eigenen Gebiete springen.');
  // The pointer on the message holds it (a refusal fades after 8 s, which the checks below can outlast on a busy machine).
  await alert.hover();
  await expect(alert).toHaveAttribute('data-code', 'risiko/card-target');
  await expect(aim).toBeVisible();
  await expect(page.getByTestId(`risiko-hand-${sc.player}`)).toHaveText(String(sc.held));
  await expect(page.getByTestId('risiko-cards').locator(`[data-card-id="${sc.card}"]`)).toHaveCount(1);
  expect(await heroAt(sc.from)).toBe(colour);
  expect(await heroAt(target)).toBeUndefined();
  await page.screenshot({ path: `${SHOTS}/risiko-card-hero-jump-aim-de.png` });

  // Back in English, the aim on one of the player's own territories: the hero stands there now, the card is spent.
  await page.getByTestId('language-en').click();
  await expect(alert).toContainText('Your hero can jump only to another of your own territories.');
  await clickTerritory(page, RING, target);
  await expect.poll(() => heroAt(target), { message: `hero on ${target}` }).toBe(colour);
  expect(await heroAt(sc.from)).toBeUndefined();
  await expect(aim).toHaveCount(0);
  await expect(alert).toHaveCount(0);
  await expect(page.getByTestId(`risiko-hand-${sc.player}`)).toHaveText(String(sc.held - 1));
  await expect(page.getByTestId('risiko-cards').locator(`[data-card-id="${sc.card}"]`)).toHaveCount(0);
  expect(await logText(page)).toContain(`${me} played “${jumpName}”.`);
  expect(await logText(page)).toContain(`${me}'s hero moved to ${name(target)}.`);
  await expect(page.getByTestId('risiko-end-attacks')).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/risiko-card-hero-jump-en.png` });
});
