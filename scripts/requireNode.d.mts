/** Types for requireNode.mjs. */
export declare function atLeast(version: string, minimum: string): boolean;
