/**
 * What stands on each territory, for the pieces layer. Unchanged territories keep the identity of their
 * previous entry, so the memoised piece nodes of untouched territories are skipped (STYLE rule 10).
 */
import type { SeatInfo } from '../../../../engines/core';
import type { RisikoView, TerritoryId } from '../../../../engines/risiko';
import { NEUTRAL_COLOUR } from './colour';
import type { PieceInfo, TokenLook } from './PieceNodes';
import type { Tokens } from './placement';

type Pieces = Readonly<Record<TerritoryId, PieceInfo>>;

function sameLook(a: TokenLook | null, b: TokenLook | null): boolean {
  return a === b || (a !== null && b !== null && a.faction === b.faction && a.colour === b.colour);
}

function same(a: PieceInfo, b: PieceInfo): boolean {
  return a.colour === b.colour && a.units === b.units && a.plan === b.plan && a.port === b.port && sameLook(a.hero, b.hero) && sameLook(a.base, b.base);
}

function lookOf(view: RisikoView, seats: readonly SeatInfo[], seat: number | null): TokenLook | null {
  if (seat === null) return null;
  const faction = view.players[seat]?.faction;
  return faction === undefined ? null : { faction, colour: seats[seat]?.color ?? '#ffffff' };
}

export function piecesOf(view: RisikoView, seats: readonly SeatInfo[], plan: Readonly<Record<TerritoryId, number>>, previous: Pieces = {}): Pieces {
  const ports = new Map<TerritoryId, number>();
  view.teleporters.forEach((pair, i) => {
    ports.set(pair.a, i + 1);
    if (pair.b !== null) ports.set(pair.b, i + 1);
  });
  const out: Record<TerritoryId, PieceInfo> = {};
  for (const [id, t] of Object.entries(view.territories)) {
    const colour = t.owner === null ? null : t.owner === 'neutral' ? NEUTRAL_COLOUR : (seats[t.owner]?.color ?? '#ffffff');
    const next: PieceInfo = { colour, units: t.units, hero: lookOf(view, seats, t.hero), base: lookOf(view, seats, t.base), plan: plan[id] ?? 0, port: ports.get(id) ?? null };
    const before = previous[id];
    out[id] = before !== undefined && same(before, next) ? before : next;
  }
  return out;
}

function sameEntries(a: Pieces, b: Pieces): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((id) => a[id] === b[id]);
}

/**
 * Remembers the last pieces of one board, so the next ones reuse every unchanged entry, and the whole
 * record when nothing changed (a new selection then leaves the pieces layer alone).
 */
export class PiecesCache {
  private previous: Pieces = {};

  next(view: RisikoView, seats: readonly SeatInfo[], plan: Readonly<Record<TerritoryId, number>>): Pieces {
    const next = piecesOf(view, seats, plan, this.previous);
    if (!sameEntries(next, this.previous)) this.previous = next;
    return this.previous;
  }
}

/** The territory pairs joined by placed mobile teleporters. */
export function portPairs(view: RisikoView): (readonly [TerritoryId, TerritoryId])[] {
  return view.teleporters.flatMap((p) => (p.b === null ? [] : [[p.a, p.b] as const]));
}

/** Hero, base and teleporter tokens per territory, the same record while none of them moved. */
export class TokensCache {
  private key = '';
  private tokens: Readonly<Record<TerritoryId, Tokens>> = {};

  next(pieces: Pieces): Readonly<Record<TerritoryId, Tokens>> {
    const entries = Object.entries(pieces).filter(([, p]) => p.hero !== null || p.base !== null || p.port !== null);
    const key = entries.map(([id, p]) => `${id}:${p.hero ? 'h' : ''}${p.base ? 'b' : ''}${p.port === null ? '' : 'p'}`).join(',');
    if (key !== this.key) {
      this.key = key;
      this.tokens = Object.fromEntries(entries.map(([id, p]) => [id, { hero: p.hero !== null, base: p.base !== null, port: p.port !== null }]));
    }
    return this.tokens;
  }
}
