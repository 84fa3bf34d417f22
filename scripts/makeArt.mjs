/**
 * Draws the app's own art into assets/art/ as SVG: the three faction emblems (UNSC, Covenant, Flood),
 * the unit and hero glyphs, and one illustration per game for the launcher's cards. Everything is our
 * own geometry, computed here (no publisher artwork, no tracing). Emblems and glyphs are one-colour
 * shapes (black on transparent) that the app tints through a CSS mask; the illustrations are in colour.
 * Run: node scripts/makeArt.mjs (a unit test checks the committed files match this script).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const r2 = (n) => Math.round(n * 100) / 100;
const pt = (x, y) => `${r2(x)} ${r2(y)}`;
const polar = (cx, cy, r, deg) => [cx + r * Math.cos((deg * Math.PI) / 180), cy + r * Math.sin((deg * Math.PI) / 180)];

/** A closed polygon through [x, y] points. */
const poly = (points) => `M${points.map(([x, y]) => pt(x, y)).join(' L')} Z`;

/** A star of `n` points around (cx, cy). */
function star(cx, cy, outer, inner, n = 5, turn = -90) {
  const points = [];
  for (let i = 0; i < 2 * n; i++) points.push(polar(cx, cy, i % 2 === 0 ? outer : inner, turn + (i * 180) / n));
  return poly(points);
}

const circle = (cx, cy, r) => `M${pt(cx - r, cy)} a${r2(r)} ${r2(r)} 0 1 0 ${r2(2 * r)} 0 a${r2(r)} ${r2(r)} 0 1 0 ${r2(-2 * r)} 0 Z`;
const mirror = (points, axis = 32) => points.map(([x, y]) => [2 * axis - x, y]);

// ---- emblems (64 × 64, one colour) -------------------------------------------------------------------

/** UNSC: a star over spread, swept wings and a double chevron: a military crest of our own. */
function unscPaths() {
  const wing = [[30, 28], [4, 16], [9, 24], [3, 25], [11, 31], [6, 33], [15, 37], [11, 40], [30, 43]];
  return [star(32, 15, 10, 4.2), poly(wing), poly(mirror(wing)), poly([[20, 45], [32, 53], [44, 45], [44, 50], [32, 58], [20, 50]]), poly([[26, 31], [32, 27], [38, 31], [38, 44], [32, 48], [26, 44]])];
}

/** Covenant: a cradle-shaped crescent holding a lens with an open eye, flanked by two small stars. */
function covenantPaths() {
  const cradle = `M6 24 A26 26 0 0 0 58 24 L51 24 A19 19 0 0 1 13 24 Z`;
  const lens = `M32 4 C42 14 42 30 32 40 C22 30 22 14 32 4 Z ${circle(32, 22, 4.5)}`;
  return [cradle, lens, star(10, 12, 4.5, 1.8, 4, -90), star(54, 12, 4.5, 1.8, 4, -90)];
}

/** Flood: a spore, a swollen core with seven curling tendrils and loose spores around it. */
function floodPaths() {
  const paths = [circle(32, 32, 11)];
  for (let i = 0; i < 7; i++) {
    const a = -90 + i * (360 / 7);
    const [bx1, by1] = polar(32, 32, 9, a - 16);
    const [bx2, by2] = polar(32, 32, 9, a + 16);
    const [cx1, cy1] = polar(32, 32, 20, a - 4);
    const [cx2, cy2] = polar(32, 32, 18, a + 22);
    const [tx, ty] = polar(32, 32, 29, a + 18);
    paths.push(`M${pt(bx1, by1)} Q${pt(cx1, cy1)} ${pt(tx, ty)} Q${pt(cx2, cy2)} ${pt(bx2, by2)} Z`);
  }
  for (const [a, d, r] of [[-64, 24, 2.4], [-12, 27, 1.8], [38, 23, 2.2], [92, 27, 1.7], [146, 24, 2.5], [200, 27, 1.9], [250, 24, 2]]) paths.push(circle(...polar(32, 32, d, a), r));
  paths.push(circle(32, 32, 4.5));
  return paths;
}

/** Unit: a soldier's helmet seen from the front, with its visor cut out. */
function unitPaths() {
  const helmet = `M32 6 C46 6 54 16 54 30 L54 44 L46 54 L18 54 L10 44 L10 30 C10 16 18 6 32 6 Z`;
  const visor = `M17 27 L47 27 L45 37 L36 41 L28 41 L19 37 Z`;
  return [`${helmet} ${visor}`];
}

/** Hero: a rank badge, a star above two chevrons. */
function heroPaths() {
  const chevron = (y) => poly([[10, y], [32, y + 12], [54, y], [54, y + 7], [32, y + 19], [10, y + 7]]);
  return [star(32, 15, 12, 5), chevron(30), chevron(42)];
}

function oneColour(paths, title) {
  const body = paths.map((d) => `  <path d="${d}"/>`).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${title}">\n<g fill="#000" fill-rule="evenodd">\n${body}\n</g>\n</svg>\n`;
}

