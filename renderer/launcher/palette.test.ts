import { describe, expect, it } from 'vitest';
import { defaultSeats, finalSeats, PALETTE, recolor, resizeSeats } from './palette';

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
    const seats = [{ name: '  ', color: '#000000' }, { name: null, color: '#111111' }, { name: ' Ada ', color: '#222222' }];
    const table = finalSeats(seats, (n) => `Spieler ${n}`);
    expect(table.ok && table.value.map((s) => s.name)).toEqual(['Spieler 1', 'Spieler 2', 'Ada']);
  });

  it('cleans names with the shared normaliseName', () => {
    const table = finalSeats([{ name: '\u202EAda\u202C', color: '#000000' }, { name: 'Jo\u0308rg\tB', color: '#111111' }], (n) => `P${n}`);
    expect(table.ok && table.value.map((s) => s.name)).toEqual(['Ada', 'Jörg B']);
  });

  it.each([
    ['only zero-width spaces', '\u200B\u200B', 'name/invisible'],
    ['only a combining mark', '\u0301', 'name/invisible'],
    ['41 letters', 'x'.repeat(41), 'name/too-long'],
  ])('refuses a seat name of %s', (_name, raw, code) => {
    const table = finalSeats([{ name: 'Ada', color: '#000000' }, { name: raw, color: '#111111' }], (n) => `P${n}`);
    expect(table.ok ? 'ok' : table.error.code).toBe(code);
  });
});
