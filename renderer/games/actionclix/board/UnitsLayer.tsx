/**
 * Units on the battlefield: a round base in the owner's colour with the unit's glyph, a damage ring
 * (the share of the dial left), the stat slot (speed, attack, defense, damage of the current click),
 * token marks, and whether the unit was given its action this turn. Each unit is memoised by id and
 * glides to a new square.
 */
import type Konva from 'konva';
import { memo, useEffect, useRef } from 'react';
import { Arc, Circle, Group, Layer, Path, Rect, Text } from 'react-konva';
import { rosterUnit, type UnitView } from '../../../../engines/actionclix';
import { CELL, squareCentre } from '../model';
import { reducedMotion } from '../../../ui/motion';
import { glyphOf, strokedGlyph } from './glyphs';

const R = CELL * 0.44;

export type ActState = 'ready' | 'acted' | 'none';

interface UnitProps {
  readonly id: string;
  readonly roster: string;
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
}

function healthColour(share: number): string {
  return share > 0.66 ? '#5fe08a' : share > 0.33 ? '#f2c94c' : '#ff5a4f';
}

const StatSlot = memo(function StatSlot({ speed, attack, defense, damage }: { speed: number; attack: number; defense: number; damage: number }) {
  const w = CELL * 0.96;
  const cells: [number, string][] = [[speed, '#e8f1f8'], [attack, '#ff8a7a'], [defense, '#8ec5ff'], [damage, '#ffd36b']];
  return (
    <Group y={R * 0.42}>
      <Rect x={-w / 2} y={0} width={w} height={11} fill="rgba(6,10,14,0.88)" cornerRadius={3} />
      {cells.map(([v, c], i) => (
        <Text key={i} x={-w / 2 + (i * w) / 4} y={1.5} width={w / 4} align="center" wrap="none" text={String(v)} fontSize={8.5} fontStyle="bold" fill={c} />
      ))}
    </Group>
  );
});

const UnitNode = memo(function UnitNode(p: UnitProps) {
  const ref = useRef<Konva.Group>(null);
  const first = useRef(true);
  // The position is given as a prop once only: a prop change would jump the node there before the glide.
  const start = useRef({ x: p.x, y: p.y });
  useEffect(() => {
    const node = ref.current;
    if (node === null) return;
    if (first.current || p.speedMs === 0 || reducedMotion()) {
      first.current = false;
      node.position({ x: p.x, y: p.y });
      return;
    }
    const tween = node.to({ x: p.x, y: p.y, duration: p.speedMs / 1000 });
    return () => tween?.destroy?.();
  }, [p.x, p.y, p.speedMs]);
  const glyph = glyphOf(p.roster);
  const stroked = strokedGlyph(p.roster);
  return (
    <Group ref={ref} x={start.current.x} y={start.current.y} name={`unit unit-${p.id}`}>
      <Circle radius={R} fill="#10161d" stroke={p.colour} strokeWidth={3} shadowColor="black" shadowBlur={4} shadowOpacity={0.6} />
      <Arc innerRadius={R - 1.5} outerRadius={R + 1.5} angle={Math.max(4, 360 * p.health)} rotation={-90} fill={healthColour(p.health)} />
      <Circle radius={R - 4} fill={p.colour} opacity={0.28} />
      <Path data={glyph} x={-10} y={-R + 2} scaleX={20 / 24} scaleY={20 / 24} fill={stroked ? '' : '#f4f8fb'} stroke={stroked ? '#f4f8fb' : 'rgba(0,0,0,0.5)'} strokeWidth={stroked ? 2 : 0.6} />
      <StatSlot speed={p.speed} attack={p.attack} defense={p.defense} damage={p.damage} />
      {p.act !== 'none' && <Circle x={R * 0.74} y={-R * 0.74} radius={4.5} fill={p.act === 'acted' ? '#8792a0' : '#5fe08a'} stroke="#0b0f14" strokeWidth={1.5} />}
      {p.grenades > 0 && <Circle x={-R * 0.74} y={-R * 0.74} radius={4} fill="#f2b33d" stroke="#0b0f14" strokeWidth={1.5} />}
      {p.upgrades > 0 && <Text x={-R - 2} y={-2} text={`★${p.upgrades > 1 ? p.upgrades : ''}`} fontSize={10} fill="#ffe27a" />}
    </Group>
  );
});

export interface UnitsLayerProps {
  readonly units: readonly UnitView[];
  readonly width: number;
  readonly colours: readonly string[];
  readonly acts: ReadonlyMap<string, ActState>;
  readonly speedMs: number;
  /** Where a unit is drawn (the Scarab scenario: on top or inside too); without it, battlefield units at their squares. */
  readonly place?: (u: UnitView) => { readonly x: number; readonly y: number } | null;
}

/** A unit's remaining share of its dial (1 at its first click, near 0 on its last). */
export function healthShare(u: Pick<UnitView, 'roster' | 'click'>): number {
  const clicks = rosterUnit(u.roster)?.dial.length ?? 1;
  return Math.max(0, (clicks - u.click) / clicks);
}

export const UnitsLayer = memo(function UnitsLayer({ units, width, colours, acts, speedMs, place }: UnitsLayerProps) {
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
          />
        );
      })}
    </Layer>
  );
});
