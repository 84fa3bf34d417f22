/**
 * Named forces, kept as named lists in the host settings (`renderer/ui/namedLists.ts`): key
 * `actionclix.force.<name>`, value the roster ids joined by commas. A force is saved only when the
 * engine's `validateForce` accepts it.
 */
import { useMemo } from 'react';
import { validateForce, type ForceLimits, type NamedForce } from '../../../engines/actionclix';
import type { Result } from '../../../engines/core';
import type { HostApi, Settings } from '../../../main/contract';
import { namedListStore } from '../../ui/namedLists';

const store = namedListStore<readonly string[]>('actionclix.force.', { encode: (units) => units.join(','), decode: (text) => text.split(',') });
const asForce = ({ name, value }: { name: string; value: readonly string[] }): NamedForce => ({ name, units: value });

/** The saved forces in a settings' prefs, by name. */
export function forcesIn(prefs: Settings['prefs']): NamedForce[] {
  return store.read(prefs).map(asForce);
}

export function loadForces(host: HostApi): Promise<void> {
  return store.load(host);
}

/** Saves a named force after the engine's check; the refusal comes back as its coded error. */
export async function saveForce(host: HostApi, force: NamedForce, limits: ForceLimits): Promise<Result<void>> {
  const checked = validateForce(force, limits);
  if (!checked.ok) return checked;
  const saved = await store.save(host, force.name.trim(), force.units);
  return saved.ok ? checked : saved;
}

export function useSavedForces(): readonly NamedForce[] {
  const lists = store.use();
  return useMemo(() => lists.map(asForce), [lists]);
}
