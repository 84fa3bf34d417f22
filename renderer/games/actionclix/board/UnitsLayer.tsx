/**
 * Units on the battlefield: a square base in the owner's colour with the unit's short name, its portrait
 * (portraits.ts), a health bar (the share of the dial left), the dial's values at its current click
 * (speed, attack, defense, damage), grenade and upgrade tokens, and whether the unit has acted this turn
 * (ready: a green mark; acted: dimmed). Each unit is memoised by id and glides to a new square, along
 * the squares it went through when the last action says (paths.ts), square by square.
 */
import Konva from 'konva';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Circle, Group, Layer, Path, Rect, Text } from 'react-konva';
import { rosterUnit, type UnitView } from '../../../../engines/actionclix';
import { TEXT_FONT } from '../../../ui/fonts';
import { reducedMotion } from '../../../ui/motion';
import { squareCentre } from '../model';
import { PORTRAIT_COLOURS, portraitOf } from './portraits';
import { legMs, waypoints } from './paths';
import { TOKEN, fitSize, statSlot } from './token';

type Pt = { readonly x: number; readonly y: number };

export type ActState = 'ready' | 'acted' | 'none';

interface UnitProps {
  readonly id: string;
  readonly roster: string;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly colour: string;
  readonly speed: number;
  readonly attack: number;
  readonly defense: number;
  readonly damage: number;
  readonly health: number;
  readonly grenades: number;
  readonly upgrades: number;
  readonly act: ActState;
  readonly speedMs: number;
  /** The points of the squares the unit went through in the last action, ending where it stands now. */
  readonly path?: readonly Pt[] | undefined;
}

const H = TOKEN.half;

function healthColour(share: number): string {
  return share > 0.66 ? '#5fe08a' : share > 0.33 ? '#f2c94c' : '#ff5a4f';
}

/** The dial's values at the current click: speed over attack on the left, defense over damage on the right. */
const StatSlot = memo(function StatSlot({ speed, attack, defense, damage }: { speed: number; attack: number; defense: number; damage: number }) {
  const cells: [number, string][] = [[speed, '#f4f8fb'], [attack, '#ff9d8f'], [defense, '#9fd0ff'], [damage, '#ffd36b']];
  const top = -H + TOKEN.nameSize + 2;
  return (
    <>
      {cells.map(([v, c], i) => (
        <Text
          key={i}
          name="stat"
          x={i < 2 ? -H : H - statSlot}
          y={top + (i % 2) * (TOKEN.statSize - 0.5)}
          width={statSlot}
          align="center"
          wrap="none"
          text={String(v)}
          fontFamily={TEXT_FONT}
          fontSize={TOKEN.statSize}
          fontStyle="bold"
          letterSpacing={-0.7}
          fill={c}
          stroke="#05080b"
          strokeWidth={2.2}
          fillAfterStrokeEnabled
        />
      ))}
    </>
  );
});

const Portrait = memo(function Portrait({ roster }: { roster: string }) {
  const p = portraitOf(roster);
  const s = TOKEN.portrait / 24;
  const c = PORTRAIT_COLOURS;
  return (
    <Group x={-TOKEN.portrait / 2} y={-H + TOKEN.nameSize + 2} scaleX={s} scaleY={s}>
      <Path data={p.body} fill={p.stroked ? '' : c.body} stroke={p.stroked ? c.body : 'rgba(0,0,0,0.55)'} strokeWidth={p.stroked ? 2 : 0.6} />
      {p.weapon !== '' && <Path data={p.weapon} fill={c.weapon} stroke={c.outline} strokeWidth={0.5} />}
      {p.accent !== '' && <Path data={p.accent} fill={c.accent} stroke={c.outline} strokeWidth={0.4} />}
    </Group>
  );
});

function Tokens({ grenades, upgrades }: { grenades: number; upgrades: number }) {
  return (
    <>
      {grenades > 0 && <Circle name="grenades" x={H - 1} y={-H + 1} radius={4.5} fill="#f2b33d" stroke="#0b0f14" strokeWidth={1.2} />}
      {grenades > 1 && <Text x={H - 5} y={-H - 2.5} width={8} align="center" text={String(grenades)} fontFamily={TEXT_FONT} fontSize={7} fontStyle="bold" fill="#0b0f14" />}
      {upgrades > 0 && <Text name="upgrades" x={H - 12} y={H - 12} width={14} align="center" text={upgrades > 1 ? `★${upgrades}` : '★'} fontFamily={TEXT_FONT} fontSize={10} fontStyle="bold" fill="#ffe27a" stroke="#0b0f14" strokeWidth={1.6} fillAfterStrokeEnabled />}
    </>
  );
}

/** Glides a node through the points one leg after another; the returned stop leaves it where it got to. */
function glide(node: Konva.Node, points: readonly Pt[], speedMs: number): () => void {
  let tween: Konva.Tween | null = null;
  const ms = legMs(speedMs, points.length);
  const leg = (i: number) => {
    const q = points[i];
    tween?.destroy();
    tween = q === undefined ? null : new Konva.Tween({ node, x: q.x, y: q.y, duration: ms / 1000, onFinish: () => leg(i + 1) });
    tween?.play();
  };
  leg(0);
  return () => tween?.destroy();
}

