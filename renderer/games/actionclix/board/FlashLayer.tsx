/**
 * Short animations for what the last action did: a red burst for damage, a green one for healing, a
 * fading cross where a unit was eliminated, a growing ring where one respawned or was upgraded.
 */
import type Konva from 'konva';
import { memo, useEffect, useRef } from 'react';
import { Circle, Group, Layer, Line, Text } from 'react-konva';
import type { GameEvent } from '../../../../engines/core';
import { CELL, squareCentre } from '../model';

export interface Flash {
  readonly key: string;
  readonly sq: number;
  readonly kind: 'damage' | 'heal' | 'down' | 'arrive';
  readonly amount: number;
}

/** The flashes of an action's events; `where` gives a unit's square before the action (for eliminations). */
export function flashesOf(events: readonly GameEvent[], where: (unit: string) => number): Flash[] {
  const out: Flash[] = [];
  events.forEach((e, i) => {
    const unit = typeof e.unit === 'string' ? e.unit : '';
    const amount = typeof e.amount === 'number' ? e.amount : 0;
    if (e.type === 'damaged') out.push({ key: `${i}`, sq: where(unit), kind: 'damage', amount });
    else if (e.type === 'healed') out.push({ key: `${i}`, sq: where(unit), kind: 'heal', amount });
    else if (e.type === 'eliminated') out.push({ key: `${i}`, sq: where(unit), kind: 'down', amount: 0 });
    else if ((e.type === 'respawned' || e.type === 'upgraded' || e.type === 'swapped') && typeof e.square === 'number') out.push({ key: `${i}`, sq: e.square, kind: 'arrive', amount: 0 });
  });
  return out.filter((f) => f.sq >= 0);
}

/** Remembers where units stood, so an action that removes a unit can still flash its square. */
export class FlashTracker {
  private squares = new Map<string, number>();

  next(units: readonly { readonly id: string; readonly status: string; readonly sq: number }[], events: readonly GameEvent[]): Flash[] {
    const prev = this.squares;
    const now = new Map(units.filter((u) => u.status === 'map').map((u) => [u.id, u.sq] as const));
    this.squares = now;
    return flashesOf(events, (id) => now.get(id) ?? prev.get(id) ?? -1);
  }
}

const COLOURS = { damage: '#ff5a4f', heal: '#5fe08a', down: '#ff5a4f', arrive: '#37d0e0' } as const;

const FlashNode = memo(function FlashNode({ flash, width, ms }: { flash: Flash; width: number; ms: number }) {
  const ref = useRef<Konva.Group>(null);
  useEffect(() => {
    const node = ref.current;
    if (node === null) return;
    if (ms === 0) {
      node.opacity(0);
      return;
    }
    node.opacity(1);
    node.scale({ x: 0.6, y: 0.6 });
    const tween = node.to({ opacity: 0, scaleX: 1.4, scaleY: 1.4, duration: (ms * 2.5) / 1000 });
    return () => tween?.destroy?.();
  }, [flash, ms]);
  const c = squareCentre(width, flash.sq);
  const colour = COLOURS[flash.kind];
  const s = CELL * 0.3;
  return (
    <Group ref={ref} x={c.x} y={c.y} opacity={0}>
      <Circle radius={CELL * 0.55} stroke={colour} strokeWidth={4} />
      {flash.kind === 'down' && <Line points={[-s, -s, s, s, 0, 0, s, -s, -s, s]} stroke={colour} strokeWidth={5} />}
      {(flash.kind === 'damage' || flash.kind === 'heal') && (
        <Text x={-CELL / 2} y={-CELL * 0.95} width={CELL} align="center" text={`${flash.kind === 'damage' ? '−' : '+'}${flash.amount}`} fontSize={16} fontStyle="bold" fill={colour} stroke="#0b0f14" strokeWidth={0.8} />
      )}
    </Group>
  );
});

export const FlashLayer = memo(function FlashLayer({ flashes, width, ms }: { flashes: readonly Flash[]; width: number; ms: number }) {
  return (
    <Layer listening={false}>
      {flashes.map((f) => (
        <FlashNode key={f.key} flash={f} width={width} ms={ms} />
      ))}
    </Layer>
  );
});
