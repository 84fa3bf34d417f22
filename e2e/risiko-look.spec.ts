/**
 * How the board reads at the three window sizes players use, in English and German: who holds what at a
 * glance (the owner's colour fills each territory, R shows the regions), FORGE fitted into the window
 * with badges of at least 16 px, the standings always in view, the side panel folding away. Takes the
 * screenshots the look is checked on (test-results/screenshots/risiko-look-*.png).
 */
import { expect, test, type Page } from './fixtures';
import type { BattlefieldId } from '../engines/risiko';
import { boardModelFor } from '../renderer/games/risiko/board/model';
import { boardBox, fitArea, readStages } from './support/stage';
import { importSave, openApp, passTo, SHOTS, territoryPoint } from './drivers/risiko/e2eDriver';
import { saveOf } from './drivers/risiko/plans';
import { PALETTE } from '../renderer/launcher/palette';

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;
const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'];
const COLOURS = PALETTE.map((p) => p.color);

/** A new quick-setup game opened from a save (the setup form is the business of risiko-setup.spec.ts). */
async function start(page: Page, language: 'en' | 'de', battlefield: BattlefieldId, players: number): Promise<void> {
  await openApp(page);
  if (language === 'de') await page.getByTestId('language-de').click();
  await importSave(page, saveOf('look', players, { battlefield }, [], NAMES.slice(0, players), COLOURS));
  await passTo(page);
  await settled(page);
}

/** Lets the board fit itself to a new window size and paint before a measurement or a screenshot. */
const settled = (page: Page): Promise<void> => page.waitForTimeout(300);

const zoom = async (page: Page) => Number(((await page.getByTestId('zoom-level').textContent()) ?? '').replace('%', ''));

/** The width on screen of the unit badge drawn at a territory (its disc: the circle with the dark rim, PieceNodes.tsx). */
async function badgeWidth(page: Page, battlefield: BattlefieldId, id: string): Promise<number> {
  const p = await territoryPoint(page, battlefield, id);
  return readStages(
    page,
    (stages, { x, y }) => {
      let best = Infinity;
      for (const stage of stages) {
        const box = stage.container().getBoundingClientRect();
        for (const c of stage.find('Circle')) {
          const r = c.getClientRect();
          const [px, py] = [x - box.left, y - box.top];
          if (c.stroke?.() === '#05080b' && Math.abs(r.x + r.width / 2 - px) < 2 && Math.abs(r.y + r.height / 2 - py) < 2) best = Math.min(best, r.width);
        }
      }
      return best;
    },
    p,
  );
}

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.trim().slice(i, i + 2), 16));
const distance = (a: readonly number[], b: readonly number[]) => Math.hypot(...a.map((v, i) => v - (b[i] ?? 0)));

/** The average colour of the map canvas around a world point's screen position. */
async function mapColour(page: Page, x: number, y: number): Promise<number[]> {
  return page.evaluate(({ x: px, y: py }) => {
    const canvas = document.querySelector('[data-testid="board-area"] canvas') as HTMLCanvasElement;
    const box = canvas.getBoundingClientRect();
    const k = canvas.width / box.width;
    const data = canvas.getContext('2d')?.getImageData(Math.round((px - box.left) * k) - 3, Math.round((py - box.top) * k) - 3, 7, 7).data ?? new Uint8ClampedArray();
    const sum = [0, 0, 0];
    for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (data[i + c] ?? 0);
    return sum.map((v) => v / (data.length / 4));
  }, { x, y });
}

test("the map shows who holds each territory in the owner's colour; R switches to the regions", async ({ page }) => {
  await start(page, 'en', 'the-ring', 3);
  const colour = channels(await page.locator('.rk-standing.is-turn').evaluate((el) => getComputedStyle(el).getPropertyValue('--seat')));
  const model = boardModelFor('the-ring', fitArea(await boardBox(page)));
  const mine = await page.getByTestId('risiko-targets').locator('button').evaluateAll((b) => b.map((x) => x.getAttribute('data-territory') ?? ''));
  // The viewer's territory whose region colour differs most from the viewer's colour.
  const id = [...mine].sort((a, b) => distance(channels(model.territories[b]?.regionColor ?? '#000000'), colour) - distance(channels(model.territories[a]?.regionColor ?? '#000000'), colour))[0] ?? '';
  const art = model.territories[id];
  if (!art) throw new Error('no territory');
  const anchor = await territoryPoint(page, 'the-ring', id);
  // A hex of the territory away from its badge and name.
  const far = [...art.hexes].sort((a, b) => Math.hypot(b[0] - art.anchor[0], b[1] - art.anchor[1]) - Math.hypot(a[0] - art.anchor[0], a[1] - art.anchor[1]))[0] ?? art.anchor;
  const scale = (await zoom(page)) / 100;
  const at = { x: anchor.x + (far[0] - art.anchor[0]) * scale, y: anchor.y + (far[1] - art.anchor[1]) * scale };
  const region = channels(art.regionColor);
  const owners = await mapColour(page, at.x, at.y);
  expect(distance(owners, colour)).toBeLessThan(distance(owners, region));
  await page.keyboard.press('r');
  await expect(page.getByTestId('risiko-map-view')).toHaveAttribute('data-view', 'regions');
  await expect.poll(async () => {
    const regions = await mapColour(page, at.x, at.y);
    return distance(regions, region) < distance(regions, colour);
  }).toBe(true);
});

