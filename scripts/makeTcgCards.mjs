/**
 * Draws the Halo TCG's card illustrations, card back and table cloth into assets/tcg/cards/ and
 * assets/tcg/table/: our own geometry, computed here from each card's id, culture, kind and race (no
 * publisher artwork, no tracing). Every card gets its own picture: a sky and ground in its culture's colours
 * and a subject by kind (a figure shaped by race, a ship's hull, a weapon, armour or vehicle, an event's
 * burst, a condition's seal, a site's landscape), placed, sized and varied by a hash of its id.
 * The pictures are paths only (fill, stroke, opacity), so the table's canvas draws them as shapes.
 * Run: node scripts/makeTcgCards.mjs (it reads the cards from engines/halotcg through esbuild; a unit test
 * checks the committed files match this script).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The illustration window of a card, in SVG units. */
export const ART_W = 120;
export const ART_H = 50;

const PALETTES = {
  unsc: { sky: ['#1d2b3a', '#35506a', '#6f8aa0'], ground: '#2e3a22', figure: '#9fb07a', accent: '#e0c068' },
  human: { sky: ['#223552', '#4d6f9a', '#c4a36a'], ground: '#3d3524', figure: '#d8d2c0', accent: '#f0b050' },
  sentinel: { sky: ['#2a2612', '#6b5a24', '#c8b060'], ground: '#4a4a52', figure: '#d8dce8', accent: '#7fe0ff' },
  arbiter: { sky: ['#1c1430', '#3f2c66', '#8a6fbf'], ground: '#2a2238', figure: '#c6b8e8', accent: '#7fd8ff' },
  covenant: { sky: ['#1e0c24', '#51205a', '#b04f9a'], ground: '#2d1630', figure: '#e6a8dc', accent: '#7ff0ff' },
  flood: { sky: ['#141608', '#3d4018', '#8a8a3a'], ground: '#2e2a12', figure: '#c8c070', accent: '#e8d8a0' },
  heretic: { sky: ['#220c08', '#5a2018', '#b0583a'], ground: '#301810', figure: '#f0c0a8', accent: '#ffd070' },
  site: { sky: ['#18202a', '#3a4a5a', '#8a9aa8'], ground: '#2f3a2a', figure: '#dfe6ee', accent: '#ffe08a' },
};

