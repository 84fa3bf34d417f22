/**
 * Plays the card moves of moves.ts on the table's layer after each new view of the same seat: cards glide
 * from where they were (or from a deck or a player box) to where they are now, and cards that left the table
 * glide to their owner's box as fading ghosts. Each glide takes the table's animation time; none at 0 or
 * under reduced motion, and none when the screen passes to another player (their table is new to them).
 */
import Konva from 'konva';
import { useLayoutEffect, useRef, useState } from 'react';
import { reducedMotion } from '../../../ui/motion';
import type { Placed } from './layout';
import { planMoves, type Move } from './moves';

type Left = Extract<Move, { kind: 'left' }>;

export function useCardMoves(layer: React.RefObject<Konva.Layer | null>, placed: readonly Placed[], viewer: number | null, hand: ReadonlySet<string>, ms: number): readonly Left[] {
  const last = useRef<{ placed: readonly Placed[]; viewer: number | null } | null>(null);
  const [ghosts, setGhosts] = useState<readonly Left[]>([]);
  useLayoutEffect(() => {
    const before = last.current;
    last.current = { placed, viewer };
    const node = layer.current;
    if (before === null || before.placed === placed || before.viewer !== viewer || node === null || ms <= 0 || reducedMotion()) return;
    const moves = planMoves(before.placed, placed, hand);
    const tweens: Konva.Tween[] = [];
    // The cards are the layer's own children: found among them, not in every shape of every card.
    const byId = moves.length === 0 ? new Map<string, Konva.Node>() : new Map(node.getChildren().map((n) => [n.id(), n] as const));
    for (const m of moves) {
      if (m.kind === 'left') continue;
      const card = byId.get(`card-${m.iid}`);
      if (card === undefined) continue;
      const to = card.position();
      card.position({ x: m.from.x + (to.x - m.to.x), y: m.from.y + (to.y - m.to.y) });
      const tween = new Konva.Tween({ node: card, x: to.x, y: to.y, duration: ms / 1000, easing: Konva.Easings.EaseOut });
      tween.play();
      tweens.push(tween);
    }
    const left = moves.filter((m): m is Left => m.kind === 'left');
    if (left.length > 0) setGhosts(left);
    const done = left.length > 0 ? setTimeout(() => setGhosts([]), ms + 50) : undefined;
    return () => {
      for (const t of tweens) t.finish();
      if (done !== undefined) clearTimeout(done);
    };
  }, [layer, placed, viewer, hand, ms]);
  return ghosts;
}

/** Sends a ghost on its way to its owner's box, fading, once its node exists. */
export function glideGhost(node: Konva.Node | null, to: { readonly x: number; readonly y: number }, ms: number): void {
  if (node === null) return;
  new Konva.Tween({ node, x: to.x, y: to.y, opacity: 0, scaleX: 0.3, scaleY: 0.3, duration: ms / 1000, easing: Konva.Easings.EaseIn }).play();
}
