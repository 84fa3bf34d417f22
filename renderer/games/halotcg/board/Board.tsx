/**
 * The Halo TCG table in Konva: the adventure path with each player's marker, the minions facing the
 * company, skirmish pairings with both totals, the company with borne cards tucked beneath, the support
 * area, the twilight pool and each player's piles, and the hand of the person at the screen only.
 */
import Konva from 'konva';
import { Circle, Group, Image as KImage, Layer, Line, Rect, Text } from 'react-konva';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { HaloView } from '../../../../engines/halotcg';
import { cachedFace } from '../ui/cards';
import { markOf } from '../ui/decisions';
import { uiStore } from '../ui/store';
import { pairings } from '../ui/totals';
import { useTable, type TableProps } from '../ui/useTable';
import { backBitmap } from './CardArt';
import { CardNode } from './CardNode';
import { CARD_W, engagementLine, HAND_FAN_MAX, HAND_LABEL, HEIGHT, largePrint, layoutOf, PLAYER_BOX, ROW_Y, SIDE_X, TOTAL_H, WIDTH, type Placed } from './layout';
import { useFelt } from './felt';
import { flyGhost, useCardMoves } from './useCardMoves';
import { useAnimMs } from '../../../frame/AnimSpeedPicker';
import { LargePrint } from './LargePrint';
import { useRestingScale } from '../../../frame/useRestingScale';


export const SEAT_COLOURS = ['#e0b43a', '#4aa3df', '#d9534f', '#5cb85c', '#b07cd8'];

type Translate = (key: string, params?: Record<string, unknown>) => string;


/** A row's name; `right` puts it at the right end of the main area, clear of the skirmish totals over defenders. */
function Label({ x, y, text, right = false }: { readonly x: number; readonly y: number; readonly text: string; readonly right?: boolean }) {
  const place = right ? { x: SIDE_X - 16 - 400, width: 400, align: 'right' } : { x };
  return <Text {...place} y={y} text={text} fontSize={15} fontStyle="bold" fill="#c9d3dd" listening={false} />;
}

/** The colour each player chose, else the table's own for that seat. */
export const seatColour = (seats: readonly { readonly color?: string }[], seat: number): string => seats[seat]?.color ?? SEAT_COLOURS[seat] ?? '#fff';

const Side = memo(function Side({ view, t, name, colours }: { readonly view: HaloView; readonly t: Translate; readonly name: (s: number) => string; readonly colours: string }) {
  const colour = (seat: number) => colours.split(' ')[seat] ?? '#fff';
  return (
    <Group x={SIDE_X} y={ROW_Y.path}>
      <Rect width={264} height={120} cornerRadius={10} fill="#2a1c3a" stroke="#6b4d8f" listening={false} />
      <Text x={14} y={12} text={t('ui.panel.twilight')} fontSize={16} fill="#e6dcf5" />
      {Array.from({ length: Math.min(view.twilight, 12) }, (_, i) => (
        <Circle key={i} x={26 + (i % 6) * 22} y={56 + Math.floor(i / 6) * 22} radius={9} fill="#9b6fd0" stroke="#1a1026" />
      ))}
      <Text x={164} y={42} width={90} align="right" text={String(view.twilight)} fontSize={44} fontStyle="bold" fill="#fff" />
      {view.players.map((p, i) => (
        <Group key={p.seat} y={PLAYER_BOX.y0 - ROW_Y.path + i * PLAYER_BOX.step} onClick={() => uiStore.update({ piles: p.seat })} onTap={() => uiStore.update({ piles: p.seat })}>
          <Rect width={264} height={86} cornerRadius={8} fill={p.seat === view.fp ? '#25313d' : '#1c232b'} stroke={colour(p.seat)} strokeWidth={p.seat === view.fp ? 3 : 1} />
          <Text x={12} y={8} width={240} text={`${name(p.seat)}${p.out ? ` (${t('ui.panel.out')})` : ''} · ${t('ui.panel.site', { n: p.pos })}`} fontSize={15} fontStyle="bold" fill={colour(p.seat)} wrap="none" ellipsis listening={false} />
          <Text x={12} y={30} width={152} text={`${t('ui.panel.hand')} ${p.handCount} · ${t('ui.panel.deck')} ${p.deckCount}`} fontSize={13} fill="#dfe6ee" wrap="none" ellipsis listening={false} />
          <Text x={12} y={48} width={152} text={`${t('ui.panel.discard')} ${p.discard.length} · ${t('ui.panel.dead')} ${p.dead.length}`} fontSize={13} fill="#dfe6ee" wrap="none" ellipsis listening={false} />
          <Text x={12} y={66} width={152} text={`${t('ui.panel.removed')} ${p.removed.length} · ${t('ui.panel.adventure')} ${p.adventureCount}`} fontSize={13} fill="#dfe6ee" wrap="none" ellipsis listening={false} />
          {p.hand === null && <HiddenHand n={p.handCount} />}
          <DeckStack n={p.deckCount} />
        </Group>
      ))}
    </Group>
  );
});

