/**
 * Named forces kept in the host settings' `prefs` (so they survive restarts and are offered to every
 * seat): key `actionclix.force.<name>`, value the roster ids joined by commas. A force is saved only when
 * the engine's `validateForce` accepts it; an empty value is a deleted force.
 */
import { useSyncExternalStore } from 'react';
import { validateForce, type ForceLimits, type NamedForce } from '../../../engines/actionclix';
import type { Result } from '../../../engines/core';
import type { HostApi } from '../../../main/contract';

const PREFIX = 'actionclix.force.';
type Prefs = Readonly<Record<string, boolean | number | string>>;

let cache: Prefs = {};
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: Prefs): void {
  cache = next;
  for (const l of listeners) l();
}

/** The saved forces in a settings' prefs, by name. */
export function forcesIn(prefs: Prefs): NamedForce[] {
  return Object.entries(prefs)
    .filter((e): e is [string, string] => e[0].startsWith(PREFIX) && typeof e[1] === 'string' && e[1] !== '')
    .map(([k, v]) => ({ name: k.slice(PREFIX.length), units: v.split(',') }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function loadForces(host: HostApi): Promise<void> {
  loaded ??= host.getSettings().then((s) => publish(s.prefs));
  return loaded;
}

/** Saves a named force after the engine's check; the refusal comes back as its coded error. */
export async function saveForce(host: HostApi, force: NamedForce, limits: ForceLimits): Promise<Result<void>> {
  const checked = validateForce(force, limits);
  if (!checked.ok) return checked;
  const key = `${PREFIX}${force.name.trim()}`;
  const saved = await host.setSettings({ prefs: { [key]: force.units.join(',') } });
  publish(saved.prefs);
  return checked;
}

const subscribe = (l: () => void): (() => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

let lastPrefs: Prefs | null = null;
let lastForces: NamedForce[] = [];

function snapshot(): NamedForce[] {
  if (lastPrefs !== cache) [lastPrefs, lastForces] = [cache, forcesIn(cache)];
  return lastForces;
}

export function useSavedForces(): readonly NamedForce[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
