import { memo } from 'react';
import { BATTLEFIELD_IDS, type BattlefieldId } from '../../../engines/risiko';
import type { OptionPreviewProps } from '../types';
import { boardModel } from './board/model';

const isBattlefield = (id: string): id is BattlefieldId => (BATTLEFIELD_IDS as readonly string[]).includes(id);

/** Flat [x0, y0, x1, y1, ...] rings as one SVG path. */
function pathOf(rings: readonly (readonly number[])[]): string {
  return rings
    .map((ring) => {
      const points: string[] = [];
      for (let i = 0; i + 1 < ring.length; i += 2) points.push(`${Math.round(ring[i] ?? 0)} ${Math.round(ring[i + 1] ?? 0)}`);
      return `M${points.join('L')}Z`;
    })
    .join('');
}

/** A battlefield's map in miniature, regions in their colours, drawn from the board's own model. */
export const BattlefieldPreview = memo(function BattlefieldPreview({ field, value }: OptionPreviewProps) {
  if (field !== 'battlefield' || !isBattlefield(value)) return null;
  const model = boardModel(value);
  return (
    <svg className="rk-map-preview" viewBox={`0 0 ${model.width} ${model.height}`} preserveAspectRatio="xMidYMid meet" aria-hidden="true" data-testid={`risiko-preview-${value}`}>
      {model.halves.map((h) => (
        <path key={h.id} d={pathOf(h.coast)} fill="#0e1a21" stroke="#37d0e0" strokeOpacity={0.35} strokeWidth={6} />
      ))}
      {model.regions.map((r) => (
        <path key={`${r.half}-${r.id}`} d={pathOf(r.rings)} fill={r.color} fillOpacity={0.8} stroke="#05090c" strokeWidth={5} fillRule="evenodd" />
      ))}
    </svg>
  );
});
