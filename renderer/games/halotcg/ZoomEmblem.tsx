/** The culture emblem of the large card, as SVG (the same shapes as the table's Konva emblems). */
import type { CardFace } from './ui/cards';

function star(points: number, inner: number, outer: number): string {
  return Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    return `${(50 + r * Math.cos(a)).toFixed(1)},${(50 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

/** A regular polygon with `sides` corners, one pointing up (as Konva's RegularPolygon). */
function polygon(sides: number, r: number): string {
  return Array.from({ length: sides }, (_, i) => {
    const a = (2 * Math.PI * i) / sides - Math.PI / 2;
    return `${(50 + r * Math.cos(a)).toFixed(1)},${(50 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

export function ZoomEmblem({ culture }: { readonly culture: CardFace['culture'] }) {
  const fill = 'rgba(255,255,255,0.85)';
  const shape = (() => {
    switch (culture) {
      case 'unsc':
        return <polygon points={star(5, 18, 40)} fill={fill} />;
      case 'human':
        return <circle cx={50} cy={50} r={32} fill="none" stroke={fill} strokeWidth={6} />;
      case 'sentinel':
        return <polygon points={polygon(6, 38)} fill="none" stroke={fill} strokeWidth={6} />;
      case 'arbiter':
        return <polygon points={polygon(3, 40)} fill={fill} />;
      case 'covenant':
        return <polygon points={star(4, 12, 40)} fill={fill} />;
      case 'flood':
        return <polygon points={star(9, 22, 40)} fill={fill} />;
      case 'heretic':
        return <polygon points={polygon(4, 40)} fill="none" stroke={fill} strokeWidth={6} />;
      case 'site':
        return <rect x={14} y={28} width={72} height={44} fill="none" stroke={fill} strokeWidth={5} />;
    }
  })();
  return (
    <svg className="ht-zoom-emblem" viewBox="0 0 100 100" width="96" height="96" aria-hidden="true">
      {shape}
    </svg>
  );
}
