import { cleanName, NAME_LIMITS, normaliseName, ok, type BotLevel, type Result, type SeatInfo } from '../../engines/core';

/** Faction-like seat colours; names are `common:colors.<id>`. Distinct in hue and in lightness. */
export const PALETTE = [
  { id: 'blue', color: '#3d8fe0' },
  { id: 'red', color: '#e0483d' },
  { id: 'green', color: '#4fb85a' },
  { id: 'gold', color: '#d9b13b' },
  { id: 'purple', color: '#9a62ee' },
  { id: 'orange', color: '#f08a2c' },
  { id: 'magenta', color: '#e056a8' },
  { id: 'silver', color: '#c9d3db' },
] as const;

export type PaletteId = (typeof PALETTE)[number]['id'];

/** A computer seat in the setup form: its level and play style (null: the bot's default). */
export interface SetupComputer {
  readonly level: BotLevel;
  readonly style: string | null;
}

/**
 * A seat in the setup form: `name` is null while it still shows the translated default ("Player 2", or
 * "Computer 2" for a computer); `computer` is null for a person.
 */
export interface SetupSeat {
  readonly name: string | null;
  readonly color: string;
  readonly computer: SetupComputer | null;
}

/** A computer's level when the table first offers one. */
export const FIRST_COMPUTER: SetupComputer = { level: 'normal', style: null };

export function defaultSeats(count: number): SetupSeat[] {
  return Array.from({ length: count }, (_, i) => ({ name: null, color: PALETTE[i % PALETTE.length]?.color ?? '#ffffff', computer: null }));
}

/** Grows or shrinks the table; new seats take the first colour nobody has and are played as the last seat is. */
export function resizeSeats(seats: readonly SetupSeat[], count: number): SetupSeat[] {
  const kept = seats.slice(0, count);
  const like = seats.at(-1)?.computer ?? null;
  while (kept.length < count) {
    const taken = new Set(kept.map((s) => s.color));
    const free = PALETTE.find((p) => !taken.has(p.color))?.color ?? '#ffffff';
    kept.push({ name: null, color: free, computer: kept.length === 0 ? null : like });
  }
  return kept;
}

/** One person (the first seat) against computers in every other seat, at the level they have or Normal. */
export function againstComputers(seats: readonly SetupSeat[]): SetupSeat[] {
  return seats.map((seat, i) => ({ ...seat, computer: i === 0 ? null : (seat.computer ?? FIRST_COMPUTER) }));
}

/** Gives seat `index` a colour; a seat that had it takes the old colour, so colours stay distinct. */
export function recolor(seats: readonly SetupSeat[], index: number, color: string): SetupSeat[] {
  const old = seats[index]?.color;
  return seats.map((seat, i) => {
    if (i === index) return { ...seat, color };
    if (seat.color === color && old !== undefined) return { ...seat, color: old };
    return seat;
  });
}

/**
 * A typed seat name through the shared normaliseName: null when it is blank (the seat keeps its default
 * name), else the clean name or the coded refusal (`name/invisible`, `name/too-long`).
 */
export function seatName(raw: string | null): Result<string> | null {
  if (raw === null || cleanName(raw) === '') return null;
  return normaliseName(raw, NAME_LIMITS.seat);
}

/** The seats a game starts with: blank names become "Player n" in the current language; a name with nothing visible is refused. */
export function finalSeats(seats: readonly SetupSeat[], defaultName: (n: number, computer: boolean) => string): Result<SeatInfo[]> {
  const table: SeatInfo[] = [];
  for (const [i, seat] of seats.entries()) {
    const name = seatName(seat.name);
    if (name && !name.ok) return name;
    const computer = seat.computer === null ? {} : { computer: { level: seat.computer.level, ...(seat.computer.style === null ? {} : { style: seat.computer.style }) } };
    table.push({ name: name ? name.value : defaultName(i + 1, seat.computer !== null), color: seat.color, ...computer });
  }
  return ok(table);
}

/** The seats of a finished or saved game as a new table (a rematch): the same people and computers. */
export function setupSeatsFrom(seats: readonly SeatInfo[]): SetupSeat[] {
  return seats.map((s) => ({ name: s.name, color: s.color, computer: s.computer === undefined ? null : { level: s.computer.level, style: s.computer.style ?? null } }));
}
