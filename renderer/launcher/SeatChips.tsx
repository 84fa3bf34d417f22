import type { SeatInfo } from '../../engines/core';

export function SeatChips({ seats }: { readonly seats: readonly SeatInfo[] }) {
  return (
    <span className="seat-chips">
      {seats.map((seat, i) => (
        <span key={i} className="seat-chip">
          <span className="seat-dot" style={{ background: seat.color }} aria-hidden="true" />
          {seat.name}
        </span>
      ))}
    </span>
  );
}
