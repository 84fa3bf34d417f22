/**
 * Each person's phase stops, kept in the host settings' `prefs` per player name (so they survive
 * restarts), and the "pass until" wishes of the game at hand (per seat, in memory only). Cached here
 * after the first read; components subscribe.
 */
import { useSyncExternalStore } from 'react';
import type { Seat } from '../../../../engines/core';
import type { HostApi } from '../../../../main/contract';
import { DEFAULT_STOPS, decodeStops, encodeStops, type Role, type StopPhase, type Stops, type Until } from './stops';

type Prefs = Readonly<Record<string, boolean | number | string>>;

let cache: Prefs | null = null;
let loading: Promise<Prefs> | null = null;
let wishes: ReadonlyMap<Seat, Until> = new Map();
/** The game the wishes belong to (its seed): another game forgets them. */
let wishGame = '';
const listeners = new Set<() => void>();

/** The settings key of one person's stops in one role (names are at most 40 characters). */
export function stopsKey(name: string, role: Role): string {
  return `halotcg.stops.${role}.${name}`.slice(0, 64);
}

function publish(): void {
  for (const listener of listeners) listener();
}

/** The prefs once read (null before the first read ends): lets a click send its action without waiting. */
export function cachedStopPrefs(): Prefs | null {
  return cache;
}

export function loadStopPrefs(host: HostApi): Promise<Prefs> {
  if (cache !== null) return Promise.resolve(cache);
  loading ??= host.getSettings().then((settings) => {
    cache = settings.prefs;
    publish();
    return settings.prefs;
  });
  return loading;
}

export function stopsOf(prefs: Prefs | null, name: string): Stops {
  return { own: decodeStops(prefs?.[stopsKey(name, 'own')], DEFAULT_STOPS.own), others: decodeStops(prefs?.[stopsKey(name, 'others')], DEFAULT_STOPS.others) };
}

export async function toggleStop(host: HostApi, name: string, role: Role, phase: StopPhase): Promise<void> {
  const now = new Set(stopsOf(cache, name)[role]);
  if (now.has(phase)) now.delete(phase);
  else now.add(phase);
  const key = stopsKey(name, role);
  cache = { ...(cache ?? {}), [key]: encodeStops(now) };
  publish();
  const saved = await host.setSettings({ prefs: { [key]: encodeStops(now) } });
  cache = saved.prefs;
  publish();
}

export function untilOf(seat: Seat, game: string): Until | null {
  return game === wishGame ? (wishes.get(seat) ?? null) : null;
}

export function setUntil(seat: Seat, until: Until | null, game: string): void {
  const next = new Map(game === wishGame ? wishes : []);
  wishGame = game;
  if (until === null) next.delete(seat);
  else next.set(seat, until);
  wishes = next;
  publish();
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

let lastStops: { name: string; prefs: Prefs | null; stops: Stops } | null = null;

/** This person's stops (the defaults until the settings are read). */
export function useStops(name: string): Stops {
  return useSyncExternalStore(subscribe, () => {
    if (lastStops === null || lastStops.name !== name || lastStops.prefs !== cache) lastStops = { name, prefs: cache, stops: stopsOf(cache, name) };
    return lastStops.stops;
  });
}

export function useUntil(seat: Seat | null, game: string): Until | null {
  return useSyncExternalStore(subscribe, () => (seat === null ? null : untilOf(seat, game)));
}
