/**
 * A card of the table's design in the DOM (the same face as the Konva card and the zoom: culture frame,
 * cost disc, title, emblem, type line, game text, stat badges), as one button of the card browser.
 */
import { memo, type KeyboardEvent } from 'react';
import type { CardFace } from '../ui/cards';
import { ZoomEmblem } from '../ZoomEmblem';

interface DeckCardProps {
  readonly face: CardFace;
  /** Copies in the deck being built. */
  readonly copies: number;
  readonly label: string;
  readonly focused: boolean;
  readonly onAdd: (id: string) => void;
  readonly onKey: (id: string, e: KeyboardEvent<HTMLButtonElement>) => void;
  readonly onFocus: (id: string) => void;
}

export const DeckCard = memo(function DeckCard({ face, copies, label, focused, onAdd, onKey, onFocus }: DeckCardProps) {
  return (
    <button
      type="button"
      className={`db-card db-side-${face.side}${copies > 0 ? ' is-in-deck' : ''}`}
      style={{ background: face.colour.frame, color: face.colour.ink }}
      data-testid={`db-card-${face.id}`}
      data-card={face.id}
      aria-label={label}
      tabIndex={focused ? 0 : -1}
      onClick={() => onAdd(face.id)}
      onKeyDown={(e) => onKey(face.id, e)}
      onFocus={() => onFocus(face.id)}
    >
      <span className="db-card-head">
        <span className={`db-card-cost ${face.side}`}>{face.cost}</span>
        <span className="db-card-title">{face.title}</span>
      </span>
      <span className="db-card-sub">{face.subtitle}</span>
      <span className="db-card-emblem">
        <ZoomEmblem culture={face.culture} />
      </span>
      <span className="db-card-type">{face.typeLine}</span>
      <span className="db-card-text">{face.text}</span>
      <span className="db-card-stats">
        {face.stats.map((s) => (
          <span key={s.label}>
            {s.label} {s.value}
          </span>
        ))}
      </span>
      {copies > 0 && (
        <span className="db-card-copies" aria-hidden="true">
          ×{copies}
        </span>
      )}
    </button>
  );
});
