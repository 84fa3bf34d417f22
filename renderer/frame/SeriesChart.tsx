import type { SeatInfo } from '../../engines/core';
import { thin } from './history';

const W = 520;
const H = 150;
const PAD = { left: 30, right: 12, top: 10, bottom: 22 };
/** Enough points for a smooth line at this width. */
const MAX_POINTS = 160;

/** Polyline points per seat for a series (values per seat at each state), scaled into the chart. */
export function chartLines(series: readonly (readonly number[])[], seats: number): { readonly max: number; readonly lines: string[] } {
  const points = thin(series, MAX_POINTS);
  const max = Math.max(1, ...series.flat());
  const last = Math.max(1, series.length - 1);
  const x = (i: number) => PAD.left + (i / last) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - v / max) * (H - PAD.top - PAD.bottom);
  const lines = Array.from({ length: seats }, (_, seat) => points.map((p) => `${x(p.index).toFixed(1)},${y(p.value[seat] ?? 0).toFixed(1)}`).join(' '));
  return { max, lines };
}

interface SeriesChartProps {
  readonly series: readonly (readonly number[])[];
  readonly seats: readonly SeatInfo[];
  /** The chart's accessible name (the series' name). */
  readonly label: string;
  readonly axisLabel: string;
  readonly winners: readonly number[];
}

/** A small line chart of one number per seat over the game (territories over time). */
export function SeriesChart({ series, seats, label, axisLabel, winners }: SeriesChartProps) {
  const { max, lines } = chartLines(series, seats.length);
  const yMid = PAD.top + (H - PAD.top - PAD.bottom) / 2;
  return (
    <svg className="series-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-testid="outcome-chart">
      <g className="series-grid">
        <line x1={PAD.left} y1={PAD.top} x2={W - PAD.right} y2={PAD.top} />
        <line x1={PAD.left} y1={yMid} x2={W - PAD.right} y2={yMid} />
        <line x1={PAD.left} y1={H - PAD.bottom} x2={W - PAD.right} y2={H - PAD.bottom} />
      </g>
      <text className="series-tick" x={PAD.left - 6} y={PAD.top + 4} textAnchor="end">
        {max}
      </text>
      <text className="series-tick" x={PAD.left - 6} y={H - PAD.bottom + 4} textAnchor="end">
        0
      </text>
      <text className="series-tick" x={W - PAD.right} y={H - 6} textAnchor="end">
        {axisLabel}
      </text>
      {lines.map((points, seat) => (
        <polyline key={seat} points={points} fill="none" stroke={seats[seat]?.color ?? '#fff'} strokeWidth={winners.includes(seat) ? 3 : 1.8} strokeOpacity={winners.includes(seat) ? 1 : 0.8} strokeLinejoin="round" />
      ))}
    </svg>
  );
}
