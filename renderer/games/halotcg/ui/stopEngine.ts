/**
 * The table's engine with the passes of the phase stops: `{ type: 'pass', auto: 'no-stop' }` (the player
 * keeps no stop at this phase) and `{ type: 'pass', auto: 'pass-until' }` (the player asked to pass until
 * a later phase), and the optional reconcile discard answered "keep my hand" (`KEEP_HAND`). They are applied as a plain pass whose `passed` event carries the reason for the log;
 * the reconcile answer tags its `reconciled` event; every other action goes to the table engine unchanged. Saves replay them the same way.
 */
import { ok, type GameEngine, type Result } from '../../../../engines/core';
import type { HaloOptions, HaloState, HaloView } from '../../../../engines/halotcg';
import { tableEngine, type TableAction } from './tableEngine';

export const STOP_REASONS = ['no-stop', 'pass-until'] as const;
export type StopReason = (typeof STOP_REASONS)[number];
export type StopPass = { readonly type: 'pass'; readonly auto: StopReason };
/** The optional reconcile discard answered "keep my hand" for a player without that stop. */
export type KeepHand = { readonly type: 'choose'; readonly option: 'skip'; readonly auto: 'no-stop' };
export type StopAction = TableAction | StopPass | KeepHand;

export const KEEP_HAND: KeepHand = { type: 'choose', option: 'skip', auto: 'no-stop' };

function isKeepHand(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null) return false;
  const r = raw as Record<string, unknown>;
  return r.type === 'choose' && r.option === 'skip' && r.auto === 'no-stop' && Object.keys(r).length === 3;
}

function stopPassOf(raw: unknown): StopPass | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const reason = STOP_REASONS.find((x) => x === r.auto);
  return r.type === 'pass' && reason !== undefined && Object.keys(r).length === 2 ? { type: 'pass', auto: reason } : null;
}

export const stopEngine: GameEngine<HaloState, StopAction, HaloView, HaloOptions> = {
  ...tableEngine,
  parseAction(raw: unknown): Result<StopAction> {
    const stop = stopPassOf(raw);
    if (stop !== null) return ok(stop);
    return isKeepHand(raw) ? ok(KEEP_HAND) : tableEngine.parseAction(raw);
  },
  apply(state, seat, action) {
    const stop = stopPassOf(action);
    const keep = isKeepHand(action);
    if (stop === null && !keep) return tableEngine.apply(state, seat, action as TableAction);
    const applied = tableEngine.apply(state, seat, keep ? { type: 'choose', option: 'skip' } : { type: 'pass' });
    if (!applied.ok) return applied;
    const tagged = keep ? 'reconciled' : 'passed';
    const events = applied.value.events.map((e) => (e.type === tagged && e.seat === seat ? { ...e, auto: stop?.auto ?? 'no-stop' } : e));
    return ok({ ...applied.value, events });
  },
};
