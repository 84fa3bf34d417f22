/**
 * Every card, drawn as a card, filtered. Keyboard: the arrow keys (and Home/End) move through the grid,
 * Enter or + adds the card to the deck, Delete or − takes one copy out.
 */
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { DeckList } from '../../../../engines/halotcg';
import { cardFace } from '../ui/cards';
import { useTr } from '../ui/useTr';
import { DeckCard } from './DeckCard';
import { BROWSE_ORDER, copiesOf, matches, type CardFilter } from './deckModel';

interface BrowserProps {
  readonly deck: DeckList;
  readonly filter: CardFilter;
  readonly onAdd: (id: string) => void;
  readonly onRemove: (id: string) => void;
}

const MOVES: Readonly<Record<string, (i: number, cols: number, n: number) => number>> = {
  ArrowRight: (i) => i + 1,
  ArrowLeft: (i) => i - 1,
  ArrowDown: (i, cols) => i + cols,
  ArrowUp: (i, cols) => i - cols,
  Home: () => 0,
  End: (_i, _c, n) => n - 1,
};

export function CardBrowser({ deck, filter, onAdd, onRemove }: BrowserProps) {
  const t = useTr();
  const grid = useRef<HTMLDivElement>(null);
  const faces = useMemo(() => BROWSE_ORDER.map((c) => ({ card: c, face: cardFace(c.id, t) })), [t]);
  const shown = useMemo(
    () => faces.filter(({ card, face }) => matches(card, `${face.title} ${face.subtitle} ${face.typeLine} ${face.text}`, filter)),
    [faces, filter],
  );
  const [focus, setFocus] = useState<string | null>(null);
  const focusId = shown.some((s) => s.face.id === focus) ? focus : (shown[0]?.face.id ?? null);
  const onKey = useCallback(
    (id: string, e: KeyboardEvent<HTMLButtonElement>) => {
      if (e.key === '+' ) onAdd(id);
      else if (e.key === 'Delete' || e.key === 'Backspace' || e.key === '-') onRemove(id);
      else {
        const move = MOVES[e.key];
        if (move === undefined) return;
        const cols = grid.current === null ? 1 : getComputedStyle(grid.current).gridTemplateColumns.split(' ').length;
        const at = shown.findIndex((s) => s.face.id === id);
        const next = shown[Math.max(0, Math.min(shown.length - 1, move(at, cols, shown.length)))];
        if (next !== undefined) grid.current?.querySelector<HTMLElement>(`[data-card="${next.face.id}"]`)?.focus();
      }
      e.preventDefault();
    },
    [shown, onAdd, onRemove],
  );
  return (
    <section className="db-browser" aria-label={t('builder.browser')}>
      <p className="db-count" data-testid="db-shown" aria-live="polite">
        {t('builder.shown', { shown: shown.length, total: faces.length })} · {t('builder.keys')}
      </p>
      <div className="db-grid" ref={grid} role="group" aria-label={t('builder.browser')} data-testid="db-grid">
        {shown.map(({ face }) => {
          const copies = copiesOf(deck, face.id);
          return (
            <DeckCard
              key={face.id}
              face={face}
              copies={copies}
              label={t('builder.cardLabel', { title: face.title, type: face.typeLine, count: copies })}
              focused={face.id === focusId}
              onAdd={onAdd}
              onKey={onKey}
              onFocus={setFocus}
            />
          );
        })}
        {shown.length === 0 && <p className="db-empty">{t('builder.noCards')}</p>}
      </div>
    </section>
  );
}
