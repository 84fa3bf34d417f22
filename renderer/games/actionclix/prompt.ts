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

/** Actions the seat on turn gives (the Scarab scenario: half the attacker's force, or the reinforcements'). */
export function actionsPerTurn(view: ActionClixView): number {
  const sc = view.scarab;
  if (sc === undefined || view.turn === null) return ACTIONS_PER_TURN;
  return view.turn.seat === sc.seat ? sc.reinforcementActions : sc.attackerActions;
}

/** The Scarab player's step (roll, move, displace, event, guns, reinforcements) as a prompt. */
function scarabPrompt(view: ActionClixView, name: string, t: (k: string) => string): Prompt | null {
  const step = view.scarab?.step;
  if (step === undefined || step === null || view.turn?.seat !== view.scarab?.seat) return null;
  if (step.kind === 'move') return { key: `ui.prompt.scarab.${step.move}`, params: { name } };
  if (step.kind === 'displace') return { key: 'ui.prompt.scarab.displace', params: { name, unit: unitName(view, step.unit, t), base: t(`scarab.dials.${step.base}`) } };
  if (step.kind === 'event') return { key: `ui.prompt.scarab.${step.specials[0] === 'mortar' ? 'mortar' : 'reinforce'}`, params: { name } };
  if (step.kind === 'reinforcements' && step.actions === 0) return { key: 'ui.prompt.scarab.inactive', params: { name } };
  if (step.kind === 'reinforcements') return null;
  return { key: `ui.prompt.scarab.${step.kind}`, params: { name } };
}

function unitName(view: ActionClixView, id: string, t: (k: string) => string): string {
  const u = view.units.find((x) => x.id === id);
  return u === undefined ? id : t(`units.${u.roster}`);
}

export function promptOf(view: ActionClixView, legal: readonly ActionClixAction[], name: string, unit: string | null, mode: Mode, t: (k: string) => string): Prompt {
  if (view.outcome !== null || view.phase.kind === 'over') return { key: 'ui.prompt.over', params: {} };
  if (view.phase.kind === 'spawns') return { key: 'ui.prompt.spawns', params: { name } };
  const turn = view.turn;
  if (turn === null) return { key: 'ui.prompt.wait', params: { name } };
  const scarab = scarabPrompt(view, name, t);
  if (scarab !== null) return scarab;
  const pending = turn.pending[0];
  if (pending !== undefined) return { key: `ui.prompt.${pending.kind}`, params: { name, unit: unitName(view, pending.unit, t) } };
  if (turn.deploy) {
    const left = deployableUnits(legal);
    if (left.length === 0) return { key: 'ui.prompt.deployDone', params: { name } };
    return { key: 'ui.prompt.deploy', params: { name, unit: unitName(view, unit ?? left[0] ?? '', t), count: left.length } };
  }
  const left = actionsPerTurn(view) - turn.used;
  if (left <= 0) return { key: 'ui.prompt.noActions', params: { name } };
  if (unit === null) return { key: 'ui.prompt.choose', params: { name, count: left, max: actionsPerTurn(view) } };
  return { key: `ui.prompt.mode.${mode}`, params: { name, unit: unitName(view, unit, t) } };
}