/** A player's draw deck: up to three card backs, offset like a stack (none when it is empty). */
function DeckStack({ n }: { readonly n: number }) {
  const image = backBitmap(PLAYER_BOX.deck.w, PLAYER_BOX.deck.h, 2);
  if (image === null) return null;
  return (
    <>
      {Array.from({ length: Math.min(3, n) }, (_, i) => (
        <KImage key={i} name="card-back" image={image} x={PLAYER_BOX.deck.x - i * 2} y={PLAYER_BOX.deck.y + i * 2} width={PLAYER_BOX.deck.w} height={PLAYER_BOX.deck.h} listening={false} />
      ))}
    </>
  );
}

/**
 * A hand the person at the screen may not see: up to five backs in an even fan, and the number of cards on
 * a badge at its corner, which reads at any size (a fan of tiny backs alone could not be counted at 1024).
 */
function HiddenHand({ n }: { readonly n: number }) {
  const { x, y, w, h, gap } = PLAYER_BOX.hand;
  const image = backBitmap(w, h, 2);
  if (image === null || n <= 0) return null;
  const shown = Math.min(HAND_FAN_MAX, n);
  const badge = { x: x + (HAND_FAN_MAX - 1) * gap + w, y: y + h };
  return (
    <>
      {Array.from({ length: shown }, (_, i) => (
        <KImage key={i} name="card-back" image={image} x={x + i * gap + w / 2} y={y + h} offsetX={w / 2} offsetY={h} rotation={(i - (shown - 1) / 2) * 6} width={w} height={h} listening={false} />
      ))}
      <Circle x={badge.x} y={badge.y} radius={10} fill="#f5f1e3" stroke="#0d0d0d" strokeWidth={1.5} listening={false} />
      <Text name="hand-count" x={badge.x - 10} y={badge.y - 10} width={20} height={20} align="center" verticalAlign="middle" text={String(n)} fontSize={13} fontStyle="bold" fill="#111" listening={false} />
    </>
  );
}

const ignore = () => undefined;

/** A card that left the table, on its way to its owner's box: it turns to its back and shrinks into the box (useCardMoves). */
function Ghost({ card, to, face, ms, detail }: { readonly card: Placed; readonly to: { x: number; y: number }; readonly face: ReturnType<typeof cachedFace>; readonly ms: number; readonly detail: number }) {
  const ref = useRef<Konva.Group>(null);
  const front = useRef<Konva.Group>(null);
  const back = useRef<Konva.Image>(null);
  useLayoutEffect(() => flyGhost(ref.current, front.current, back.current, card, to, ms), [card, to, ms]);
  const image = backBitmap(card.w, card.h, detail);
  return (
    <Group ref={ref} x={card.x + card.w / 2} y={card.y + card.h / 2} offsetX={card.w / 2} offsetY={card.h / 2} listening={false}>
      <Group ref={front}>
        <CardNode iid={`ghost-${card.iid}`} face={face} x={0} y={0} w={card.w} h={card.h} wounds={card.wounds} now={card.now ?? ''} tucked={false} open={card.w} mark="none" raised={false} detail={detail} onCard={ignore} onHover={ignore} />
      </Group>
      {image !== null && <KImage ref={back} image={image} width={card.w} height={card.h} visible={false} listening={false} />}
    </Group>
  );
}

function Pairings({ view, placed, t }: { readonly view: HaloView; readonly placed: readonly Placed[]; readonly t: Translate }) {
  const at = (iid: string) => placed.find((p) => p.iid === iid && !p.tucked);
  return (
    <>
      {pairings(view).map((f) => {
        const def = at(f.def);
        if (def === undefined) return null;
        const atks = f.atk.map(at).filter((p): p is Placed => p !== undefined);
        return (
          <Group key={f.def} listening={false}>
            {atks.map((a) => (
              <Line key={a.iid} listening={false} points={engagementLine(a, def, placed)} stroke={f.current ? '#ff7043' : '#8a96a3'} strokeWidth={f.current ? 4 : 2} dash={[8, 6]} />
            ))}
            {/* Just above the defender, below a card borne by its minion (the strip tucked under the minion row). */}
            <Rect x={def.x + CARD_W / 2 - 40} y={def.y - TOTAL_H - 2} width={80} height={TOTAL_H} cornerRadius={8} fill={f.current ? '#ff7043' : '#37424d'} />
            <Text x={def.x + CARD_W / 2 - 40} y={def.y - TOTAL_H - 2} width={80} height={TOTAL_H} align="center" verticalAlign="middle" text={t('ui.table.total', { fp: f.fp, shadow: f.shadow })} fontSize={16} fontStyle="bold" fill="#fff" />
          </Group>
        );
      })}
    </>
  );
}

