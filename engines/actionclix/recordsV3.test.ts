/**
 * Games recorded by the version 3 engine before the special-ability attack existed (random legal games
 * with the Plasma Pistol Grunt and the Plasma Cannon, whose dials now show Overcharge, and a Scarab game)
 * replay under today's engine to the very state they reached: the new attack adds actions to the listing
 * but changes nothing an old action does, so the version stays 3.
 */
import { describe, expect, it } from 'vitest';
import { gameRecordSchema, replay } from '../core';
import { actionclixEngine as engine } from './engine';
import written from './fixtures/records-v3.json';
import type { ActionClixState } from './types';

const summary = (s: ActionClixState) => ({
  turn: s.turnNumber,
  kills: s.seats.map((x) => x.kills),
  units: s.units.filter((u) => u.status !== 'reserve').map((u) => `${u.id}:${u.status}:${u.sq}:${u.click}:${u.grenades}:${u.upgrades}`),
});

describe('records of version 3', () => {
  it.each(written.map((g) => ({ name: g.name, game: g })))('$name replays to the game it was', ({ game }) => {
    const record = gameRecordSchema.parse(game.record);
    expect(record.engineVersion).toBe(engine.version);
    const r = replay<ActionClixState>(engine, record);
    if (!r.ok) throw new Error(`${r.error.code} ${JSON.stringify(r.error.params)}`);
    expect(summary(r.value.state)).toEqual(game.written);
  });
});
