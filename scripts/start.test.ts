import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installCommand, installStep } from './ensureInstalled.mjs';
import { browserCommand, findElectron, needsBuild, needsInstall, newestMtime, outputTail, planStart } from './start.mjs';
import { formatDuration, runStep } from './steps.mjs';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'halo-start-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function touch(path: string, secondsAgo: number): Promise<void> {
  await mkdir(join(root, path, '..'), { recursive: true });
  await writeFile(join(root, path), 'x');
  const when = new Date(Date.now() - secondsAgo * 1000);
  await utimes(join(root, path), when, when);
}

const BUILT = ['dist/index.html', 'dist-main/main.cjs', 'dist-main/preload.cjs'];

describe('needsBuild', () => {
  it.each<[string, [string, number][], boolean]>([
    ['nothing built yet', [['renderer/main.tsx', 100]], true],
    ['main bundle missing', [['renderer/main.tsx', 100], ['dist/index.html', 10], ['dist-main/preload.cjs', 10]], true],
    ['all built after the sources', [['renderer/main.tsx', 100], ['main/main.ts', 90], ...BUILT.map((f): [string, number] => [f, 10])], false],
    ['a renderer source changed since', [['renderer/main.tsx', 5], ...BUILT.map((f): [string, number] => [f, 10])], true],
    ['a locale changed since', [['locales/de/common.json', 1], ...BUILT.map((f): [string, number] => [f, 10])], true],
    ['an engine changed since', [['engines/core/rng.ts', 1], ...BUILT.map((f): [string, number] => [f, 10])], true],
    ['only a test changed since', [['renderer/a.test.tsx', 1], ['main/b.test.ts', 1], ...BUILT.map((f): [string, number] => [f, 10])], false],
    ['one output older than a source', [['main/main.ts', 50], ['dist/index.html', 10], ['dist-main/main.cjs', 60], ['dist-main/preload.cjs', 10]], true],
  ])('%s → %s', async (_name, files, expected) => {
    for (const [path, age] of files) await touch(path, age);
    expect(needsBuild(root)).toBe(expected);
  });

  it('does not look inside node_modules', async () => {
    for (const file of BUILT) await touch(file, 10);
    await touch('renderer/node_modules/x/index.js', 1);
    expect(needsBuild(root)).toBe(false);
  });
});

describe('newestMtime', () => {
  it('is 0 for a missing path', () => {
    expect(newestMtime(join(root, 'missing'))).toBe(0);
  });
});

describe('needsInstall', () => {
  it('is true without node_modules and false with it', async () => {
    expect(needsInstall(root)).toBe(true);
    await mkdir(join(root, 'node_modules'));
    expect(needsInstall(root)).toBe(false);
  });
});

describe('findElectron', () => {
  async function electronPackage(pathTxt?: string): Promise<void> {
    await mkdir(join(root, 'node_modules', 'electron'), { recursive: true });
    await writeFile(join(root, 'node_modules', 'electron', 'install.js'), '');
    if (pathTxt !== undefined) await writeFile(join(root, 'node_modules', 'electron', 'path.txt'), pathTxt);
  }

  it('is undefined when electron is not installed at all', () => {
    expect(findElectron(root, {})).toBeUndefined();
  });

  it('is undefined while the runtime was never fetched (no path.txt), and never starts a download', async () => {
    await electronPackage();
    // Requiring Electron 45's index.js would fetch the runtime; findElectron must not run it.
    await writeFile(join(root, 'node_modules', 'electron', 'index.js'), "require('fs').writeFileSync(__dirname + '/ran', '')");
    expect(findElectron(root, {})).toBeUndefined();
    expect(existsSync(join(root, 'node_modules', 'electron', 'ran'))).toBe(false);
  });

  it('is undefined when path.txt names a binary that is not there', async () => {
    await electronPackage('electron');
    expect(findElectron(root, {})).toBeUndefined();
  });

  it('refuses a path.txt that climbs out of dist/', async () => {
    await electronPackage('../../../bin/sh');
    await touch('bin/sh', 0);
    expect(findElectron(root, {})).toBeUndefined();
  });

  it('is the binary path when it exists', async () => {
    await electronPackage('electron');
    await touch('node_modules/electron/dist/electron', 0);
    expect(findElectron(root, {})).toBe(join(root, 'node_modules', 'electron', 'dist', 'electron'));
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH', async () => {
    await electronPackage('electron');
    await touch('elsewhere/electron', 0);
    expect(findElectron(root, { ELECTRON_OVERRIDE_DIST_PATH: join(root, 'elsewhere') })).toBe(join(root, 'elsewhere', 'electron'));
  });
});

