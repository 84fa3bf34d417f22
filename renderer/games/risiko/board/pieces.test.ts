import { describe, expect, it } from 'vitest';
import { risikoEngine } from '../../../../engines/risiko';
import { apply, game, place, reinforceAll } from '../testing/games';
import { NEUTRAL_COLOUR } from './colour';
import { PiecesCache, piecesOf, portPairs } from './pieces';

const seats = [
  { name: 'Ana', color: '#3d8fe0' },
  { name: 'Ben', color: '#e0483d' },
];
const s0 = place(game(2, {}, 'unit'), { 'cartographer-vault': [1, 5], 'palm-shore': [0, 2], 'security-center': [-2, 3] });
const viewOf = (s: typeof s0) => risikoEngine.view(s, null);

describe('pieces on the board', () => {
  it('shows owner colours, counts, heroes and bases', () => {
    const view = viewOf(s0);
    const pieces = piecesOf(view, seats, {});
    expect(pieces['cartographer-vault']).toMatchObject({ colour: '#e0483d', units: 5 });
    expect(pieces['security-center']).toMatchObject({ colour: NEUTRAL_COLOUR, units: 3 });
    const hero = view.players[1]?.hero;
    if (hero) expect(pieces[hero]?.hero).toEqual({ faction: view.players[1]?.faction, colour: '#e0483d' });
  });

  it('keeps unchanged territories identical, so their nodes are skipped', () => {
    const cache = new PiecesCache();
    const before = cache.next(viewOf(s0), seats, {});
    const after = cache.next(viewOf(apply(s0, { type: 'reinforce', territory: 'cartographer-vault', count: 1 })), seats, {});
    const changed = Object.keys(after).filter((id) => after[id] !== before[id]);
    expect(changed).toEqual(['cartographer-vault']);
  });

  it('keeps the whole record when nothing changed (a selection does not redraw the pieces)', () => {
    const cache = new PiecesCache();
    const first = cache.next(viewOf(s0), seats, {});
    expect(cache.next(viewOf(s0), seats, {})).toBe(first);
    expect(cache.next(viewOf(s0), seats, { 'palm-shore': 0 })).toBe(first);
    expect(cache.next(viewOf(s0), seats, { 'palm-shore': 2 })).not.toBe(first);
  });

  it('shows planned reinforcements and numbered teleporter pairs', () => {
    const view = viewOf(reinforceAll(s0, 'cartographer-vault'));
    const pieces = piecesOf(view, seats, { 'palm-shore': 2 });
    expect(pieces['palm-shore']?.plan).toBe(2);
    for (const [i, [a, b]] of portPairs(view).entries()) expect([pieces[a]?.port, pieces[b]?.port]).toEqual([i + 1, i + 1]);
  });
});
