/** Types for start.mjs (its helpers are exported for tests). */
export declare const PREFERRED_PORT: number;
export declare function newestMtime(path: string): number;
export declare function needsBuild(root?: string): boolean;
export declare function needsInstall(root?: string): boolean;
export declare function findElectron(root?: string): string | undefined;
export declare function browserCommand(url: string, platform?: NodeJS.Platform): { command: string; args: string[] };