describe('planStart', () => {
  async function installed(lockAge: number, markerAge: number): Promise<void> {
    await touch('package-lock.json', lockAge);
    await touch('node_modules/.package-lock.json', markerAge);
  }
  async function withElectron(): Promise<void> {
    await touch('node_modules/electron/path.txt', 0);
    await writeFile(join(root, 'node_modules', 'electron', 'path.txt'), 'electron');
    await touch('node_modules/electron/dist/electron', 0);
  }

  it.each<[string, () => Promise<void>, NodeJS.ProcessEnv, string[]]>([
    ['a fresh clone', () => touch('package-lock.json', 10), {}, ['install:ci', 'build', 'fetch-electron', 'electron']],
    ['a fresh clone that wants the browser', () => touch('package-lock.json', 10), { HALO_BROWSER: '1' }, ['install:ci', 'build', 'browser']],
    ['a fresh clone in CI (no Electron download)', () => touch('package-lock.json', 10), { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' }, ['install:ci', 'build', 'browser']],
    ['a changed package-lock.json', () => installed(1, 10), {}, ['install:install', 'build', 'fetch-electron', 'electron']],
    ['installed, not built, no runtime yet', () => installed(10, 5), {}, ['build', 'fetch-electron', 'electron']],
    [
      'installed, built, runtime there',
      async () => {
        await installed(100, 90);
        await withElectron();
        for (const file of BUILT) await touch(file, 1);
      },
      {},
      ['electron'],
    ],
  ])('%s → %j', async (_name, arrange, env, expected) => {
    await arrange();
    expect(planStart(root, env)).toEqual(expected);
  });
});

describe('install step', () => {
  it.each([
    ['ci', 'Installing npm packages (first start: a minute or two)'],
    ['install', 'Updating npm packages (package-lock.json changed)'],
  ] as const)('npm %s never downloads the Electron runtime', (command, label) => {
    const step = installStep(command, root);
    expect(step).toMatchObject({ label, command: 'npm', args: [command, '--no-audit', '--no-fund'], cwd: root });
    expect(step.env?.['ELECTRON_SKIP_BINARY_DOWNLOAD']).toBe('1');
  });

  it.each([
    ['no node_modules', [['package-lock.json', 5]], 'ci'],
    ['installed after the lock changed', [['package-lock.json', 5], ['node_modules/.package-lock.json', 1]], null],
    ['the lock changed after installing', [['package-lock.json', 1], ['node_modules/.package-lock.json', 5]], 'install'],
  ] as const)('installCommand with %s is %s', async (_name, files, expected) => {
    for (const [path, age] of files) await touch(path, age);
    expect(installCommand(root)).toBe(expected);
  });
});

describe('runStep', () => {
  const NOISY = [
    "console.error('npm warn EBADENGINE Unsupported engine { package: node-abi@4.40.0 }');",
    "console.log('dist/assets/jsx-runtime-abc.js   512.10 kB │ gzip: 160.20 kB');",
  ].join('');

  function recorder() {
    let text = '';
    return { out: { write: (chunk: string) => (text += chunk) }, text: () => text };
  }
  const clock = (...times: number[]) => () => times.shift() ?? 0;

  it('prints one line with the time and hides what the command printed', async () => {
    const { out, text } = recorder();
    const result = await runStep({ name: 'quiet', label: 'Building the app', command: process.execPath, args: ['-e', NOISY], logFile: join(root, 'quiet.log') }, { out, now: clock(1000, 13_400) });
    expect(text()).toBe('Building the app… done in 12 s\n');
    expect(result).toEqual({ ok: true, ms: 12_400, logFile: join(root, 'quiet.log') });
    // The output is kept in the log, in the order it was printed.
    expect(readFileSync(join(root, 'quiet.log'), 'utf8')).toBe('npm warn EBADENGINE Unsupported engine { package: node-abi@4.40.0 }\ndist/assets/jsx-runtime-abc.js   512.10 kB │ gzip: 160.20 kB\n');
  });

  it('prints the whole log when the step fails', async () => {
    const { out, text } = recorder();
    const logFile = join(root, 'fail.log');
    const args = ['-e', `${NOISY}console.error('error TS2322: boom');process.exit(3)`];
    const result = await runStep({ name: 'fail', label: 'Building the app', command: process.execPath, args, logFile }, { out, now: clock(0, 2500) });
    expect(result.ok).toBe(false);
    expect(text()).toBe(
      'Building the app… failed after 2.5 s\n' +
        `\n--- Building the app: what it printed (also in ${logFile}) ---\n` +
        'npm warn EBADENGINE Unsupported engine { package: node-abi@4.40.0 }\ndist/assets/jsx-runtime-abc.js   512.10 kB │ gzip: 160.20 kB\nerror TS2322: boom\n' +
        '--- end ---\n',
    );
  });

  it('says so when the command cannot be run at all', async () => {
    const { out, text } = recorder();
    const result = await runStep({ name: 'missing', label: 'Installing', command: join(root, 'no-such-npm'), logFile: join(root, 'missing.log') }, { out, now: clock(0, 10) });
    expect(result.ok).toBe(false);
    expect(text()).toContain('Installing… failed after 0.0 s\n');
    expect(text()).toContain(`could not run ${join(root, 'no-such-npm')}`);
  });

  it('with quietFailure prints only the failed line', async () => {
    const { out, text } = recorder();
    await runStep({ name: 'q', label: 'Fetching', command: process.execPath, args: ['-e', 'console.log("fetch failed");process.exit(1)'], quietFailure: true, logFile: join(root, 'q.log') }, { out, now: clock(0, 61_000) });
    expect(text()).toBe('Fetching… failed after 1 min 01 s\n');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0.0 s'],
    [449, '0.4 s'],
    [9_949, '9.9 s'],
    [10_000, '10 s'],
    [59_400, '59 s'],
    [60_000, '1 min 00 s'],
    [125_600, '2 min 06 s'],
    [-5, '0.0 s'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('outputTail', () => {
  it('keeps only the last characters', () => {
    const tail = outputTail(5);
    tail.add('hello ');
    tail.add(Buffer.from('world'));
    expect(tail.text()).toBe('world');
  });
});

describe('browserCommand', () => {
  it.each([
    ['linux', 'xdg-open', ['http://127.0.0.1:4310/']],
    ['darwin', 'open', ['http://127.0.0.1:4310/']],
    ['win32', 'cmd', ['/c', 'start', '', 'http://127.0.0.1:4310/']],
  ] as const)('%s uses %s', (platform, command, args) => {
    expect(browserCommand('http://127.0.0.1:4310/', platform)).toEqual({ command, args });
  });
});