const EMBLEMS = { unsc: unscPaths, covenant: covenantPaths, flood: floodPaths };
const FACTION_COLOUR = { unsc: '#9ccf63', covenant: '#b98cff', flood: '#e8b35f' };

/** An emblem's paths placed at (x, y) at `size`, in a colour. */
function emblemAt(id, x, y, size, fill, opacity = 1) {
  const s = size / 64;
  return `<g transform="translate(${r2(x)} ${r2(y)}) scale(${r2(s)})" fill="${fill}" fill-rule="evenodd" opacity="${opacity}">${EMBLEMS[id]()
    .map((d) => `<path d="${d}"/>`)
    .join('')}</g>`;
}

// ---- illustrations (320 × 180, colour) ---------------------------------------------------------------

/** A fixed scatter of stars (a small linear congruential sequence, so every run draws the same sky). */
function stars(count, seed, w = 320, h = 180) {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
  const out = [];
  for (let i = 0; i < count; i++) out.push(`<circle cx="${r2(next() * w)}" cy="${r2(next() * h)}" r="${r2(0.4 + next() * 0.9)}" fill="#dff6ff" opacity="${r2(0.3 + next() * 0.6)}"/>`);
  return out.join('');
}

const defs = (extra = '') => `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1822"/><stop offset="1" stop-color="#03070a"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#37d0e0" stop-opacity="0.45"/><stop offset="1" stop-color="#37d0e0" stop-opacity="0"/></radialGradient>
${extra}</defs>`;

