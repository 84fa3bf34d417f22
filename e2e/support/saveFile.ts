/** A save file as the frame's Import takes it, for end-to-end tests that start a game part-way through. */
import { newRecord, type AnyEngine, type GameRecord, type Json, type Seat } from '../../engines/core';

export interface RecordedStep {
  readonly seat: Seat;
  readonly action: unknown;
}

/** The save of a game after `steps` (the frame replays the record when it imports the file). */
export function testSave(engine: AnyEngine, o: { name: string; seed: string; players: number; options: Json; steps: readonly RecordedStep[]; names: readonly string[]; colours: readonly string[] }) {
  const record: GameRecord = { ...newRecord(engine, o.players, o.options, o.seed), actions: o.steps.map((s) => ({ seat: s.seat, action: s.action as Json })) };
  return {
    format: 'halo-tabletop/save' as const,
    formatVersion: 1 as const,
    name: o.name,
    savedAt: '2026-11-22T10:00:00.000Z',
    seats: o.names.map((name, i) => ({ name, color: o.colours[i] ?? '#ffffff' })),
    record,
  };
}
