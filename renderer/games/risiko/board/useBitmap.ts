/**
 * A hidden Konva group shown through its bitmap (mapBitmap.ts): rendered when the content changes and
 * again once the view has rested somewhere the bitmap no longer fits (a new zoom, an off-pixel pan, a
 * part of the world it does not cover).
 */
import type Konva from 'konva';
import { useEffect, useLayoutEffect, useMemo, type RefObject } from 'react';
import { NodeBitmap, type Rect, type Size, type Tint, type Variant } from './mapBitmap';

/** How long the view must rest before the bitmap is rendered again at the new zoom. */
const SETTLE_MS = 160;

/** The bitmap of one group, rendered again a moment after a draw found it stale. */
export class SettlingBitmap {
  private readonly bitmap = new NodeBitmap();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private world: Size = { width: 0, height: 0 };
  private tint: Tint | undefined;
  /** Counts renders: the pixels of the bitmap change with each. */
  version = 0;

  constructor(private readonly art: RefObject<Konva.Group | null>) {}

  readonly render = (world: Size = this.world, tint: Tint | undefined = this.tint): void => {
    this.world = world;
    this.tint = tint;
    this.cancel();
    const group = this.art.current;
    if (group === null) return;
    this.bitmap.render(group, world, tint);
    this.version++;
    group.getLayer()?.batchDraw();
  };

  readonly draw = (ctx: Konva.Context, variant: Variant = 'plain'): void => {
    if (this.bitmap.draw(ctx, this.world, variant)) return;
    this.cancel();
    this.timer = setTimeout(() => this.render(), SETTLE_MS);
  };

  readonly drawClipped = (ctx: Konva.Context, clip: Path2D, box: Rect, variant: Variant): void => {
    this.bitmap.drawClipped(ctx, clip, box, variant);
  };

  dispose(): void {
    this.cancel();
    this.bitmap.release();
  }

  private cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** `content` changes whenever the group's drawing does (the bitmap is rendered again at once). */
export function useBitmap(art: RefObject<Konva.Group | null>, world: Size, content: unknown, tint?: Tint): SettlingBitmap {
  const bitmap = useMemo(() => new SettlingBitmap(art), [art]);
  useLayoutEffect(() => bitmap.render(world, tint), [bitmap, world, content, tint]);
  useEffect(() => () => bitmap.dispose(), [bitmap]);
  return bitmap;
}
