/**
 * The Scarab Interior map's look, drawn with canvas shapes into one bitmap (like the battlefield's
 * terrain): a hull of Covenant-purple deck plates with glowing seams, the Ramp squares marked with
 * chevrons pointing up to the hatch, the two-square Main Power Core as a sphere of blue-white energy in
 * its cradle, blocked squares as machinery, walls as thick bars, and coordinates round the edge.
 */
import { CELL } from '../model';

export interface InteriorShape {
  readonly width: number;
  readonly height: number;
  readonly ramp: readonly number[];
  readonly core: readonly number[];
  /** Squares no unit may enter (machinery), as [x, y]. */
  readonly blocking: readonly (readonly [number, number])[];
  /** Wall runs on grid lines, as the battlefield tiles give them: 'h' along line y, 'v' along line x. */
  readonly walls: readonly (readonly [number, number, 'h' | 'v', number])[];
}

/** Margin round the interior map in world units (room for its title and coordinates). */
export const INTERIOR_PAD = 22;

function plates(ctx: CanvasRenderingContext2D, m: InteriorShape): void {
  for (let sq = 0; sq < m.width * m.height; sq++) {
    const x = INTERIOR_PAD + (sq % m.width) * CELL;
    const y = INTERIOR_PAD + Math.floor(sq / m.width) * CELL;
    ctx.fillStyle = (sq + Math.floor(sq / m.width)) % 2 === 0 ? '#2d2442' : '#29203d';
    ctx.fillRect(x, y, CELL, CELL);
    ctx.strokeStyle = 'rgba(170,140,230,0.22)';
    ctx.lineWidth = 1;
    ctx.strokeRect(x + 0.5, y + 0.5, CELL - 1, CELL - 1);
    ctx.strokeStyle = 'rgba(95,240,224,0.12)';
    ctx.beginPath();
    ctx.moveTo(x + 6, y + CELL / 2);
    ctx.lineTo(x + CELL / 2, y + 6);
    ctx.lineTo(x + CELL - 6, y + CELL / 2);
    ctx.stroke();
  }
}

function rampSquare(ctx: CanvasRenderingContext2D, x: number, y: number): void {
  ctx.fillStyle = '#4b3d6e';
  ctx.fillRect(x + 2, y + 2, CELL - 4, CELL - 4);
  ctx.strokeStyle = '#c9b8ef';
  ctx.lineWidth = 2.5;
  for (const dy of [10, 20]) {
    ctx.beginPath();
    ctx.moveTo(x + 10, y + dy + 8);
    ctx.lineTo(x + CELL / 2, y + dy);
    ctx.lineTo(x + CELL - 10, y + dy + 8);
    ctx.stroke();
  }
}

function coreCradle(ctx: CanvasRenderingContext2D, m: InteriorShape): void {
  if (m.core.length === 0) return;
  const xs = m.core.map((sq) => INTERIOR_PAD + (sq % m.width) * CELL);
  const ys = m.core.map((sq) => INTERIOR_PAD + Math.floor(sq / m.width) * CELL);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const w = Math.max(...xs) + CELL - x0;
  const h = Math.max(...ys) + CELL - y0;
  ctx.fillStyle = '#161226';
  ctx.fillRect(x0 + 2, y0 + 2, w - 4, h - 4);
  ctx.strokeStyle = '#8ec5ff';
  ctx.lineWidth = 2;
  ctx.strokeRect(x0 + 3, y0 + 3, w - 6, h - 6);
  const cx = x0 + w / 2;
  const cy = y0 + h / 2;
  const radius = Math.min(w, h) * 0.42;
  const glow = ctx.createRadialGradient(cx, cy, 2, cx, cy, radius);
  glow.addColorStop(0, '#ffffff');
  glow.addColorStop(0.35, '#b9e4ff');
  glow.addColorStop(0.75, '#4aa8ff');
  glow.addColorStop(1, 'rgba(40,90,200,0)');
  ctx.fillStyle = glow;
  ctx.beginPath();
  ctx.ellipse(cx, cy, Math.max(radius, w * 0.44), radius, 0, 0, Math.PI * 2);
  ctx.fill();
}

function machinery(ctx: CanvasRenderingContext2D, x: number, y: number): void {
  ctx.fillStyle = '#4a4560';
  ctx.fillRect(x + 4, y + 4, CELL - 8, CELL - 8);
  ctx.strokeStyle = '#a99fc8';
  ctx.lineWidth = 1.5;
  ctx.strokeRect(x + 4, y + 4, CELL - 8, CELL - 8);
  ctx.beginPath();
  ctx.arc(x + CELL / 2, y + CELL / 2, 6, 0, Math.PI * 2);
  ctx.stroke();
}

function wall(ctx: CanvasRenderingContext2D, [x, y, dir, length]: readonly [number, number, 'h' | 'v', number]): void {
  const px = INTERIOR_PAD + x * CELL;
  const py = INTERIOR_PAD + y * CELL;
  ctx.strokeStyle = '#0d0a16';
  ctx.lineWidth = 6;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(px, py);
  if (dir === 'h') ctx.lineTo(px + length * CELL, py);
  else ctx.lineTo(px, py + length * CELL);
  ctx.stroke();
  ctx.strokeStyle = 'rgba(155,127,208,0.55)';
  ctx.lineWidth = 1.5;
  ctx.stroke();
}

function coordinates(ctx: CanvasRenderingContext2D, m: InteriorShape): void {
  ctx.fillStyle = 'rgba(230,220,255,0.7)';
  ctx.font = '600 14px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let x = 0; x < m.width; x++) ctx.fillText(String.fromCharCode(65 + x), INTERIOR_PAD + x * CELL + CELL / 2, INTERIOR_PAD + m.height * CELL + 11);
  for (let y = 0; y < m.height; y++) ctx.fillText(String(y + 1), INTERIOR_PAD / 2, INTERIOR_PAD + y * CELL + CELL / 2);
}

/** Draws the whole interior map at world scale into `ctx` (origin at the map's top-left margin corner). */
export function drawInterior(ctx: CanvasRenderingContext2D, m: InteriorShape): void {
  ctx.fillStyle = '#120e1d';
  ctx.fillRect(0, 0, m.width * CELL + 2 * INTERIOR_PAD, m.height * CELL + 2 * INTERIOR_PAD);
  plates(ctx, m);
  for (const sq of m.ramp) rampSquare(ctx, INTERIOR_PAD + (sq % m.width) * CELL, INTERIOR_PAD + Math.floor(sq / m.width) * CELL);
  for (const [x, y] of m.blocking) machinery(ctx, INTERIOR_PAD + x * CELL, INTERIOR_PAD + y * CELL);
  coreCradle(ctx, m);
  for (const w of m.walls) wall(ctx, w);
  ctx.strokeStyle = '#9b7fd0';
  ctx.lineWidth = 3;
  ctx.strokeRect(INTERIOR_PAD - 1.5, INTERIOR_PAD - 1.5, m.width * CELL + 3, m.height * CELL + 3);
  coordinates(ctx, m);
}
