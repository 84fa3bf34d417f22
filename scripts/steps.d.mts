/** Types for steps.mjs. */
export interface Step {
  readonly name: string;
  readonly label: string;
  readonly command: string;
  readonly args?: readonly string[];
  readonly cwd?: string;
  readonly env?: NodeJS.ProcessEnv;
  readonly timeoutMs?: number;
  /** Print nothing but the "failed" line when the step fails (the caller explains). */
  readonly quietFailure?: boolean;
  readonly logFile?: string;
}
export interface StepOptions {
  readonly out?: { write(text: string): unknown };
  readonly now?: () => number;
}
export declare function formatDuration(ms: number): string;
export declare function runStep(step: Step, options?: StepOptions): Promise<{ ok: boolean; ms: number; logFile: string }>;
