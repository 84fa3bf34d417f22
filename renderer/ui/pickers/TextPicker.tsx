import { useId } from 'react';
import { ChoicePicker, type ChoicePickerProps } from './ChoicePicker';

export interface TextPickerProps<T extends string> extends Pick<ChoicePickerProps<T>, 'value' | 'choices' | 'onChange' | 'disabled' | 'groupOf'> {
  /** Shown above the choices, and the group's name. */
  readonly label: string;
  /** What a choice says. */
  readonly text: (choice: T) => string;
  /** The group's test id; each choice's is `<testId>-<choice>`. */
  readonly testId: string;
  /** `compact` lays the choices in one segmented row (a few short ones); `list` wraps tiles (names). */
  readonly look?: 'compact' | 'list';
}

/**
 * A choice among a few named options with its label in view (the animation speed, a seat's deck, which
 * turns the stops are for): the shared radio group of `ChoicePicker`, instead of a native `<select>`.
 */
export function TextPicker<T extends string>({ label, text, testId, look = 'list', ...choice }: TextPickerProps<T>) {
  const id = useId();
  return (
    <div className={`picker-field picker-field--${look}`}>
      <span className="picker-label" id={id}>
        {label}
      </span>
      <ChoicePicker
        {...choice}
        label={label}
        labelledBy={id}
        groupTestId={testId}
        testId={(c) => `${testId}-${c}`}
        render={text}
        className={look === 'compact' ? 'segmented' : 'picker'}
        itemClassName={look === 'compact' ? 'segmented-item' : 'picker-item'}
      />
    </div>
  );
}
