/**
 * Quiet steps for `npm start`, `npm test` and `npm run bench` on a fresh clone: each step prints one
 * line saying what it does and, when it ends, how long it took. Its own output (npm's warnings, Vite's
 * chunk table) goes to a log file and is printed only when the step fails. Plain Node (20.19+), no
 * packages: this runs before node_modules exists.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** "0.4 s", "12 s", "1 min 05 s". */
export function formatDuration(ms) {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

let logDir;
function logFileFor(name) {
  logDir ??= mkdtempSync(path.join(tmpdir(), 'halo-tabletop-'));
  return path.join(logDir, `${name}.log`);
}

/** Runs the command with stdout and stderr both in `logFile`; resolves with its exit status. */
function runLogged(command, args, { cwd, env, logFile, timeoutMs }) {
  return new Promise((resolve) => {
    const fd = openSync(logFile, 'w');
    let child;
    try {
      child = spawn(command, args, { cwd, env, stdio: ['ignore', fd, fd], shell: process.platform === 'win32' });
    } catch (error) {
      closeSync(fd);
      resolve({ status: null, error });
      return;
    }
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    const finish = (result) => {
      if (timer !== undefined) clearTimeout(timer);
      closeSync(fd);
      resolve(result);
    };
    child.once('error', (error) => finish({ status: null, error }));
    child.once('exit', (status, signal) => finish({ status, signal }));
  });
}

/**
 * One step: prints `<label>… ` and then `done in <time>` (or `failed after <time>` followed by the
 * step's whole log). Resolves with { ok, ms, logFile }. `out` and `now` are for tests.
 */
export async function runStep(step, { out = process.stdout, now = () => performance.now() } = {}) {
  const { name, label, command, args = [], cwd = process.cwd(), env = process.env, timeoutMs, quietFailure = false } = step;
  const logFile = step.logFile ?? logFileFor(name);
  out.write(`${label}… `);
  const started = now();
  const result = await runLogged(command, args, { cwd, env, logFile, timeoutMs });
  const ms = now() - started;
  const ok = result.status === 0;
  if (ok) {
    out.write(`done in ${formatDuration(ms)}\n`);
    return { ok, ms, logFile };
  }
  out.write(`failed after ${formatDuration(ms)}\n`);
  if (!quietFailure) {
    let log = '';
    try {
      log = readFileSync(logFile, 'utf8');
    } catch {
      // Nothing was written.
    }
    const why = result.error ? `could not run ${command}: ${result.error.message}\n` : '';
    out.write(`\n--- ${label}: what it printed (also in ${logFile}) ---\n${why}${log}${log.endsWith('\n') || log === '' ? '' : '\n'}--- end ---\n`);
  }
  return { ok, ms, logFile };
}
