/**
 * The board's choices as buttons, for the keyboard and screen readers (the canvas cannot be tabbed):
 * every highlighted square, target and unit, named by square and unit. Visually hidden until focused;
 * Enter on one is the same as clicking its square; Escape lets go of the chosen unit. A focused choice
 * is aimed at like a hovered square (line of fire and the roll needed).
 */
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { useAfterPaint } from '../../../frame/useAfterPaint';
import { useTranslation } from '../../../i18n/useTranslation';
import type { ActionClixView } from '../../../../engines/actionclix';
import { squareName, type Choice } from '../model';
import { interiorName } from '../scarab/formatScarab';
import { uiStore } from '../ui/store';

const keyOf = (c: Choice) => `${c.role}-${c.board ?? 'map'}-${c.sq}`;

interface ItemProps {
  readonly choice: Choice;
  readonly label: string;
  /** Sends the current choice of this row's key (role, board and square). */
  readonly onKey: (key: string) => void;
}

/**
 * A row is redrawn only when what it shows changed: a click makes new choice objects for the same squares,
 * so rows compare the choice's fields (what a row sends is looked up by its key when pressed).
 */
function sameItem(a: ItemProps, b: ItemProps): boolean {
  const x = a.choice;
  const y = b.choice;
  return a.label === b.label && a.onKey === b.onKey && x.sq === y.sq && x.role === y.role && x.unit === y.unit && x.board === y.board;
}

const Item = memo(function Item({ choice, label, onKey }: ItemProps) {
  return (
    <li>
      <button
        type="button"
        data-testid={choice.board === undefined ? `acx-choice-${choice.role}-${choice.sq}` : `acx-choice-${choice.role}-${choice.board}-${choice.sq}`}
        data-board={choice.board ?? 'map'}
        data-role={choice.role}
        data-sq={choice.sq}
        data-unit={choice.unit ?? ''}
        onClick={() => onKey(keyOf(choice))}
        onFocus={() => uiStore.update({ hover: choice.board === undefined ? choice.sq : -1 })}
        onBlur={() => uiStore.update({ hover: -1 })}
      >
        {label}
      </button>
    </li>
  );
}, sameItem);

/** The rows, redrawn only when the list shown changes (not on the click that changes the choices). */
const Items = memo(function Items({ view, shown, onKey }: { view: ActionClixView; shown: readonly Choice[]; onKey: (key: string) => void }) {
  const { t } = useTranslation('actionclix');
  // A square to move or deploy to names no unit: ask for no name then (an empty key is a missing text).
  const unitName = (id: string | undefined) => {
    if (id === undefined) return '';
    if (id === 'scarab' || id === 'core') return t(`scarab.targets.${id}`);
    const roster = view.units.find((u) => u.id === id)?.roster;
    return roster === undefined ? '' : t(`units.${roster}`);
  };
  const where = (c: Choice) => (c.board === 'inside' ? t('ui.scarab.interiorSquare', { square: interiorName(c.sq) }) : c.board === 'top' ? t('ui.scarab.onTop') : squareName(view.width, c.sq));
  return (
    <ul>
      {shown.map((c) => (
        <Item key={keyOf(c)} choice={c} label={t(c.role === 'target' && c.unit === 'scarab' ? 'ui.roles.targetScarab' : `ui.roles.${c.role}`, { square: where(c), unit: unitName(c.unit) })} onKey={onKey} />
      ))}
    </ul>
  );
});

/**
 * The list follows a click that only changes the selection one frame late (frame/useAfterPaint), so the
 * click's own frame paints the board and panel without making and dropping a button per square; after an
 * action (a new view) it is up to date at once. A row pressed in that frame sends the choice of its square
 * and role as it is now, never the one it was drawn for.
 */
export function ChoiceList({ view, choices, onChoice }: { view: ActionClixView; choices: readonly Choice[]; onChoice: (c: Choice) => void }) {
  const { t } = useTranslation('actionclix');
  const shown = useAfterPaint(choices, { key: view });
  const live = useRef({ choices, onChoice });
  useLayoutEffect(() => {
    live.current = { choices, onChoice };
  }, [choices, onChoice]);
  const onKey = useCallback((key: string) => {
    const now = live.current;
    const c = now.choices.find((x) => keyOf(x) === key);
    if (c !== undefined) now.onChoice(c);
  }, []);
  return (
    <nav className="acx-choices" aria-label={t('ui.choices')} data-testid="acx-choices" data-current={shown === choices}>
      <Items view={view} shown={shown} onKey={onKey} />
    </nav>
  );
}
