/** Helpers for card ability tests: a scene with an open window, optionally inside a skirmish or engagement. */
import type { Seat } from '../../core';
import type { Timing } from '../cardTypes';
import type { HaloAction, HaloState } from '../types';
import { act, iid, scene, type SeatSpec } from './scene';

export interface CardScene {
  readonly fp?: SeatSpec;
  readonly shadow?: SeatSpec;
  readonly timing: Timing;
  /** Who acts first in the window (0 = Free Peoples). */
  readonly next?: Seat;
  readonly twilight?: number;
  /** Start a skirmish (or engagement) between this Free Peoples card and every Shadow minion. */
  readonly fight?: string;
  readonly sites?: readonly string[];
}

export function cardScene(spec: CardScene): HaloState {
  const s = scene({
    seats: [spec.fp ?? {}, spec.shadow ?? {}],
    twilight: spec.twilight ?? 0,
    stage: spec.timing === 'company' ? 'company' : spec.timing === 'shadow' ? 'shadow' : 'maneuver',
    window: { timing: spec.timing, next: spec.next ?? 0, then: spec.fight !== undefined ? 'resolveFight' : 'regroup' },
    ...(spec.sites === undefined ? {} : { sites: spec.sites }),
  });
  if (spec.fight !== undefined) {
    const def = spec.fight === 'master-chief' ? '0.0' : iid(s, 0, spec.fight);
    s.turn.fights = [{ def, atk: [...(s.players[1]?.minions ?? [])], ships: spec.timing === 'engagement' }];
    s.turn.current = 0;
  }
  return s;
}

/** Applies an action, then answers every question with the given picks (in order) or the first option. */
export function run(s: HaloState, seat: Seat, action: HaloAction, picks: readonly string[] = []): HaloState {
  let st = act(s, seat, action).state;
  const queue = [...picks];
  for (let i = 0; i < 20 && st.pending.length > 0; i++) {
    const p = st.pending[st.pending.length - 1];
    if (p === undefined) break;
    const want = queue.shift();
    const option = want !== undefined && p.options.includes(want) ? want : (p.options[0] ?? '');
    st = act(st, p.seat, { type: 'choose', option }).state;
  }
  return st;
}

export const w = (s: HaloState, x: string): number => s.inPlay[x]?.w ?? -1;