test('FORGE for 5 is playable at 1024 x 700: badges of 16 px or more, the standings in view, more room with the panel folded', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await start(page, 'en', 'forge', 5);
  const before = await zoom(page);
  expect(before).toBeGreaterThanOrEqual(20);
  const id = (await page.getByTestId('risiko-targets').locator('button').first().getAttribute('data-territory')) ?? '';
  expect(await badgeWidth(page, 'forge', id)).toBeGreaterThanOrEqual(16);
  for (let seat = 0; seat < 5; seat++) {
    await expect(page.getByTestId(`risiko-standing-${seat}`)).toBeInViewport();
    await expect(page.getByTestId(`risiko-standing-units-${seat}`)).toHaveAttribute('title', 'Units');
  }
  await page.getByTestId('panel-toggle').click();
  await expect(page.getByTestId('frame-side')).toBeHidden();
  await expect.poll(() => zoom(page)).toBeGreaterThan(before * 1.2);
  expect(await badgeWidth(page, 'forge', id)).toBeGreaterThanOrEqual(16);
  await page.screenshot({ path: `${SHOTS}/risiko-look-forge-1024-folded-en.png` });
  await page.keyboard.press('p');
  await expect(page.getByTestId('frame-side')).toBeVisible();
});

/** One screenshot per window size of the game on screen, the same page resized. */
async function atEverySize(page: Page, name: (width: number) => string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/${name(size.width)}.png` });
  }
}

const LOOKS = [
  { battlefield: 'forge', players: 5, shot: 'forge', title: 'FORGE for 5' },
  { battlefield: 'the-ring', players: 3, shot: 'ring', title: 'THE RING for 3' },
] as const;

for (const language of ['en', 'de'] as const) {
  for (const look of LOOKS) {
    test(`screenshots of ${look.title} at three sizes (${language})`, async ({ page }) => {
      await start(page, language, look.battlefield, look.players);
      await atEverySize(page, (width) => `risiko-look-${look.shot}-${width}-${language}`);
    });
  }
}

/** Every territory's screen box (under the fitted zoom) and what the page shows at its badge. */
async function coveredBadges(page: Page, battlefield: BattlefieldId): Promise<string[]> {
  const model = boardModelFor(battlefield, fitArea(await boardBox(page)));
  const covered: string[] = [];
  for (const id of model.order) {
    const p = await territoryPoint(page, battlefield, id);
    const tag = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName ?? '', p);
    if (tag !== 'CANVAS') covered.push(`${id}: ${tag}`);
  }
  return covered;
}

/** The region labels the board drew (Konva groups named region-label) with their text and on-screen size. */
async function regionLabels(page: Page): Promise<{ text: string; px: number }[]> {
  return readStages(
    page,
    (stages) =>
      stages
        .flatMap((s) => s.find('.region-label'))
        .map((g) => {
          const t = g.findOne?.('Text');
          return { text: t?.text?.() ?? '', px: (t?.fontSize?.() ?? 0) * (t?.getAbsoluteScale?.().x ?? 0) };
        }),
    null,
  );
}

test('FORGE for 5 at 1440 x 900 beside the panel: staggered halves at 40 %, region names on the map, nothing over a territory, the players listed once', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('game-card-risiko').click();
  await expect(page.getByTestId('risiko-names-note')).toContainText('the German edition keeps SLAYER, OBJECTIVE');
  await start(page, 'en', 'forge', 5);
  // Side by side it fitted at 35 %.
  expect(await zoom(page)).toBeGreaterThanOrEqual(39);
  const labels = await regionLabels(page);
  expect(labels.map((l) => l.text.replace(/\s+/g, ' '))).toContain('Silent Cartographer +2');
  expect(labels.length).toBe(12);
  for (const l of labels) expect(l.px).toBeGreaterThanOrEqual(9.5);
  expect(await coveredBadges(page, 'forge')).toEqual([]);
  // The legend opens on request, over the board, and folds away again.
  await page.getByTestId('risiko-legend-toggle').click();
  await expect(page.getByTestId('risiko-legend')).toBeVisible();
  await page.getByTestId('risiko-legend-close').click();
  await expect(page.getByTestId('risiko-legend')).toHaveCount(0);
  // One list of players: the strip (with each faction); the panel has no second table.
  await expect(page.getByTestId('risiko-players')).toHaveCount(0);
  await expect(page.getByTestId('risiko-standing-faction-0')).toHaveAttribute('title', /UNSC|Covenant|Flood/);
  await page.screenshot({ path: `${SHOTS}/risiko-look-forge-1440-regions-en.png` });
});

test('THE RING for 5 at 1024 x 700 in German: the setup form explains the English names, no control covers a territory, region names on the map', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await openApp(page);
  await page.getByTestId('language-de').click();
  await page.getByTestId('game-card-risiko').click();
  await expect(page.getByTestId('risiko-names-note')).toContainText('Auch die deutsche Ausgabe nennt SLAYER, OBJECTIVE');
  await start(page, 'de', 'the-ring', 5);
  expect(await coveredBadges(page, 'the-ring')).toEqual([]);
  expect((await regionLabels(page)).length).toBeGreaterThanOrEqual(5);
  await page.screenshot({ path: `${SHOTS}/risiko-look-ring-1024-regions-de.png` });
});
