import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { atLeast } from './requireNode.mjs';

describe('atLeast', () => {
  it.each([
    ['v20.19.0', '20.19', true],
    ['v20.18.9', '20.19', false],
    ['v20.20.2', '22.12', false],
    ['v22.11.9', '22.12', false],
    ['v22.12.0', '22.12', true],
    ['v24.0.0', '22.12', true],
    ['v22.12.0', '22.12.1', false],
  ])('%s is at least %s: %s', (version, minimum, expected) => {
    expect(atLeast(version, minimum)).toBe(expected);
  });
});

describe('requireNode.mjs', () => {
  const script = join(import.meta.dirname, 'requireNode.mjs');
  it('passes on this Node for 20.19 and stops with a message for a far newer one', () => {
    expect(spawnSync(process.execPath, [script, '20.19']).status).toBe(0);
    const refused = spawnSync(process.execPath, [script, '99.0'], { encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Packaging needs Node.js 99.0 or newer');
  });
});
