/**
 * The app's two bundled typefaces (SIL Open Font License, from @fontsource): Rajdhani, a squared display
 * face for titles, and Inter, a text face that stays legible at small sizes on a board. Vite bundles the
 * font files with the app (the CSP forbids remote content): main.tsx imports their @font-face CSS (for
 * Rajdhani only the Latin subsets, which cover English and German; Inter's file lists every subset and
 * the browser fetches only those a page uses). CSS uses `--font-display` and `--font` (styles/base.css); Konva text takes
 * these constants, since a canvas does not read CSS variables.
 */

/** Body text, labels and numbers on boards. */
export const TEXT_FONT = "'Inter Variable', 'Segoe UI', system-ui, -apple-system, Roboto, 'Noto Sans', 'DejaVu Sans', Arial, sans-serif";
/** Titles, headings and big numbers. */
export const DISPLAY_FONT = "Rajdhani, 'Inter Variable', 'Segoe UI', system-ui, Arial, sans-serif";

/** The faces a first screen uses; loading them before the first draw keeps canvases from painting a fallback. */
const FIRST_FACES = ["400 16px 'Inter Variable'", "700 16px 'Inter Variable'", '600 16px Rajdhani', '700 16px Rajdhani'] as const;

/**
 * Resolves once the bundled faces are loaded (or after `timeoutMs`, so a broken font never blocks the app).
 * Canvas text does not re-render when a font arrives later, so the app waits for this before its first paint.
 */
export async function fontsReady(fonts: FontFaceSet | undefined = globalThis.document?.fonts, timeoutMs = 2000): Promise<boolean> {
  if (!fonts) return false;
  const loads = Promise.all(FIRST_FACES.map((face) => fonts.load(face))).then(
    () => true,
    () => false,
  );
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs));
  return Promise.race([loads, timeout]);
}
