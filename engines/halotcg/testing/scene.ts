/** Builds exact game situations for rule tests: named cards in named zones, a stage and an open window. */
import { unwrap, type GameEvent, type Seat } from '../../core';
import { halotcgEngine } from '../engine';
import { EARTH_SITES, PILLAR_SITES } from '../cards';
import type { Timing } from '../cardTypes';
import type { HaloAction, HaloState, Iid, PlayerState, Stage } from '../types';

export interface SeatSpec {
  readonly hero?: string;
  readonly company?: readonly string[];
  readonly support?: readonly string[];
  readonly minions?: readonly string[];
  readonly hand?: readonly string[];
  readonly deck?: readonly string[];
  readonly discard?: readonly string[];
  readonly dead?: readonly string[];
  /** [card, index of the bearer among this seat's listed cards or another seat's as `seat:index`]. */
  readonly attached?: readonly (readonly [string, string])[];
  readonly pos?: number;
}

export interface SceneSpec {
  readonly seats: readonly SeatSpec[];
  readonly fp?: Seat;
  readonly twilight?: number;
  readonly stage?: Stage;
  readonly window?: { timing: Timing; next?: Seat; then: Stage };
  readonly sites?: readonly string[];
}

const ZONES = ['company', 'support', 'minions', 'hand', 'deck', 'discard', 'dead'] as const;

export function scene(spec: SceneSpec): HaloState {
  const lists: string[][] = [];
  const players: PlayerState[] = spec.seats.map((seat, i) => {
    const list: string[] = [seat.hero ?? 'master-chief'];
    const p: PlayerState = { deck: [], hand: [], discard: [], dead: [], flipped: [], removed: [], adventure: [], company: [`${i}.0`], support: [], minions: [], attached: [], stacked: [], pos: seat.pos ?? 1, hero: `${i}.0`, out: false, bid: 0 };
    for (const z of ZONES) for (const id of seat[z] ?? []) p[z].push(`${i}.${list.push(id) - 1}`);
    for (const [id] of seat.attached ?? []) p.attached.push(`${i}.${list.push(id) - 1}`);
    lists.push(list);
    return p;
  });
  const sites = spec.sites ?? PILLAR_SITES.map((x) => x.id);
  const siteSeat = spec.seats.length - 1;
  const siteList = lists[siteSeat] as string[];
  const path: (Iid | null)[] = [null, ...sites.map((id) => `${siteSeat}.${siteList.push(id) - 1}`)];
  const inPlay: HaloState['inPlay'] = {};
  players.forEach((p) => [...p.company, ...p.support, ...p.minions].forEach((x) => (inPlay[x] = { w: 0 })));
  path.forEach((x) => x !== null && (inPlay[x] = { w: 0 }));
  spec.seats.forEach((seat, i) => {
    const p = players[i] as PlayerState;
    (seat.attached ?? []).forEach(([, on], k) => {
      const target = on.includes('.') ? on : `${i}.${on}`;
      inPlay[p.attached[k] as string] = { w: 0, on: target };
    });
  });
  const fp = spec.fp ?? 0;
  const stage = spec.stage ?? 'company';
  const base = unwrap(halotcgEngine.setup({ players: spec.seats.length, options: unwrap(halotcgEngine.parseOptions({}, spec.seats.length)), seed: 'scene' }));
  return {
    ...base,
    players,
    lists,
    inPlay,
    path,
    twilight: spec.twilight ?? 0,
    pending: [],
    turnNumber: 1,
    turn: {
      fp, phase: 'company', stage, shadowSeat: spec.window?.timing === 'shadow' ? (spec.window.next ?? 1) : fp, moves: 1,
      window: spec.window === undefined ? null : { timing: spec.window.timing, then: spec.window.then, next: spec.window.next ?? fp, passes: 0 },
      fights: [], current: null, fierce: false, reconcile: [], response: null, snipe: 0, sniped: null,
    },
  };
}

export const EARTH = EARTH_SITES.map((x) => x.id);

/** The instance of the n-th copy of `card` that `seat` owns. */
export function iid(s: HaloState, seat: Seat, card: string, n = 0): Iid {
  const list = s.lists[seat] ?? [];
  let k = -1;
  for (let i = 0; i < list.length; i++) if (list[i] === card && ++k === n) return `${seat}.${i}`;
  throw new Error(`seat ${seat} has no copy ${n} of ${card}`);
}

export function act(s: HaloState, seat: Seat, action: HaloAction): { state: HaloState; events: readonly GameEvent[] } {
  const r = halotcgEngine.apply(s, seat, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.code} ${JSON.stringify(r.error.params ?? {})}`);
  return r.value;
}

export function refused(s: HaloState, seat: Seat, action: HaloAction): string {
  const r = halotcgEngine.apply(s, seat, action);
  return r.ok ? 'accepted' : r.error.code;
}

/** Closes an open response window: every seat passes, except that `seat` sends `answer` on its first turn. */
export function answerWindow(s: HaloState, seat?: Seat, answer?: HaloAction): { state: HaloState; events: GameEvent[] } {
  let st = s;
  let pending = answer;
  const events: GameEvent[] = [];
  for (let i = 0; i < 8 && st.turn.response !== null; i++) {
    const next = st.turn.response.next;
    const r = act(st, next, next === seat && pending !== undefined ? pending : { type: 'pass' });
    if (next === seat) pending = undefined;
    st = r.state;
    events.push(...r.events);
  }
  return { state: st, events };
}

/** Everyone passes until the window closes (or a question is asked). */
export function passAll(s: HaloState): HaloState {
  let st = s;
  for (let i = 0; i < 10 && st.turn.window !== null && st.pending.length === 0; i++) st = act(st, st.turn.window.next, { type: 'pass' }).state;
  return st;
}
