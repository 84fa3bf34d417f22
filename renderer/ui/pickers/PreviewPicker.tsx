import type { ReactNode } from 'react';
import { ChoicePicker } from './ChoicePicker';

interface PreviewPickerProps<T extends string> {
  readonly label: string;
  readonly value: T;
  readonly choices: readonly T[];
  readonly onChange: (choice: T) => void;
  readonly text: (choice: T) => string;
  /** A small drawing of the choice (a battlefield's map); nothing while the game offers none. */
  readonly preview?: (choice: T) => ReactNode;
  /** A line under the name (players, size). */
  readonly detail?: (choice: T) => string;
  /** Test ids are `<testId>-<choice>`. */
  readonly testId: string;
}

/** Choices shown as tiles with a picture above the name: battlefields, maps, scenarios. */
export function PreviewPicker<T extends string>({ label, value, choices, onChange, text, preview, detail, testId }: PreviewPickerProps<T>) {
  return (
    <ChoicePicker<T>
      label={label}
      value={value}
      choices={choices}
      onChange={onChange}
      className="picker picker-previews"
      itemClassName="picker-item preview-choice"
      groupTestId={testId}
      testId={(c) => `${testId}-${c}`}
      render={(c) => (
        <>
          {preview && (
            <span className="preview-choice-art" aria-hidden="true">
              {preview(c)}
            </span>
          )}
          <span className="preview-choice-name">{text(c)}</span>
          {detail && <span className="preview-choice-detail">{detail(c)}</span>}
        </>
      )}
    />
  );
}
