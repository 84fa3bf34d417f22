/**
 * Halo TCG computers through the real UI, started from saves near the moment tested (computers in the bot
 * worker): a person against a Hard computer to the end of a 2-player game (imported at the start of a
 * turn in which the person's company can reach site 9), and a 3-player game with two computers for a round (from the
 * start of Computer 3's turn, the person and Computer 2 playing Shadow, until the person's own turn).
 */
import { halotcgEngine, type HaloAction, type HaloState } from '../engines/halotcg';
import { halotcgBot } from '../engines/halotcg/bot/index';
import { testSave, type RecordedStep } from './support/saveFile';
import { expect, test, type Page } from './fixtures';
import { openApp } from './helpers';
import { quickComputers } from './support/computers';
import { importFile } from './support/launcher';
import { watchCovers } from './support/bots';

// Not yet timed on a quiet machine: the person's game took 1.4 min with two cores at load 40, where
// the search and the replay get a small share; the limit is for such a machine.
test.describe.configure({ timeout: 150_000 });

const DECKS = ['chief-vs-covenant', 'fred-vs-flood', 'arbiter-vs-heretics'];

/** A game played by Normal computers in Node up to the first state for which `at` holds (the record a save replays). */
function playedUntil(seed: string, players: number, at: (s: HaloState) => boolean): { steps: RecordedStep[]; state: HaloState } {
  const options = halotcgEngine.parseOptions({ decks: DECKS.slice(0, players) }, players);
  if (!options.ok) throw new Error(options.error.code);
  const started = halotcgEngine.setup({ players, options: options.value, seed });
  if (!started.ok) throw new Error(started.error.code);
  let s = started.value;
  const steps: RecordedStep[] = [];
  for (let i = 0; i < 6000 && !at(s); i++) {
    if (s.outcome !== null) throw new Error(`${seed}: the game ended before the moment wanted`);
    const seat = halotcgEngine.activePlayers(s)[0] ?? 0;
    const legal = halotcgEngine.legalActions(s, seat);
    const action: HaloAction = halotcgBot.decide({ seat, players, options: options.value as never, view: halotcgEngine.view(s, seat), legal, level: 'normal', seed: `${seed}:${i}`, budgetMs: 1e9, clock: () => 0 });
    const r = halotcgEngine.apply(s, seat, action);
    if (!r.ok) throw new Error(r.error.code);
    steps.push({ seat, action });
    s = r.value.state;
  }
  return { steps, state: s };
}

/** The start of a turn: its company window open for the Free Peoples player, nothing asked. */
const turnOpen = (s: HaloState): boolean => s.turn.window?.timing === 'company' && s.pending.length === 0 && s.queue.length === 0 && s.turn.response === null;

/** Imports the game with seat 0 a person and the other seats computers of the given levels. */
async function importGame(page: Page, seed: string, players: number, steps: readonly RecordedStep[], levels: readonly string[]): Promise<void> {
  const names = Array.from({ length: players }, (_, i) => (i === 0 ? 'Player 1' : `Computer ${i + 1}`));
  const save = testSave(halotcgEngine, { name: `Halo TCG ${seed}`, seed, players, options: { decks: DECKS.slice(0, players) }, steps, names, colours: ['#3d8fe0', '#e0483d', '#4caf50'] });
  const seats = save.seats.map((seat, i) => (i === 0 ? seat : { ...seat, computer: { level: levels[i - 1] } }));
  // The computers think briefly and move at once: the test watches the table run them, not the pacing.
  await quickComputers(page, { budgetMs: 60 });
  await openApp(page);
  await importFile(page, 'halotcg.halosave.json', JSON.stringify({ ...save, seats }));
  await expect(page.getByTestId('halotcg-panel')).toBeVisible({ timeout: 30_000 });
}

const recorded = async (page: Page): Promise<number> => Number((await page.getByTestId('halotcg-panel').getAttribute('data-actions')) ?? -1);
const turnOf = async (page: Page): Promise<number> => Number((await page.getByTestId('halotcg-panel').getAttribute('data-turn')) ?? -1);

/**
 * The person's part until `done`: the first answer offered to a question (moving on, the first defender),
 * a pass in an action window; the computers' moves come between.
 */
async function playAlong(page: Page, done: () => Promise<boolean>): Promise<void> {
  const panel = page.getByTestId('halotcg-panel');
  const choice = page.getByTestId('halotcg-choice').first();
  const pass = page.getByTestId('halotcg-pass');
  for (let i = 0; i < 400 && !(await done()); i++) {
    await expect(choice.or(pass).or(page.getByTestId('outcome')).first()).toBeVisible({ timeout: 20_000 });
    if (await done()) return;
    const before = await recorded(page);
    const asked = ((await panel.getAttribute('data-pending')) ?? '') !== '';
    // The table may move on between looking and clicking (a computer's move): then look again.
    const target = asked ? choice : pass;
    if (!(await target.click({ timeout: 3000 }).then(() => true, () => false))) continue;
    await expect.poll(() => recorded(page), { timeout: 15_000 }).toBeGreaterThan(before);
  }
}

test('a person plays a 2-player game against a Hard computer to its end', async ({ page }) => {
  const seed = 'tcg-hard-end';
  // The person's company (seat 0) sets out from site 7 or beyond: it moves on whenever asked (the first
  // answer), so this turn it reaches site 9 and wins, or its Hero falls and the computer wins.
  const { steps, state } = playedUntil(seed, 2, (s) => turnOpen(s) && s.turn.fp === 0 && (s.players[0]?.pos ?? 0) >= 7);
  expect(state.outcome).toBeNull();
  await importGame(page, seed, 2, steps, ['hard']);
  const covers = await watchCovers(page);
  const outcome = page.getByTestId('outcome');
  await playAlong(page, async () => (await outcome.count()) > 0);
  await expect(outcome).toBeVisible();
  await expect(page.getByTestId('outcome-winners')).toContainText(/Player 1|Computer 2/);
  await expect(page.getByTestId('game-log')).toContainText(/Computer 2 (plays|passes|moves|assigns)/);
  expect(await covers()).toBe(0);
});

test('a 3-player game with two computers comes round to the person', async ({ page }) => {
  const seed = 'tcg-three-round';
  // The start of a turn of Computer 3 (seat 2) after the first round, hands built up: Computer 3 leads the
  // company, Computer 2 and the person play Shadow, and the turn comes round to the person.
  const { steps, state } = playedUntil(seed, 3, (s) => turnOpen(s) && s.turnNumber >= 4 && s.turn.fp === 2);
  expect(state.outcome).toBeNull();
  const start = state.turnNumber;
  await importGame(page, seed, 3, steps, ['normal', 'hard']);
  const covers = await watchCovers(page);
  await playAlong(page, async () => (await turnOf(page)) >= start + 1 || (await page.getByTestId('outcome').count()) > 0);
  // The person's own turn: they lead the company and are asked first.
  await expect(page.getByTestId('outcome')).toHaveCount(0);
  await expect(page.getByTestId('halotcg-panel')).toContainText('Free Peoples: Player 1');
  await expect(page.getByTestId('halotcg-pass').or(page.getByTestId('halotcg-choice')).first()).toBeVisible();
  const log = page.getByTestId('game-log');
  await expect(log).toContainText(/Computer 2 (plays|passes|moves)/);
  await expect(log).toContainText(/Computer 3 (plays|passes|moves)/);
  expect(await covers()).toBe(0);
});
