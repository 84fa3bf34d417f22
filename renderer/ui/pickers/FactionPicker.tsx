import { useTranslation } from '../../i18n/useTranslation';
import { FACTION_IDS, type FactionId } from '../art';
import { FactionEmblem } from '../Emblem';
import { ChoicePicker } from './ChoicePicker';

interface FactionPickerProps<F extends FactionId> {
  readonly label: string;
  readonly value: F;
  readonly onChange: (faction: F) => void;
  /** Test ids are `<testId>-<faction>`; the group is `<testId>`. */
  readonly testId: string;
  readonly factions?: readonly F[];
  /** The seat's colour tints the chosen emblem. */
  readonly colour?: string;
}

/** Faction by emblem and name (UNSC, Covenant, Flood), as one row of tiles. */
export function FactionPicker<F extends FactionId>({ label, value, onChange, testId, factions = FACTION_IDS as readonly FactionId[] as readonly F[], colour }: FactionPickerProps<F>) {
  const { t } = useTranslation();
  return (
    <ChoicePicker<F>
      label={label}
      value={value}
      choices={factions}
      onChange={onChange}
      className="picker picker-factions"
      itemClassName="picker-item faction-choice"
      groupTestId={testId}
      testId={(f) => `${testId}-${f}`}
      render={(f, checked) => (
        <>
          <FactionEmblem faction={f} size={18} {...(checked && colour ? { colour } : {})} />
          <span className="faction-choice-name">{t(`factions.${f}`)}</span>
        </>
      )}
    />
  );
}
