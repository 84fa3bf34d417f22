/**
 * Playwright steps on the board every game's driver shares: where a point of the board's world is on the
 * screen under the frame's fitted zoom, whether the canvas is what a click there reaches, and reading the
 * Konva stage the board draws (Konva lists its stages on `window`) inside the page.
 */
import type { Page } from '@playwright/test';
import { fitViewport } from '../../renderer/frame/viewport';

export interface Point {
  readonly x: number;
  readonly y: number;
}
export interface Box extends Point {
  readonly width: number;
  readonly height: number;
}

/** Boxes per page for `reuse`, read again when the viewport changes. */
const BOXES = new WeakMap<Page, { key: string; box: Box }>();

/**
 * The board area's box on the screen. `reuse` keeps it while the viewport stays (it moves only with the
 * window, unless the test folds the side panel): a driver clicking many times saves a round trip a click.
 */
export async function boardBox(page: Page, o: { readonly reuse?: boolean } = {}): Promise<Box> {
  const key = JSON.stringify(page.viewportSize());
  const known = BOXES.get(page);
  if (o.reuse === true && known?.key === key) return known.box;
  const box = await page.getByTestId('board-area').boundingBox();
  if (!box) throw new Error('no board area');
  BOXES.set(page, { key, box });
  return box;
}

/** The space the frame fits the board into (the area less its 1-pixel border). */
export const fitArea = (box: Box): { width: number; height: number } => ({ width: Math.floor(box.width) - 2, height: Math.floor(box.height) - 2 });

/** Screen position of world point `p` of a board of `world` size, fitted into `box` by the frame. */
export function fittedPoint(box: Box, world: { width: number; height: number }, p: Point): Point {
  const view = fitViewport(world, fitArea(box));
  return { x: box.x + 1 + view.x + p.x * view.scale, y: box.y + 1 + view.y + p.y * view.scale };
}

/** Screen position of world point `p` of a board of `world` size under the frame's fitted zoom. */
export async function screenPoint(page: Page, world: { width: number; height: number }, p: Point, o: { readonly reuse?: boolean } = {}): Promise<Point> {
  return fittedPoint(await boardBox(page, o), world, p);
}

/**
 * Screen position of world point `p` under the stage's zoom and pan as they are now (read from the Konva
 * stage, so also where the frame fits only a part of the board, `GamePlugin.boardFocus`, or the player zoomed).
 */
export async function stagePoint(page: Page, p: Point): Promise<Point> {
  return readStages(
    page,
    (stages, p) => {
      const stage = stages[0] as (KonvaStage & { x(): number; y(): number; scaleX(): number }) | undefined;
      if (stage === undefined) throw new Error('no stage on the board');
      const box = stage.container().getBoundingClientRect();
      return { x: box.x + stage.x() + p.x * stage.scaleX(), y: box.y + stage.y() + p.y * stage.scaleX() };
    },
    p,
  );
}

/** Whether the canvas is what a click at `p` reaches (a dice tray or a legend may cover it). */
export async function canvasAt(page: Page, p: Point): Promise<boolean> {
  return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName === 'CANVAS', p);
}

/** Closes the dice tray `tray` while it covers `p` (a click skips the roll, the next one closes it). */
export async function uncover(page: Page, p: Point, tray: string): Promise<void> {
  for (let i = 0; i < 3; i++) {
    if (await canvasAt(page, p)) return;
    const shown = page.getByTestId(tray);
    if ((await shown.count()) === 0) return;
    await shown.click({ timeout: 500 }).catch(() => undefined);
  }
}

/** The parts of a Konva node the drivers read (methods a node's class lacks are undefined). */
export interface KonvaNode {
  readonly className: string;
  name(): string;
  x(): number;
  y(): number;
  getParent(): KonvaNode | null;
  getChildren(): KonvaNode[];
  find(selector: string): KonvaNode[];
  getClientRect(): { x: number; y: number; width: number; height: number };
  text?(): string;
  fill?(): string;
  stroke?(): string;
  getText?(): KonvaNode;
  getAttr?(name: string): unknown;
  findOne?(selector: string): KonvaNode | undefined;
  fontSize?(): number;
  getAbsoluteScale?(): { x: number; y: number };
}
export interface KonvaStage {
  container(): HTMLElement;
  find(selector: string): KonvaNode[];
}

/**
 * Runs `read` inside the page on the Konva stages the board area holds, with `arg`; `read` may read the
 * DOM too (it runs in the page, so it sees only what it is given and the page's globals).
 */
export async function readStages<R, A>(page: Page, read: (stages: KonvaStage[], arg: A) => R, arg: A): Promise<R> {
  const stages = await page.evaluateHandle(() =>
    ((window as unknown as { Konva?: { stages?: KonvaStage[] } }).Konva?.stages ?? []).filter((s) => s.container().closest('[data-testid="board-area"]') !== null),
  );
  try {
    // Playwright types the argument as it arrives in the page (serialised); ours are plain data already.
    return await stages.evaluate<R, A>(read as never, arg);
  } finally {
    await stages.dispose();
  }
}
