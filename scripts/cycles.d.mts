/** Types for cycles.mjs. */
export declare const FOLDERS: readonly string[];
export declare function importCycles(root: string, folders: readonly string[], options?: { readonly typeOnly?: boolean }): Promise<string[][]>;
