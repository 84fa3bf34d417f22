import { describe, expect, it } from 'vitest';
import { codeRefsOf, declares, rulesDocProblems, rulingsOf, testRefsOf, type SourceFiles } from './rulesDoc';

const SOURCE = [
  'export function attack() {}',
  'function idlePhase() {}',
  'const placeBase: Handler = () => DONE;',
  'export const SKULL_TABLE = {};',
  'export interface Board {}',
  'export type { Source as BattlefieldSource } from "./x";',
  'export { a, b as renamed };',
  '  function nested() {}',
].join('\n');

describe('declares', () => {
  it.each([
    { name: 'an exported function', id: 'attack', found: true },
    { name: 'a top-level function', id: 'idlePhase', found: true },
    { name: 'a top-level const handler', id: 'placeBase', found: true },
    { name: 'an exported table', id: 'SKULL_TABLE', found: true },
    { name: 'an exported interface', id: 'Board', found: true },
    { name: 'a re-exported type under its new name', id: 'BattlefieldSource', found: true },
    { name: 'an export list entry under its new name', id: 'renamed', found: true },
    { name: 'an export list entry under its old name', id: 'b', found: false },
    { name: 'a nested function', id: 'nested', found: false },
    { name: 'a prefix of a name', id: 'attac', found: false },
  ])('$name', ({ id, found }) => {
    expect(declares(SOURCE, id)).toBe(found);
  });
});

const DOC = `# Rulings

A. **Lettered.** Text that goes on
   over two lines. *a.test.ts › first case.* Enforced by \`a.ts › attack\`.
2. **Numbered** without code. *b.test.ts › one …; … two*
2a. **Numbered with a letter.** Enforced by \`a.ts › attack\`.
- **Bulleted.** Enforced by \`maps/m.ts › SKULL_TABLE\`, \`a.ts › missing\`.

Not a ruling: \`gone.ts › attack\`.
`;

describe('reading the doc', () => {
  it('finds lettered, numbered (2, 2a) and bulleted rulings with their continuation lines', () => {
    expect(rulingsOf(DOC).map((r) => r.label)).toEqual(['A', '2', '2a', 'Bulleted.']);
    expect(rulingsOf(DOC)[0]?.text).toContain('over two lines');
  });

  it('reads code references but never a test file as code', () => {
    expect(codeRefsOf('`a.ts › attack`, `a.test.ts › case`, `maps/m.ts › T`')).toEqual([
      { file: 'a.ts', name: 'attack' },
      { file: 'maps/m.ts', name: 'T' },
    ]);
  });

  it('splits cited test names at ellipses', () => {
    expect(testRefsOf('*b.test.ts › one …; … two*; c.test.ts.; d.test.ts › first…, second…*')).toEqual([
      { file: 'b.test.ts', names: ['one'] },
      { file: 'c.test.ts', names: [] },
      { file: 'd.test.ts', names: ['first', 'second'] },
    ]);
  });
});

describe('rulesDocProblems', () => {
  const files = (texts: Record<string, string>): SourceFiles =>
    Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, () => Promise.resolve(v)]));

  it.each([
    {
      name: 'a sound folder has no problems',
      doc: 'A. **R.** *a.test.ts › first case.* Enforced by `a.ts › attack`.',
      texts: { './a.ts': SOURCE, './a.test.ts': "it('first case', () => {})" },
      problems: [],
    },
    {
      name: 'a test name matches whatever apostrophe either side writes',
      doc: "A. **R.** *a.test.ts › the ally's turn.* Enforced by `a.ts › attack`.",
      texts: { './a.ts': SOURCE, './a.test.ts': "it('the ally’s turn', () => {})" },
      problems: [],
    },
    {
      name: 'a test file from the project root is found',
      doc: 'A. **R.** *scripts/x.test.ts.* Enforced by `a.ts › attack`.',
      texts: { './a.ts': SOURCE, '/scripts/x.test.ts': '' },
      problems: [],
    },
    {
      name: 'every kind of rot is named',
      doc: DOC,
      texts: { './a.ts': SOURCE, './maps/m.ts': SOURCE, './a.test.ts': "it('first', () => {})" },
      problems: [
        'ruling 2: names no `file.ts › function`',
        'a.ts › missing: not exported or top-level there',
        'gone.ts › attack: no such file',
        'a.test.ts › first case: no such test name',
        'b.test.ts: no such test file',
      ],
    },
  ])('$name', async ({ doc, texts, problems }) => {
    expect(await rulesDocProblems(doc, files(texts))).toEqual(problems);
  });
});
