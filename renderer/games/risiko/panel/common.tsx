/** Small shared pieces of the Risiko panel: names, seat dots and the −/value/+ stepper. */
import { useTranslation } from '../../../i18n/useTranslation';
import type { SeatInfo } from '../../../../engines/core';
import { battlefield, type BattlefieldId, type TerritoryId } from '../../../../engines/risiko/maps';
import type { Range } from '../decisions';

/** A territory's English name (RULES.md: names stay English in both languages). */
export function territoryName(battlefieldId: BattlefieldId, id: TerritoryId): string {
  return battlefield(battlefieldId).territory[id]?.name ?? id;
}

/** "From ⟶ To" for the pair a battle or a maneuver is about. */
export function Versus({ battlefield, from, to }: { readonly battlefield: BattlefieldId; readonly from: TerritoryId; readonly to: TerritoryId }) {
  return (
    <p className="rk-versus">
      <span>{territoryName(battlefield, from)}</span>
      <span className="rk-arrow" aria-hidden="true">
        ⟶
      </span>
      <span>{territoryName(battlefield, to)}</span>
    </p>
  );
}

export function SeatName({ seat, seats }: { readonly seat: number; readonly seats: readonly SeatInfo[] }) {
  const info = seats[seat];
  return (
    <span className="rk-seat">
      <span className="seat-dot" style={{ background: info?.color }} aria-hidden="true" />
      <span className="rk-seat-name">{info?.name ?? `#${seat + 1}`}</span>
    </span>
  );
}

interface StepperProps {
  readonly value: number;
  readonly range: Range;
  readonly onChange: (value: number) => void;
  readonly label: string;
  readonly testId: string;
}

/** − value + with a slider when the range is wide: keyboard users get arrows and digits from the panel. */
export function Stepper({ value, range, onChange, label, testId }: StepperProps) {
  const { t } = useTranslation('risiko');
  return (
    <div className="rk-stepper" role="group" aria-label={label} data-testid={testId}>
      <button type="button" className="icon-btn" data-testid={`${testId}-minus`} aria-label={t('ui.less')} disabled={value <= range.min} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output className="rk-stepper-value" data-testid={`${testId}-value`} aria-live="polite">
        {value}
      </output>
      <button type="button" className="icon-btn" data-testid={`${testId}-plus`} aria-label={t('ui.more')} disabled={value >= range.max} onClick={() => onChange(value + 1)}>
        +
      </button>
      {range.max - range.min >= 3 && (
        <input
          className="rk-slider"
          type="range"
          min={range.min}
          max={range.max}
          value={value}
          aria-label={label}
          data-testid={`${testId}-slider`}
          onChange={(e) => onChange(Number(e.target.value))}
        />
      )}
    </div>
  );
}

/** A row of numbered choices (dice). */
export function Choices({ range, value, onChange, label, testId }: StepperProps) {
  const options = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
  return (
    <div className="segmented rk-choices" role="radiogroup" aria-label={label}>
      {options.map((n) => (
        <button key={n} type="button" role="radio" aria-checked={value === n} className="segmented-item" data-testid={`${testId}-${n}`} onClick={() => onChange(n)}>
          {n}
        </button>
      ))}
    </div>
  );
}
