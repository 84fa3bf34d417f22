/** Set by vite.config.ts: true only in the `--mode e2e` build, which registers the test-only fixture game. */
declare const __WITH_FIXTURE__: boolean;
