import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROSTER } from '../../../../engines/actionclix';
import { PORTRAIT_IDS, portraitOf, portraitSvg } from './portraits';

const DIR = join(__dirname, '../../../../assets/units');

describe('unit portraits', () => {
  const units = ROSTER.filter((u) => u.id !== 'scarab' && u.id !== 'core');
  it('every unit type has its own portrait, no two alike', () => {
    const seen = new Map<string, string>();
    for (const u of units) {
      expect(PORTRAIT_IDS, u.id).toContain(u.id);
      const p = portraitOf(u.id);
      const key = `${p.body}|${p.weapon}|${p.accent}`;
      expect(seen.get(key), `${u.id} looks like ${seen.get(key) ?? ''}`).toBeUndefined();
      seen.set(key, u.id);
    }
  });
  it('assets/units holds each portrait as this module draws it', () => {
    expect(readdirSync(DIR).sort()).toEqual(PORTRAIT_IDS.map((id) => `${id}.svg`).sort());
    for (const id of PORTRAIT_IDS) expect(readFileSync(join(DIR, `${id}.svg`), 'utf8'), id).toBe(portraitSvg(id));
  });
});
