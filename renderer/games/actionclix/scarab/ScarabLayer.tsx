/**
 * The Scarab on the battlefield: the colossal figure placed at the centre of its four bases and turned
 * to its facing. When it shifts or rotates, the figure glides and turns there (the units it displaces
 * slide aside in the units layer at the same time); with the animation off or reduced motion it is
 * simply there. Units riding on top are drawn by the units layer at the deck's spots (`deckPlaces`).
 */
import type Konva from 'konva';
import { memo, useLayoutEffect, useRef } from 'react';
import { Group, Layer } from 'react-konva';
import { CELL } from '../model';
import { reducedMotion } from '../../../ui/motion';
import { centroid, localFeet, shortestAngle, type Pose, type Pt } from './geometry';
import { ScarabFigure } from './ScarabFigure';

export interface ScarabPlacement {
  /** World centres of the four bases, in the engine's base order. */
  readonly feet: readonly Pt[];
  /** Quarter turns clockwise from facing up. */
  readonly facing: number;
  readonly pose: Pose;
}

export interface ScarabLayerProps {
  readonly placement: ScarabPlacement;
  readonly labels: readonly string[];
  /** Index of the Chassis base (the ramp leads there while kneeling). */
  readonly chassis: number;
  /** A unit's glide in ms; the Scarab takes twice as long (0: no animation). */
  readonly speedMs: number;
}

export const ScarabLayer = memo(function ScarabLayer({ placement, labels, chassis, speedMs }: ScarabLayerProps) {
  const ref = useRef<Konva.Group>(null);
  const angle = useRef<number | null>(null);
  const centre = centroid(placement.feet);
  const feet = localFeet(placement.feet, placement.facing);
  // The angle to turn to, the short way from where the figure stands now.
  const target = angle.current === null ? placement.facing * 90 : shortestAngle(angle.current, placement.facing);
  // Position and turn are set here only (never as props), so a change tweens from where the figure was.
  useLayoutEffect(() => {
    const node = ref.current;
    if (node === null) return;
    const first = angle.current === null;
    angle.current = target;
    if (first || speedMs === 0 || reducedMotion()) {
      node.setAttrs({ x: centre.x, y: centre.y, rotation: target });
      return;
    }
    const tween = node.to({ x: centre.x, y: centre.y, rotation: target, duration: (speedMs * 2.4) / 1000 });
    return () => {
      tween?.destroy?.();
      node.setAttrs({ x: centre.x, y: centre.y, rotation: target });
    };
  }, [centre.x, centre.y, target, speedMs]);
  return (
    <Layer listening={false}>
      <Group ref={ref} name="scarab">
        <ScarabFigure feet={feet} labels={labels} pose={placement.pose} cell={CELL} turn={target} rampTo={chassis} />
      </Group>
    </Layer>
  );
});
