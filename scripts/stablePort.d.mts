/** Types for stablePort.mjs. */
export declare const FALLBACK_PORTS: readonly number[];
export declare function isOurServer(port: number, timeoutMs?: number): Promise<boolean>;
export declare function serveOnStablePort(
  dist: string,
  options?: {
    ports?: readonly number[];
    serve?: (dir: string, options: { port: number }) => Promise<{ url: string; close(): Promise<void> }>;
    probe?: (port: number) => Promise<boolean>;
  },
): Promise<{ url: string; close(): Promise<void>; kind: 'new' | 'reused' | 'unstable' }>;
