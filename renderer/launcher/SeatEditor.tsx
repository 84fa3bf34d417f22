import { useTranslation } from '../i18n/useTranslation';
import { ColourPicker } from '../ui/pickers/ColourPicker';
import { useErrorMessage } from '../ui/useErrorMessage';
import { PALETTE, seatName, type DraftSeat } from './palette';

interface SeatEditorProps {
  readonly index: number;
  readonly seat: DraftSeat;
  readonly onName: (name: string) => void;
  readonly onColor: (color: string) => void;
}

/** One seat: its name (the translated default until edited) and a colour from the palette. */
export function SeatEditor({ index, seat, onName, onColor }: SeatEditorProps) {
  const { t } = useTranslation();
  const n = index + 1;
  const checked = seatName(seat.name);
  const problem = useErrorMessage(checked && !checked.ok ? checked.error : null);
  return (
    <li className="seat-row" style={{ ['--seat' as string]: seat.color }}>
      <span className="seat-number" aria-hidden="true">
        {n}
      </span>
      <input
        className="input seat-name"
        value={seat.name ?? t('setup.defaultName', { n })}
        maxLength={40}
        aria-label={t('setup.name', { n })}
        data-testid={`seat-name-${index}`}
        onChange={(e) => onName(e.target.value)}
        onFocus={(e) => e.target.select()}
        aria-invalid={problem !== ''}
        aria-describedby={problem === '' ? undefined : `seat-name-error-${index}`}
      />
      {problem !== '' && (
        <span className="field-error" id={`seat-name-error-${index}`} data-testid={`seat-name-error-${index}`}>
          {problem}
        </span>
      )}
      <ColourPicker label={t('setup.color', { n })} palette={PALETTE} value={seat.color} testId={`seat-color-${index}`} onChange={onColor} />
    </li>
  );
}
