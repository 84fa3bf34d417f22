/**
 * The Scarab drawn as one colossal piece, our own vector art in the board's style: seen from above and
 * facing up in its own frame, a beetle-like carapace of Covenant-purple plates over four jointed legs,
 * each leg ending in a clawed foot on its 2 x 2 base (named by its dial). The main gun points out of the
 * head, the aerial-defence turret sits on the rear deck where units ride. Standing, the body is raised
 * (legs straight, a long shadow); kneeling, it crouches low with knees splayed and its boarding ramp
 * lowered toward the Chassis base.
 */
import { memo } from 'react';
import { Circle, Ellipse, Group, Line, Path, Rect, Text } from 'react-konva';
import { bodyOf, legOf, type BodyShape, type Pose, type Pt } from './geometry';

const METAL_DARK = '#2a1d40';
const METAL = '#5a4187';
const METAL_LIGHT = '#9b7fd0';
const GLOW = '#5ff0e0';
const GUN_GLOW = '#9dffb8';
const r = (n: number) => Math.round(n * 10) / 10;

/** The carapace outline: the right half as curves, mirrored to the left. */
export function carapacePath(b: BodyShape): string {
  const { halfW: w, halfL: l } = b;
  const right: [number, number][][] = [
    [[0.42 * w, -l], [0.72 * w, -0.78 * l], [0.78 * w, -0.48 * l]],
    [[0.86 * w, -0.3 * l], [1.0 * w, -0.2 * l], [0.98 * w, 0.05 * l]],
    [[1.06 * w, 0.4 * l], [0.96 * w, 0.82 * l], [0.58 * w, 0.96 * l]],
    [[0.3 * w, 1.06 * l], [0.1 * w, 1.04 * l], [0, 1.0 * l]],
  ];
  const seg = (c: [number, number][], flip: boolean) => `C${c.map(([x, y]) => `${r(flip ? -x : x)} ${r(y)}`).join(' ')}`;
  // The left half runs back up: reverse each curve's control points and mirror them.
  const left = [...right].reverse().map((c, i, all) => {
    const end = i + 1 < all.length ? (all[i + 1]?.[2] ?? [0, -l]) : ([0, -l] as [number, number]);
    return [c[1] ?? [0, 0], c[0] ?? [0, 0], end] as [number, number][];
  });
  return `M0 ${r(-l)} ${right.map((c) => seg(c, false)).join(' ')} ${left.map((c) => seg(c, true)).join(' ')} Z`;
}

function LegNode({ foot, body, pose }: { foot: Pt; body: BodyShape; pose: Pose }) {
  const leg = legOf(foot, body, pose);
  const points = [leg.hip.x, leg.hip.y, leg.knee.x, leg.knee.y, leg.foot.x, leg.foot.y];
  const thick = pose === 'standing' ? 13 : 15;
  return (
    <Group>
      <Line points={points} stroke={METAL_DARK} strokeWidth={thick + 5} lineCap="round" lineJoin="round" />
      <Line points={points} stroke={METAL} strokeWidth={thick} lineCap="round" lineJoin="round" />
      <Line points={points} stroke={METAL_LIGHT} strokeWidth={3} lineCap="round" lineJoin="round" opacity={0.7} />
      <Circle x={leg.knee.x} y={leg.knee.y} radius={thick * 0.75} fill={METAL_DARK} stroke={METAL_LIGHT} strokeWidth={2} />
      <Circle x={leg.knee.x} y={leg.knee.y} radius={3} fill={GLOW} />
    </Group>
  );
}

function Foot({ at, cell }: { at: Pt; cell: number }) {
  const claws = [0, 120, 240];
  return (
    <Group x={at.x} y={at.y}>
      {claws.map((a) => (
        <Path key={a} rotation={a + 30} data={`M-4 0 L0 ${r(-cell * 0.5)} L4 0 Z`} fill={METAL} stroke={METAL_DARK} strokeWidth={2} />
      ))}
      <Circle radius={cell * 0.24} fill={METAL_DARK} stroke={METAL_LIGHT} strokeWidth={2} />
    </Group>
  );
}

/** A base: the 2 x 2 squares it covers, rimmed. */
function BasePlate({ at, cell }: { at: Pt; cell: number }) {
  const half = cell - 3;
  return <Rect x={at.x - half} y={at.y - half} width={2 * half} height={2 * half} cornerRadius={8} fill="rgba(40,20,70,0.45)" stroke={METAL_LIGHT} strokeWidth={2.5} dash={[10, 5]} />;
}

/** The name of a base's dial, kept upright whatever the Scarab's facing, drawn over everything. */
function BaseLabel({ at, cell, label, turn }: { at: Pt; cell: number; label: string; turn: number }) {
  return (
    <Group x={at.x} y={at.y} rotation={-turn}>
      <Text text={label} x={-cell - 10} y={cell * 0.3} width={2 * cell + 20} align="center" wrap="word" lineHeight={1.05} fontSize={9.5} fontStyle="bold" fill="#f1e8ff" stroke="#0b0f14" strokeWidth={3} fillAfterStrokeEnabled />
    </Group>
  );
}

