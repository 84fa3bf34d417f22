/** Types for ensureInstalled.mjs. */
import type { Step, StepOptions } from './steps.mjs';
export declare const root: string;
export declare function installCommand(dir?: string): 'ci' | 'install' | null;
export declare function installStep(command: 'ci' | 'install', dir?: string): Step;
export declare function ensureInstalled(options?: StepOptions): Promise<void>;
