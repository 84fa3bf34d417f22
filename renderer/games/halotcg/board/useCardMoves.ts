/**
 * Plays the card moves of moves.ts on the table's layer after each new view of the same seat: cards glide
 * from where they were (or from a deck or a player box) to where they are now, and cards that left the table
 * fly to their owner's box as ghosts that turn to their back and shrink (ghostFlight). Each glide takes the
 * table's animation time (the shared setting, tableSlice `animMs`); none at 0 or under reduced motion, and
 * none when the screen passes to another player (their table is new to them). A press of the pointer or a
 * key anywhere during a movement skips it: every card is at once where it rests. A glide runs on the card
 * node's offset (from its old place to none), not on its x and y, which stay the layout's.
 */
import Konva from 'konva';
import { useLayoutEffect, useRef, useState } from 'react';
import { reducedMotion } from '../../../ui/motion';
import type { Placed } from './layout';
import { ghostFlight, planMoves, type Move } from './moves';

type Left = Extract<Move, { kind: 'left' }>;

/** Ends every running tween at its end state (the skip), drawing the layer at once so a click hits what rests. */
function skipper(layer: Konva.Layer, tweens: readonly Konva.Tween[], clear: () => void): () => void {
  return () => {
    for (const t of tweens) t.finish();
    clear();
    layer.draw();
  };
}

export function useCardMoves(layer: React.RefObject<Konva.Layer | null>, placed: readonly Placed[], viewer: number | null, hand: ReadonlySet<string>, ms: number): readonly Left[] {
  const last = useRef<{ placed: readonly Placed[]; viewer: number | null } | null>(null);
  const [ghosts, setGhosts] = useState<readonly Left[]>([]);
  useLayoutEffect(() => {
    const before = last.current;
    last.current = { placed, viewer };
    const node = layer.current;
    if (before === null || before.placed === placed || before.viewer !== viewer || node === null || ms <= 0 || reducedMotion()) return;
    const moves = planMoves(before.placed, placed, hand);
    if (moves.length === 0) return;
    const tweens: Konva.Tween[] = [];
    // The cards are the layer's own children: found among them, not in every shape of every card.
    const byId = new Map(node.getChildren().map((n) => [n.id(), n] as const));
    for (const m of moves) {
      if (m.kind === 'left') continue;
      const card = byId.get(`card-${m.iid}`);
      if (card === undefined) continue;
      // The glide moves the card's offset from its resting place, never its place: React sets the place
      // (x, y) from the layout, so a glide ended late (a new view, an undo) cannot put back an old one.
      card.offset({ x: m.to.x - m.from.x, y: m.to.y - m.from.y });
      const tween = new Konva.Tween({ node: card, offsetX: 0, offsetY: 0, duration: ms / 1000, easing: Konva.Easings.EaseOut });
      tween.play();
      tweens.push(tween);
    }
    const left = moves.filter((m): m is Left => m.kind === 'left');
    if (left.length > 0) setGhosts(left);
    const clear = () => setGhosts((g) => (g.length === 0 ? g : []));
    const done = setTimeout(() => {
      clear();
      stop();
    }, ms + 50);
    const skip = skipper(node, tweens, clear);
    const stop = () => {
      window.removeEventListener('pointerdown', skip, true);
      window.removeEventListener('keydown', skip, true);
    };
    window.addEventListener('pointerdown', skip, true);
    window.addEventListener('keydown', skip, true);
    // A new table (or leaving it) ends this one's moves: cards at rest, no ghost left behind.
    return () => {
      for (const t of tweens) t.finish();
      clear();
      clearTimeout(done);
      stop();
    };
  }, [layer, placed, viewer, hand, ms]);
  return ghosts;
}

/**
 * Sends a ghost on its way to its owner's box once its node exists: it turns over (the face narrows to an
 * edge), shows its back (`back`, hidden until then, while the face hides) and shrinks into the box, fading
 * at the end. The node is placed at the card's centre (offset by half its size).
 */
export function flyGhost(node: Konva.Group | null, face: Konva.Node | null, back: Konva.Node | null, card: Placed, to: { readonly x: number; readonly y: number }, ms: number): () => void {
  if (node === null) return () => undefined;
  const f = ghostFlight(card, to);
  const second = new Konva.Tween({ node, ...f.land, duration: (ms * (1 - f.share)) / 1000, easing: Konva.Easings.EaseIn });
  const first = new Konva.Tween({
    node,
    ...f.turn,
    duration: (ms * f.share) / 1000,
    easing: Konva.Easings.EaseIn,
    onFinish: () => {
      face?.visible(false);
      back?.visible(true);
      second.play();
    },
  });
  first.play();
  return () => {
    first.destroy();
    second.destroy();
  };
}
