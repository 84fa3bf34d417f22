/** Types for build-main.mjs. */
export declare function buildMain(options?: { root?: string; outdir?: string; logLevel?: 'silent' | 'error' | 'warning' | 'info' }): Promise<string[]>;
