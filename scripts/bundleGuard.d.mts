/** Types for bundleGuard.mjs. */
export declare const DRIVER_FOLDERS: readonly string[];
export declare const APP_FOLDERS: readonly string[];
export declare function stringLiterals(source: string): string[];
export declare function driverMarks(root: string): string[];
export declare function bundleTraces(dist: string, marks: readonly string[]): { file: string; mark: string }[];
