/**
 * The static battlefield: drawn once per tile layout into an offscreen canvas at twice the world size
 * and shown as one image, so selections, hovers and unit moves never redraw the terrain. It is drawn in the
 * layer of the spawn points and the click surface (MarksLayer), which changes only with a spawn point: one
 * canvas fewer for the browser to keep up to date each frame.
 */
import { memo, useMemo } from 'react';
import { Image } from 'react-konva';
import type { Geo } from '../../../../engines/actionclix';
import { CELL, PAD } from '../model';
import { drawBattlefield } from './terrain';

const RESOLUTION = 2;

function bitmap(geo: Geo, tiles: readonly string[]): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = (geo.width * CELL + 2 * PAD) * RESOLUTION;
  canvas.height = (geo.height * CELL + 2 * PAD) * RESOLUTION;
  const ctx = canvas.getContext('2d');
  if (ctx !== null) {
    ctx.scale(RESOLUTION, RESOLUTION);
    drawBattlefield(ctx, geo, tiles);
  }
  return canvas;
}

export const MapImage = memo(function MapImage({ geo, tiles }: { readonly geo: Geo; readonly tiles: readonly string[] }) {
  const image = useMemo(() => bitmap(geo, tiles), [geo, tiles]);
  return <Image image={image} x={0} y={0} width={geo.width * CELL + 2 * PAD} height={geo.height * CELL + 2 * PAD} listening={false} />;
});
