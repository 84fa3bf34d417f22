// `npm test`: every check the project has, in the order CI runs them. Prints one closing line
// "tests: N passed, N failed" that counts the unit, property and end-to-end tests.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, root } from './ensureInstalled.mjs';
import { systemChromium } from './findBrowser.mjs';

await ensureInstalled();
mkdirSync(path.join(root, 'reports'), { recursive: true });

function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n── ${name} ──`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env }, shell: process.platform === 'win32' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`── ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
  return result.status === 0;
}

/** Runs a step with its output held back, so that steps run side by side still print one after another. */
function quietStep(name, command, args) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env: process.env, shell: process.platform === 'win32' });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n── ${name} ──`);
      process.stdout.write(Buffer.concat(output).toString());
      console.log(`── ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
      done(status === 0);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', finish);
  });
}

/** Runs the steps two at a time (the machines have two cores; each of these steps uses one). */
async function inPairs(steps) {
  const results = [];
  for (let i = 0; i < steps.length; i += 2) results.push(...(await Promise.all(steps.slice(i, i + 2).map((run) => run()))));
  return results.every(Boolean);
}

function countVitest() {
  const file = path.join(root, 'reports', 'vitest.json');
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0) };
}

function countPlaywright() {
  const file = path.join(root, 'reports', 'playwright.json');
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
}

async function browserAvailable() {
  if (systemChromium()) return true;
  try {
    // Imported only now: on a fresh clone the packages exist only after ensureInstalled().
    const { chromium } = await import('@playwright/test');
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// The static checks and the two builds each use one core: they run two at a time.
let ok = await inPairs([
  () => quietStep('lint', bin('eslint'), ['.', '--max-warnings=0']),
  () => quietStep('type check (app)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
  () => quietStep('type check (engines: no DOM, no Node)', bin('tsc'), ['-p', 'engines/tsconfig.json', '--noEmit']),
  () => quietStep('no import cycle (engines, renderer, main, e2e; type-only imports count outside engines)', process.execPath, ['scripts/cycles.mjs']),
]);

const unitOk = step('unit and property tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json']);
const unit = countVitest();
ok = ok && unitOk;

const buildOk = await inPairs([
  () => quietStep('build the app', 'npm', ['run', 'build']),
  () => quietStep('build the app with the test fixture game', bin('vite'), ['build', '--mode', 'e2e', '--logLevel', 'warn']),
]);
ok = ok && buildOk;
// The shipped build (dist/) holds nothing of the end-to-end drivers.
ok = buildOk && step('no end-to-end driver in the shipped build', process.execPath, ['scripts/bundleGuard.mjs', 'dist']) && ok;

let e2e = { passed: 0, failed: 0 };
if (!buildOk) {
  e2e.failed = 1;
} else if (!(await browserAvailable())) {
  console.error('\nNo Chromium for the end-to-end tests: install one (see README, "Running the tests").');
  e2e.failed = 1;
  ok = false;
} else {
  const e2eOk = step('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: 'reports/playwright.json' });
  e2e = countPlaywright();
  ok = ok && e2eOk;
}

const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed;
console.log(`\nunit and property tests: ${unit.passed} passed, ${unit.failed} failed; end-to-end: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
