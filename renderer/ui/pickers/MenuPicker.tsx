import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { isRovingKey, stepChoice } from './roving';

export interface MenuGroup<T extends string> {
  /** The group's heading (a faction); null: none. */
  readonly label: string | null;
  readonly choices: readonly T[];
}

export interface MenuPickerProps<T extends string> {
  /** The button that opens the list, in view ("Add a unit…"), and the list's name. */
  readonly label: string;
  readonly groups: readonly MenuGroup<T>[];
  readonly text: (choice: T) => string;
  /** What choosing does (adds the unit, loads the force); the list then closes. */
  readonly onPick: (choice: T) => void;
  /** The opening button's test id; each choice's is `<testId>-<choice>`. */
  readonly testId: string;
}

/**
 * A choice that acts at once (add a unit, load a saved force), instead of a native `<select>` used as a
 * menu: a button with its label in view opens the list below it; a click, Enter or Space picks, the arrows
 * (and Home/End) move between choices, Escape closes and gives focus back to the button, and focus leaving
 * the picker closes it, as a select's list closes.
 */
export function MenuPicker<T extends string>({ label, groups, text, onPick, testId }: MenuPickerProps<T>) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // Opening moves focus to the first choice, as a menu button does.
  useEffect(() => {
    if (open) list.current?.querySelector('button')?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') event.stopPropagation();
    if (event.key === 'Escape') return close();
    if (!isRovingKey(event.key)) return;
    event.preventDefault();
    const buttons = [...event.currentTarget.querySelectorAll('button')];
    const next = stepChoice(buttons.length, buttons.findIndex((b) => b === document.activeElement), event.key, () => false);
    if (next !== null) buttons[next]?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  return (
    <div className={open ? 'menu-picker is-open' : 'menu-picker'} onBlur={onBlur}>
      <button ref={opener} type="button" className="btn menu-picker-open" aria-expanded={open} data-testid={testId} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open && (
        <div ref={list} className="menu-picker-list" role="group" aria-label={label} onKeyDown={onKeyDown}>
          {groups.map((g, gi) => (
            <MenuGroupItems key={g.label ?? gi} group={g} first={gi === 0} text={text} testId={testId} pick={(c) => (onPick(c), close())} />
          ))}
        </div>
      )}
    </div>
  );
}

interface GroupItemsProps<T extends string> {
  readonly group: MenuGroup<T>;
  /** The first group holds the list's one tab stop. */
  readonly first: boolean;
  readonly text: (choice: T) => string;
  readonly testId: string;
  readonly pick: (choice: T) => void;
}

function MenuGroupItems<T extends string>({ group, first, text, testId, pick }: GroupItemsProps<T>) {
  if (group.choices.length === 0) return null;
  return (
    <>
      {group.label !== null && <span className="picker-group">{group.label}</span>}
      {group.choices.map((choice, i) => (
        <button key={choice} type="button" className="picker-item" tabIndex={first && i === 0 ? 0 : -1} data-testid={`${testId}-${choice}`} onClick={() => pick(choice)}>
          {text(choice)}
        </button>
      ))}
    </>
  );
}
