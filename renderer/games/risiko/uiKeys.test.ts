/** Every `ui.*` text the board asks for exists (the locales test then checks German has the same keys). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/risiko.json';
import { STRATEGIC_PHASE } from '../../../engines/risiko';

const here = new URL('.', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return f === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(f) && !f.endsWith('.test.ts') ? [path] : [];
  });
}

function has(key: string): boolean {
  const tree = en as unknown as Record<string, unknown>;
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  let node: unknown = tree;
  for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
  const leaf = node as Record<string, unknown> | undefined;
  return typeof leaf?.[last] === 'string' || typeof leaf?.[`${last}_other`] === 'string';
}

const used = [...new Set(sources(here).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/t\('(ui\.[\w.-]+)'/g)].map((m) => m[1] ?? '')))];

/** Keys built from data: one per setup action, aimed card, hint and turn phase. */
const built = [
  ...['placeTeleporter', 'placeBase', 'claim', 'placeNeutral', 'placeSetupUnits', 'placeHero'].map((x) => `ui.place.${x}`),
  ...Object.entries(STRATEGIC_PHASE).filter(([a, p]) => p !== null && a !== 'extra-reinforcements').map(([a]) => `ui.aim.${a}`),
  ...['answerFirst', 'chooseSourceFirst', 'noTargets', 'planFull', 'planEmpty', 'confirmMoveIn'].map((x) => `ui.hints.${x}`),
  ...['reinforce', 'attack', 'fortify'].map((x) => `ui.turn.${x}`),
  ...['teleporterFirst', 'teleporterFirstHalves', 'teleporterSecond', 'teleporterSecondHalves'].map((x) => `ui.place.${x}`),
  ...['none', 'noneEarned', 'noneOthersTurn'].map((x) => `ui.cards.${x}`),
  ...['ask', 'most', 'card3'].map((x) => `ui.defend.plan.${x}`),
];

describe('board texts', () => {
  it('finds the texts it uses', () => {
    expect(used.length).toBeGreaterThan(50);
  });

  it.each([...used, ...built])('has %s', (key) => {
    expect(has(key)).toBe(true);
  });
});
