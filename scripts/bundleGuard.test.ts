import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleTraces, driverMarks, stringLiterals } from './bundleGuard.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'halo-bundle-guard-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function put(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

put('e2e/drivers/game/e2eDriver.ts', "// 'a phrase in a comment only'\nthrow new Error('no board area here');\nconst shared = \"the board's own model\";\nconst id = 'short';\nthrow new Error(`${label}: the engine refuses ${code}`);\n");
put('e2e/support/launcher.ts', 'export const SHOTS = `test-results/screen shots`;\n');
put('e2e/drivers/game/scenario.test.ts', "it('a phrase only a unit test has', () => {});\n");
put('renderer/games/game/model.ts', "/** the board's own model */\nexport const x = \"the board's own model\";\n");

describe('the marks of the drivers', () => {
  const marks = driverMarks(root);
  it.each([
    { name: 'a driver error message', phrase: 'no board area here', mark: true },
    { name: 'a template without a placeholder in shared support', phrase: 'test-results/screen shots', mark: true },
    { name: 'a phrase the app writes too', phrase: "the board's own model", mark: false },
    { name: 'a phrase in a comment', phrase: 'a phrase in a comment only', mark: false },
    { name: 'a short string without a space', phrase: 'short', mark: false },
    { name: 'the text of a template before its placeholder, trimmed', phrase: ': the engine refuses', mark: true },
    { name: "a driver's unit test", phrase: 'a phrase only a unit test has', mark: false },
  ])('$name', ({ phrase, mark }) => expect(marks.includes(phrase)).toBe(mark));
});

describe('a build scanned for them', () => {
  it.each([
    { name: 'the app alone holds none', assets: { 'index.html': '<html></html>', 'assets/app.js': 'const a="the board\'s own model";' }, traces: [] },
    { name: 'a driver bundled in is found with its file', assets: { 'index.html': '', 'assets/app.js': 'throw new Error("no board area here")' }, traces: [{ file: path.join('assets', 'app.js'), mark: 'no board area here' }] },
  ])('$name', ({ name, assets, traces }) => {
    const dist = path.join(root, `dist-${name.length}`);
    for (const [file, text] of Object.entries(assets)) put(path.relative(root, path.join(dist, file)), text);
    expect(bundleTraces(dist, driverMarks(root))).toEqual(traces);
  });
});

describe('string literals', () => {
  it.each([
    { name: 'both quotes and templates', source: `a('one two'); b("three four"); c(\`five six\`);`, found: ['one two', 'three four', 'five six'] },
    { name: 'the texts of a template between its placeholders', source: 'a(`x ${y} z ${{ w: 1 }.w}`);', found: ['x ', ' z ', ''] },
    { name: 'no comment', source: "// 'hidden one'\n/* 'hidden two' */ a('shown');", found: ['shown'] },
  ])('$name', ({ source, found }) => expect(stringLiterals(source)).toEqual(found));
});
