/**
 * A card's current strength (or weapons for ships) as the table shows it: printed value, plus the
 * items it bears, plus the modifiers in force. Skirmish totals add the attackers up.
 */
import { cardById, type HaloView, type Iid } from '../../../../engines/halotcg';
import { cardIndex } from './decisions';

function printed(id: string | undefined, ships: boolean): number {
  const c = id === undefined ? undefined : cardById(id);
  if (c === undefined || c.kind === 'site' || c.kind === 'event' || c.kind === 'condition') return 0;
  return (ships ? ('weapons' in c ? c.weapons : 0) : 'strength' in c ? c.strength : 0) ?? 0;
}

export function powerOf(view: HaloView, iid: Iid, ships: boolean): number {
  const names = cardIndex(view);
  const stat = ships ? 'weapons' : 'strength';
  const borne = view.players.flatMap((p) => p.attached).filter((a) => a.on === iid);
  const mods = view.mods.filter((m) => m.target === iid && m.stat === stat).reduce((n, m) => n + m.n, 0);
  return printed(names.get(iid), ships) + borne.reduce((n, a) => n + printed(a.card, ships), 0) + mods;
}

export interface Pairing {
  readonly def: Iid;
  readonly atk: readonly Iid[];
  readonly fp: number;
  readonly shadow: number;
  readonly current: boolean;
}

export function pairings(view: HaloView): Pairing[] {
  return view.fights
    .map((f, i) => ({
      def: f.def,
      atk: f.atk,
      fp: powerOf(view, f.def, f.ships),
      shadow: f.atk.reduce((n, a) => n + powerOf(view, a, f.ships), 0),
      current: view.current === i,
      cancelled: f.cancelled === true,
    }))
    .filter((f) => !f.cancelled);
}