function svg(body, extraDefs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice">\n${defs(extraDefs)}\n<rect width="320" height="180" fill="url(#sky)"/>\n${body}\n</svg>\n`;
}

/** Risiko Halo: a ringworld over a planet, with a war map of owned territories and an attack arrow. */
function risikoArt() {
  const planet = `<circle cx="262" cy="168" r="86" fill="url(#planet)"/><circle cx="262" cy="168" r="86" fill="none" stroke="#7fe6ff" stroke-opacity="0.35" stroke-width="1.5"/>`;
  const ring = `<g transform="rotate(-14 170 72)"><ellipse cx="170" cy="72" rx="150" ry="34" fill="none" stroke="#2a5566" stroke-width="9"/><ellipse cx="170" cy="72" rx="150" ry="34" fill="none" stroke="#8ff3ff" stroke-width="2.4" stroke-dasharray="300 700" stroke-dashoffset="-120"/><ellipse cx="170" cy="72" rx="150" ry="34" fill="none" stroke="#9fb7c4" stroke-width="1.2"/></g>`;
  const land = [
    { d: poly([[22, 118], [64, 104], [92, 122], [84, 150], [40, 158], [18, 142]]), c: '#37d0e0' },
    { d: poly([[92, 122], [64, 104], [98, 88], [136, 96], [140, 126]]), c: '#e0524a' },
    { d: poly([[84, 150], [92, 122], [140, 126], [156, 152], [118, 172], [86, 170]]), c: '#8fcf4e' },
    { d: poly([[136, 96], [178, 92], [196, 120], [156, 152], [140, 126]]), c: '#e0524a' },
  ];
  const map = land.map(({ d, c }) => `<path d="${d}" fill="${c}" fill-opacity="0.42" stroke="#dff6ff" stroke-opacity="0.8" stroke-width="1.2"/>`).join('');
  const badge = (x, y, c, n) => `<circle cx="${x}" cy="${y}" r="8" fill="${c}" stroke="#041417" stroke-width="1.5"/><text x="${x}" y="${y + 3.6}" font-family="sans-serif" font-weight="700" font-size="10" text-anchor="middle" fill="#041417">${n}</text>`;
  const arrow = `<path d="M58 128 Q84 100 112 108" fill="none" stroke="#6ff0ff" stroke-width="3" stroke-linecap="round"/><path d="${poly([[116, 109], [106, 101], [105, 114]])}" fill="#6ff0ff"/>`;
  const planetDef = `<radialGradient id="planet" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#4f7f96"/><stop offset="0.6" stop-color="#17303d"/><stop offset="1" stop-color="#050b10"/></radialGradient>`;
  const body = [stars(70, 7), `<circle cx="150" cy="60" r="90" fill="url(#glow)"/>`, planet, ring, map, arrow, badge(48, 136, '#37d0e0', 7), badge(112, 108, '#e0524a', 3), badge(120, 150, '#8fcf4e', 4), badge(166, 118, '#e0524a', 5)];
  return svg(body.join('\n'), planetDef);
}

/** Halo ActionClix: a tactical grid in perspective, figure bases with dials and a line of fire. */
function actionClixArt() {
  const horizon = 52;
  const lines = [];
  for (let i = -8; i <= 8; i++) lines.push(`<line x1="${160 + i * 12}" y1="${horizon}" x2="${160 + i * 60}" y2="180"/>`);
  for (let k = 0; k < 9; k++) {
    const y = horizon + (180 - horizon) * Math.pow(k / 8, 1.7);
    lines.push(`<line x1="0" y1="${r2(y)}" x2="320" y2="${r2(y)}"/>`);
  }
  const grid = `<g stroke="#37d0e0" stroke-opacity="0.28" stroke-width="0.8">${lines.join('')}</g>`;
  const base = (x, y, rx, c, faction) => {
    const ry = rx * 0.42;
    const ticks = Array.from({ length: 12 }, (_, i) => {
      const [x1, y1] = [x + rx * 0.82 * Math.cos((i * Math.PI) / 6), y + ry * 0.82 * Math.sin((i * Math.PI) / 6)];
      const [x2, y2] = [x + rx * Math.cos((i * Math.PI) / 6), y + ry * Math.sin((i * Math.PI) / 6)];
      return `<line x1="${r2(x1)}" y1="${r2(y1)}" x2="${r2(x2)}" y2="${r2(y2)}"/>`;
    }).join('');
    return `<g><ellipse cx="${x}" cy="${y + 3}" rx="${rx}" ry="${r2(ry)}" fill="#020507"/><ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${r2(ry)}" fill="#1b2a33" stroke="${c}" stroke-width="2"/><g stroke="${c}" stroke-opacity="0.7" stroke-width="1">${ticks}</g>${emblemAt(faction, x - rx * 0.55, y - rx * 1.35, rx * 1.1, c)}</g>`;
  };
  const crate = (x, y, w, h) => `<path d="${poly([[x, y], [x + w, y], [x + w, y + h], [x, y + h]])}" fill="#24343e" stroke="#5d7280"/><path d="${poly([[x, y], [x + w * 0.2, y - h * 0.3], [x + w * 1.2, y - h * 0.3], [x + w, y]])}" fill="#33505e" stroke="#5d7280"/>`;
  const fire = `<line x1="92" y1="128" x2="230" y2="86" stroke="#ffcf5a" stroke-width="2" stroke-dasharray="6 4"/><circle cx="230" cy="86" r="5" fill="none" stroke="#ffcf5a" stroke-width="1.5"/>`;
  const body = [stars(40, 11, 320, 50), `<ellipse cx="160" cy="${horizon}" rx="190" ry="26" fill="url(#glow)"/>`, grid, crate(150, 96, 30, 20), crate(40, 84, 22, 14), fire, base(92, 132, 26, FACTION_COLOUR.unsc, 'unsc'), base(232, 90, 18, FACTION_COLOUR.covenant, 'covenant'), base(272, 122, 22, FACTION_COLOUR.flood, 'flood')];
  return svg(body.join('\n'));
}

/** Halo TCG: three cards fanned out over a glow, each framed and marked with a faction's emblem. */
function tcgArt() {
  const card = (faction, angle, dx) => {
    const c = FACTION_COLOUR[faction];
    return `<g transform="translate(${160 + dx} 178) rotate(${angle}) translate(-40 -150)">
<rect x="0" y="0" width="80" height="116" rx="6" fill="#0d161c" stroke="${c}" stroke-width="2"/>
<rect x="6" y="6" width="68" height="60" rx="3" fill="${c}" fill-opacity="0.14" stroke="${c}" stroke-opacity="0.5"/>
${emblemAt(faction, 18, 10, 44, c, 0.95)}
<rect x="8" y="72" width="46" height="5" rx="2" fill="#dbe6ec" fill-opacity="0.75"/>
<rect x="8" y="82" width="64" height="3" rx="1.5" fill="#8aa0ad" fill-opacity="0.6"/>
<rect x="8" y="89" width="58" height="3" rx="1.5" fill="#8aa0ad" fill-opacity="0.6"/>
<rect x="8" y="96" width="40" height="3" rx="1.5" fill="#8aa0ad" fill-opacity="0.6"/>
<circle cx="68" cy="104" r="7" fill="${c}"/>
</g>`;
  };
  const body = [stars(60, 23), `<ellipse cx="160" cy="110" rx="150" ry="70" fill="url(#glow)"/>`, card('flood', -22, -70), card('covenant', 22, 70), card('unsc', 0, 0)];
  return svg(body.join('\n'));
}

/** Every file under assets/art/, name → text. */
export function artFiles() {
  return {
    'emblem-unsc.svg': oneColour(unscPaths(), 'UNSC'),
    'emblem-covenant.svg': oneColour(covenantPaths(), 'Covenant'),
    'emblem-flood.svg': oneColour(floodPaths(), 'Flood'),
    'glyph-unit.svg': oneColour(unitPaths(), 'Unit'),
    'glyph-hero.svg': oneColour(heroPaths(), 'Hero'),
    'game-risiko.svg': risikoArt(),
    'game-actionclix.svg': actionClixArt(),
    'game-halotcg.svg': tcgArt(),
  };
}

export const ART_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'art');

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  mkdirSync(ART_DIR, { recursive: true });
  for (const [name, text] of Object.entries(artFiles())) writeFileSync(join(ART_DIR, name), text);
  console.log(`wrote ${Object.keys(artFiles()).length} files to ${ART_DIR}`);
}
