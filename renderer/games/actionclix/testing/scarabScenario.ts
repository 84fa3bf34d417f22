/** The Scarab scenario's start for the board's unit tests, with units placed and the Scarab patched by hand. */
import { actionclixEngine, type ActionClixOptions, type ActionClixState, type ActionClixView, type ScarabState } from '../../../../engines/actionclix';

/** The scenario's start, patched: seat 0 attacks, seat 1 plays the Scarab (the view is seat 0's). */
export function scenario(patch: (s: ActionClixState) => ActionClixState = (s) => s): { state: ActionClixState; view: ActionClixView } {
  // Raw options: setup parses them (the engine fills the forces in).
  const options = { mode: 'scarab', scarab: { power: 'normal', scarabSeat: 1 } } as unknown as ActionClixOptions;
  const set = actionclixEngine.setup({ players: 2, seed: 'board', options });
  if (!set.ok) throw new Error(set.error.code);
  const state = patch(set.value);
  return { state, view: actionclixEngine.view(state, 0) };
}

export function withScarab(s: ActionClixState, patch: Partial<ScarabState>): ActionClixState {
  if (s.scarab === undefined) throw new Error('no Scarab');
  return { ...s, scarab: { ...s.scarab, ...patch } };
}

/** Units put on battlefield squares, on top of the Scarab or on interior squares. */
export function placeUnits(s: ActionClixState, where: Readonly<Record<string, { status: 'map' | 'top' | 'inside'; sq: number }>>): ActionClixState {
  const units = s.units.map((u) => {
    const w = where[u.id];
    return w === undefined ? u : { ...u, status: w.status === 'map' ? ('map' as const) : ('elsewhere' as const), sq: w.sq };
  });
  const aboard = Object.fromEntries(Object.entries(where).flatMap(([id, w]) => (w.status === 'map' ? [] : [[id, w.status]])));
  return { ...s, units, ...(s.scarab === undefined ? {} : { scarab: { ...s.scarab, aboard: { ...s.scarab.aboard, ...aboard } } }) };
}
