import { describe, expect, it } from 'vitest';
import { againstComputers, defaultSeats, setupSeatsFrom, finalSeats, PALETTE, recolor, resizeSeats } from './palette';

const colors = (seats: readonly { color: string }[]) => seats.map((s) => s.color);

describe('seat palette', () => {
  it('gives every default seat a distinct colour', () => {
    expect(new Set(colors(defaultSeats(5))).size).toBe(5);
  });

  const recolors = [
    { name: 'a free colour', index: 0, color: PALETTE[5].color, expected: [PALETTE[5].color, PALETTE[1].color, PALETTE[2].color] },
    { name: 'a taken colour swaps', index: 0, color: PALETTE[2].color, expected: [PALETTE[2].color, PALETTE[1].color, PALETTE[0].color] },
  ];
  for (const c of recolors) it(`recolours with ${c.name}`, () => expect(colors(recolor(defaultSeats(3), c.index, c.color))).toEqual(c.expected));

  it('adds seats with colours nobody has', () => {
    const grown = resizeSeats(recolor(defaultSeats(2), 1, PALETTE[2].color), 3);
    expect(new Set(colors(grown)).size).toBe(3);
  });

  it('fills blank names with the translated default', () => {
    const seats = [{ name: '  ', color: '#000000', computer: null }, { name: null, color: '#111111', computer: null }, { name: ' Ada ', color: '#222222', computer: null }];
    const table = finalSeats(seats, (n) => `Spieler ${n}`);
    expect(table.ok && table.value.map((s) => s.name)).toEqual(['Spieler 1', 'Spieler 2', 'Ada']);
  });

  it('cleans names with the shared normaliseName', () => {
    const table = finalSeats([{ name: '\u202EAda\u202C', color: '#000000', computer: null }, { name: 'Jo\u0308rg\tB', color: '#111111', computer: null }], (n) => `P${n}`);
    expect(table.ok && table.value.map((s) => s.name)).toEqual(['Ada', 'Jörg B']);
  });

  it.each([
    ['only zero-width spaces', '\u200B\u200B', 'name/invisible'],
    ['only a combining mark', '\u0301', 'name/invisible'],
    ['41 letters', 'x'.repeat(41), 'name/too-long'],
  ])('refuses a seat name of %s', (_name, raw, code) => {
    const table = finalSeats([{ name: 'Ada', color: '#000000', computer: null }, { name: raw, color: '#111111', computer: null }], (n) => `P${n}`);
    expect(table.ok ? 'ok' : table.error.code).toBe(code);
  });

  describe('computer seats', () => {
    const hard = { level: 'hard' as const, style: 'careful' };
    it('one person against computers keeps the first seat a person and a level a seat had', () => {
      const seats = againstComputers([...defaultSeats(2), { name: null, color: '#222222', computer: hard }]);
      expect(seats.map((s) => s.computer)).toEqual([null, { level: 'normal', style: null }, hard]);
    });
    it('new seats are played as the last seat is', () => {
      expect(resizeSeats(againstComputers(defaultSeats(2)), 4).map((s) => s.computer?.level ?? 'person')).toEqual(['person', 'normal', 'normal', 'normal']);
      expect(resizeSeats(defaultSeats(2), 3).map((s) => s.computer)).toEqual([null, null, null]);
    });
    it('names a computer by its own default and keeps its level and style', () => {
      const table = finalSeats([{ name: null, color: '#000000', computer: null }, { name: null, color: '#111111', computer: hard }], (n, computer) => `${computer ? 'Computer' : 'Player'} ${n}`);
      expect(table.ok && table.value).toEqual([
        { name: 'Player 1', color: '#000000' },
        { name: 'Computer 2', color: '#111111', computer: { level: 'hard', style: 'careful' } },
      ]);
    });
    it('leaves the default style out and reads a saved table back', () => {
      const table = finalSeats([{ name: 'Cy', color: '#000000', computer: { level: 'easy', style: null } }], () => '?');
      expect(table.ok && table.value).toEqual([{ name: 'Cy', color: '#000000', computer: { level: 'easy' } }]);
      expect(setupSeatsFrom(table.ok ? table.value : [])).toEqual([{ name: 'Cy', color: '#000000', computer: { level: 'easy', style: null } }]);
    });
  });
});
