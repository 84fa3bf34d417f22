import { expect, test, type Page } from './fixtures';
import { territoryName } from '../renderer/games/risiko/panel/common';
import { stateAfter } from './drivers/risiko/boardCheck';
import { findFloodStart, findTeamTurn, TEAM_OPTIONS } from './drivers/risiko/teamPlan';
import { badgeUnits, choices, clickTerritory, expectBadge, openApp, passTo, playSteps, SHOTS, startRisiko } from './drivers/risiko/e2eDriver';

const RING = 'the-ring';
const name = (id: string): string => territoryName(RING, id);

async function logText(page: Page): Promise<string> {
  return (await page.getByTestId('game-log').textContent()) ?? '';
}

/** "Team n" of each row of the players' table, in turn order. */
async function teamsInTurnOrder(page: Page): Promise<string[]> {
  const labels = await page.getByTestId('risiko-standings').locator('.rk-standing-team').allTextContents();
  return labels.map((l) => l.trim());
}

async function cell(page: Page, what: string, seat: number): Promise<number> {
  return Number(await page.getByTestId(`risiko-${what}-${seat}`).textContent());
}

test('TEAM OBJECTIVE 2 against 2: alternating seats, a command transfer the ally agrees to, a maneuver through allied land, one shared objective count', async ({ page }) => {
  test.setTimeout(90_000);
  const names = ['Ana', 'Ben', 'Cy', 'Dee'];
  const sc = findTeamTurn();
  const me = names[sc.player] ?? '';
  const ally = names[sc.ally] ?? '';
  // The steps: reinforcements, the request, the ally's answer, then the rest of the turn.
  const asked = sc.steps.findIndex((s) => s.action === sc.transfer);
  await openApp(page);
  await startRisiko(page, { players: 4, mode: 'team-objective', battlefield: RING, seed: sc.seed, names });
  await passTo(page, me);

  // Turn order alternates between the teams: allies never follow each other.
  const teams = await teamsInTurnOrder(page);
  expect(teams).toHaveLength(4);
  expect(teams[0]).toBe(teams[2]);
  expect(teams[1]).toBe(teams[3]);
  expect(teams[0]).not.toBe(teams[1]);
  await playSteps(page, sc.steps.slice(0, asked), { battlefield: RING, names, start: stateAfter(4, TEAM_OPTIONS, sc.seed, []) });

  // Ask the ally for command of a territory with one unit; the replacing unit comes from one of ours.
  const mine = await cell(page, 'territories', sc.player);
  const sending = (await badgeUnits(page, RING, sc.transfer.from)) ?? 0;
  const theirs = await cell(page, 'territories', sc.ally);
  await page.getByTestId('risiko-transfer').click();
  await expect(page.getByTestId('risiko-prompt')).toContainText('choose your ally');
  expect(await choices(page)).toContainEqual({ id: sc.transfer.territory, role: 'target' });
  await clickTerritory(page, RING, sc.transfer.territory);
  await expect(page.getByTestId('risiko-prompt')).toContainText(`Send the replacing unit to ${name(sc.transfer.territory)}`);
  await clickTerritory(page, RING, sc.transfer.from);

  // The computer goes to the ally, who is asked by name and agrees.
  await expect(page.getByTestId('handover-title')).toContainText(ally);
  await page.getByTestId('handover-confirm').click();
  await expect(page.getByTestId('risiko-answer-title')).toHaveText(`${ally}, do you hand over ${name(sc.transfer.territory)}?`);
  await expect(page.getByTestId('risiko-prompt')).toContainText(`${me} asks you to hand over ${name(sc.transfer.territory)}.`);
  await expect(page.getByTestId('risiko-answer')).toContainText(`one unit from ${name(sc.transfer.from)} takes its place`);
  await page.screenshot({ path: `${SHOTS}/risiko-team-transfer-consent-en.png` });
  await page.getByTestId('risiko-transfer-accept').click();
  await passTo(page, me);
  await expect(page.getByTestId(`risiko-territories-${sc.player}`)).toHaveText(String(mine + 1));
  await expect(page.getByTestId(`risiko-territories-${sc.ally}`)).toHaveText(String(theirs - 1));
  await expect(page.getByTestId('risiko-transfer')).toHaveCount(0);
  await expectBadge(page, RING, sc.transfer.from, sending - 1);
  await expectBadge(page, RING, sc.transfer.territory, 1);
  const log = await logText(page);
  expect(log).toContain(`${me} asks ${ally} for command of ${name(sc.transfer.territory)}.`);
  expect(log).toContain(`${ally} hands command of ${name(sc.transfer.territory)} to ${me}.`);

  // End the invasions, complete an objective, then maneuver through the ally's territories.
  const { from, to, count } = sc.maneuver;
  const arriving = (await badgeUnits(page, RING, to)) ?? 0;
  await playSteps(page, sc.steps.slice(asked + 2), {
    battlefield: RING,
    names,
    start: stateAfter(4, TEAM_OPTIONS, sc.seed, sc.steps.slice(0, asked + 2)),
    before: async (_i, step) => {
      if (step.action.type !== 'maneuver') return;
      // One count for the team, shown in both members' rows.
      await expect(page.getByTestId(`risiko-completed-${sc.player}`)).toHaveText('1');
      await expect(page.getByTestId(`risiko-completed-${sc.ally}`)).toHaveText('1');
      const others = [0, 1, 2, 3].filter((s) => s !== sc.player && s !== sc.ally);
      for (const seat of others) await expect(page.getByTestId(`risiko-completed-${seat}`)).toHaveText('0');
      const pair = (seats: number[]) => seats.sort((a, b) => a - b).map((seat) => names[seat]).join(' & ');
      await expect(page.getByTestId('risiko-team-totals')).toContainText(`(${pair([sc.player, sc.ally])}): 1 of 4 objectives completed`);
      await expect(page.getByTestId('risiko-team-totals')).toContainText(`(${pair(others)}): 0 of 4 objectives completed`);
      await page.getByTestId('risiko-team-totals').scrollIntoViewIfNeeded();
      await clickTerritory(page, RING, step.action.from);
      expect(await choices(page)).toContainEqual({ id: step.action.to, role: 'target' });
      await page.screenshot({ path: `${SHOTS}/risiko-team-maneuver-en.png` });
    },
  });
  const next = await passTo(page);
  await expectBadge(page, RING, from, 1);
  await expectBadge(page, RING, to, arriving + count);
  expect(next).not.toContain(me);
  expect(await logText(page)).toContain(`${me} moved ${count} units from ${name(from)} to ${name(to)}.`);
  await expect(page.getByTestId(`risiko-completed-${sc.ally}`)).toHaveText('1');
  const shares = [sc.player, sc.ally].sort((a, b) => a - b).map((seat) => `${names[seat]}: ${seat === sc.player ? 1 : 0}`);
  await expect(page.getByTestId(`risiko-completed-${sc.ally}`)).toHaveAttribute('title', shares.join(' · '));
});

