/**
 * See before you commit: the twilight a card would add or cost, what moving on adds, and for each
 * skirmish or engagement the parts that make both totals, the damage bonus and the likely outcome.
 * Totals and their parts come from the engine's view (`fights[i].totals`, through `pairings` in totals.ts);
 * a total floored at zero gets one "other" line so the parts shown always add up to it.
 */
import { cardById, type Card, type CardTotal, type HaloView, type Iid, type SideTotal } from '../../../../engines/halotcg';
import { cardIndex } from './decisions';
import { pairings, type Pairing } from './totals';

export type CostPreview =
  | { readonly kind: 'adds'; readonly n: number; readonly pool: number }
  | { readonly kind: 'costs'; readonly n: number; readonly roaming: number; readonly pool: number; readonly short: boolean };

const ROAMING = 2;

function fpPos(view: HaloView): number {
  return view.players[view.fp]?.pos ?? 1;
}

/** The twilight playing `card` would add (Free Peoples) or remove (Shadow, roaming included) now. */
export function costPreview(view: HaloView, card: string, toil = 0): CostPreview | null {
  const c = cardById(card);
  if (c === undefined || c.kind === 'site') return null;
  const roaming = c.kind === 'minion' && c.site > fpPos(view) ? ROAMING : 0;
  const n = Math.max(0, c.twilight + roaming - toil);
  if (c.side === 'fp') return { kind: 'adds', n, pool: view.twilight + n };
  return { kind: 'costs', n, roaming, pool: view.twilight - n, short: view.twilight < n };
}

/** What moving to the next site adds: its Shadow number (unknown until placed) plus one per companion. */
export function movePreview(view: HaloView): { readonly to: number; readonly shadow: number | null; readonly company: number; readonly total: number | null } {
  const fp = view.players[view.fp];
  const to = (fp?.pos ?? 0) + 1;
  const site = view.path[to];
  const c = site === null || site === undefined ? undefined : cardById(site.card);
  const shadow = c?.kind === 'site' ? c.shadow : null;
  const company = fp?.company.length ?? 0;
  return { to, shadow, company, total: shadow === null ? null : shadow + company };
}

export type Part = { readonly kind: 'printed' | 'borne' | 'effects' | 'other'; readonly card: string | null; readonly n: number };

export interface FighterBox {
  readonly iid: Iid;
  readonly card: string;
  readonly parts: readonly Part[];
  readonly damage: number;
}

export interface FightBox {
  readonly pairing: Pairing;
  readonly ships: boolean;
  readonly fp: FighterBox;
  readonly shadow: readonly FighterBox[];
  /** Who wins as things stand, by how much, and whether the loser would be overwhelmed. */
  readonly leader: 'fp' | 'shadow';
  readonly margin: number;
  readonly overwhelm: boolean;
  /** The box's heading (`ui.box.*`): a skirmish or an engagement, marked when it is the fierce second round. */
  readonly kind: 'skirmish' | 'engagement' | 'fierceSkirmish' | 'fierceEngagement';
}

const damageOf = (c: Card | undefined): number => (c?.keywords ?? []).reduce((n, k) => n + (k.k === 'damage' ? k.n : 0), 0);

/** The parts of a card's live value as the engine counts them (`fights[i].totals`); modifiers in one line. */
function partsOf(total: CardTotal | undefined, card: string): Part[] {
  if (total === undefined) return [{ kind: 'printed', card, n: 0 }];
  const parts: Part[] = [];
  let effects = 0;
  for (const p of total.parts) {
    if (p.source === 'printed') parts.push({ kind: 'printed', card, n: p.n });
    else if (p.source === 'item') parts.push({ kind: 'borne', card: p.card ?? null, n: p.n });
    else if (p.source === 'modifier') effects += p.n;
    else parts.push({ kind: 'other', card: p.card ?? null, n: p.n });
  }
  if (effects !== 0) parts.push({ kind: 'effects', card: null, n: effects });
  return parts;
}

function fighter(view: HaloView, names: ReadonlyMap<Iid, string>, iid: Iid, side: SideTotal): FighterBox {
  const card = names.get(iid) ?? iid;
  const borne = view.players.flatMap((p) => p.attached).filter((a) => a.on === iid);
  const damage = damageOf(cardById(card)) + borne.reduce((n, a) => n + damageOf(cardById(a.card)), 0);
  return { iid, card, parts: partsOf(side.cards.find((c) => c.iid === iid), card), damage };
}

/** Adds an "other effects" part to the side whose parts do not sum to its live total. */
function settle(side: readonly FighterBox[], total: number): readonly FighterBox[] {
  const sum = side.reduce((n, f) => n + f.parts.reduce((m, p) => m + p.n, 0), 0);
  const last = side[side.length - 1];
  if (sum === total || last === undefined) return side;
  return [...side.slice(0, -1), { ...last, parts: [...last.parts, { kind: 'other', card: null, n: total - sum }] }];
}

/** Every skirmish and engagement of the turn as a pairing with both totals explained. */
export function fightBoxes(view: HaloView): FightBox[] {
  const names = cardIndex(view);
  return pairings(view).map((p) => {
    const ships = view.fights.find((f) => f.def === p.def)?.ships ?? false;
    const fp = settle([fighter(view, names, p.def, p.sides.fp)], p.fp)[0] ?? fighter(view, names, p.def, p.sides.fp);
    const shadow = settle(
      p.atk.map((a) => fighter(view, names, a, p.sides.shadow)),
      p.shadow,
    );
    const leader = p.fp > p.shadow ? 'fp' : 'shadow';
    const [win, lose] = leader === 'fp' ? [p.fp, p.shadow] : [p.shadow, p.fp];
    const kind = view.fierce ? (ships ? 'fierceEngagement' : 'fierceSkirmish') : ships ? 'engagement' : 'skirmish';
    return { pairing: p, ships, fp, shadow, leader, margin: win - lose, overwhelm: win > 0 && win >= 2 * lose, kind };
  });
}