/** FNV-1a of the id, then a small generator (mulberry32): the same picture for the same card every time. */
function random(id) {
  let h = 2166136261;
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    h = (h + 0x6d2b79f5) >>> 0;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;
const between = (rnd, a, b) => a + (b - a) * rnd();
const poly = (pts) => `M${pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join(' L')} Z`;
const ellipse = (cx, cy, rx, ry) => `M${r1(cx - rx)} ${r1(cy)} a${r1(rx)} ${r1(ry)} 0 1 0 ${r1(2 * rx)} 0 a${r1(rx)} ${r1(ry)} 0 1 0 ${r1(-2 * rx)} 0 Z`;
const path = (d, fill, extra = {}) => ({ d, fill, ...extra });
/** Points of `pts` scaled by k about (0, 0) and moved to (x, y). */
const place = (pts, x, y, k) => pts.map(([px, py]) => [x + px * k, y + py * k]);

function sky(p, rnd, space) {
  const bands = space ? ['#06080e', '#0c1220', '#141c2e'] : p.sky;
  const out = bands.map((c, i) => path(`M0 ${r1((i * ART_H) / 3)} H${ART_W} V${ART_H} H0 Z`, c));
  const stars = space ? 14 : Math.floor(between(rnd, 0, 5));
  for (let i = 0; i < stars; i++) out.push(path(ellipse(between(rnd, 2, ART_W - 2), between(rnd, 2, ART_H * 0.6), 0.6, 0.6), '#ffffff', { opacity: r1(between(rnd, 0.4, 0.9)) }));
  if (rnd() < 0.5 || space) out.push(path(ring(rnd), 'none', { stroke: p.accent, sw: 1.2, opacity: 0.55 }));
  return out;
}

/** A Halo ring seen edge-on: a thin ellipse across the sky. */
function ring(rnd) {
  const cx = between(rnd, 20, 100);
  const cy = between(rnd, 6, 18);
  return ellipse(cx, cy, between(rnd, 24, 50), between(rnd, 3, 7));
}

function ground(p, rnd, top = 38) {
  const pts = [[0, ART_H], [0, top + between(rnd, -4, 4)]];
  for (let x = 15; x < ART_W; x += 15) pts.push([x, top + between(rnd, -6, 5)]);
  pts.push([ART_W, top + between(rnd, -4, 4)], [ART_W, ART_H]);
  return [path(poly(pts), p.ground)];
}

/** Head shapes by race, in a unit box about (0, 0), 10 units tall. */
const HEADS = {
  Spartan: [[-4, 0], [-4, -7], [-2, -10], [2, -10], [4, -7], [4, 0]],
  Man: [[-3, 0], [-3.5, -6], [-2, -9], [2, -9], [3.5, -6], [3, 0]],
  Elite: [[-3, 0], [-5, -4], [-3, -11], [3, -8], [5, -3], [3, 0]],
  Grunt: [[-5, 0], [-4, -5], [0, -7], [4, -5], [5, 0]],
  Jackal: [[-2, 0], [-4, -6], [0, -11], [6, -7], [2, 0]],
  Hunter: [[-6, 0], [-5, -9], [0, -12], [5, -9], [6, 0]],
  Brute: [[-5, 0], [-6, -6], [-3, -10], [3, -10], [6, -6], [5, 0]],
  Prophet: [[-3, 0], [-2, -10], [0, -14], [2, -10], [3, 0]],
  Flood: [[-4, 0], [-6, -5], [-2, -9], [1, -6], [4, -10], [5, -3], [3, 0]],
  Sentinel: [[-6, -2], [0, -8], [6, -2], [0, 4]],
  AI: [[-3, 0], [-3, -7], [0, -10], [3, -7], [3, 0]],
};
const BODY = { Grunt: [[-8, 0], [-9, 14], [9, 14], [8, 0]], Hunter: [[-11, 0], [-12, 16], [12, 16], [11, 0]], Brute: [[-10, 0], [-10, 16], [10, 16], [10, 0]] };
const PLAIN_BODY = [[-8, 0], [-6, 16], [6, 16], [8, 0]];

function figure(p, rnd, race, x, k) {
  const y = ART_H - 16 * k;
  const head = HEADS[race] ?? HEADS.Man;
  const out = [];
  if (race === 'Sentinel') {
    out.push(path(poly(place(head, x, y - 10 * k, k * 1.3)), p.figure), path(ellipse(x, y - 10 * k, 2.2 * k, 2.2 * k), p.accent));
    out.push(path(poly(place([[-9, 0], [-3, -2], [-3, 2]], x, y - 10 * k, k)), p.figure, { opacity: 0.8 }));
    return out;
  }
  if (race === 'AI') {
    out.push(path(poly(place([...head, ...PLAIN_BODY.slice(1, 3)], x, y, k)), p.accent, { opacity: 0.75 }));
    return out;
  }
  out.push(path(poly(place(BODY[race] ?? PLAIN_BODY, x, y, k)), p.figure));
  out.push(path(poly(place(head, x, y, k)), p.figure));
  if (race === 'Spartan' || race === 'Man') out.push(path(poly(place([[-3, -6], [3, -6], [2.5, -4], [-2.5, -4]], x, y, k)), p.accent, { opacity: 0.9 }));
  if (race === 'Jackal') out.push(path(`M${r1(x + 6 * k)} ${r1(y + 12 * k)} a${r1(9 * k)} ${r1(9 * k)} 0 0 1 0 ${r1(-18 * k)}`, 'none', { stroke: p.accent, sw: 1.6, opacity: 0.8 }));
  if (race === 'Flood') for (let i = 0; i < 3; i++) out.push(path(`M${r1(x)} ${r1(y + 4 * k)} q${r1(between(rnd, -10, 10) * k)} ${r1(-8 * k)} ${r1(between(rnd, -12, 12) * k)} ${r1(-14 * k)}`, 'none', { stroke: p.figure, sw: 1.2 }));
  const gun = rnd() < 0.5 ? 1 : -1;
  out.push(path(poly(place([[0, 4], [gun * 13, 2], [gun * 13, 4.5], [0, 7]], x, y, k)), '#20242a'));
  return out;
}

function character(p, rnd, card) {
  const race = card.race ?? 'Man';
  const out = [...sky(p, rnd, false), ...ground(p, rnd)];
  const lone = card.kind === 'companion' && (card.title ?? '').length > 0 && rnd() < 0.6;
  const k = race === 'Hunter' || race === 'Prophet' ? 1.4 : between(rnd, 1.3, 1.6);
  const x = between(rnd, 40, 80);
  if (!lone) for (const dx of [-26, 24]) out.push(...figure({ ...p, figure: shade(p.figure) }, rnd, race, x + dx, k * 0.7));
  out.push(...figure(p, rnd, race, x, k));
  return out;
}

/** A darker shade of a #rrggbb colour, for figures in the back. */
function shade(hex) {
  const n = parseInt(hex.slice(1), 16);
  const part = (s) => Math.round(((n >> s) & 255) * 0.6).toString(16).padStart(2, '0');
  return `#${part(16)}${part(8)}${part(0)}`;
}

function ship(p, rnd, card) {
  const out = sky(p, rnd, true);
  const k = between(rnd, 0.9, 1.3);
  const x = between(rnd, 30, 60);
  const y = between(rnd, 20, 32);
  const covenant = card.side === 'shadow' || card.culture === 'arbiter';
  const hull = covenant
    ? `M${r1(x - 25 * k)} ${r1(y)} Q${r1(x)} ${r1(y - 16 * k)} ${r1(x + 40 * k)} ${r1(y)} Q${r1(x)} ${r1(y + 12 * k)} ${r1(x - 25 * k)} ${r1(y)} Z`
    : poly(place([[-28, -3], [30, -6], [44, 0], [30, 6], [-28, 5], [-32, 0]], x, y, k));
  out.push(path(hull, p.figure), path(poly(place([[-20, -1], [20, -2], [20, 1], [-20, 2]], x, y, k)), shade(p.figure)));
  for (let i = 0; i < 3; i++) out.push(path(ellipse(x - 30 * k, y + (i - 1) * 2.5 * k, 2 * k, 1 * k), p.accent, { opacity: 0.9 }));
  if (rnd() < 0.6) out.push(path(ellipse(between(rnd, 80, 110), between(rnd, 30, 44), between(rnd, 10, 18), between(rnd, 10, 18)), p.sky[1]));
  return out;
}

const WEAPON = [[-22, -2], [14, -3], [24, -2], [24, 0], [4, 1], [2, 6], [-3, 6], [-4, 1], [-14, 1], [-22, 5], [-26, 5], [-24, -1]];
const HELMET = [[-12, 8], [-13, -4], [-7, -12], [7, -12], [13, -4], [12, 8], [4, 10], [-4, 10]];
const VISOR = [[-9, -4], [9, -4], [7, 2], [-7, 2]];

function possession(p, rnd, card) {
  const out = [...sky(p, rnd, false), ...ground(p, rnd, 42)];
  const x = between(rnd, 50, 70);
  const y = between(rnd, 22, 28);
  const k = between(rnd, 1.1, 1.5);
  const what = card.itemClass ?? (card.kind === 'artifact' ? 'relic' : 'gear');
  out.push(path(ellipse(x, y, 30, 18), p.accent, { opacity: 0.18 }));
  if (what === 'weapon') {
    const sword = /sword/.test(card.id);
    out.push(path(poly(place(sword ? [[-20, 0], [-8, -4], [26, -1], [-8, 2]] : WEAPON, x, y, k)), sword ? p.accent : '#23272e', { stroke: p.figure, sw: 0.8 }));
  } else if (what === 'armor') {
    out.push(path(poly(place(HELMET, x, y, k)), p.figure), path(poly(place(VISOR, x, y, k)), p.accent));
  } else if (what === 'vehicle') {
    out.push(path(poly(place([[-24, 2], [-18, -6], [8, -7], [16, -2], [24, -1], [24, 4], [-24, 5]], x, y + 6, k)), p.figure));
    for (const dx of [-14, 14]) out.push(path(ellipse(x + dx * k, y + 12 * k, 4.5 * k, 4.5 * k), '#15181c'));
  } else {
    const n = Math.floor(between(rnd, 5, 9));
    const pts = Array.from({ length: n }, (_, i) => [Math.cos((i / n) * 2 * Math.PI) * 12, Math.sin((i / n) * 2 * Math.PI) * 12]);
    out.push(path(poly(place(pts, x, y, k)), p.figure), path(ellipse(x, y, 5 * k, 5 * k), p.accent));
  }
  return out;
}

function burst(p, rnd) {
  const out = sky(p, rnd, false);
  const cx = between(rnd, 35, 85);
  const cy = between(rnd, 18, 32);
  const n = Math.floor(between(rnd, 7, 13));
  const turn = rnd() * Math.PI;
  const pts = [];
  for (let i = 0; i < 2 * n; i++) {
    const a = turn + (i * Math.PI) / n;
    const r = i % 2 === 0 ? between(rnd, 18, 30) : between(rnd, 5, 9);
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r * 0.8]);
  }
  out.push(path(poly(pts), p.accent, { opacity: 0.85 }), path(ellipse(cx, cy, 7, 6), '#fff8e0'));
  out.push(...ground(p, rnd, 44));
  for (let i = 0; i < 4; i++) out.push(path(`M${r1(cx)} ${r1(cy)} L${r1(between(rnd, 0, ART_W))} ${r1(between(rnd, 0, ART_H))}`, 'none', { stroke: p.figure, sw: 0.8, opacity: 0.6 }));
  return out;
}

