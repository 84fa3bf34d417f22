import { useTranslation } from '../../i18n/useTranslation';
import { ChoicePicker } from './ChoicePicker';

export interface PaletteColour {
  readonly id: string;
  readonly color: string;
}

interface ColourPickerProps {
  readonly label: string;
  readonly palette: readonly PaletteColour[];
  /** The chosen colour value (a CSS colour of the palette). */
  readonly value: string;
  readonly onChange: (color: string) => void;
  /** Test ids are `<testId>-<colour id>`. */
  readonly testId: string;
}

/** A row of colour swatches, each named by its colour in the player's language. */
export function ColourPicker({ label, palette, value, onChange, testId }: ColourPickerProps) {
  const { t } = useTranslation();
  const byId = new Map(palette.map((p) => [p.id, p.color]));
  const chosen = palette.find((p) => p.color === value)?.id ?? '';
  return (
    <ChoicePicker
      label={label}
      value={chosen}
      choices={palette.map((p) => p.id)}
      onChange={(id) => onChange(byId.get(id) ?? value)}
      nameOf={(id) => t(`colors.${id}`)}
      className="swatches"
      itemClassName="swatch"
      testId={(id) => `${testId}-${id}`}
      render={(id) => <span className="swatch-fill" style={{ background: byId.get(id) }} />}
    />
  );
}
