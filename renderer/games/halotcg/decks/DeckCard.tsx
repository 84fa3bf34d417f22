/**
 * A card of the table's design in the DOM (the face the table's zoom draws too: culture frame, cost disc,
 * title, emblem, type line, game text, stat badges), as one button of the card browser.
 */
import { memo, type KeyboardEvent } from 'react';
import type { CardFace } from '../ui/cards';
import { CardFaceDom } from '../CardFaceDom';

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
      <CardFaceDom face={face} cls="db-card" emblem={16} />
      {copies > 0 && (
        <span className="db-card-copies" aria-hidden="true">
          ×{copies}
        </span>
      )}
    </button>
  );
});
