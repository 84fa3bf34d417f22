/**
 * Draws the Halo TCG's culture symbols into assets/tcg/ as one-colour SVG (black on transparent, tinted by
 * the app through a CSS mask): UNSC, Human, Sentinel, Arbiter, Covenant, Flood and Heretic, and the site
 * mark. Our own geometry, computed here (no publisher artwork, no tracing). They replace the "[UNSC]" of a
 * card's text with the symbol itself.
 * Run: node scripts/makeTcgArt.mjs (a unit test checks the committed files match this script).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const r2 = (n) => Math.round(n * 100) / 100;
const pt = (x, y) => `${r2(x)} ${r2(y)}`;
const polar = (cx, cy, r, deg) => [cx + r * Math.cos((deg * Math.PI) / 180), cy + r * Math.sin((deg * Math.PI) / 180)];
const poly = (points) => `M${points.map(([x, y]) => pt(x, y)).join(' L')} Z`;
const circle = (cx, cy, r) => `M${pt(cx - r, cy)} a${r2(r)} ${r2(r)} 0 1 0 ${r2(2 * r)} 0 a${r2(r)} ${r2(r)} 0 1 0 ${r2(-2 * r)} 0 Z`;

/** A star of `n` points around (cx, cy). */
function star(cx, cy, outer, inner, n, turn = -90) {
  return poly(Array.from({ length: 2 * n }, (_, i) => polar(cx, cy, i % 2 === 0 ? outer : inner, turn + (i * 180) / n)));
}

/** A regular polygon with `n` corners. */
const regular = (cx, cy, r, n, turn = -90) => poly(Array.from({ length: n }, (_, i) => polar(cx, cy, r, turn + (i * 360) / n)));

const CULTURES = {
  // A five-pointed star inside a ring, over a chevron: the fleet's mark.
  unsc: () => [`${circle(32, 26, 22)} ${circle(32, 26, 17)}`, star(32, 26, 14, 5.6, 5), poly([[12, 50], [32, 60], [52, 50], [52, 55], [32, 64], [12, 55]])],
  // Head and shoulders of a person in a round frame.
  human: () => [`${circle(32, 32, 30)} ${circle(32, 32, 25)}`, circle(32, 23, 8), `M16 50 C16 38 24 34 32 34 C40 34 48 38 48 50 Z`],
  // A hexagonal frame with a single round eye: a Forerunner machine.
  sentinel: () => [`${regular(32, 32, 30, 6)} ${regular(32, 32, 24, 6)}`, circle(32, 32, 10), `${circle(32, 32, 16)} ${circle(32, 32, 13)}`],
  // A forked blade pointing up over a crossguard: an energy sword.
  arbiter: () => [poly([[32, 2], [40, 26], [36, 44], [32, 38], [28, 44], [24, 26]]), poly([[14, 44], [50, 44], [46, 50], [18, 50]]), poly([[29, 50], [35, 50], [34, 62], [30, 62]])],
  // A crescent cradle holding a pointed lens.
  covenant: () => [`M4 26 A28 28 0 0 0 60 26 L52 26 A20 20 0 0 1 12 26 Z`, `M32 2 C43 13 43 31 32 42 C21 31 21 13 32 2 Z ${circle(32, 22, 5)}`],
  // A spore: a round core and nine pointed tendrils.
  flood: () => [star(32, 32, 30, 14, 9), circle(32, 32, 6)],
  // A diamond split down the middle, the halves pulled apart: the broken faith.
  heretic: () => [poly([[29, 2], [29, 62], [4, 32]]), poly([[35, 2], [60, 32], [35, 62]])],
  // A site: a framed landscape, two peaks under a sun.
  site: () => [`M4 10 L60 10 L60 54 L4 54 Z M9 15 L9 49 L55 49 L55 15 Z`, poly([[9, 49], [24, 26], [34, 40], [42, 30], [55, 49]]), circle(45, 22, 4)],
};

function oneColour(paths, title) {
  const body = paths.map((d) => `  <path d="${d}"/>`).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${title}">\n<g fill="#000" fill-rule="evenodd">\n${body}\n</g>\n</svg>\n`;
}

const TITLES = { unsc: 'UNSC', human: 'Human', sentinel: 'Sentinel', arbiter: 'Arbiter', covenant: 'Covenant', flood: 'Flood', heretic: 'Heretic', site: 'Site' };

export function tcgArtFiles() {
  return Object.fromEntries(Object.entries(CULTURES).map(([id, paths]) => [`culture-${id}.svg`, oneColour(paths(), TITLES[id])]));
}

export const TCG_ART_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'tcg');

if (process.argv[1] !== undefined && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  mkdirSync(TCG_ART_DIR, { recursive: true });
  for (const [name, text] of Object.entries(tcgArtFiles())) writeFileSync(join(TCG_ART_DIR, name), text);
}
