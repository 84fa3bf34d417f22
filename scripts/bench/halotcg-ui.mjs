// Halo TCG UI benchmark (`npm run bench -- halotcg-ui`): five players in Chromium, driven through the real
// UI of the built app, measured by the shared click benchmark (scripts/bench/ui/clickBench.mjs).
// The game is played by the end-to-end plan (e2e/drivers/halotcg/plan.ts) until a company
// phase late enough for a full table in which the Free Peoples player holds a card to play on a target.
//  1. Clicks selecting a card in hand (alternating between two hand cards: each click moves the
//     selection, raises the card and highlights its targets).
//  2. Clicks choosing a target: the card is selected, then its target is clicked (the card is played,
//     table and panel change); the frame's undo (Ctrl+Z) takes the play back before the next pair.
// BENCH_CLICKS sets the number of clicks (60). BENCH_BREAKDOWN=1 then clicks targets again under a Chrome trace
// and prints where the main thread spends each (BENCH_TRACE_DIR=<dir> keeps the trace and a CPU profile). The app is served from dist/ (built when missing) or $BENCH_DIST.
import { breakdown, CLICKS, clickPoints, importHelpers, listenForFrames, openApp, reportClicks, settled } from './ui/clickBench.mjs';

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'];
const DECKS = ['chief-vs-covenant', 'fred-vs-flood', 'arbiter-vs-heretics', 'reach-vs-insurrection', 'chief-vs-covenant'];

const { planGame, playStep, startHalo, handOver, handPoint, cardPoint } = await importHelpers('halotcg-ui', [
  "export { planGame } from './e2e/drivers/halotcg/plan';",
  "export { playStep, startHalo, handOver, handPoint, cardPoint } from './e2e/drivers/halotcg/e2eDriver';",
]);

/** A seed and the step at which the Free Peoples player plays a card on a target, on turn 4 or later. */
function scene() {
  for (let i = 0; i < 40; i++) {
    const plan = planGame(`bench-ui-${i}`, 5, DECKS, 600);
    const at = plan.steps.findIndex((s) => s.turn >= 4 && s.phase === 'company' && s.action.type === 'play' && s.action.on !== undefined && !s.hidden);
    if (at < 0) continue;
    return { plan, at };
  }
  throw new Error('no seed reaches a company-phase play on a target');
}

const { plan, at } = scene();
console.log(`scene found on the engine: seed ${plan.seed}, decision ${at}`);
const step = plan.steps[at];
const { page, cdp, close } = await openApp('halotcg');
await startHalo(page, { players: 5, seed: plan.seed, names: NAMES, decks: DECKS });
// The way to the scene is played with cards at rest (reduced motion): the driver clicks where a card lies,
// not where it glides. The measured clicks then run with motion on, as a player sees them.
const motion = (value) => cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });
await motion('reduce');
const started = performance.now();
for (const s of plan.steps.slice(0, at)) await playStep(page, s);
await handOver(page);
await motion('no-preference');
const played = (performance.now() - started) / 1000;
const hand = ((await page.getByTestId('halotcg-panel').getAttribute('data-hand')) ?? '').split(' ').filter((x) => x !== '');
const card = step.action.card;
// Another hand card whose every action names a target, so a click on it selects (never plays) it.
const actions = (await page.getByTestId('halotcg-choice').evaluateAll((els) => els.map((e) => e.getAttribute('data-action') ?? '{}'))).map((a) => JSON.parse(a));
const selectsOnly = (id) => actions.some((a) => a.card === id) && actions.filter((a) => a.card === id).every((a) => a.type === 'play' && a.on !== undefined);
const otherCard = hand.find((x) => x !== card && selectsOnly(x));
const points = async (ids) => Promise.all(ids.map((id) => (hand.includes(id) ? handPoint(page, id) : cardPoint(page, id))));
await listenForFrames(page);

/** A measured click the rules refused (its toast shows) would time a refusal, not the click named: stop. */
const noRefusal = async () => {
  const code = await page.getByTestId('error-banner').getAttribute('data-code', { timeout: 50 }).catch(() => null);
  if (code !== null) throw new Error(`a measured click was refused (${code}): the scene is not what the benchmark clicks`);
};
const select = await clickPoints(page, await points([card, otherCard ?? card]), CLICKS);
await noRefusal();
await page.keyboard.press('Escape');
const undo = async () => {
  // The panel (and its data-hand) follows the table one frame late.
  await settled(page);
  await noRefusal();
  if ((await page.getByTestId('halotcg-panel').getAttribute('data-hand'))?.split(' ').includes(card)) return;
  // The keyboard's undo: a click on the button would be counted as one of the measured clicks.
  await page.keyboard.press('Control+z');
  await page.waitForFunction((id) => document.querySelector('[data-testid="halotcg-panel"]')?.getAttribute('data-hand')?.split(' ').includes(id), card);
  // The card glides back into the hand (250 ms): the next click waits until it lies there.
  await page.waitForTimeout(400);
};
const pairs = await clickPoints(page, await points([card, step.action.on]), 2 * CLICKS, undo);
await undo();
// Every second click is the one on the target (the first of each pair selects the card).
const odd = (xs) => xs.filter((_, i) => i % 2 === 1);
const target = Object.assign(odd(pairs), { frames: odd(pairs.frames), work: odd(pairs.work) });

const scene5 = `5 players, turn ${step.turn}, ${hand.length} cards in hand, seed ${plan.seed}`;
reportClicks('click selecting a card in hand', scene5, select);
reportClicks('click choosing the target of the selected card (plays it)', scene5, target);
// The pairs again under a trace; only the clicks on the target are reported.
if (process.env.BENCH_BREAKDOWN === '1') {
  const pairPoints = await points([card, step.action.on]);
  await breakdown(cdp, 'target', () => clickPoints(page, pairPoints, 40, undo), undo, odd);
}
console.log(`reaching the scene through the UI: ${at} decisions in ${played.toFixed(0)} s`);
await close();
