/** Types for makeIcon.mjs. */
export declare const SCENE: readonly Record<string, unknown>[];
export declare function rasterise(scene?: readonly Record<string, unknown>[], size?: number): Buffer;
export declare function crc32(bytes: Uint8Array): number;
export declare function encodePng(rgba: Buffer, width: number, height: number): Buffer;
export declare function renderSvg(scene?: readonly Record<string, unknown>[]): string;