function seal(p, rnd) {
  const out = [path(`M0 0 H${ART_W} V${ART_H} H0 Z`, p.sky[0])];
  const cx = between(rnd, 45, 75);
  const n = Math.floor(between(rnd, 5, 9));
  for (let ring = 3; ring >= 1; ring--) {
    const r = ring * 7;
    const pts = Array.from({ length: n }, (_, i) => [cx + Math.cos((i / n) * 2 * Math.PI) * r, 25 + Math.sin((i / n) * 2 * Math.PI) * r]);
    out.push(path(poly(pts), ring % 2 === 0 ? p.sky[1] : p.sky[2], { stroke: p.accent, sw: 0.8 }));
  }
  for (let i = 0; i < 6; i++) out.push(path(`M${r1(between(rnd, 0, 120))} 0 V${ART_H}`, 'none', { stroke: p.figure, sw: 0.5, opacity: 0.25 }));
  return out;
}

function site(p, rnd) {
  const out = [...sky(p, rnd, false)];
  const peaks = [[0, ART_H], [0, 34]];
  for (let x = 12; x < ART_W; x += between(rnd, 12, 24)) peaks.push([x, between(rnd, 16, 34)]);
  peaks.push([ART_W, 30], [ART_W, ART_H]);
  out.push(path(poly(peaks), shade(p.ground)), ...ground(p, rnd, 40));
  const towers = Math.floor(between(rnd, 1, 4));
  for (let i = 0; i < towers; i++) {
    const x = between(rnd, 10, 110);
    const h = between(rnd, 10, 26);
    out.push(path(poly([[x - 3, 42], [x - 2, 42 - h], [x + 2, 42 - h], [x + 3, 42]]), p.figure, { opacity: 0.85 }));
  }
  return out;
}

