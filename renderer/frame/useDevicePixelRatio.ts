import Konva from 'konva';
import { useEffect, useState } from 'react';

/**
 * The screen's device pixel ratio, kept in Konva's global so new canvases are sharp. It changes when the
 * window moves to another monitor or the page is zoomed; the stage is then rebuilt (keyed by the ratio).
 */
export function useDevicePixelRatio(): number {
  const [ratio, setRatio] = useState(() => window.devicePixelRatio || 1);
  useEffect(() => {
    const query = window.matchMedia(`(resolution: ${ratio}dppx)`);
    const onChange = () => {
      const next = window.devicePixelRatio || 1;
      Konva.pixelRatio = next;
      setRatio(next);
    };
    Konva.pixelRatio = ratio;
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [ratio]);
  return ratio;
}
