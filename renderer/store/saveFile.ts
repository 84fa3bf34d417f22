import { cleanName, NAME_LIMITS, type SaveFile } from '../../engines/core';
import type { RunningGame } from './gameSlice';

export function buildSaveFile(game: RunningGame, name: string, now: Date): SaveFile {
  return {
    format: 'halo-tabletop/save',
    formatVersion: 1,
    // The shared cleaning; names a person typed were checked with normaliseName before they got here.
    name: cleanName(name).slice(0, NAME_LIMITS.save) || game.gameId,
    savedAt: now.toISOString(),
    seats: game.seats.map((s) => ({ name: s.name, color: s.color, ...(s.computer === undefined ? {} : { computer: s.computer }) })),
    record: game.session.record,
  };
}

/** A file name every system accepts: no path or reserved characters, not too long. */
export function exportFileName(name: string): string {
  const cleaned = name
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.]+$/g, '')
    .slice(0, 100);
  return `${cleaned || 'halo-game'}.halosave.json`;
}
