import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { DEV_CSP_NONCE, developmentContentSecurityPolicy, META_POLICY_PATTERN } from './main/csp.mjs';

/**
 * `vite build` makes the shipped renderer in dist/. `vite build --mode e2e` makes dist-e2e/, the same app
 * with the test-only fixture game registered, for the Playwright tests. The base is relative so the app
 * loads from the app:// protocol inside Electron and from any local server in a browser. The dev server
 * marks the tags it injects with a nonce that main's development policy allows (main/csp.mjs).
 */
/**
 * `vite serve` only: index.html's <meta> policy becomes the development one (the nonce of the tags Vite
 * injects, the hot-reload socket), so styles Vite adds at run time are not refused by the shipped meta.
 */
function developmentPolicyMeta(): Plugin {
  return {
    name: 'halo-development-policy-meta',
    apply: 'serve',
    transformIndexHtml(html, context) {
      const origin = new URL(context.server?.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/').origin;
      return html.replace(META_POLICY_PATTERN, `$1${developmentContentSecurityPolicy(origin, { meta: true })}$2`);
    },
  };
}

export default defineConfig(({ command, mode }) => ({
  root: 'renderer',
  base: './',
  publicDir: false,
  ...(command === 'serve' ? { html: { cspNonce: DEV_CSP_NONCE } } : {}),
  plugins: [react(), developmentPolicyMeta()],
  define: {
    __WITH_FIXTURE__: JSON.stringify(mode === 'e2e'),
  },
  build: {
    outDir: mode === 'e2e' ? '../dist-e2e' : '../dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // zod and renderer/zodConfig.ts (which turns zod's eval probe off) share one chunk, so the switch
        // is set before any module that builds a schema runs: the policy forbids eval, and the probe would
        // be reported as a violation.
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|renderer[\\/]zodConfig\.ts$/ }] },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
}));
