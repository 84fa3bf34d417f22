/**
 * Konva settings every board shares, set once when the board code loads (BoardStage imports this module).
 *
 * `releaseCanvasOnDestroy`: Konva shrinks every canvas it lets go of (a destroyed node's cached bitmap) to
 * 0 × 0 at once, for Safari on iOS, whose canvas memory is capped. The app runs in Chromium, whose garbage
 * collector frees a canvas nothing holds; shrinking it at once only costs the click that takes a cached card
 * off the table a few milliseconds of its frame.
 */
import Konva from 'konva';

Konva.releaseCanvasOnDestroy = false;