/** Canvas pixels per table unit for the cards' bitmaps: the stage's zoom (once it rests) times the device pixel ratio. */
const detailOf = (scale: number): number => Math.max(0.25, Math.round(scale * Konva.pixelRatio * 20) / 20);

/** What never changes during a game's turn: the cloth and the rows' names (their own canvas, drawn once). */
const Backdrop = memo(function Backdrop({ path, minions, company, support, hand }: { readonly path: string; readonly minions: string; readonly company: string; readonly support: string; readonly hand: string | null }) {
  const felt = useFelt();
  return (
    <Layer listening={false}>
      <Rect name="table-cloth" width={WIDTH} height={HEIGHT} fill="#141a21" {...(felt === null ? {} : { fillPatternImage: felt, fillPatternRepeat: 'repeat' })} />
      <Rect x={SIDE_X - 8} y={0} width={WIDTH - SIDE_X + 8} height={HEIGHT} fill="rgba(0,0,0,0.18)" />
      <Label x={20} y={8} text={path} />
      <Label x={20} y={ROW_Y.minions - 22} text={minions} />
      <Label x={20} y={ROW_Y.company - 22} text={company} right />
      <Label x={20} y={ROW_Y.support - 22} text={support} right />
      {hand !== null && <Text x={HAND_LABEL.x} y={HAND_LABEL.y} width={HAND_LABEL.w} text={hand} fontSize={15} fontStyle="bold" fill="#c9d3dd" listening={false} />}
    </Layer>
  );
});

export function HaloBoard(props: TableProps) {
  const { view } = props;
  const { t, ui, name, choices, onCard } = useTable(props);
  const { rows, placed } = layoutOf(view);
  const hand = useMemo(() => new Set(rows.hand.map((p) => p.iid)), [rows]);
  // Stable handlers that read the latest click logic and cards, so unchanged cards skip their re-render.
  const latest = useRef({ onCard, placed });
  useLayoutEffect(() => {
    latest.current = { onCard, placed };
  });
  const clickCard = useCallback((iid: string) => latest.current.onCard(iid), []);
  const hover = useCallback((iid: string, over: boolean) => uiStore.update({ zoom: over ? (latest.current.placed.find((p) => p.iid === iid)?.card ?? null) : null, pointed: over ? iid : null }), []);
  // A card shown large or pointed at belongs to this person's table: the next person starts with none.
  useEffect(() => () => uiStore.update({ zoom: null, pointed: null }), []);
  const layer = useRef<Konva.Layer>(null);
  const detail = useRestingScale(layer, detailOf, Konva.pixelRatio);
  const animMs = useAnimMs();
  const ghosts = useCardMoves(layer, placed, view.viewer, hand, animMs);
  return (
    <>
      <Backdrop path={t('ui.table.path')} minions={t('ui.table.minions')} company={t('ui.table.company', { name: name(view.fp) })} support={t('ui.table.support')} hand={view.viewer === null ? null : t('ui.table.hand', { name: name(view.viewer) })} />
      <Layer ref={layer}>
        <Side view={view} t={t} name={name} colours={view.players.map((p) => seatColour(props.seats, p.seat)).join(' ')} />
        {placed.map((p) => {
          const mark = markOf(choices, ui.selected, p.iid);
          return (
            <CardNode
              key={`${p.iid}-${p.tucked ? 't' : 'c'}`}
              iid={p.iid}
              face={cachedFace(p.card, t)}
              x={p.x}
              y={p.y}
              w={p.w}
              h={p.h}
              wounds={p.wounds}
              now={p.now ?? ''}
              tucked={p.tucked}
              open={p.open ?? p.w}
              mark={mark}
              raised={hand.has(p.iid) && mark !== 'none'}
              detail={detail}
              onCard={clickCard}
              onHover={hover}
            />
          );
        })}
        {ghosts.map((g) => (
          <Ghost key={g.card.iid} card={g.card} to={g.to} face={cachedFace(g.card.card, t)} ms={animMs} detail={detail} />
        ))}
        {largePrint(props) && <LargePrint placed={placed} face={(card) => cachedFace(card, t)} raised={(iid) => hand.has(iid) && markOf(choices, ui.selected, iid) !== 'none'} />}
        <Pairings view={view} placed={placed} t={t} />
        {rows.markers.map((m) => (
          <Circle key={m.seat} x={m.x} y={m.y} radius={9} fill={seatColour(props.seats, m.seat)} stroke="#000" strokeWidth={2} listening={false} />
        ))}
      </Layer>
    </>
  );
}
