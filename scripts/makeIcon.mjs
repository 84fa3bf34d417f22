/**
 * Draws the app icon (a Halo ring around a steel planet on a graphite tile, UNSC teal accents) from one
 * scene description into both assets/icons/icon.svg and a 512×512 assets/icons/icon.png. Only Node is
 * needed: shapes are rasterised here with 4×4 supersampling and written as PNG with node:zlib, so the
 * two files always show the same picture. Run: node scripts/makeIcon.mjs
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';

const SIZE = 512;
const SAMPLES = 4;
const TILT = -24; // degrees: the ring is seen from slightly above and turned a little

const hex = (text) => [1, 3, 5].map((i) => parseInt(text.slice(i, i + 2), 16));
const linear = (x1, y1, x2, y2, from, to) => ({ kind: 'linear', x1, y1, x2, y2, from, to });
const radial = (cx, cy, r, from, to) => ({ kind: 'radial', cx, cy, r, from, to });

const TILE = { x: 16, y: 16, w: 480, h: 480, r: 104 };
const RING = { cx: 244, cy: 246, rot: TILT, outer: [212, 96] };

/**
 * The picture, back to front. Ring coordinates are in the ring's own (tilted) frame: its far half shows
 * the lit inner surface (thick, teal), its near half the outer hull (thin, steel).
 */
export const SCENE = [
  { shape: 'roundRect', ...TILE, paint: radial(200, 170, 380, '#1f2d3a', '#05080c') },
  ...[[98, 112, 2.2], [396, 84, 1.8], [446, 170, 1.4], [70, 300, 1.6], [150, 440, 1.3], [300, 460, 1.2]].map(([cx, cy, r]) => ({
    shape: 'circle', cx, cy, r, paint: '#d8f3ff', opacity: 0.75,
  })),
  { shape: 'circle', cx: 424, cy: 452, r: 146, clipTile: true, paint: '#2ec4b6', opacity: 0.22 },
  { shape: 'circle', cx: 424, cy: 452, r: 140, clipTile: true, paint: linear(330, 330, 470, 500, '#6a879b', '#070c12') },
  { shape: 'circle', cx: 130, cy: 120, r: 46, paint: '#9ff7ee', opacity: 0.1 },
  { shape: 'circle', cx: 130, cy: 120, r: 22, paint: '#c9fff8', opacity: 0.3 },
  { shape: 'circle', cx: 130, cy: 120, r: 9, paint: '#ffffff' },
  { shape: 'band', ...RING, inner: [190, 68], innerShift: 8, half: 'back', paint: linear(0, -92, 0, -40, '#0b5e58', '#46e6d5') },
  { shape: 'band', ...RING, inner: [190, 76], innerShift: 0, half: 'front', paint: linear(0, 40, 0, 92, '#d5e1ea', '#4f6477') },
  { shape: 'band', ...RING, outer: [189, 77], inner: [190, 76], innerShift: 0, half: 'front', paint: '#6ff8e9' },
];

// ---- rasteriser -------------------------------------------------------------------------------------

function local(item, x, y) {
  const angle = (-item.rot * Math.PI) / 180;
  const dx = x - item.cx;
  const dy = y - item.cy;
  return [dx * Math.cos(angle) - dy * Math.sin(angle), dx * Math.sin(angle) + dy * Math.cos(angle)];
}

const INSIDE = {
  roundRect: ({ x, y, w, h, r }, px, py) => {
    const qx = Math.max(Math.abs(px - (x + w / 2)) - (w / 2 - r), 0);
    const qy = Math.max(Math.abs(py - (y + h / 2)) - (h / 2 - r), 0);
    return qx * qx + qy * qy <= r * r && Math.abs(px - (x + w / 2)) <= w / 2 && Math.abs(py - (y + h / 2)) <= h / 2;
  },
  circle: ({ cx, cy, r }, px, py) => (px - cx) ** 2 + (py - cy) ** 2 <= r * r,
  band: (item, px, py) => {
    const [u, v] = local(item, px, py);
    const inOuter = (u / item.outer[0]) ** 2 + (v / item.outer[1]) ** 2 <= 1;
    const inInner = (u / item.inner[0]) ** 2 + ((v - item.innerShift) / item.inner[1]) ** 2 < 1;
    const half = item.half === 'all' || (item.half === 'front' ? v >= 0 : v < 0);
    return inOuter && !inInner && half;
  },
};

