import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive the e2e build (`npx vite build --mode e2e`, which registers the fixture game)
 * served from dist-e2e/ on 127.0.0.1. Debian's Chromium is used when installed, else Playwright's own.
 * E2E_DIST and E2E_PORT serve another build on another port (a second checkout's run beside this one).
 */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const PORT = Number(process.env.E2E_PORT ?? 4317);
const DIST = process.env.E2E_DIST ?? 'dist-e2e';

export default defineConfig({
  testDir: 'e2e',
  // Only the specs: e2e/drivers/ also holds unit tests of the drivers' plans, which vitest runs.
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  timeout: 45_000,
  expect: { timeout: 8_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    headless: true,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    acceptDownloads: true,
    // Animations show their end at once (the app follows the system's reduced-motion wish): a test waits for
    // no tween, tumble or fade. A spec about an animation asks for it: test.use({ reducedMotion: 'no-preference' }).
    reducedMotion: 'reduce',
    // A trace records every action's DOM and a screencast, which doubles the browser's work on a busy
    // table (a Halo TCG stretch: 44 s traced, 25 s not). Off by default; E2E_TRACE=1 keeps one per failure.
    trace: process.env['E2E_TRACE'] === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node scripts/serveStatic.mjs ${DIST} ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    // Never another checkout's server: one left running on the port would serve that checkout's build.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