const UnitNode = memo(function UnitNode(p: UnitProps) {
  const ref = useRef<Konva.Group>(null);
  const first = useRef(true);
  // The position is given as a prop once only: a prop change would jump the node there before the glide.
  const [start] = useState(() => ({ x: p.x, y: p.y }));
  useEffect(() => {
    const node = ref.current;
    if (node === null) return;
    if (first.current || p.speedMs === 0 || reducedMotion()) {
      first.current = false;
      node.position({ x: p.x, y: p.y });
      return;
    }
    // A path comes with the move it belongs to (a new one only with the next action); without one, straight.
    return glide(node, waypoints(p.path, node.position(), { x: p.x, y: p.y }), p.speedMs);
  }, [p.x, p.y, p.speedMs, p.path]);
  const nameSize = fitSize(p.name, TOKEN.nameSize, TOKEN.nameWidth - 4, TEXT_FONT);
  const barY = H - 4;
  return (
    <Group ref={ref} x={start.x} y={start.y} name={`unit unit-${p.id}`} opacity={p.act === 'acted' ? 0.62 : 1}>
      <Rect x={-H} y={-H} width={2 * H} height={2 * H} cornerRadius={5} fill="#10161d" stroke={p.colour} strokeWidth={2.5} shadowColor="black" shadowBlur={4} shadowOpacity={0.6} />
      <Rect x={-H + 1.5} y={-H + 1.5} width={2 * H - 3} height={2 * H - 3} cornerRadius={4} fill={p.colour} opacity={0.3} />
      <Rect x={-TOKEN.nameWidth / 2} y={-H + 0.5} width={TOKEN.nameWidth} height={TOKEN.nameSize + 1} cornerRadius={3} fill={p.act === 'acted' ? '#5b6672' : p.colour} />
      <Text name="unit-name" x={-TOKEN.nameWidth / 2} y={-H + (TOKEN.nameSize - nameSize) / 2 + 1.5} width={TOKEN.nameWidth} align="center" wrap="none" text={p.name} fontFamily={TEXT_FONT} fontSize={nameSize} fontStyle="bold" letterSpacing={-0.3} fill="#ffffff" stroke="rgba(0,0,0,0.55)" strokeWidth={0.5} />
      <Portrait roster={p.roster} />
      <Rect x={-H + 3} y={barY} width={2 * H - 6} height={2.5} fill="rgba(0,0,0,0.7)" />
      <Rect name="health" x={-H + 3} y={barY} width={Math.max(1.5, (2 * H - 6) * p.health)} height={2.5} fill={healthColour(p.health)} />
      <StatSlot speed={p.speed} attack={p.attack} defense={p.defense} damage={p.damage} />
      {p.act === 'ready' && <Circle name="ready" x={-H + 1} y={-H + 1} radius={4} fill="#5fe08a" stroke="#0b0f14" strokeWidth={1.2} />}
      <Tokens grenades={p.grenades} upgrades={p.upgrades} />
    </Group>
  );
});

export interface UnitsLayerProps {
  readonly units: readonly UnitView[];
  readonly width: number;
  readonly colours: readonly string[];
  readonly acts: ReadonlyMap<string, ActState>;
  readonly speedMs: number;
  /** A unit's short name on its base (`short.<roster>` in the game's locale). */
  readonly nameOf: (roster: string) => string;
  /** Where a unit is drawn (the Scarab scenario: on top or inside too); without it, battlefield units at their squares. */
  readonly place?: (u: UnitView) => { readonly x: number; readonly y: number } | null;
  /** The battlefield squares units went through in the last action (paths.ts `pathsOf`). */
  readonly paths?: ReadonlyMap<string, readonly number[]>;
}

/** A unit's remaining share of its dial (1 at its first click, near 0 on its last). */
export function healthShare(u: Pick<UnitView, 'roster' | 'click'>): number {
  const clicks = rosterUnit(u.roster)?.dial.length ?? 1;
  return Math.max(0, (clicks - u.click) / clicks);
}

const NO_PATHS: ReadonlyMap<string, readonly number[]> = new Map();

export const UnitsLayer = memo(function UnitsLayer({ units, width, colours, acts, speedMs, nameOf, place, paths = NO_PATHS }: UnitsLayerProps) {
  const points = useMemo(() => new Map([...paths].map(([id, squares]) => [id, squares.map((sq) => squareCentre(width, sq))] as const)), [paths, width]);
  return (
    <Layer listening={false}>
      {units.map((u) => {
        const c = place !== undefined ? place(u) : u.status === 'map' ? squareCentre(width, u.sq) : null;
        if (c === null) return null;
        return (
          <UnitNode
            key={u.id}
            id={u.id}
            roster={u.roster}
            name={nameOf(u.roster)}
            x={c.x}
            y={c.y}
            colour={colours[u.seat] ?? '#ccc'}
            speed={u.speed}
            attack={u.attack}
            defense={u.defense}
            damage={u.damage}
            health={healthShare(u)}
            grenades={u.grenades}
            upgrades={u.upgrades}
            act={acts.get(u.id) ?? 'none'}
            speedMs={speedMs}
            path={points.get(u.id)}
          />
        );
      })}
    </Layer>
  );
});
