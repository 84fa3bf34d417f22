/** Types for makeTcgCards.mjs. */
export interface ArtPath {
  readonly d: string;
  readonly fill: string;
  readonly stroke?: string;
  readonly sw?: number;
  readonly opacity?: number;
}
export declare const ART_W: number;
export declare const ART_H: number;
export declare function cardArt(card: { readonly id: string; readonly kind: string; readonly culture?: string; readonly side?: string; readonly race?: string; readonly title: string }): ArtPath[];
export declare function cardBack(): string;
export declare function tableFelt(): string;
export declare function tcgCardFiles(cards: readonly { readonly id: string; readonly kind: string; readonly title: string }[]): Record<string, string>;
export declare const TCG_DIR: string;
