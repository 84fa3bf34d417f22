/** A line of play scripted on the real engine: each action is applied at once and kept as a step to replay. */
import { risikoEngine, type ActionOf, type RisikoAction, type RisikoState } from '../../../engines/risiko';
import { battlefield as board } from '../../../engines/risiko/maps';
import { active, apply } from '../../../renderer/games/risiko/testing/games';
import type { Seat } from '../../../engines/core';

/** One action of a scripted or planned game and the seat that takes it. */
export interface Step {
  readonly seat: Seat;
  readonly action: RisikoAction;
}

export class Script {
  readonly steps: Step[] = [];
  constructor(public s: RisikoState) {}

  /** Applies the action for the seat whose decision it is (throws if the engine refuses it). */
  do(action: RisikoAction): void {
    const seat = active(this.s);
    this.steps.push({ seat, action });
    this.s = apply(this.s, action, seat);
  }

  /** The legal actions of one type for the seat whose decision it is. */
  legal<T extends RisikoAction['type']>(type: T): ActionOf<T>[] {
    return (risikoEngine.legalActions(this.s, active(this.s)) as readonly RisikoAction[]).filter((a): a is ActionOf<T> => a.type === type);
  }

  /** Reinforcements still to place this turn (0 outside the reinforcement phase). */
  get left(): number {
    return this.s.phase.kind === 'reinforce' ? this.s.phase.left : 0;
  }

  units(id: string): number {
    return this.s.units[board(this.s.options.battlefield).territories.indexOf(id)] ?? 0;
  }

  /** A copy that goes on from here (the steps so far included). */
  fork(): Script {
    const copy = new Script(this.s);
    copy.steps.push(...this.steps);
    return copy;
  }
}
