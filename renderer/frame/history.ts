/**
 * How a finished game went, computed by replaying its record: the state after every action (for "watch
 * the game again"), the plugin's series sampled from the spectator view after each action (territories
 * over time) and its tallies added up per seat (battles won, objectives, dice).
 */
import { ok, replayRecord, type AnyEngine, type GameEvent, type GameRecord, type Result } from '../../engines/core';
import { STAT_IDS, type GameStats, type StatId } from '../games/types';

export type Totals = Readonly<Record<StatId, number>>;

export interface GameHistory {
  /** The state before any action, then after each action (length: actions + 1). */
  readonly states: readonly unknown[];
  /** Events of each action. */
  readonly events: readonly (readonly GameEvent[])[];
  /** The series per seat at each state (same length as `states`); empty without stats. */
  readonly series: readonly (readonly number[])[];
  /** Each seat's totals. */
  readonly totals: readonly Totals[];
}

const zeroTotals = (): Record<StatId, number> => Object.fromEntries(STAT_IDS.map((id) => [id, 0])) as Record<StatId, number>;

/** Replays the record from its seed, keeping every state; a record that does not replay is refused whole. */
export function gameHistory(engine: AnyEngine, record: GameRecord, stats: GameStats<unknown> | undefined): Result<GameHistory> {
  const states: unknown[] = [];
  const events: (readonly GameEvent[])[] = [];
  const series: (readonly number[])[] = [];
  const totals = Array.from({ length: record.players }, zeroTotals);
  const sample = (state: unknown) => (stats ? stats.sample(engine.view(state, null), record.players) : []);
  const keep = (state: unknown): void => {
    states.push(state);
    series.push(sample(state));
  };
  const replayed = replayRecord<unknown>(engine, record, {
    start: keep,
    step(applied) {
      keep(applied.state);
      events.push(applied.events);
      for (const event of applied.events) {
        for (const d of stats?.tally(event) ?? []) {
          const seat = totals[d.seat];
          if (seat) seat[d.stat] += d.amount;
        }
      }
    },
  });
  return replayed.ok ? ok({ states, events, series, totals }) : replayed;
}

/** A seat's average die (pips over dice), or null when the seat rolled none. */
export function averageRoll(totals: Totals): number | null {
  return totals.dice > 0 ? totals.pips / totals.dice : null;
}

/** At most `max` evenly spread points of a series (always the first and the last), for a small chart. */
export function thin<T>(points: readonly T[], max: number): { readonly index: number; readonly value: T }[] {
  if (points.length <= max) return points.map((value, index) => ({ index, value }));
  const out: { index: number; value: T }[] = [];
  for (let k = 0; k < max; k++) {
    const index = Math.round((k * (points.length - 1)) / (max - 1));
    const value = points[index];
    if (value !== undefined) out.push({ index, value });
  }
  return out;
}

/**
 * The state where the last turn began: after the last action whose events include a `turnStarted` event
 * (the convention games follow), else where the final seat's last run of actions began.
 */
export function finalTurnStart(record: GameRecord, events: readonly (readonly GameEvent[])[]): number {
  for (let i = events.length - 1; i >= 0; i--) if (events[i]?.some((e) => e.type === 'turnStarted')) return i + 1;
  const last = record.actions.at(-1)?.seat;
  let i = record.actions.length;
  while (i > 0 && record.actions[i - 1]?.seat === last) i--;
  return i;
}
