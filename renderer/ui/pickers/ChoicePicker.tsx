import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { isRovingKey, stepChoice } from './roving';

export interface ChoicePickerProps<T extends string> {
  /** The group's accessible name (also its visible label when `labelledBy` names an element showing it). */
  readonly label: string;
  /** The id of a visible label: the group is then named by it. */
  readonly labelledBy?: string;
  /** A heading shown before the first choice of each group (starter decks, saved decks); without it, none. */
  readonly groupOf?: (choice: T) => string | null;
  readonly value: T;
  readonly choices: readonly T[];
  readonly onChange: (choice: T) => void;
  /** What a choice shows (its text, emblem or preview). */
  readonly render: (choice: T, checked: boolean) => ReactNode;
  /** The accessible name of a choice, when what it shows has no text. */
  readonly nameOf?: (choice: T) => string;
  readonly testId: (choice: T) => string;
  readonly disabled?: (choice: T) => boolean;
  /** Class of the group (layout) and of each choice (look). */
  readonly className: string;
  readonly itemClassName: string;
  readonly groupTestId?: string;
}

/** The group heading to show before choice `i`: its group's, where the group starts there. */
function headingBefore<T extends string>(choices: readonly T[], i: number, groupOf: ((choice: T) => string | null) | undefined): string | null {
  const choice = choices[i];
  const group = choice === undefined ? null : (groupOf?.(choice) ?? null);
  const previous = choices[i - 1];
  return group !== null && (previous === undefined || groupOf?.(previous) !== group) ? group : null;
}

/**
 * A designed single choice that behaves like radio buttons (WAI-ARIA radio group): one tab stop on the
 * chosen item, arrows (and Home/End) move and choose, Enter or Space choose the focused item, a click
 * chooses. Every picker of the launcher (faction, colour, battlefield) is one of these.
 */
export function ChoicePicker<T extends string>({ label, labelledBy, groupOf, value, choices, onChange, render, nameOf, testId, disabled, className, itemClassName, groupTestId }: ChoicePickerProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const blocked = (i: number) => {
    const c = choices[i];
    return c === undefined || (disabled?.(c) ?? false);
  };
  const checkedIndex = choices.indexOf(value);
  // The tab stop: the chosen item, else the first that can be taken.
  const tabStop = checkedIndex >= 0 && !blocked(checkedIndex) ? checkedIndex : stepChoice(choices.length, -1, 'Home', blocked);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (!isRovingKey(event.key)) return;
    event.preventDefault();
    const next = stepChoice(choices.length, index, event.key, blocked);
    const choice = next === null ? undefined : choices[next];
    if (next === null || choice === undefined) return;
    refs.current[next]?.focus();
    if (choice !== value) onChange(choice);
  };
  return (
    <div className={className} role="radiogroup" {...(labelledBy === undefined ? { 'aria-label': label } : { 'aria-labelledby': labelledBy })} data-testid={groupTestId}>
      {choices.map((choice, i) => {
        const checked = choice === value;
        const group = headingBefore(choices, i, groupOf);
        return [
          group !== null && (
            <span key={`group-${group}`} className="picker-group">
              {group}
            </span>
          ),
          <button
            key={choice}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={nameOf?.(choice)}
            title={nameOf?.(choice)}
            tabIndex={i === tabStop ? 0 : -1}
            disabled={blocked(i)}
            className={itemClassName}
            data-testid={testId(choice)}
            onClick={() => onChange(choice)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {render(choice, checked)}
          </button>,
        ];
      })}
    </div>
  );
}
