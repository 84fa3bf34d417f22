/** Types for serveStatic.mjs. */
export declare const MIME_TYPES: Readonly<Record<string, string>>;
export declare function requestSegments(target: string | undefined): { readonly refuse: 400 | 404 } | { readonly refuse?: undefined; readonly segments: string[] };
export declare function serveStatic(rootDir: string, options?: { port?: number }): Promise<{ url: string; close(): Promise<void> }>;
export declare const SERVER_HEADER: string;
export declare const SERVER_ID: string;
