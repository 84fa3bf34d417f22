/**
 * Region names and bonuses on the map (placed by regionLabels.ts): a dark plaque edged in the region's
 * colour, under the pieces. Static between zoom steps; never listens to the pointer.
 */
import { memo } from 'react';
import { Group, Layer, Rect, Text } from 'react-konva';
import { FONT } from './labels';
import { mix } from './colour';
import type { RegionLabel } from './regionLabels';

function Plaque({ label }: { readonly label: RegionLabel }) {
  const { box, font, color } = label;
  const edge = font * 0.14;
  return (
    <Group x={box.x} y={box.y} name="region-label" id={`region-${label.id}`}>
      <Rect width={box.width} height={box.height} cornerRadius={font * 0.3} fill="rgba(4, 8, 12, 0.78)" stroke={color} strokeWidth={edge} />
      <Text y={font * 0.2} width={box.width} align="center" text={label.lines.join('\n')} lineHeight={1.12} fontFamily={FONT} fontSize={font} fontStyle="600" fill={mix(color, '#ffffff', 0.72)} />
    </Group>
  );
}

export const RegionLabelsLayer = memo(function RegionLabelsLayer({ labels }: { readonly labels: readonly RegionLabel[] }) {
  return (
    <Layer listening={false}>
      {labels.map((label) => (
        <Plaque key={label.id} label={label} />
      ))}
    </Layer>
  );
});
