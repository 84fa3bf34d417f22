/**
 * Our own terrain look, drawn with canvas shapes (no bitmaps): each tile has a ground palette and a
 * pattern (hangar deck plates, canyon strata, outpost grass, reactor grating); blocking terrain is drawn
 * as crates, rocks or pillars; walls are thick bars on square edges, doors gaps with a frame.
 */
import { TILE_SIZE, type Geo } from '../../../../engines/actionclix';
import { CELL, columnName, PAD } from '../model';

interface Look {
  readonly ground: readonly [string, string];
  readonly line: string;
  readonly block: string;
  readonly blockEdge: string;
  readonly pattern: 'plates' | 'strata' | 'grass' | 'grating';
}

export const LOOKS: Readonly<Record<string, Look>> = {
  hangar: { ground: ['#3a4654', '#35404d'], line: 'rgba(150,180,210,0.16)', block: '#6b5a3a', blockEdge: '#c9a45c', pattern: 'plates' },
  canyon: { ground: ['#7a5a3c', '#74553a'], line: 'rgba(255,220,170,0.13)', block: '#4f3b2a', blockEdge: '#a27c56', pattern: 'strata' },
  outpost: { ground: ['#3f5a3a', '#3b5537'], line: 'rgba(200,240,180,0.13)', block: '#57605f', blockEdge: '#a7b2ae', pattern: 'grass' },
  reactor: { ground: ['#1f3b44', '#1c363e'], line: 'rgba(120,230,240,0.16)', block: '#5d6b73', blockEdge: '#c3ccd2', pattern: 'grating' },
};

const FALLBACK = LOOKS.hangar as Look;

/** A stable pseudo-random number in [0, 1) per square (the terrain's speckles). */
export function speckle(sq: number, salt: number): number {
  let h = (sq * 374761393 + salt * 668265263) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

export function tileAt(geo: Geo, tiles: readonly string[], sq: number): string {
  const cols = geo.width / TILE_SIZE;
  const x = Math.floor((sq % geo.width) / TILE_SIZE);
  const y = Math.floor(Math.floor(sq / geo.width) / TILE_SIZE);
  return tiles[y * cols + x] ?? '';
}

function pattern(ctx: CanvasRenderingContext2D, look: Look, sq: number, x: number, y: number): void {
  ctx.strokeStyle = look.line;
  ctx.lineWidth = 1;
  ctx.beginPath();
  const r = speckle(sq, 1);
  if (look.pattern === 'plates') {
    ctx.rect(x + 3, y + 3, CELL - 6, CELL - 6);
    ctx.moveTo(x + 6, y + 6);
    ctx.arc(x + 6, y + 6, 0.8, 0, Math.PI * 2);
  } else if (look.pattern === 'strata') {
    const o = 8 + r * 18;
    ctx.moveTo(x, y + o);
    ctx.quadraticCurveTo(x + CELL / 2, y + o - 6 + r * 12, x + CELL, y + o + 2);
  } else if (look.pattern === 'grass') {
    for (let i = 0; i < 3; i++) {
      const gx = x + 6 + speckle(sq, i + 2) * (CELL - 12);
      const gy = y + 10 + speckle(sq, i + 5) * (CELL - 16);
      ctx.moveTo(gx, gy);
      ctx.lineTo(gx - 2, gy - 5);
      ctx.moveTo(gx, gy);
      ctx.lineTo(gx + 2, gy - 5);
    }
  } else {
    for (let i = 8; i < CELL; i += 8) {
      ctx.moveTo(x + i, y + 2);
      ctx.lineTo(x + i, y + CELL - 2);
    }
  }
  ctx.stroke();
}

function drawBlock(ctx: CanvasRenderingContext2D, look: Look, sq: number, x: number, y: number): void {
  ctx.fillStyle = look.block;
  ctx.strokeStyle = look.blockEdge;
  ctx.lineWidth = 2;
  ctx.beginPath();
  if (look.pattern === 'strata' || look.pattern === 'grass') {
    // A rock: an irregular polygon.
    const pts = 7;
    for (let i = 0; i < pts; i++) {
      const a = (i / pts) * Math.PI * 2;
      const rad = CELL * (0.36 + speckle(sq, i + 11) * 0.1);
      const px = x + CELL / 2 + Math.cos(a) * rad;
      const py = y + CELL / 2 + Math.sin(a) * rad;
      if (i === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    }
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    return;
  }
  if (look.pattern === 'grating') {
    // A pillar: a bolted octagon.
    for (let i = 0; i < 8; i++) {
      const a = ((i + 0.5) / 8) * Math.PI * 2;
      const px = x + CELL / 2 + Math.cos(a) * CELL * 0.42;
      const py = y + CELL / 2 + Math.sin(a) * CELL * 0.42;
      if (i === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    }
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#2a3238';
    ctx.fillRect(x + CELL / 2 - 5, y + CELL / 2 - 5, 10, 10);
    return;
  }
  // A crate with a cross brace.
  ctx.rect(x + 4, y + 4, CELL - 8, CELL - 8);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x + 4, y + 4);
  ctx.lineTo(x + CELL - 4, y + CELL - 4);
  ctx.moveTo(x + CELL - 4, y + 4);
  ctx.lineTo(x + 4, y + CELL - 4);
  ctx.stroke();
}

function drawGround(ctx: CanvasRenderingContext2D, geo: Geo, tiles: readonly string[]): void {
  for (let sq = 0; sq < geo.width * geo.height; sq++) {
    const look = LOOKS[tileAt(geo, tiles, sq)] ?? FALLBACK;
    const x = PAD + (sq % geo.width) * CELL;
    const y = PAD + Math.floor(sq / geo.width) * CELL;
    const even = ((sq % geo.width) + Math.floor(sq / geo.width)) % 2 === 0;
    ctx.fillStyle = look.ground[even ? 0 : 1];
    ctx.fillRect(x, y, CELL, CELL);
    if (geo.blocked[sq] === 1) drawBlock(ctx, look, sq, x, y);
    else pattern(ctx, look, sq, x, y);
  }
}

function drawGrid(ctx: CanvasRenderingContext2D, geo: Geo): void {
  ctx.strokeStyle = 'rgba(0,0,0,0.35)';
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let x = 0; x <= geo.width; x++) {
    ctx.moveTo(PAD + x * CELL, PAD);
    ctx.lineTo(PAD + x * CELL, PAD + geo.height * CELL);
  }
  for (let y = 0; y <= geo.height; y++) {
    ctx.moveTo(PAD, PAD + y * CELL);
    ctx.lineTo(PAD + geo.width * CELL, PAD + y * CELL);
  }
  ctx.stroke();
  // Tile seams, a little stronger.
  ctx.strokeStyle = 'rgba(0,0,0,0.7)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  for (let x = 0; x <= geo.width; x += TILE_SIZE) {
    ctx.moveTo(PAD + x * CELL, PAD);
    ctx.lineTo(PAD + x * CELL, PAD + geo.height * CELL);
  }
  for (let y = 0; y <= geo.height; y += TILE_SIZE) {
    ctx.moveTo(PAD, PAD + y * CELL);
    ctx.lineTo(PAD + geo.width * CELL, PAD + y * CELL);
  }
  ctx.stroke();
}

