/**
 * The Halo TCG table in Konva: the adventure path with each player's marker, the minions facing the
 * company, skirmish pairings with both totals, the company with borne cards tucked beneath, the support
 * area, the twilight pool and each player's piles, and the hand of the person at the screen only.
 */
import { Circle, Group, Layer, Line, Rect, Text } from 'react-konva';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { HaloView } from '../../../../engines/halotcg';
import { cachedFace } from '../ui/cards';
import { markOf } from '../ui/decisions';
import { uiStore } from '../ui/store';
import { pairings } from '../ui/totals';
import { useTable, type TableProps } from '../ui/useTable';
import { CardNode } from './CardNode';
import { allPlaced, CARD_H, CARD_W, HEIGHT, largePrint, ROW_Y, SIDE_X, tableLayout, WIDTH, type Placed } from './layout';
import { LargePrint } from './LargePrint';

export const SEAT_COLOURS = ['#e0b43a', '#4aa3df', '#d9534f', '#5cb85c', '#b07cd8'];

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A row's name; `right` puts it at the right end of the main area, clear of the skirmish totals over defenders. */
function Label({ x, y, text, right = false }: { readonly x: number; readonly y: number; readonly text: string; readonly right?: boolean }) {
  const place = right ? { x: SIDE_X - 16 - 400, width: 400, align: 'right' } : { x };
  return <Text {...place} y={y} text={text} fontSize={15} fontStyle="bold" fill="#c9d3dd" listening={false} />;
}

function Side({ view, t, name }: { readonly view: HaloView; readonly t: Translate; readonly name: (s: number) => string }) {
  return (
    <Group x={SIDE_X} y={ROW_Y.path}>
      <Rect width={264} height={120} cornerRadius={10} fill="#2a1c3a" stroke="#6b4d8f" />
      <Text x={14} y={12} text={t('ui.panel.twilight')} fontSize={16} fill="#e6dcf5" />
      {Array.from({ length: Math.min(view.twilight, 12) }, (_, i) => (
        <Circle key={i} x={26 + (i % 6) * 22} y={56 + Math.floor(i / 6) * 22} radius={9} fill="#9b6fd0" stroke="#1a1026" />
      ))}
      <Text x={164} y={42} width={90} align="right" text={String(view.twilight)} fontSize={44} fontStyle="bold" fill="#fff" />
      {view.players.map((p, i) => (
        <Group key={p.seat} y={140 + i * 96}>
          <Rect width={264} height={86} cornerRadius={8} fill={p.seat === view.fp ? '#25313d' : '#1c232b'} stroke={SEAT_COLOURS[i] ?? '#fff'} strokeWidth={p.seat === view.fp ? 3 : 1} />
          <Text x={12} y={8} width={240} text={`${name(p.seat)}${p.out ? ` (${t('ui.panel.out')})` : ''} · ${t('ui.panel.site', { n: p.pos })}`} fontSize={15} fontStyle="bold" fill={SEAT_COLOURS[i] ?? '#fff'} wrap="none" ellipsis />
          <Text x={12} y={34} width={240} text={`${t('ui.panel.hand')} ${p.handCount} · ${t('ui.panel.deck')} ${p.deckCount} · ${t('ui.panel.discard')} ${p.discard.length}`} fontSize={13} fill="#dfe6ee" />
          <Text x={12} y={56} width={240} text={`${t('ui.panel.dead')} ${p.dead.length} · ${t('ui.panel.removed')} ${p.removed.length} · ${t('ui.panel.adventure')} ${p.adventureCount}`} fontSize={13} fill="#dfe6ee" />
        </Group>
      ))}
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
              <Line key={a.iid} listening={false} points={[a.x + CARD_W / 2, a.y + CARD_H, def.x + CARD_W / 2, def.y]} stroke={f.current ? '#ff7043' : '#8a96a3'} strokeWidth={f.current ? 4 : 2} dash={[8, 6]} />
            ))}
            <Rect x={def.x + CARD_W / 2 - 40} y={def.y - 40} width={80} height={30} cornerRadius={8} fill={f.current ? '#ff7043' : '#37424d'} />
            <Text x={def.x + CARD_W / 2 - 40} y={def.y - 40} width={80} height={30} align="center" verticalAlign="middle" text={t('ui.table.total', { fp: f.fp, shadow: f.shadow })} fontSize={17} fontStyle="bold" fill="#fff" />
          </Group>
        );
      })}
    </>
  );
}

export function HaloBoard(props: TableProps) {
  const { view } = props;
  const { t, ui, name, choices, onCard } = useTable(props);
  const rows = useMemo(() => tableLayout(view), [view]);
  const placed = useMemo(() => allPlaced(rows), [rows]);
  const hand = useMemo(() => new Set(rows.hand.map((p) => p.iid)), [rows]);
  // Stable handlers that read the latest click logic, so unchanged cards skip their re-render.
  const latest = useRef(onCard);
  useLayoutEffect(() => {
    latest.current = onCard;
  });
  const clickCard = useCallback((iid: string) => latest.current(iid), []);
  const cardOfIid = useMemo(() => new Map(placed.map((p) => [p.iid, p.card])), [placed]);
  const hover = useCallback((iid: string, over: boolean) => uiStore.update({ zoom: over ? (cardOfIid.get(iid) ?? null) : null }), [cardOfIid]);
  return (
    <Layer>
      <Rect width={WIDTH} height={HEIGHT} fill="#141a21" />
      <Label x={20} y={8} text={t('ui.table.path')} />
      <Label x={20} y={ROW_Y.minions - 22} text={t('ui.table.minions')} />
      <Label x={20} y={ROW_Y.company - 22} text={t('ui.table.company', { name: name(view.fp) })} right />
      <Label x={20} y={ROW_Y.support - 22} text={t('ui.table.support')} right />
      {view.viewer !== null && <Label x={20} y={ROW_Y.hand - 38} text={t('ui.table.hand', { name: name(view.viewer) })} />}
      <Side view={view} t={t} name={name} />
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
            tucked={p.tucked}
            mark={mark}
            raised={hand.has(p.iid) && mark !== 'none'}
            onCard={clickCard}
            onHover={hover}
          />
        );
      })}
      {largePrint(props) && <LargePrint placed={placed} face={(card) => cachedFace(card, t)} raised={(iid) => hand.has(iid) && markOf(choices, ui.selected, iid) !== 'none'} />}
      <Pairings view={view} placed={placed} t={t} />
      {rows.markers.map((m) => (
        <Circle key={m.seat} x={m.x} y={m.y} radius={9} fill={SEAT_COLOURS[m.seat] ?? '#fff'} stroke="#000" strokeWidth={2} />
      ))}
    </Layer>
  );
}
