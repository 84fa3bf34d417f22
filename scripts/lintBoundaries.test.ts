import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of ARCHITECTURE.md, enforced by eslint.config.js: shown here on probe code.
const eslint = new ESLint();

async function rulesHit(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'parse-error');
}

describe('engine boundaries', () => {
  it.each([
    { name: 'one engine importing another', file: 'engines/fixture/probe.ts', code: "import { board } from '../risiko/maps';\nexport const x = board;\n", rule: 'no-restricted-imports' },
    { name: 'an engine importing the renderer', file: 'engines/risiko/probe.ts', code: "import App from '../../renderer/App';\nexport const x = App;\n", rule: 'no-restricted-imports' },
    { name: 'an engine importing the main process', file: 'engines/core/probe.ts', code: "import { CHANNELS } from '../../main/channels';\nexport const x = CHANNELS;\n", rule: 'no-restricted-imports' },
    { name: 'Math.random in an engine', file: 'engines/risiko/probe.ts', code: 'export const x = Math.random();\n', rule: 'no-restricted-properties' },
    { name: 'the clock in an engine', file: 'engines/fixture/probe.ts', code: 'export const x = Date.now();\n', rule: 'no-restricted-properties' },
  ])('forbids $name', async ({ file, code, rule }) => {
    expect(await rulesHit(file, code)).toContain(rule);
  }, 30_000);

  it('allows an engine to import engines/core', async () => {
    expect(await rulesHit('engines/risiko/probe.ts', "import { ok } from '../core';\nexport const x = ok(1);\n")).toEqual([]);
  }, 30_000);
});
