import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles } from './cycles.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'halo-cycles-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FILES: Record<string, string> = {
  // A cycle of type-only imports (a .tsx importing a .ts and back).
  'app/types/Orders.tsx': "import { Part } from './Part';\nexport interface OrdersProps { readonly n: number }\nexport const Orders = () => Part;\n",
  'app/types/Part.ts': "import type { OrdersProps } from './Orders';\nexport const Part = (p: OrdersProps) => p.n;\n",
  // No cycle: both import a module of their own.
  'app/clean/a.ts': "import type { Shared } from './shared';\nimport { b } from './b';\nexport const a = (s: Shared) => b(s);\n",
  'app/clean/b.ts': "import type { Shared } from './shared';\nexport const b = (s: Shared) => s;\n",
  'app/clean/shared.ts': 'export type Shared = number;\n',
  // A cycle outside the folders checked, reached from app/uses.ts.
  'lib/x.ts': "import { y } from './y';\nexport const x = () => y;\n",
  'lib/y.ts': "import { x } from './x';\nexport const y = () => x;\n",
  'app/uses.ts': "import { x } from '../lib/x';\nexport const uses = x;\n",
};
for (const [file, text] of Object.entries(FILES)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

describe('the import cycle check', () => {
  it.each([
    { name: 'finds a cycle of type-only imports', folders: ['app/types'], cycles: [['app/types/Orders.tsx', 'app/types/Part.ts']] },
    { name: 'finds none where both sides share a module of their own', folders: ['app/clean'], cycles: [] },
    { name: 'leaves a cycle outside the folders to their own check', folders: ['app'], cycles: [['app/types/Orders.tsx', 'app/types/Part.ts']] },
    { name: 'finds that cycle when its folder is checked', folders: ['lib'], cycles: [['lib/x.ts', 'lib/y.ts']] },
  ])('$name', async ({ folders, cycles }) => {
    const found = await importCycles(root, folders);
    expect(found.map((c) => [...c].sort())).toEqual(cycles);
  });

  it('counts only imports that run when asked (the engines), so a type-only loop passes and a real one does not', async () => {
    expect(await importCycles(root, ['app/types'], { typeOnly: false })).toEqual([]);
    const found = await importCycles(root, ['lib'], { typeOnly: false });
    expect(found.map((c) => [...c].sort())).toEqual([['lib/x.ts', 'lib/y.ts']]);
  });
});