/** The picture of one card: a list of paths. */
export function cardArt(card) {
  const rnd = random(card.id);
  const p = PALETTES[card.kind === 'site' ? 'site' : card.culture] ?? PALETTES.site;
  switch (card.kind) {
    case 'companion':
    case 'ally':
    case 'minion':
      return character(p, rnd, card);
    case 'ship':
      return ship(p, rnd, card);
    case 'possession':
    case 'artifact':
      return possession(p, rnd, card);
    case 'condition':
      return seal(p, rnd);
    case 'site':
      return site(p, rnd);
    default:
      return burst(p, rnd);
  }
}

function svg(paths, w, h, title) {
  const attr = (x) => [`d="${x.d}"`, `fill="${x.fill}"`, x.stroke ? `stroke="${x.stroke}" stroke-width="${x.sw}"` : '', x.opacity !== undefined ? `opacity="${x.opacity}"` : ''].filter(Boolean).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" role="img" aria-label="${title}">\n${paths.map((x) => `<path ${attr(x)}/>`).join('\n')}\n</svg>\n`;
}

/** The back every hidden card shows: a dark frame, a ring of hexagons round a Halo ring, our own pattern. */
export function cardBack() {
  const out = [path('M0 0 H128 V178 H0 Z', '#10161e'), path('M6 6 H122 V172 H6 Z', '#1c2a3a', { stroke: '#6f8aa0', sw: 2 })];
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 6; col++) {
      const cx = 16 + col * 20 + (row % 2) * 10;
      const cy = 18 + row * 18;
      const pts = Array.from({ length: 6 }, (_, i) => [cx + Math.cos((i * Math.PI) / 3 + Math.PI / 6) * 8, cy + Math.sin((i * Math.PI) / 3 + Math.PI / 6) * 8]);
      out.push(path(poly(pts), 'none', { stroke: '#35506a', sw: 1 }));
    }
  }
  out.push(path(ellipse(64, 89, 40, 40), '#10161e', { stroke: '#e0c068', sw: 2 }), path(ellipse(64, 89, 36, 12), 'none', { stroke: '#7fd8ff', sw: 4 }), path(ellipse(64, 89, 8, 8), '#e0c068'));
  return svg(out, 128, 178, 'Card back');
}

