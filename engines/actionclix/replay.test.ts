/**
 * Replay guard for speed work on legal-action listing: fixed-seed random games must list the same legal
 * actions in the same order and choose the same actions as before, so recorded games replay identically.
 * The hashes were written down before the listing was optimised (issue 11, "Speed") and written again for
 * engine version 2 (issue 19: the RULINGS abilities, the exit's squares, the Scarab's base squares listed as grenade targets), whose records replay differently.
 * Written again when the special-ability attack joined the listing (Overcharge, RULES.md 20b): random play
 * chooses among more actions, but no recorded action does anything else, so records of version 3 still
 * replay (recordsV3.test.ts) and the version stays. And again when Overcharge at the Scarab joined the
 * Scarab games' listing (RULES.md 22b), for the same reason: no action a record holds changes.
 */
import { describe, expect, it } from 'vitest';
import { Random, seedRng, unwrap } from '../core';
import { newRecord } from '../core/record';
import { resumeSession } from '../core/session';
import { actionclixEngine as engine } from './index';
import type { ActionClixAction } from './types';

/** FNV-1a over a string, continued from `h`. */
function fnv(h: number, text: string): number {
  let x = h;
  for (let i = 0; i < text.length; i++) x = Math.imul(x ^ text.charCodeAt(i), 16777619) >>> 0;
  return x;
}

/** Hash of every legal list's length, every 7th list in full and every chosen action in `games` seeded random games (at most `cap` actions each). */
function playHash(options: Record<string, unknown>, games: number, cap: number): { hash: string; actions: number } {
  let h = 2166136261;
  let actions = 0;
  const chooser = new Random(seedRng('replay-guard'));
  for (let g = 0; g < games; g++) {
    let s = unwrap(engine.setup({ players: 2, options: unwrap(engine.parseOptions(options, 2)), seed: `replay-${g}` }));
    for (let i = 0; i < cap && s.outcome === null; i++) {
      const seat = engine.activePlayers(s)[0] ?? 0;
      const legal = engine.legalActions(s, seat);
      h = fnv(h, `#${legal.length}`);
      if (i % 7 === 0) for (const a of legal) h = fnv(h, JSON.stringify(a));
      const chosen = legal[chooser.below(legal.length)] as ActionClixAction;
      h = fnv(h, `>${JSON.stringify(chosen)}`);
      s = unwrap(engine.apply(s, seat, chosen)).state;
      actions++;
    }
    h = fnv(h, `|${s.outcome === null ? 'open' : JSON.stringify(s.outcome)}`);
  }
  return { hash: h.toString(16), actions };
}

const cases = [
  { name: 'basic game', options: {}, expected: { hash: 'a54d8109', actions: 13404 } },
  { name: 'Scarab Normal', options: { mode: 'scarab', scarab: { power: 'normal' } }, expected: { hash: 'ea59c7e4', actions: 13294 } },
  { name: 'Scarab Heroic', options: { mode: 'scarab', scarab: { power: 'heroic' } }, expected: { hash: '722933fc', actions: 16796 } },
];

describe('fixed-seed random play lists and chooses exactly the same actions', () => {
  it.each(cases)('$name: 20 games', ({ options, expected }) => {
    expect(playHash(options, 20, 3000)).toEqual(expected);
  }, 120_000);
});

describe('records of another engine version', () => {
  it.each([
    { name: 'a version 1 record (before the RULINGS abilities)', version: 1 },
    { name: 'a version 2 record (before spawn points had to leave room for the rest)', version: 2 },
  ])('$name is refused whole with save/engine-version', ({ version }) => {
    const record = { ...newRecord(engine, 2, {}, 'old'), engineVersion: version };
    expect(resumeSession(engine, record)).toEqual({ ok: false, error: { code: 'save/engine-version', params: { found: version, expected: engine.version } } });
    expect(engine.version).toBe(3);
  });
});