function Carapace({ body, pose, cell }: { body: BodyShape; pose: Pose; cell: number }) {
  const { halfW: w, halfL: l } = body;
  const outline = carapacePath(body);
  const plate = (y: number, bow: number) => `M${r(-0.92 * w)} ${r(y)} Q0 ${r(y + bow)} ${r(0.92 * w)} ${r(y)}`;
  const lit = pose === 'standing';
  return (
    <Group>
      <Path data={outline} fillLinearGradientStartPoint={{ x: -w, y: -l }} fillLinearGradientEndPoint={{ x: w, y: l }} fillLinearGradientColorStops={[0, METAL_LIGHT, 0.45, METAL, 1, METAL_DARK]} stroke={METAL_DARK} strokeWidth={4} />
      {[plate(-0.45 * l, -cell * 0.5), plate(0.02 * l, -cell * 0.35)].map((d) => (
        <Path key={d} data={d} stroke={METAL_DARK} strokeWidth={3} opacity={0.8} />
      ))}
      <Line points={[0, -0.92 * l, 0, -0.2 * l]} stroke={GLOW} strokeWidth={3} opacity={0.85} />
      {[-1, 1].map((s) => (
        <Line key={s} points={[s * 0.5 * w, -0.7 * l, s * 0.78 * w, -0.2 * l, s * 0.8 * w, 0.45 * l]} stroke={GLOW} strokeWidth={2} opacity={0.6} tension={0.4} />
      ))}
      {[-1, 1].map((s) => (
        <Ellipse key={`pod${s}`} x={s * 0.78 * w} y={-0.05 * l} radiusX={0.2 * w} radiusY={0.3 * l} fill={METAL} stroke={METAL_DARK} strokeWidth={2.5} />
      ))}
      {/* The head (its bridge windows) and the main gun. */}
      <Ellipse x={0} y={-0.8 * l} radiusX={0.34 * w} radiusY={0.16 * l} fill={METAL_DARK} stroke={METAL_LIGHT} strokeWidth={1.5} />
      {[-1, 1].map((s) => (
        <Line key={`eye${s}`} points={[s * 0.12 * w, -0.86 * l, s * 0.26 * w, -0.78 * l]} stroke={GLOW} strokeWidth={3} lineCap="round" />
      ))}
      <Rect x={-cell * 0.16} y={-l - cell * 0.95} width={cell * 0.32} height={cell * 1.35} cornerRadius={4} fill={METAL_DARK} stroke={METAL_LIGHT} strokeWidth={1.5} />
      <Circle x={0} y={-l - cell * 0.95} radius={cell * 0.22} fill={GUN_GLOW} shadowColor={GUN_GLOW} shadowBlur={14} shadowOpacity={0.9} opacity={lit ? 1 : 0.75} />
      {/* The rear deck where units ride, with its grating. */}
      <Rect x={-0.6 * w} y={-0.12 * l} width={1.2 * w} height={0.78 * l} cornerRadius={10} fill="#2f2745" stroke={METAL_LIGHT} strokeWidth={1.5} opacity={0.92} />
      {[0.05, 0.22, 0.39, 0.56].map((f) => (
        <Line key={f} points={[-0.55 * w, f * l, 0.55 * w, f * l]} stroke="rgba(180,160,230,0.22)" strokeWidth={1} />
      ))}
      {/* The aerial-defence turret at the tail. */}
      <Group x={0} y={0.8 * l}>
        <Rect x={-cell * 0.34} y={-cell * 0.95} width={cell * 0.14} height={cell * 0.8} fill={METAL_DARK} />
        <Rect x={cell * 0.2} y={-cell * 0.95} width={cell * 0.14} height={cell * 0.8} fill={METAL_DARK} />
        <Circle radius={cell * 0.42} fill={METAL} stroke={METAL_DARK} strokeWidth={3} />
        <Circle radius={cell * 0.14} fill={lit ? '#ff7ad9' : '#a45a92'} />
      </Group>
    </Group>
  );
}

export interface ScarabFigureProps {
  /** Base centres in the Scarab's own frame (facing up). */
  readonly feet: readonly Pt[];
  readonly labels: readonly string[];
  readonly pose: Pose;
  readonly cell: number;
  /** The Scarab's facing in degrees (its labels are turned back to stay upright). */
  readonly turn: number;
  /** Index of the foot the boarding ramp leads to while kneeling (the Chassis base), or -1. */
  readonly rampTo: number;
}

/** The whole figure in its own frame; the caller places and turns it. */
export const ScarabFigure = memo(function ScarabFigure({ feet, labels, pose, cell, turn, rampTo }: ScarabFigureProps) {
  const body = bodyOf(feet, cell);
  const standing = pose === 'standing';
  const scale = standing ? 1.06 : 0.92;
  const shadow = standing ? cell * 0.9 : cell * 0.25;
  const ramp = feet[rampTo];
  return (
    <Group>
      {feet.map((f, i) => (
        <BasePlate key={i} at={f} cell={cell} />
      ))}
      <Path data={carapacePath(body)} x={shadow * 0.6} y={shadow} fill="black" opacity={standing ? 0.3 : 0.4} scaleX={scale} scaleY={scale} />
      {feet.map((f, i) => (
        <LegNode key={i} foot={f} body={{ halfW: body.halfW * scale, halfL: body.halfL * scale }} pose={pose} />
      ))}
      {feet.map((f, i) => (
        <Foot key={i} at={f} cell={cell} />
      ))}
      {!standing && ramp !== undefined && (
        <Line points={[0, body.halfL * 0.5, ramp.x * 0.82, ramp.y * 0.82]} stroke="#c9b8ef" strokeWidth={cell * 0.5} lineCap="round" opacity={0.85} dash={[6, 4]} />
      )}
      <Group scaleX={scale} scaleY={scale}>
        <Carapace body={body} pose={pose} cell={cell} />
      </Group>
      {feet.map((f, i) => (
        <BaseLabel key={i} at={f} cell={cell} label={labels[i] ?? ''} turn={turn} />
      ))}
    </Group>
  );
});