/** The table's cloth: a tile of dark blue-grey felt (turbulence noise), seamless so it repeats. */
export function tableFelt() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="Table cloth">
<filter id="fibre" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="3" seed="7" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 0.24  0 0 0 0 0.3  0 0 0 0 0.36  0.9 0 0 0 -0.3"/></filter>
<filter id="mottle" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.016" numOctaves="2" seed="3" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 0.02  0 0 0 0 0.04  0 0 0 0 0.06  0 0 0.8 0 -0.25"/></filter>
<rect width="256" height="256" fill="#17202a"/>
<rect width="256" height="256" filter="url(#mottle)"/>
<rect width="256" height="256" filter="url(#fibre)"/>
</svg>
`;
}

/** Every file the script writes, by its path under assets/tcg/. */
export function tcgCardFiles(cards) {
  const out = { 'table/back.svg': cardBack(), 'table/felt.svg': tableFelt() };
  for (const c of cards) out[`cards/${c.id}.svg`] = svg(cardArt(c), ART_W, ART_H, c.title.replace(/[<>&"]/g, ''));
  return out;
}

export const TCG_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'tcg');

async function loadCards() {
  const { buildSync } = await import('esbuild');
  const entry = join(TCG_DIR, '..', '..', 'engines', 'halotcg', 'cards', 'index.ts');
  const out = buildSync({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'warning' });
  const mod = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
  return mod.ALL_CARDS;
}

if (process.argv[1] !== undefined && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  const files = tcgCardFiles(await loadCards());
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(TCG_DIR, name)), { recursive: true });
    writeFileSync(join(TCG_DIR, name), text);
  }
}
