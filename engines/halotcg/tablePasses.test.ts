/**
 * The table's passes are the engine's own actions: a save written when they lived in the renderer (the
 * phase-stop passes, "pass until" and the kept hand at the optional reconcile discard) replays with the
 * engine alone and gives the same game, and each pass is refused where the table could not have sent it.
 */
import { describe, expect, it } from 'vitest';
import { parseSaveFile, replay, resumeSession } from '../core';
import { halotcgEngine as engine } from './engine';
import saved from './fixtures/save-v2-table-passes.json';
import type { HaloAction, HaloState } from './types';

/** What the table's own code (the renderer's stop engine) produced for this save when it was written. */
const WRITTEN = {
  turn: 3,
  stage: 'shadow',
  twilight: 4,
  zones: [
    [8, 51, 0, 2, 3],
    [8, 49, 1, 3, 2],
  ],
  tagged: [
    'passed:1:nothing-to-play', 'passed:0:nothing-to-play', 'passed:1:nothing-to-play', 'passed:0:nothing-to-play',
    'passed:1:nothing-to-play', 'passed:0:nothing-to-play', 'passed:1:nothing-to-play', 'passed:1:no-stop',
    'passed:0:nothing-to-play', 'passed:1:nothing-to-play', 'reconciled:1:no-stop', 'passed:0:pass-until',
    'passed:1:no-stop', 'passed:0:nothing-to-play', 'reconciled:0:no-stop', 'reconciled:1:no-stop', 'passed:0:pass-until',
  ],
};

describe('a save written with the table passes of the renderer', () => {
  it("loads: today's version still replays version 2 records, and goes on under its own version", () => {
    const file = parseSaveFile(JSON.stringify(saved));
    if (!file.ok) throw new Error(file.error.code);
    expect(file.value.record.engineVersion).toBe(2);
    const resumed = resumeSession<HaloState>(engine, file.value.record);
    // Three answers are added to the record: the bid's winner goes first, and each of the two hands is kept.
    expect(resumed.ok && [resumed.value.record.engineVersion, resumed.value.record.actions.length]).toEqual([engine.version, file.value.record.actions.length + 3]);
  });

  it('a version 1 record is refused whole with the versions named (version 2 changed how skirmishes resolve)', () => {
    const file = parseSaveFile(JSON.stringify(saved));
    if (!file.ok) throw new Error(file.error.code);
    const r = replay<HaloState>(engine, { ...file.value.record, engineVersion: 1 });
    expect(r.ok ? null : r.error).toEqual({ code: 'save/engine-version', params: { found: 1, expected: engine.version } });
  });

  it("its actions are the engine's own: upgraded to today's version (the bid's winner goes first, every hand kept, as then) they replay to the same game and the same tagged log lines", () => {
    const file = parseSaveFile(JSON.stringify(saved));
    if (!file.ok) throw new Error(file.error.code);
    const r = replay<HaloState>(engine, file.value.record);
    if (!r.ok) throw new Error(`${r.error.code} ${JSON.stringify(r.error.params)}`);
    const s = r.value.state;
    expect({
      turn: s.turnNumber,
      stage: s.turn.stage,
      twilight: s.twilight,
      zones: s.players.map((p) => [p.hand.length, p.deck.length, p.discard.length, p.company.length, p.pos]),
      tagged: r.value.events.flat().filter((e) => e.auto !== undefined).map((e) => `${e.type}:${String(e.seat)}:${String(e.auto)}`),
    }).toEqual(WRITTEN);
  });
});

describe('the shapes of the table passes', () => {
  const cases: readonly { name: string; raw: unknown; ok: boolean }[] = [
    { name: 'nothing to play', raw: { type: 'pass', auto: 'nothing-to-play' }, ok: true },
    { name: 'no stop at this phase', raw: { type: 'pass', auto: 'no-stop' }, ok: true },
    { name: 'passing until a later phase', raw: { type: 'pass', auto: 'pass-until' }, ok: true },
    { name: 'the kept hand', raw: { type: 'choose', option: 'skip', auto: 'no-stop' }, ok: true },
    { name: 'an unknown reason', raw: { type: 'pass', auto: 'bored' }, ok: false },
    { name: 'a kept hand that names a card', raw: { type: 'choose', option: '0.3', auto: 'no-stop' }, ok: false },
    { name: 'a kept hand for another reason', raw: { type: 'choose', option: 'skip', auto: 'pass-until' }, ok: false },
  ];
  for (const c of cases) it(c.name, () => expect(engine.parseAction(c.raw).ok).toBe(c.ok));
});

/** Plays the first legal action until `stop` holds for the seat to act. */
function playUntil(stop: (s: HaloState, seat: number, legal: readonly HaloAction[]) => boolean): { s: HaloState; seat: number } {
  const first = engine.setup({ players: 2, seed: 'table-passes', options: {} });
  if (!first.ok) throw new Error(first.error.code);
  let s = first.value;
  for (let i = 0; i < 3000; i++) {
    const seat = engine.activePlayers(s)[0];
    if (seat === undefined) break;
    const legal = engine.legalActions(s, seat);
    if (stop(s, seat, legal)) return { s, seat };
    const pick = legal.find((a) => a.type === 'choose' && a.option === 'done') ?? legal[0];
    if (pick === undefined) break;
    const r = engine.apply(s, seat, pick);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
  throw new Error('the moment never came');
}

describe('the table passes at the table', () => {
  it('tags the pass of a player without a stop and refuses the automatic pass while something is playable', () => {
    const { s, seat } = playUntil((st, _seat, legal) => st.turn.window !== null && st.turn.response === null && legal.length > 1);
    const stop = engine.apply(s, seat, { type: 'pass', auto: 'no-stop' });
    if (!stop.ok) throw new Error(stop.error.code);
    expect(stop.value.events.find((e) => e.type === 'passed')).toEqual({ type: 'passed', seat, reason: 'chose', auto: 'no-stop' });
    const auto = engine.apply(s, seat, { type: 'pass', auto: 'nothing-to-play' });
    expect(auto.ok ? null : auto.error.code).toBe('halotcg/not-auto');
  });

  it('keeps the hand at the optional reconcile discard, and only there', () => {
    const { s, seat } = playUntil((st) => st.pending.at(-1)?.kind === 'reconcileOne');
    const keep = engine.apply(s, seat, { type: 'choose', option: 'skip', auto: 'no-stop' });
    if (!keep.ok) throw new Error(keep.error.code);
    expect(keep.value.events.find((e) => e.type === 'reconciled')).toMatchObject({ seat, auto: 'no-stop' });
    const other = playUntil((st) => st.pending.at(-1)?.kind === 'startingCompanion');
    const refused = engine.apply(other.s, other.seat, { type: 'choose', option: 'skip', auto: 'no-stop' });
    expect(refused.ok ? null : refused.error.code).toMatch(/^halotcg\//);
  });
});
