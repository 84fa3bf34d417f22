/**
 * Every action `apply` accepts is listed by `legalActions` (issue 19): in fixed-seed random games of the
 * basic game and the Scarab scenario, actions are made up around each sampled state (every grenade square
 * in range, every shot target, moves to sampled squares, the scenario's moves and throws inside) and each
 * one `apply` accepts must be in the listing. Kept here rather than in engines/core/testing, which other
 * work was changing at the same time.
 */
import { describe, expect, it } from 'vitest';
import { Random, seedRng, unwrap } from '../core';
import { actionclixEngine as engine } from './index';
import { INTERIOR_HEIGHT, INTERIOR_WIDTH } from './scarab/interior';
import { CORE_TARGET, SCARAB_TARGET } from './scarab/types';
import type { ActionClixAction, ActionClixState } from './types';

/** Made-up actions for the active seat's units in play: a sample of what a player could send. */
function candidates(s: ActionClixState, seat: number, random: Random): ActionClixAction[] {
  const width = s.options.battlefield === 'quick' ? 24 : 24;
  const height = s.options.battlefield === 'quick' ? 12 : 24;
  const out: ActionClixAction[] = [{ type: 'pass' }, { type: 'endTurn' }];
  const targets = [...s.units.filter((t) => t.seat !== seat).map((t) => t.id), SCARAB_TARGET, CORE_TARGET];
  for (const u of s.units) {
    if (u.seat !== seat || (u.status !== 'map' && u.status !== 'elsewhere')) continue;
    const x0 = u.sq % width;
    const y0 = Math.floor(u.sq / width);
    for (let y = Math.max(0, y0 - 5); u.status === 'map' && y <= Math.min(height - 1, y0 + 5); y++) {
      for (let x = Math.max(0, x0 - 5); x <= Math.min(width - 1, x0 + 5); x++) out.push({ type: 'grenade', unit: u.id, square: y * width + x }, { type: 'grenadeCover', unit: u.id, square: y * width + x });
    }
    for (const target of targets) out.push({ type: 'attack', unit: u.id, target }, { type: 'attackCover', unit: u.id, target });
    for (let k = 0; k < 12; k++) {
      const to = random.below(width * height);
      out.push({ type: 'move', unit: u.id, to }, { type: 'moveAttack', unit: u.id, to });
    }
    if (s.scarab === undefined) continue;
    for (const attack of [false, true]) {
      out.push({ type: 'climbOn', unit: u.id, attack }, { type: 'exit', unit: u.id, attack });
      for (let k = 0; k < 6; k++) {
        const to = random.below(width * height);
        const inner = random.below(INTERIOR_WIDTH * INTERIOR_HEIGHT);
        out.push({ type: 'stepOff', unit: u.id, to, attack }, { type: 'jumpOff', unit: u.id, to, attack }, { type: 'enter', unit: u.id, to: inner, attack }, { type: 'moveInside', unit: u.id, to: inner, attack });
      }
    }
    for (let sq = 0; sq < INTERIOR_WIDTH * INTERIOR_HEIGHT; sq++) out.push({ type: 'grenadeInside', unit: u.id, square: sq });
  }
  return out;
}

/** Accepted but unlisted actions met in `games` random games (every `every`-th state checked). */
function unlisted(options: Record<string, unknown>, games: number, cap: number, every: number): { missing: string[]; checked: number } {
  const missing: string[] = [];
  let checked = 0;
  const chooser = new Random(seedRng('listing-complete'));
  for (let g = 0; g < games; g++) {
    let s = unwrap(engine.setup({ players: 2, options: unwrap(engine.parseOptions(options, 2)), seed: `complete-${g}` }));
    for (let i = 0; i < cap && s.outcome === null; i++) {
      const seat = engine.activePlayers(s)[0] ?? 0;
      const legal = engine.legalActions(s, seat);
      if (i % every === 0 && s.phase.kind === 'play' && s.turn?.deploy === false) {
        const listed = new Set(legal.map((a) => JSON.stringify(a)));
        for (const a of candidates(s, seat, chooser)) {
          if (listed.has(JSON.stringify(a)) || !engine.apply(s, seat, a).ok) continue;
          if (missing.length < 20) missing.push(`${JSON.stringify(a)} at step ${i} of game ${g}`);
        }
        checked++;
      }
      s = unwrap(engine.apply(s, seat, legal[chooser.below(legal.length)] as ActionClixAction)).state;
    }
  }
  return { missing, checked };
}

describe('legalActions lists every action apply accepts', () => {
  it.each([
    { name: 'basic game', options: {} },
    { name: 'Scarab Normal', options: { mode: 'scarab', scarab: { power: 'normal' } } },
    { name: 'Scarab Heroic, seat 0 plays the Scarab', options: { mode: 'scarab', scarab: { power: 'heroic', scarabSeat: 0 } } },
  ])('$name', ({ options }) => {
    const { missing, checked } = unlisted(options, 2, 500, 7);
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  }, 240_000);
});
