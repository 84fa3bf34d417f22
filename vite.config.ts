import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * `vite build` makes the shipped renderer in dist/. `vite build --mode e2e` makes dist-e2e/, the same app
 * with the test-only fixture game registered, for the Playwright tests. The base is relative so the app
 * loads from file:// inside Electron and from any local server in a browser.
 */
export default defineConfig(({ mode }) => ({
  root: 'renderer',
  base: './',
  publicDir: false,
  plugins: [react()],
  define: {
    __WITH_FIXTURE__: JSON.stringify(mode === 'e2e'),
  },
  build: {
    outDir: mode === 'e2e' ? '../dist-e2e' : '../dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
}));
