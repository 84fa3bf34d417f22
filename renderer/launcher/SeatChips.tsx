import type { SeatInfo } from '../../engines/core';
import { useTranslation } from '../i18n/useTranslation';

/** The seats of a game as chips; a computer's chip names its level. */
export function SeatChips({ seats }: { readonly seats: readonly SeatInfo[] }) {
  const { t } = useTranslation();
  return (
    <span className="seat-chips">
      {seats.map((seat, i) => (
        <span key={i} className={seat.computer === undefined ? 'seat-chip' : 'seat-chip is-computer'} data-testid="seat-chip">
          <span className="seat-dot" style={{ background: seat.color }} aria-hidden="true" />
          {seat.name}
          {seat.computer !== undefined && <span className="seat-chip-level">{t('setup.computerChip', { level: t(`setup.levels.${seat.computer.level}`) })}</span>}
        </span>
      ))}
    </span>
  );
}
