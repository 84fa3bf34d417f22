/**
 * The one prompt line (UX rule 1): who must act and what, from the view, the legal actions and the
 * selection. Returns a key and its parameters (pure, tested).
 */
import type { ActionClixAction, ActionClixView } from '../../../engines/actionclix';
import { deployableUnits, type Mode } from './model';

export interface Prompt {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export const ACTIONS_PER_TURN = 3;

function unitName(view: ActionClixView, id: string, t: (k: string) => string): string {
  const u = view.units.find((x) => x.id === id);
  return u === undefined ? id : t(`units.${u.roster}`);
}

export function promptOf(view: ActionClixView, legal: readonly ActionClixAction[], name: string, unit: string | null, mode: Mode, t: (k: string) => string): Prompt {
  if (view.outcome !== null || view.phase.kind === 'over') return { key: 'ui.prompt.over', params: {} };
  if (view.phase.kind === 'spawns') return { key: 'ui.prompt.spawns', params: { name } };
  const turn = view.turn;
  if (turn === null) return { key: 'ui.prompt.wait', params: { name } };
  const pending = turn.pending[0];
  if (pending !== undefined) return { key: `ui.prompt.${pending.kind}`, params: { name, unit: unitName(view, pending.unit, t) } };
  if (turn.deploy) {
    const left = deployableUnits(legal);
    if (left.length === 0) return { key: 'ui.prompt.deployDone', params: { name } };
    return { key: 'ui.prompt.deploy', params: { name, unit: unitName(view, unit ?? left[0] ?? '', t), count: left.length } };
  }
  const left = ACTIONS_PER_TURN - turn.used;
  if (left <= 0) return { key: 'ui.prompt.noActions', params: { name } };
  if (unit === null) return { key: 'ui.prompt.choose', params: { name, count: left } };
  return { key: `ui.prompt.mode.${mode}`, params: { name, unit: unitName(view, unit, t) } };
}
