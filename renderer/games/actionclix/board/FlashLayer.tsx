/**
 * Marks for what the last action did, with a short animation at the table's speed: a red burst for
 * damage, a green one for healing, a cross where a unit was eliminated, a growing ring where one respawned
 * or was upgraded, a flag where a spawn point was captured and a star with the find where a unit looted.
 * With the animation off or reduced motion the marks stand still until the next action.
 */
import type Konva from 'konva';
import { memo, useEffect, useRef } from 'react';
import { Circle, Group, Layer, Line, Rect, Star, Text } from 'react-konva';
import type { GameEvent } from '../../../../engines/core';
import { reducedMotion } from '../../../ui/motion';
import { CELL, squareCentre } from '../model';

export type FlashKind = 'damage' | 'heal' | 'down' | 'arrive' | 'capture' | 'loot';

export interface Flash {
  readonly key: string;
  readonly sq: number;
  readonly kind: FlashKind;
  readonly amount: number;
  /** What a loot roll found (the engine's loot result), else ''. */
  readonly detail: string;
}

/** The words beside a mark (a capture, a find), in the current language; '' for none. */
export type FlashLabel = (flash: Flash) => string;

function flashOf(e: GameEvent, key: string, where: (unit: string) => number): Flash | null {
  const unit = typeof e.unit === 'string' ? e.unit : '';
  const amount = typeof e.amount === 'number' ? e.amount : 0;
  const at = (sq: number, kind: FlashKind, detail = ''): Flash => ({ key, sq, kind, amount, detail });
  switch (e.type) {
    case 'damaged':
      return at(where(unit), 'damage');
    case 'healed':
      return at(where(unit), 'heal');
    case 'eliminated':
      return at(where(unit), 'down');
    case 'captured':
      return typeof e.square === 'number' ? at(e.square, 'capture') : null;
    case 'lootRolled':
      return at(where(unit), 'loot', typeof e.result === 'string' ? e.result : '');
    case 'respawned':
    case 'upgraded':
    case 'swapped':
      return typeof e.square === 'number' ? at(e.square, 'arrive') : null;
    default:
      return null;
  }
}

/** The flashes of an action's events; `where` gives a unit's square before the action (for eliminations). */
export function flashesOf(events: readonly GameEvent[], where: (unit: string) => number): Flash[] {
  return events.flatMap((e, i) => {
    const f = flashOf(e, `${i}`, where);
    return f !== null && f.sq >= 0 ? [f] : [];
  });
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

const COLOURS: Readonly<Record<FlashKind, string>> = { damage: '#ff5a4f', heal: '#5fe08a', down: '#ff5a4f', arrive: '#37d0e0', capture: '#ffe27a', loot: '#f2b33d' };

/** How long a mark is seen at the table's speed: long enough to read a label. */
export function flashMs(kind: FlashKind, ms: number): number {
  return ms * (kind === 'capture' || kind === 'loot' || kind === 'down' ? 5 : 2.5);
}

function Glyph({ kind, colour }: { kind: FlashKind; colour: string }) {
  const s = CELL * 0.3;
  if (kind === 'down') return <Line points={[-s, -s, s, s, 0, 0, s, -s, -s, s]} stroke={colour} strokeWidth={5} />;
  if (kind === 'loot') return <Star numPoints={5} innerRadius={CELL * 0.14} outerRadius={CELL * 0.32} fill={colour} stroke="#0b0f14" strokeWidth={1.5} />;
  if (kind === 'capture') {
    return (
      <Group>
        <Rect x={-s * 0.7} y={-s * 1.2} width={3} height={s * 2.4} fill={colour} />
        <Line points={[-s * 0.6, -s * 1.2, s * 1.1, -s * 0.7, -s * 0.6, -s * 0.2]} closed fill={colour} stroke="#0b0f14" strokeWidth={1} />
      </Group>
    );
  }
  return null;
}

const FlashNode = memo(function FlashNode({ flash, width, ms, label }: { flash: Flash; width: number; ms: number; label: string }) {
  const ref = useRef<Konva.Group>(null);
  useEffect(() => {
    const node = ref.current;
    if (node === null) return;
    node.opacity(1);
    if (ms === 0 || reducedMotion()) {
      node.scale({ x: 1, y: 1 });
      return;
    }
    node.scale({ x: 0.6, y: 0.6 });
    const tween = node.to({ opacity: 0, scaleX: 1.4, scaleY: 1.4, duration: flashMs(flash.kind, ms) / 1000 });
    return () => tween?.destroy?.();
  }, [flash, ms]);
  const c = squareCentre(width, flash.sq);
  const colour = COLOURS[flash.kind];
  const number = flash.kind === 'damage' || flash.kind === 'heal' ? `${flash.kind === 'damage' ? '−' : '+'}${flash.amount}` : '';
  const text = number !== '' ? number : label;
  return (
    <Group ref={ref} x={c.x} y={c.y} opacity={0} name={`flash flash-${flash.kind}`}>
      <Circle radius={CELL * 0.55} stroke={colour} strokeWidth={4} />
      <Glyph kind={flash.kind} colour={colour} />
      {text !== '' && <Text x={-CELL * 1.5} y={number !== '' ? -CELL * 0.98 : CELL * 0.5} width={CELL * 3} align="center" text={text} fontSize={number !== '' ? 16 : 13} fontStyle="bold" fill={colour} stroke="#0b0f14" strokeWidth={number !== '' ? 0.8 : 3} fillAfterStrokeEnabled />}
    </Group>
  );
});

export const FlashLayer = memo(function FlashLayer({ flashes, width, ms, labelOf }: { flashes: readonly Flash[]; width: number; ms: number; labelOf: FlashLabel }) {
  // No canvas while there is nothing to flash: every layer is a canvas the browser keeps up to date each frame.
  if (flashes.length === 0) return null;
  return (
    <Layer listening={false}>
      {flashes.map((f) => (
        <FlashNode key={f.key} flash={f} width={width} ms={ms} label={labelOf(f)} />
      ))}
    </Layer>
  );
});

/** The words beside a capture (its name) and a loot find (what was found). */
export function flashLabel(f: Flash, t: (key: string, params?: Record<string, unknown>) => string): string {
  if (f.kind === 'capture') return t('ui.marks.captured');
  if (f.kind === 'loot' && f.detail !== '') return t(`ui.marks.loot.${f.detail}`);
  return '';
}
