/**
 * Halo ActionClix against computers through the real UI (the bot runs in the bot worker): a person against
 * a Hard computer in a basic game (the computer's turns play themselves, paced, and the person is never
 * covered by a hand-over screen), and a game of computers only watched to its victory screen (a short
 * game: 2 kill points on the quick battlefield, imported part-way through).
 */
import { actionclixEngine, type ActionClixAction, type ActionClixState } from '../engines/actionclix';
import { actionclixBot } from '../engines/actionclix/bot/index';
import { testSave, type RecordedStep } from './support/saveFile';
import { expect, test, type Page } from './fixtures';
import { openApp } from './helpers';
import { choosePace, watchCovers } from './support/bots';
import { importFile } from './support/launcher';

// Each runs in well under 40 s on an idle machine; the margin is for a loaded one.
test.describe.configure({ timeout: 90_000 });

/** Imports the save from the launcher (a loaded machine may take a while to replay it). */
async function importGame(page: Page, save: unknown): Promise<void> {
  await importFile(page, 'actionclix.halosave.json', JSON.stringify(save));
  await expect(page.getByTestId('acx-panel')).toBeVisible({ timeout: 30_000 });
}

type Until = (s: ActionClixState) => boolean;

interface Played extends RecordedStep {
  /** The turn the action was given in. */
  readonly turn: number;
}

/** A game played by Easy computers in Node until `until` holds or it ends (the record a save file replays). */
function playedUntil(seed: string, options: Record<string, unknown>, until: Until): Played[] {
  const parsed = actionclixEngine.parseOptions(options, 2);
  if (!parsed.ok) throw new Error(parsed.error.code);
  const started = actionclixEngine.setup({ players: 2, options: parsed.value, seed });
  if (!started.ok) throw new Error(started.error.code);
  let s = started.value;
  const steps: Played[] = [];
  for (let i = 0; i < 2000 && s.outcome === null && !until(s); i++) {
    const seat = actionclixEngine.activePlayers(s)[0] ?? 0;
    const legal = actionclixEngine.legalActions(s, seat);
    const action: ActionClixAction = actionclixBot.decide({ seat, players: 2, options: parsed.value as never, view: actionclixEngine.view(s, seat), legal, level: 'easy', seed: `${seed}:${i}`, budgetMs: 1e9, clock: () => 0 });
    const r = actionclixEngine.apply(s, seat, action);
    if (!r.ok) throw new Error(r.error.code);
    steps.push({ seat, action, turn: s.turnNumber });
    s = r.value.state;
  }
  return steps;
}

/** A save of the game so far with the given seats played by computers. */
function saveWith(seed: string, options: Record<string, unknown>, steps: readonly RecordedStep[], computers: readonly (string | null)[]) {
  const names = computers.map((level, i) => (level === null ? `Player ${i + 1}` : `Computer ${i + 1}`));
  const save = testSave(actionclixEngine, { name: `ActionClix ${seed}`, seed, players: 2, options: options as never, steps, names, colours: ['#3d8fe0', '#e0483d'] });
  return { ...save, seats: save.seats.map((seat, i) => (computers[i] === null ? seat : { ...seat, computer: { level: computers[i] } })) };
}

test('a person against a Hard computer: the computer’s turn plays itself, the person is never covered', async ({ page }) => {
  const seed = 'acx-vs-hard';
  const options = { battlefield: 'quick' };
  // Spawn points and both deployments done, the person (seat 0) to play a turn of the battle.
  const steps = playedUntil(seed, options, (s) => s.phase.kind === 'play' && s.turn !== null && !s.turn.deploy && s.turn.seat === 0 && !s.units.some((u) => u.status === 'force'));
  await openApp(page);
  await page.evaluate(() => localStorage.setItem('halo-e2e-bot-budget', '50'));
  await importGame(page, saveWith(seed, options, steps, [null, 'hard']));
  const covers = await watchCovers(page);
  await choosePace(page, 'fast');
  await expect(page.getByTestId('turn-name')).toHaveText('Player 1');
  const log = page.getByTestId('game-log');
  await page.getByTestId('acx-end-turn').click();
  // The computer's turn: its orders appear in the log, paced, and the turn comes back to the person.
  await expect(log.getByText(/^Computer 2 moves /).or(log.getByText(/ (hits|misses) /)).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('computer-bar')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('turn-name')).toHaveText('Player 1');
  await expect(page.getByTestId('acx-end-turn')).toBeVisible();
  expect(await covers()).toBe(0);
});

test('a game of computers only is watched to its victory screen', async ({ page }) => {
  const seed = 'acx-watch';
  const options = { battlefield: 'quick', killsToWin: 1 };
  // Played to its end in Node and cut before the winning turn: the computers play on from there on screen.
  const played = playedUntil(seed, options, () => false);
  const last = played[played.length - 1]?.turn ?? 0;
  const steps = played.filter((p) => p.turn < last).map(({ seat, action }) => ({ seat, action }));
  await openApp(page);
  await importGame(page, saveWith(seed, options, steps, ['easy', 'easy']));
  const covers = await watchCovers(page);
  await choosePace(page, 'fast');
  await expect(page.getByTestId('outcome')).toBeVisible({ timeout: 40_000 });
  await expect(page.getByTestId('outcome-winners')).toContainText('Computer');
  expect(await covers()).toBe(0);
});
