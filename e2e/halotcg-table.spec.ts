/**
 * The Halo TCG table with five players opened from a save mid-fight, at three window sizes in both
 * languages: screenshots for a person to look at, and the checks that the layout keeps everything in reach.
 */
import { expect, test, type Page } from './fixtures';
import { openApp, shot } from './helpers';
import { importSave } from './support/launcher';
import { handOver, handPoint, playStep, tablePoint } from './drivers/halotcg/e2eDriver';
import { PLAYER_BOX, SIDE_X } from '../renderer/games/halotcg/board/layout';
import { COLOURS, stepWhere, tableSave } from './drivers/halotcg/tableSave';
import type { Plan } from './drivers/halotcg/plan';
import { cardById } from '../engines/halotcg';
import { cardOf } from '../engines/halotcg/queries';

const SIZES = [
  [1024, 700],
  [1440, 900],
  [1920, 1080],
] as const;
const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'];
const DECKS = ['chief-vs-covenant', 'fred-vs-flood', 'arbiter-vs-heretics', 'reach-vs-insurrection', 'chief-vs-covenant'];

async function sizes(page: Page, tag: string): Promise<void> {
  await page.mouse.move(2, 2);
  for (const [w, h] of SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await shot(page, `halotcg-five-${tag}-${w}x${h}`);
  }
}

/**
 * Hidden cards are drawn as our card back (every other seat's hand as a fan of at most five backs with a
 * badge giving its count, every draw deck as a stack of up to three) and the table lies on the cloth, a
 * repeated picture, not a flat colour.
 */
async function expectBacksAndCloth(page: Page, piles: readonly (readonly [number, number])[], viewer: number): Promise<void> {
  const expected = piles.reduce((n, [hand, deck], seat) => n + (seat === viewer ? 0 : Math.min(5, hand)) + Math.min(3, deck), 0);
  expect(expected).toBeGreaterThan(10);
  const counts = piles.flatMap(([hand], seat) => (seat === viewer || hand === 0 ? [] : [String(hand)]));
  await expect
    .poll(() =>
      page.evaluate(() => {
        type Node = { image: () => { width: number } | undefined; fillPatternImage: () => { naturalWidth: number } | undefined };
        const stage = (window as unknown as { Konva: { stages: { find: (s: string) => Node[] }[] } }).Konva.stages[0];
        const backs = (stage?.find('.card-back') ?? []).filter((n) => (n.image()?.width ?? 0) > 0).length;
        const cloth = stage?.find('.table-cloth')[0]?.fillPatternImage()?.naturalWidth ?? 0;
        const counts = (stage?.find('.hand-count') ?? []).map((n) => (n as unknown as { text: () => string }).text());
        return { backs, cloth, counts };
      }),
    )
    .toEqual({ backs: expected, cloth: 256, counts });
}

/**
 * Every card title on the table is drawn whole: no line cut with "…", and a line ending inside a word ends
 * in a hyphen (titles are fitted, never broken between two letters).
 */
async function expectWholeTitles(page: Page): Promise<void> {
  const lines = await page.evaluate(() => {
    type Title = { text: () => string; textArr: { text: string }[] };
    const stage = (window as unknown as { Konva: { stages: { find: (s: string) => Title[] }[] } }).Konva.stages[0];
    return (stage?.find('.card-title') ?? []).map((n) => ({ title: n.text(), drawn: n.textArr.map((l) => l.text) }));
  });
  expect(lines.length).toBeGreaterThan(10);
  for (const { title, drawn } of lines) {
    expect(drawn, title).toEqual(title.split('\n'));
    expect(drawn.join(' ').replace(/- /g, '').replace(/\u00a0/g, ' '), 'the words, rejoined').not.toContain('…');
  }
}

// Each runs in well under 40 s on an idle machine; the margin is for a loaded one.
test.describe.configure({ timeout: 90_000 });

for (const lang of ['en', 'de'] as const) {
  test(`five players mid-fight at three sizes (${lang})`, async ({ page }) => {
    const { save, state } = tableSave('e2e-five-1', DECKS, NAMES, (plan) => (plan.at.defenderPlus ?? plan.at.engagement ?? 60) + 1);
    await openApp(page);
    if (lang === 'de') await page.getByTestId('language-de').click();
    await importSave(page, save);
    await handOver(page);
    await expect(page.getByTestId('halotcg-rules-open')).toHaveText(lang === 'de' ? 'Regeln' : 'Rules');
    if (lang === 'en') await expectBacksAndCloth(page, state.players.map((p) => [p.hand.length, p.deck.length]), Number(await page.getByTestId('halotcg-panel').getAttribute('data-viewer')));
    await expectWholeTitles(page);
    await sizes(page, lang);
  });
}

/** Just after the first decision of the plan that damages a ship (so the save opens with a damaged ship). */
function shipDamaged(plan: Plan): number {
  const damage = (e: Record<string, unknown>) => (e['type'] === 'wounded' || e['type'] === 'exerted') && typeof e['card'] === 'string' && cardById(e['card'])?.kind === 'ship';
  const i = stepWhere(plan, (events) => events.some(damage));
  expect(i, 'a ship takes damage in this game').toBeGreaterThanOrEqual(0);
  return i + 1;
}

