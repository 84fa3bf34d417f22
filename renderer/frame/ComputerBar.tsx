import type { Seat, SeatInfo } from '../../engines/core';
import { useTranslation } from '../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../store';
import { skippingChanged } from '../store/tableSlice';

interface ComputerBarProps {
  /** The computer seat moving now. */
  readonly seat: Seat;
  readonly seats: readonly SeatInfo[];
  /** Whether a person plays at this table ("skip to my turn" means nothing when only computers play). */
  readonly people: boolean;
}

/** Over the board while a computer moves: who moves, and "Skip to my turn" (no pauses, no animations). */
export function ComputerBar({ seat, seats, people }: ComputerBarProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const skipping = useAppSelector((s) => s.table.skipping);
  const info = seats[seat];
  return (
    <div className="computer-bar hud-panel" role="status" data-testid="computer-bar" style={{ ['--seat' as string]: info?.color }}>
      <span className="seat-dot" aria-hidden="true" />
      <span className="computer-bar-text" data-testid="computer-thinking">
        {t('frame.computerMoving', { name: info?.name ?? '' })}
      </span>
      {people && (
        <button type="button" className="btn" data-testid="skip-to-my-turn" aria-pressed={skipping} title={t('frame.skipTitle')} onClick={() => dispatch(skippingChanged(true))}>
          {t('frame.skip')}
        </button>
      )}
    </div>
  );
}
