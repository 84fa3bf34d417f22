/**
 * Highlights for the decision in progress, one memoised node per territory keyed by its id: a change of
 * selection redraws this layer only, and React touches only the territories whose mark changed.
 */
import type Konva from 'konva';
import { memo } from 'react';
import { Layer, Shape } from 'react-konva';
import type { TerritoryId } from '../../../../engines/risiko';
import type { Marks, Role, Tone } from '../ui/roles';
import { INK, withAlpha } from './colour';
import { tracePath } from './MapLayer';
import type { BoardModel, TerritoryArt } from './model';

const HOSTILE = '#ff6a4d';

interface Look {
  readonly stroke: string;
  readonly width: number;
  readonly fill: string;
  readonly glow: number;
}

function look(role: Role, tone: Tone, hover: boolean): Look | null {
  const chosen = tone === 'hostile' ? HOSTILE : INK.target;
  switch (role) {
    case 'dim':
      return { stroke: 'transparent', width: 0, fill: 'rgba(2, 5, 9, 0.5)', glow: 0 };
    case 'source':
      return { stroke: withAlpha(INK.target, hover ? 1 : 0.55), width: hover ? 2.4 : 1.6, fill: withAlpha(INK.target, hover ? 0.14 : 0.05), glow: hover ? 8 : 0 };
    case 'target':
      return { stroke: INK.target, width: hover ? 3.2 : 2.4, fill: withAlpha(INK.target, hover ? 0.24 : 0.13), glow: 12 };
    case 'selected':
      return { stroke: INK.selected, width: 3.6, fill: withAlpha(INK.selected, 0.16), glow: 16 };
    case 'chosen':
      return { stroke: chosen, width: 3.8, fill: withAlpha(chosen, 0.22), glow: 18 };
    default:
      return hover ? { stroke: 'rgba(255, 255, 255, 0.75)', width: 1.6, fill: 'rgba(255, 255, 255, 0.05)', glow: 0 } : null;
  }
}

interface MarkProps {
  readonly art: TerritoryArt;
  readonly role: Role;
  readonly tone: Tone;
  readonly hover: boolean;
}

const Mark = memo(function Mark({ art, role, tone, hover }: MarkProps) {
  const l = look(role, tone, hover);
  if (l === null) return null;
  const draw = (ctx: Konva.Context, shape: Konva.Shape) => {
    ctx.beginPath();
    tracePath(ctx, art.rings);
    ctx.fillStrokeShape(shape);
  };
  // The glow is two wide, faint strokes under the crisp one: a blurred canvas shadow on long outlines
  // costs milliseconds per highlight on every selection change.
  return (
    <>
      <Shape sceneFunc={draw} fill={l.fill} perfectDrawEnabled={false} listening={false} />
      {l.glow > 0 && <Shape sceneFunc={draw} stroke={l.stroke} opacity={0.16} strokeWidth={l.width + l.glow} strokeScaleEnabled={false} lineJoin="round" perfectDrawEnabled={false} listening={false} />}
      {l.glow > 0 && <Shape sceneFunc={draw} stroke={l.stroke} opacity={0.3} strokeWidth={l.width + l.glow / 2} strokeScaleEnabled={false} lineJoin="round" perfectDrawEnabled={false} listening={false} />}
      {l.width > 0 && <Shape sceneFunc={draw} stroke={l.stroke} strokeWidth={l.width} strokeScaleEnabled={false} lineJoin="round" perfectDrawEnabled={false} listening={false} />}
    </>
  );
});

interface MarksLayerProps {
  readonly model: BoardModel;
  readonly marks: Marks;
  readonly hover: TerritoryId | null;
}

export const MarksLayer = memo(function MarksLayer({ model, marks, hover }: MarksLayerProps) {
  return (
    <Layer listening={false}>
      {/* Dimmed territories first, so the glow of a highlighted neighbour is drawn over them. */}
      {[true, false].flatMap((dimPass) =>
        model.order.map((id) => {
          const art = model.territories[id];
          const role = marks.roles.get(id) ?? (marks.dimOthers ? 'dim' : 'none');
          if (art === undefined || (role === 'dim') !== dimPass) return null;
          return <Mark key={id} art={art} role={role} tone={marks.tone} hover={hover === id} />;
        }),
      )}
    </Layer>
  );
});
