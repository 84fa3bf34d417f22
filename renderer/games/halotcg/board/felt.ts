/** The table's cloth (assets/tcg/table/felt.svg, scripts/makeTcgCards.mjs) as an image to repeat, once it has loaded. */
import { useEffect, useState } from 'react';
import feltUrl from '../../../../assets/tcg/table/felt.svg?url';

let loaded: HTMLImageElement | null = null;

export function useFelt(): HTMLImageElement | null {
  const [image, setImage] = useState<HTMLImageElement | null>(loaded);
  useEffect(() => {
    if (loaded !== null || typeof Image === 'undefined') return;
    const img = new Image();
    let live = true;
    img.onload = () => {
      loaded = img;
      if (live) setImage(img);
    };
    img.src = feltUrl;
    return () => {
      live = false;
    };
  }, []);
  return image;
}