/** Walls on square edges (blocking terrain's own edges are left to its drawing). */
function drawWalls(ctx: CanvasRenderingContext2D, geo: Geo): void {
  const w = geo.width;
  const isBlocked = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < geo.height && geo.blocked[y * w + x] === 1;
  ctx.lineCap = 'square';
  for (const [colour, width] of [['#0b0f14', 9], ['#c8d3de', 4]] as const) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.beginPath();
    for (let y = 0; y < geo.height; y++) for (let X = 0; X <= w; X++) {
      if (geo.vEdge[y * (w + 1) + X] !== 1 || isBlocked(X - 1, y) || isBlocked(X, y)) continue;
      ctx.moveTo(PAD + X * CELL, PAD + y * CELL);
      ctx.lineTo(PAD + X * CELL, PAD + (y + 1) * CELL);
    }
    for (let Y = 0; Y <= geo.height; Y++) for (let x = 0; x < w; x++) {
      if (geo.hEdge[Y * w + x] !== 1 || isBlocked(x, Y - 1) || isBlocked(x, Y)) continue;
      ctx.moveTo(PAD + x * CELL, PAD + Y * CELL);
      ctx.lineTo(PAD + (x + 1) * CELL, PAD + Y * CELL);
    }
    ctx.stroke();
  }
}

/** Doors: the open edge shown with two frame posts and a dashed threshold. */
function drawDoors(ctx: CanvasRenderingContext2D, geo: Geo): void {
  for (const d of geo.doors) {
    const x0 = PAD + d.x * CELL;
    const y0 = PAD + d.y * CELL;
    const [x1, y1] = d.dir === 'h' ? [x0 + CELL, y0] : [x0, y0 + CELL];
    ctx.fillStyle = '#f2b33d';
    ctx.fillRect(x0 - 3, y0 - 3, 6, 6);
    ctx.fillRect(x1 - 3, y1 - 3, 6, 6);
    ctx.strokeStyle = 'rgba(242,179,61,0.8)';
    ctx.lineWidth = 2;
    ctx.setLineDash([4, 4]);
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

function drawCoordinates(ctx: CanvasRenderingContext2D, geo: Geo): void {
  ctx.fillStyle = 'rgba(200,220,235,0.75)';
  ctx.font = '600 14px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let x = 0; x < geo.width; x++) {
    const label = columnName(x);
    ctx.fillText(label, PAD + x * CELL + CELL / 2, PAD / 2);
    ctx.fillText(label, PAD + x * CELL + CELL / 2, PAD + geo.height * CELL + PAD / 2);
  }
  for (let y = 0; y < geo.height; y++) {
    ctx.fillText(String(y + 1), PAD / 2, PAD + y * CELL + CELL / 2);
    ctx.fillText(String(y + 1), PAD + geo.width * CELL + PAD / 2, PAD + y * CELL + CELL / 2);
  }
}

/** Draws the whole static battlefield (called once per layout into a cached shape). */
export function drawBattlefield(ctx: CanvasRenderingContext2D, geo: Geo, tiles: readonly string[]): void {
  ctx.fillStyle = '#0d141b';
  ctx.fillRect(0, 0, geo.width * CELL + 2 * PAD, geo.height * CELL + 2 * PAD);
  drawGround(ctx, geo, tiles);
  drawGrid(ctx, geo);
  drawWalls(ctx, geo);
  drawDoors(ctx, geo);
  drawCoordinates(ctx, geo);
}
