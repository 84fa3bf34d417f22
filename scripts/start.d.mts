/** Types for start.mjs (its helpers are exported for tests). */
import type { Step } from './steps.mjs';
export declare const PREFERRED_PORT: number;
export declare const BUILD_STEP: Step;
export declare const FETCH_ELECTRON_STEP: Step;
export declare function newestMtime(path: string): number;
export declare function needsBuild(root?: string): boolean;
export declare function needsInstall(root?: string): boolean;
export declare function findElectron(root?: string, env?: NodeJS.ProcessEnv): string | undefined;
export declare function wantsElectron(env?: NodeJS.ProcessEnv): boolean;
export declare function planStart(root?: string, env?: NodeJS.ProcessEnv): string[];
export declare function outputTail(limit?: number): { add(chunk: string | Buffer): void; text(): string };
export declare function browserCommand(url: string, platform?: NodeJS.Platform): { command: string; args: string[] };
