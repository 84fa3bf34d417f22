import { describe, expect, it } from 'vitest';
import { MODE_PLAYERS, MODES, risikoEngine } from '../../../engines/risiko';
import { defaultOptions, swapSides, withMode } from './OptionsForm';

describe('launcher options', () => {
  it.each([2, 3, 4, 5])('starts a game for %i players with the defaults', (players) => {
    expect(risikoEngine.parseOptions(defaultOptions(players), players).ok).toBe(true);
  });

  const cases = [2, 3, 4, 5].flatMap((players) => MODES.filter((m) => players >= MODE_PLAYERS[m][0] && players <= MODE_PLAYERS[m][1]).map((mode) => ({ players, mode })));
  it.each(cases)('switching to $mode for $players players gives valid options', ({ players, mode }) => {
    const options = withMode(defaultOptions(players), mode, players);
    expect(risikoEngine.parseOptions(options, players)).toMatchObject({ ok: true });
    expect(risikoEngine.parseOptions({ ...options, factions: swapSides(options.factions) }, players).ok).toBe(true);
  });
});
