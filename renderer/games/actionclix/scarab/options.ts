/**
 * The launcher's option logic for the Scarab scenario (pure, tested): switching between the basic game
 * and the scenario, the power level and the Scarab's seat (the engine's default forces for them), and the
 * reinforcement list's edits. The engine's option parsing judges the result.
 */
import { actionclixEngine, forcePoints, REINFORCEMENT_POINTS, ROSTER, type ActionClixOptions, type ScarabPower } from '../../../../engines/actionclix';
import { defaultOptions } from '../forceBuilder';

export const SCENARIOS = ['basic', 'scarab'] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** Scenario options with the engine's default forces for the power level and the Scarab's seat. */
export function scarabOptions(o: ActionClixOptions, power: ScarabPower, scarabSeat: 0 | 1): ActionClixOptions {
  const parsed = actionclixEngine.parseOptions({ mode: 'scarab', battlefield: o.battlefield, tiles: o.tiles, scarab: { power, scarabSeat } }, 2);
  if (!parsed.ok) throw new Error(`Scarab options refused: ${parsed.error.code}`);
  return parsed.value;
}

export function withScenario(o: ActionClixOptions, players: number, scenario: Scenario): ActionClixOptions {
  if (scenario === 'basic') return o.mode === 'basic' ? o : { ...defaultOptions(players), battlefield: o.battlefield, tiles: o.tiles };
  return o.mode === 'scarab' ? o : scarabOptions(o, 'normal', 1);
}

export function scarabSeatOf(o: ActionClixOptions): 0 | 1 {
  return o.scarab?.scarabSeat === 0 ? 0 : 1;
}

/** Covenant figures the reinforcements may still add. */
export function reinforcementChoices(o: ActionClixOptions): string[] {
  const list = o.forces[scarabSeatOf(o)] ?? [];
  return ROSTER.filter((u) => u.faction === 'covenant' && u.kind === 'figure' && !list.includes(u.id)).map((u) => u.id);
}

export function withReinforcements(o: ActionClixOptions, units: readonly string[]): ActionClixOptions {
  const seat = scarabSeatOf(o);
  return { ...o, forces: o.forces.map((f, i) => (i === seat ? [...units] : f)) };
}

export function reinforcementSummary(o: ActionClixOptions): { points: number; max: number } {
  return { points: forcePoints(o.forces[scarabSeatOf(o)] ?? []), max: REINFORCEMENT_POINTS[o.scarab?.power ?? 'normal'] };
}
