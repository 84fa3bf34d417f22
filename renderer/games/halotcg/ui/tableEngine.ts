/**
 * The engine as the table plays it: the rules engine unchanged, plus one action of the table's own, the
 * automatic pass (`{ type: 'pass', auto: 'nothing-to-play' }`). It is applied as a plain pass and its
 * `passed` event carries the reason, so the log says why nobody was asked. Saves replay it the same way.
 */
import { ok, type GameEngine, type Result } from '../../../../engines/core';
import { halotcgEngine, type HaloAction, type HaloOptions, type HaloState, type HaloView } from '../../../../engines/halotcg';

export const AUTO_REASON = 'nothing-to-play';
export type AutoPass = { readonly type: 'pass'; readonly auto: typeof AUTO_REASON };
export type TableAction = HaloAction | AutoPass;

export const AUTO_PASS: AutoPass = { type: 'pass', auto: AUTO_REASON };

function isAutoPass(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null) return false;
  const r = raw as Record<string, unknown>;
  return r.type === 'pass' && r.auto === AUTO_REASON && Object.keys(r).length === 2;
}

export const tableEngine: GameEngine<HaloState, TableAction, HaloView, HaloOptions> = {
  ...halotcgEngine,
  parseAction(raw: unknown): Result<TableAction> {
    return isAutoPass(raw) ? ok(AUTO_PASS) : halotcgEngine.parseAction(raw);
  },
  apply(state, seat, action) {
    if (!('auto' in action)) return halotcgEngine.apply(state, seat, action);
    const applied = halotcgEngine.apply(state, seat, { type: 'pass' });
    if (!applied.ok) return applied;
    const events = applied.value.events.map((e) => (e.type === 'passed' && e.seat === seat ? { ...e, auto: action.auto } : e));
    return ok({ ...applied.value, events });
  },
};
