/** Types for makeArt.mjs. */
export declare function artFiles(): Record<string, string>;
export declare const ART_DIR: string;
