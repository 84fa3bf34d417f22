/**
 * Skirmish and engagement pairings as the table shows them, with both sides' totals taken from the engine's
 * view (`fights[i].totals`: printed values, borne items, modifiers and static texts already added up).
 */
import type { HaloView, Iid, SideTotal } from '../../../../engines/halotcg';

/** A card's current strength (weapons for ships) in the fight it takes part in; 0 when it is in none. */
export function powerOf(view: HaloView, iid: Iid): number {
  for (const f of view.fights) {
    const found = [...f.totals.fp.cards, ...f.totals.shadow.cards].find((c) => c.iid === iid);
    if (found !== undefined) return found.value;
  }
  return 0;
}

export interface Pairing {
  readonly def: Iid;
  readonly atk: readonly Iid[];
  readonly fp: number;
  readonly shadow: number;
  readonly current: boolean;
  /** Both sides with the parts that make each card's value, for a modifier list. */
  readonly sides: { readonly fp: SideTotal; readonly shadow: SideTotal };
}

export function pairings(view: HaloView): Pairing[] {
  return view.fights.flatMap((f, i) =>
    f.cancelled === true
      ? []
      : [{ def: f.def, atk: f.atk, fp: f.totals.fp.total, shadow: f.totals.shadow.total, current: view.current === i, sides: { fp: f.totals.fp, shadow: f.totals.shadow } }],
  );
}