test('TEAM OBJECTIVE with five: the lone Flood moves first and draws two faction cards after a conquest', async ({ page }) => {
  test.setTimeout(60_000);
  const names = ['Flo', 'Ana', 'Ben', 'Cy', 'Dee'];
  const start = findFloodStart();
  await openApp(page);
  await startRisiko(page, { players: 5, mode: 'team-objective', battlefield: RING, seed: start.seed, names });
  await passTo(page, 'Flo');
  await expect(page.getByTestId('risiko-turn')).toContainText('Flo');
  const rows = page.getByTestId('risiko-standings').locator('li');
  await expect(rows.first()).toHaveAttribute('data-testid', 'risiko-standing-0');
  await expect(page.getByTestId('risiko-standing-faction-0')).toHaveAttribute('title', 'Flood');
  // Two teams of two alternate after the Flood; the 4th and 5th players start with one card each.
  const teams = await teamsInTurnOrder(page);
  expect(new Set([teams[0], teams[1], teams[2]]).size).toBe(3);
  expect([teams[3], teams[4]]).toEqual([teams[1], teams[2]]);
  const hands = await rows.locator('[data-testid^="risiko-hand-"]').allTextContents();
  expect(hands).toEqual(['0', '0', '0', '1', '1']);
  await expect(page.getByTestId('risiko-team-totals').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('risiko-team-totals').locator('li').first()).toContainText('(Flo): 0 of 3 objectives completed');

  await playSteps(page, start.steps, { battlefield: RING, names, standingOrders: true, start: stateAfter(5, TEAM_OPTIONS, start.seed, []) });
  await passTo(page);
  await expect(page.getByTestId('risiko-hand-0')).toHaveText('2');
  const log = await logText(page);
  expect(log).toContain('Flo conquered');
  expect(log).toContain('Flo drew 2 faction cards.');
  await page.getByTestId('risiko-team-totals').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/risiko-team-five-flood-en.png` });
});
