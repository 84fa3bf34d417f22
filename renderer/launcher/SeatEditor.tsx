import { BOT_LEVELS } from '../../engines/core';
import { useTranslation } from '../i18n/useTranslation';
import { ChoicePicker } from '../ui/pickers/ChoicePicker';
import { ColourPicker } from '../ui/pickers/ColourPicker';
import { useErrorMessage } from '../ui/useErrorMessage';
import { FIRST_COMPUTER, PALETTE, seatName, type SetupComputer, type SetupSeat } from './palette';

interface SeatEditorProps {
  readonly index: number;
  readonly seat: SetupSeat;
  /** The game's bot styles; null when the game has no bot (every seat a person). */
  readonly styles: readonly string[] | null;
  /** The game's i18n namespace, for the bot's style names (`bots.styles.<style>`). */
  readonly gameId: string;
  readonly onName: (name: string) => void;
  readonly onColor: (color: string) => void;
  readonly onComputer: (computer: SetupComputer | null) => void;
}

const KINDS = ['person', 'computer'] as const;
const DEFAULT_STYLE = 'default';

/** Who plays a seat: a person or a computer, and (together, on a line of their own) the computer's level and play style. */
function SeatPlayer({ index, seat, styles, gameId, onComputer }: Omit<SeatEditorProps, 'onName' | 'onColor'> & { readonly styles: readonly string[] }) {
  const { t } = useTranslation();
  const n = index + 1;
  const { computer } = seat;
  return (
    <div className="seat-player">
      <ChoicePicker
        label={t('setup.playedBy', { n })}
        value={computer === null ? 'person' : 'computer'}
        choices={KINDS}
        onChange={(kind) => onComputer(kind === 'person' ? null : FIRST_COMPUTER)}
        render={(kind) => t(`setup.kinds.${kind}`)}
        testId={(kind) => `seat-kind-${index}-${kind}`}
        className="segmented segmented--small"
        itemClassName="segmented-item"
      />
      {computer !== null && (
        <div className="seat-computer">
          <ChoicePicker
            label={t('setup.level', { n })}
            value={computer.level}
            choices={BOT_LEVELS}
            onChange={(level) => onComputer({ ...computer, level })}
            render={(level) => t(`setup.levels.${level}`)}
            testId={(level) => `seat-level-${index}-${level}`}
            className="segmented segmented--small"
            itemClassName="segmented-item"
          />
          {styles.length > 0 && (
            <ChoicePicker
              label={t('setup.style', { n })}
              value={computer.style ?? DEFAULT_STYLE}
              choices={[DEFAULT_STYLE, ...styles]}
              onChange={(style) => onComputer({ ...computer, style: style === DEFAULT_STYLE ? null : style })}
              render={(style) => (style === DEFAULT_STYLE ? t('setup.defaultStyle') : t(`${gameId}:bots.styles.${style}`))}
              testId={(style) => `seat-style-${index}-${style}`}
              className="segmented segmented--small"
              itemClassName="segmented-item"
            />
          )}
        </div>
      )}
    </div>
  );
}

/** One seat: its name (the translated default until edited), a colour, and who plays it. */
export function SeatEditor({ index, seat, styles, gameId, onName, onColor, onComputer }: SeatEditorProps) {
  const { t } = useTranslation();
  const n = index + 1;
  const checked = seatName(seat.name);
  const problem = useErrorMessage(checked && !checked.ok ? checked.error : null);
  return (
    <li className={seat.computer === null ? 'seat-row' : 'seat-row is-computer'} style={{ ['--seat' as string]: seat.color }} data-testid={`seat-row-${index}`}>
      <span className="seat-number" aria-hidden="true">
        {n}
      </span>
      <input
        className="input seat-name"
        value={seat.name ?? t(seat.computer === null ? 'setup.defaultName' : 'setup.computerName', { n })}
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
      {styles !== null && <SeatPlayer index={index} seat={seat} styles={styles} gameId={gameId} onComputer={onComputer} />}
    </li>
  );
}
