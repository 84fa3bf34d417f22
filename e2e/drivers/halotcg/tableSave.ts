/**
 * A save of a Halo TCG game played by the scenario's plan until a moment a spec looks at, so the spec opens
 * the table there through the launcher's import instead of clicking its way to it.
 */
import type { Json } from '../../../engines/core';
import { halotcgEngine as engine, type HaloState } from '../../../engines/halotcg';
import { testSave } from '../../support/saveFile';
import { planGame, type Plan } from './plan';
import { applyActions } from '../../../renderer/store/gameThunks';
import { autoPasses, type Seating } from '../../../renderer/games/halotcg/ui/send';
import { DEFAULT_STOPS } from '../../../renderer/games/halotcg/ui/stops';
import { newRecord, type Session } from '../../../engines/core';

const DEFAULTS: Seating = { stops: () => DEFAULT_STOPS, until: () => null, forget: () => undefined };
/** The colours the players of a table save chose, seat by seat. */
export const COLOURS = ['#3d8fe0', '#e0483d', '#4fbf5a', '#e0b13d', '#a05be0'];

export interface TableSave {
  readonly plan: Plan;
  readonly save: ReturnType<typeof testSave>;
  readonly state: HaloState;
}

/** The index of the first of the plan's decisions whose events (with the automatic passes after it) pass `test`; -1 if none. */
export function stepWhere(plan: Plan, test: (events: readonly Record<string, unknown>[], step: Plan['steps'][number]) => boolean): number {
  const first = engine.setup({ players: plan.players, seed: plan.seed, options: { decks: plan.decks } });
  if (!first.ok) throw new Error(first.error.code);
  let session: Session<HaloState> = { record: newRecord(engine, plan.players, { decks: [...plan.decks] }, plan.seed), state: first.value, events: [], irreversible: [] };
  for (const [i, s] of plan.steps.entries()) {
    const sent = applyActions(engine, session, s.seat, [s.action], autoPasses(engine, DEFAULTS));
    if (sent.refused !== null) throw new Error(sent.refused.code);
    if (test(sent.events as readonly Record<string, unknown>[], s)) return i;
    session = sent.session as Session<HaloState>;
  }
  return -1;
}

/** The plan's first `upTo` decisions, with the table's automatic passes, as a save file. */
export function tableSave(seed: string, decks: readonly string[], names: readonly string[], upTo: (plan: Plan) => number): TableSave {
  const plan = planGame(seed, decks.length, decks);
  const n = upTo(plan);
  const first = engine.setup({ players: decks.length, seed, options: { decks } });
  if (!first.ok) throw new Error(first.error.code);
  let session: Session<HaloState> = { record: newRecord(engine, decks.length, { decks: [...decks] }, seed), state: first.value, events: [], irreversible: [] };
  for (const s of plan.steps.slice(0, n)) {
    const sent = applyActions(engine, session, s.seat, [s.action], autoPasses(engine, DEFAULTS));
    if (sent.refused !== null) throw new Error(sent.refused.code);
    session = sent.session as Session<HaloState>;
  }
  const steps = session.record.actions.map((a) => ({ seat: a.seat, action: a.action }));
  const save = testSave(engine, { name: `Halo TCG ${seed}`, seed, players: decks.length, options: { decks: [...decks] } as unknown as Json, steps, names: names.slice(0, decks.length), colours: COLOURS });
  return { plan, save, state: session.state };
}