function paintAt(item, px, py) {
  const paint = item.paint;
  if (typeof paint === 'string') return hex(paint);
  const [x, y] = item.shape === 'band' ? local(item, px, py) : [px, py];
  let t;
  if (paint.kind === 'linear') {
    const [dx, dy] = [paint.x2 - paint.x1, paint.y2 - paint.y1];
    t = ((x - paint.x1) * dx + (y - paint.y1) * dy) / (dx * dx + dy * dy);
  } else {
    t = Math.hypot(x - paint.cx, y - paint.cy) / paint.r;
  }
  t = Math.min(1, Math.max(0, t));
  const [a, b] = [hex(paint.from), hex(paint.to)];
  return a.map((channel, i) => channel + (b[i] - channel) * t);
}

/** Straight (non-premultiplied) RGBA bytes of the scene at `size`×`size`. */
export function rasterise(scene = SCENE, size = SIZE) {
  const scale = SIZE / size;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let s = 0; s < SAMPLES * SAMPLES; s++) {
        const x = (px + ((s % SAMPLES) + 0.5) / SAMPLES) * scale;
        const y = (py + (Math.floor(s / SAMPLES) + 0.5) / SAMPLES) * scale;
        let rgb = [0, 0, 0];
        let alpha = 0;
        for (const item of scene) {
          if (!INSIDE[item.shape](item, x, y) || (item.clipTile && !INSIDE.roundRect(TILE, x, y))) continue;
          const colour = paintAt(item, x, y);
          const a = item.opacity ?? 1;
          rgb = rgb.map((c, i) => (colour[i] * a + c * alpha * (1 - a)) / (a + alpha * (1 - a)));
          alpha = a + alpha * (1 - a);
        }
        rgb.forEach((c, i) => (sum[i] += c * alpha));
        sum[3] += alpha;
      }
      const offset = (py * size + px) * 4;
      for (let i = 0; i < 3; i++) pixels[offset + i] = sum[3] > 0 ? Math.round(sum[i] / sum[3]) : 0;
      pixels[offset + 3] = Math.round((sum[3] / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return pixels;
}

// ---- PNG --------------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG (filter 0 on every row). */
export function encodePng(rgba, width, height) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

// ---- SVG --------------------------------------------------------------------------------------------

function svgPaint(item, id, defs) {
  const paint = item.paint;
  if (typeof paint === 'string') return paint;
  const stops = `<stop offset="0" stop-color="${paint.from}"/><stop offset="1" stop-color="${paint.to}"/>`;
  defs.push(
    paint.kind === 'linear'
      ? `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${paint.x1}" y1="${paint.y1}" x2="${paint.x2}" y2="${paint.y2}">${stops}</linearGradient>`
      : `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${paint.cx}" cy="${paint.cy}" r="${paint.r}">${stops}</radialGradient>`,
  );
  return `url(#${id})`;
}

const ellipse = ([rx, ry], dy = 0) => `M${-rx} ${dy}A${rx} ${ry} 0 1 0 ${rx} ${dy}A${rx} ${ry} 0 1 0 ${-rx} ${dy}Z`;

const SVG_SHAPE = {
  roundRect: ({ x, y, w, h, r }, attrs) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" ${attrs}/>`,
  circle: ({ cx, cy, r }, attrs) => `<circle cx="${cx}" cy="${cy}" r="${r}" ${attrs}/>`,
  band: (item, attrs) => {
    const clip = item.half === 'all' ? '' : ` clip-path="url(#${item.half})"`;
    return `<g transform="translate(${item.cx} ${item.cy}) rotate(${item.rot})"><path fill-rule="evenodd"${clip} d="${ellipse(item.outer)}${ellipse(item.inner, item.innerShift)}" ${attrs}/></g>`;
  },
};

export function renderSvg(scene = SCENE) {
  const defs = [
    '<clipPath id="front"><rect x="-300" y="0" width="600" height="300"/></clipPath>',
    '<clipPath id="back"><rect x="-300" y="-300" width="600" height="300"/></clipPath>',
    `<clipPath id="tile"><rect x="${TILE.x}" y="${TILE.y}" width="${TILE.w}" height="${TILE.h}" rx="${TILE.r}"/></clipPath>`,
  ];
  const body = scene.map((item, index) => {
    const opacity = item.opacity === undefined ? '' : ` fill-opacity="${item.opacity}"`;
    const clip = item.clipTile ? ' clip-path="url(#tile)"' : '';
    return SVG_SHAPE[item.shape](item, `fill="${svgPaint(item, `paint${index}`, defs)}"${opacity}${clip}`);
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    '<title>Halo Tabletop</title>',
    `<defs>${defs.join('')}</defs>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'icons');
  writeFileSync(join(out, 'icon.svg'), renderSvg());
  writeFileSync(join(out, 'icon.png'), encodePng(rasterise(), SIZE, SIZE));
  console.log('wrote assets/icons/icon.svg and assets/icons/icon.png');
}
