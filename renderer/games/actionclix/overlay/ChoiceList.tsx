/**
 * The board's choices as buttons, for the keyboard and screen readers (the canvas cannot be tabbed):
 * every highlighted square, target and unit, named by square and unit. Visually hidden until focused;
 * Enter on one is the same as clicking its square; Escape lets go of the chosen unit. A focused choice
 * is aimed at like a hovered square (line of fire and the roll needed).
 */
import { memo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { ActionClixView } from '../../../../engines/actionclix';
import { squareName, type Choice } from '../model';
import { interiorName } from '../scarab/formatScarab';
import { uiStore } from '../ui/store';

interface ItemProps {
  readonly choice: Choice;
  readonly label: string;
  readonly onChoice: (c: Choice) => void;
}

/**
 * A row is redrawn only when what it shows or sends changed: a click makes new choice objects for the same
 * squares, so rows compare the choice's fields (the action is the legal list's own object).
 */
function sameItem(a: ItemProps, b: ItemProps): boolean {
  const x = a.choice;
  const y = b.choice;
  return a.label === b.label && a.onChoice === b.onChoice && x.sq === y.sq && x.role === y.role && x.action === y.action && x.unit === y.unit && x.board === y.board;
}

const Item = memo(function Item({ choice, label, onChoice }: ItemProps) {
  return (
    <li>
      <button
        type="button"
        data-testid={choice.board === undefined ? `acx-choice-${choice.role}-${choice.sq}` : `acx-choice-${choice.role}-${choice.board}-${choice.sq}`}
        data-board={choice.board ?? 'map'}
        data-role={choice.role}
        data-sq={choice.sq}
        data-unit={choice.unit ?? ''}
        onClick={() => onChoice(choice)}
        onFocus={() => uiStore.update({ hover: choice.board === undefined ? choice.sq : -1 })}
        onBlur={() => uiStore.update({ hover: -1 })}
      >
        {label}
      </button>
    </li>
  );
}, sameItem);

export function ChoiceList({ view, choices, onChoice }: { view: ActionClixView; choices: readonly Choice[]; onChoice: (c: Choice) => void }) {
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
    <nav className="acx-choices" aria-label={t('ui.choices')} data-testid="acx-choices">
      <ul>
        {choices.map((c) => (
          <Item
            key={`${c.role}-${c.board ?? 'map'}-${c.sq}`}
            choice={c}
            label={t(c.role === 'target' && c.unit === 'scarab' ? 'ui.roles.targetScarab' : `ui.roles.${c.role}`, { square: where(c), unit: unitName(c.unit) })}
            onChoice={onChoice}
          />
        ))}
      </ul>
    </nav>
  );
}
