/**
 * Risiko's small preferences, kept in the host settings' `prefs` (so they survive restarts): per player
 * name, "always defend with the most dice" (on unless turned off). Cached here after the first read; components subscribe.
 */
import { useSyncExternalStore } from 'react';
import type { HostApi } from '../../../../main/contract';

type Prefs = Readonly<Record<string, boolean | number | string>>;

let cache: Prefs | null = null;
let loading: Promise<Prefs> | null = null;
const listeners = new Set<() => void>();

/** The settings key of one person's auto-defence choice (names are at most 40 characters). */
export function autoDefendKey(name: string): string {
  return `risiko.autoDefend.${name}`.slice(0, 64);
}

function publish(next: Prefs): void {
  cache = next;
  for (const listener of listeners) listener();
}

export function loadPrefs(host: HostApi): Promise<Prefs> {
  if (cache !== null) return Promise.resolve(cache);
  loading ??= host.getSettings().then((settings) => {
    publish(settings.prefs);
    return settings.prefs;
  });
  return loading;
}

export function autoDefends(prefs: Readonly<Record<string, unknown>> | null, name: string): boolean {
  // On unless the person turned it off: a defence without a card to play has only one sensible answer.
  return prefs?.[autoDefendKey(name)] !== false;
}

export async function setAutoDefend(host: HostApi, name: string, on: boolean): Promise<void> {
  publish({ ...(cache ?? {}), [autoDefendKey(name)]: on });
  const saved = await host.setSettings({ prefs: { [autoDefendKey(name)]: on } });
  publish(saved.prefs);
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether this person always defends with the most dice (true until the settings are read). */
export function useAutoDefend(name: string): boolean {
  return useSyncExternalStore(subscribe, () => autoDefends(cache, name), () => true);
}
