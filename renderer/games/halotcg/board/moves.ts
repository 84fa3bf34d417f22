/**
 * How cards move on the table between two views (pure, tested): a card that changed place glides there
 * (played from the hand, assigned, borne, moved between rows); a card that came into the hand of the person
 * at the screen glides from its owner's draw deck (drawn); a card another player brought into play comes
 * from that player's box (played from a hidden hand); a card that left the table glides to its owner's
 * box and fades (killed, discarded). The Board plays the plan at the table's animation speed, and not at
 * all under reduced motion.
 */
import { deckSpot, PLAYER_BOX, type Placed } from './layout';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export type Move =
  | { readonly kind: 'moved' | 'drawn' | 'entered'; readonly iid: string; readonly from: Point; readonly to: Point }
  | { readonly kind: 'left'; readonly card: Placed; readonly to: Point };

/** The seat a card instance belongs to ("2.17" is seat 2's). */
export const ownerSeat = (iid: string): number => Number(iid.slice(0, iid.indexOf('.')));

/** The middle of a seat's player box, where hidden cards come from and where cards leaving the table go. */
export function boxSpot(seat: number): Point {
  return { x: PLAYER_BOX.x + PLAYER_BOX.hand.x, y: PLAYER_BOX.y0 + seat * PLAYER_BOX.step + PLAYER_BOX.hand.y };
}

const key = (p: Placed): string => `${p.iid}-${p.tucked ? 't' : 'c'}`;

/** The moves from the table `before` to the table `after`; `hand` holds the iids of the hand at the screen. */
export function planMoves(before: readonly Placed[], after: readonly Placed[], hand: ReadonlySet<string>): Move[] {
  const was = new Map(before.map((p) => [p.iid, p]));
  const now = new Set(after.map((p) => p.iid));
  const out: Move[] = [];
  for (const p of after) {
    const old = was.get(p.iid);
    if (before.length === 0) continue;
    if (old !== undefined) {
      if (old.x !== p.x || old.y !== p.y || key(old) !== key(p)) out.push({ kind: 'moved', iid: p.iid, from: { x: old.x, y: old.y }, to: { x: p.x, y: p.y } });
    } else if (hand.has(p.iid)) {
      out.push({ kind: 'drawn', iid: p.iid, from: deckSpot(ownerSeat(p.iid)), to: { x: p.x, y: p.y } });
    } else {
      out.push({ kind: 'entered', iid: p.iid, from: boxSpot(ownerSeat(p.iid)), to: { x: p.x, y: p.y } });
    }
  }
  for (const p of before) if (!now.has(p.iid) && !p.tucked) out.push({ kind: 'left', card: p, to: boxSpot(ownerSeat(p.iid)) });
  return out;
}

/** Where a ghost is, seen from its centre: position, scale and opacity. */
export interface GhostPose {
  readonly x: number;
  readonly y: number;
  readonly scaleX: number;
  readonly scaleY: number;
  readonly opacity: number;
}

/** The size of a card back in a player box's fan, which a ghost shrinks to. */
const BOX_CARD = PLAYER_BOX.hand;

/**
 * The flight of a card that left the table, in two stages of its time (`share` is the first's): it turns
 * over on the way (its width narrows to an edge, its face then gives way to its back), then its back
 * widens again and shrinks to a card of the box's fan as it lands there, fading a little at the end.
 */
export function ghostFlight(card: Placed, to: Point): { readonly start: GhostPose; readonly turn: GhostPose; readonly land: GhostPose; readonly share: number } {
  const start = { x: card.x + card.w / 2, y: card.y + card.h / 2, scaleX: 1, scaleY: 1, opacity: 1 };
  const end = { x: to.x + BOX_CARD.w / 2, y: to.y + BOX_CARD.h / 2 };
  const share = 0.4;
  const small = Math.min(BOX_CARD.w / card.w, BOX_CARD.h / card.h);
  const turnScale = 1 - share * (1 - small);
  const turn = { x: start.x + share * (end.x - start.x), y: start.y + share * (end.y - start.y), scaleX: 0, scaleY: turnScale, opacity: 1 };
  const land = { ...end, scaleX: small, scaleY: small, opacity: 0.4 };
  return { start, turn, land, share };
}