test('each seat is drawn in the colour its player chose, a ship’s damage has its own mark, and a click on a player box opens their piles', async ({ page }) => {
  // A game of the five starter decks in which a ship takes damage (decision 37 of 219).
  const { save, state } = tableSave('e2e-five-18', DECKS, NAMES, shipDamaged);
  const woundedCharacters = Object.entries(state.inPlay).filter(([iid, c]) => c.w > 0 && cardOf(state, iid).kind !== 'ship').length;
  await openApp(page);
  await importSave(page, save);
  await handOver(page);
  // The player boxes' frames and the markers on the adventure path, read from the canvas.
  const strokes = await page.evaluate(() => {
    type Shape = { stroke: () => string | undefined; fill: () => string | undefined; width: () => number; height: () => number };
    const stage = (window as unknown as { Konva: { stages: { find: (s: string) => Shape[] }[] } }).Konva.stages[0];
    return {
      boxes: (stage?.find('Rect') ?? []).filter((r) => r.width() === 264 && r.height() === 86).map((r) => r.stroke()),
      markers: (stage?.find('Circle') ?? []).map((c) => c.fill()),
      // Damage on a ship is an orange square, wounds a red drop (CardNode › Wounds).
      damage: (stage?.find('Rect') ?? []).filter((r) => r.fill() === '#f08a24' && r.width() === r.height()).length,
      wounds: (stage?.find('Circle') ?? []).filter((c) => c.fill() === '#c0262d').length,
    };
  });
  expect(strokes.boxes).toEqual(COLOURS);
  // A ship has just taken damage: its orange mark; wounds on characters stay red drops (only when one has any).
  expect(strokes.damage).toBeGreaterThan(0);
  expect(strokes.wounds > 0).toBe(woundedCharacters > 0);
  for (const colour of COLOURS) expect(strokes.markers).toContain(colour);
  const seat = 1;
  const box = await tablePoint(page, PLAYER_BOX.x + 60, PLAYER_BOX.y0 + seat * PLAYER_BOX.step + 20);
  await page.mouse.click(box.x, box.y);
  const piles = page.getByTestId('halotcg-piles');
  await expect(piles).toContainText(NAMES[seat]!);
  const discard = state.players[seat]!.discard.length;
  await expect(piles.getByRole('region').first()).toContainText(`(${discard})`);
  await page.getByTestId('halotcg-piles-close').click();
  await expect(piles).toHaveCount(0);
});

test('at 1024 × 700 the enlarged card keeps clear of the twilight pool and the player boxes', async ({ page }) => {
    const { save } = tableSave('e2e-five-1', DECKS, NAMES, (plan) => (plan.at.defenderPlus ?? plan.at.engagement ?? 60) + 1);
    await page.setViewportSize({ width: 1024, height: 700 });
    await openApp(page);
    await importSave(page, save);
    await handOver(page);
    const first = ((await page.getByTestId('halotcg-panel').getAttribute('data-hand')) ?? '').split(' ')[0] ?? '';
    const at = await handPoint(page, first);
    if (at === null) throw new Error('no hand card');
    await page.mouse.move(at.x, at.y);
    const zoom = page.getByTestId('halotcg-zoom');
    await expect(zoom).toBeVisible();
    const [box, side] = await Promise.all([zoom.boundingBox(), tablePoint(page, SIDE_X, 0)]);
    expect(box !== null && box.x + box.width <= side.x).toBe(true);
    await shot(page, 'halotcg-five-zoom-1024x700');
});

test('a skirmish resolved through automatic passes leaves a result box naming who fought, until it is closed', async ({ page }) => {
  let at = -1;
  const { save, plan } = tableSave('e2e-926', DECKS.slice(0, 2), NAMES, (p) => {
    // A decision after which the other side passes automatically and the skirmish resolves by itself.
    at = stepWhere(p, (events) => events.some((e) => e.type === 'passed' && e.auto !== undefined) && events.some((e) => e.type === 'fightResolved'));
    return at;
  });
  expect(at).toBeGreaterThanOrEqual(0);
  await openApp(page);
  await importSave(page, save);
  await handOver(page);
  await playStep(page, plan.steps[at]!);
  await handOver(page);
  const box = page.getByTestId('halotcg-outcome');
  await expect(box).toBeVisible();
  await expect(box.getByTestId('halotcg-outcome-who').first()).toHaveText(/\(\d+\) against .+ \(\d+\)/);
  await expect(box).toContainText(/wins? the (skirmish|engagement)/);
  // The box keeps clear of the decisions in the side panel.
  const [b, panel] = await Promise.all([box.boundingBox(), page.getByTestId('halotcg-panel').boundingBox()]);
  expect(b !== null && panel !== null && b.x + b.width <= panel.x).toBe(true);
  await shot(page, 'halotcg-result-box');
  await page.getByTestId('halotcg-outcome-close').click();
  await expect(box).toHaveCount(0);
});

test('a response window names who played what and shows that card; pointing at it or at a choice shows the card large', async ({ page }) => {
  const { save } = tableSave('e2e-moves', DECKS.slice(0, 2), NAMES, (plan) => plan.at.response ?? -1);
  await openApp(page);
  await importSave(page, save);
  await handOver(page);
  const prompt = page.getByTestId('halotcg-prompt');
  await expect(prompt).toContainText(/(Ana|Ben) played .+\. (Ana|Ben), respond or pass\?/u);
  const played = /played (.+?)\. /u.exec((await prompt.textContent()) ?? '')?.[1] ?? '';
  const subject = page.getByTestId('halotcg-subject');
  await expect(subject.locator('strong')).toHaveText(played);
  const zoom = page.getByTestId('halotcg-zoom');
  await subject.hover();
  await expect(zoom).toContainText(played.replace(/^• /u, ''));
  await page.mouse.move(2, 2);
  await expect(zoom).toHaveCount(0);
  // A choice that names a card shows it large too.
  const choice = page.getByTestId('halotcg-choice').first();
  await choice.hover();
  await expect(zoom).toBeVisible();
  await shot(page, 'halotcg-response');
});
