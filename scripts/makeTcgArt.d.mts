/** Types for makeTcgArt.mjs. */
export declare function tcgArtFiles(): Record<string, string>;
export declare const TCG_ART_DIR: string;
