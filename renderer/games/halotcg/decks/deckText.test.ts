import { describe, expect, it } from 'vitest';
import type { GameError } from '../../../../engines/core';
import { STARTER_DECKS, type DeckList } from '../../../../engines/halotcg';
import de from '../../../../locales/de/halotcg.json';
import en from '../../../../locales/en/halotcg.json';
import { EMPTY_DECK, type Zone } from './deckModel';
import { deckToText, parseDeckText, TEXT_LIMITS } from './deckText';

type Cards = Record<string, { title: string; subtitle?: string }>;
const speaker = (locale: typeof en) => ({
  title: (id: string) => ({ title: (locale.cards as Cards)[id]?.title ?? id, subtitle: (locale.cards as Cards)[id]?.subtitle ?? '' }),
  heading: (part: Zone | 'heading') => locale.builder.text[part],
});
const EN = speaker(en);
const DE = speaker(de as unknown as typeof en);
const chief = STARTER_DECKS[0] as DeckList;
const list = (...lines: string[]) => lines.join('\n');

describe('deck lists as text: export and back', () => {
  it.each(STARTER_DECKS.flatMap((d) => [{ d, lang: 'en', s: EN }, { d, lang: 'de', s: DE }]))('the starter deck $d.id reads back from its $lang list', ({ d, s }) => {
    const text = deckToText(d, 'My deck', s.title, s.heading);
    expect(parseDeckText(text)).toEqual({ ok: true, value: { name: 'My deck', deck: { ...d, id: 'custom' }, skipped: [] } });
  });

  it('writes the name line, headings and "n x Title" lines, with the subtitle only where two cards share a title', () => {
    const deck: DeckList = { id: 'custom', hero: 'master-chief', draw: { 'johnson-sarge': 2, 'johnson-veteran': 1, 'unsc-marine': 4 }, sites: ['autumn-bridge'] };
    expect(deckToText(deck, 'Chief', EN.title, EN.heading)).toBe(
      list('# Halo TCG deck: Chief', '', 'Hero', '1 x Master Chief', '', 'Draw deck', '2 x Sgt. Johnson, Sarge', '1 x Sgt. Johnson, Seasoned Veteran', '4 x UNSC Marine', '', 'Adventure deck', '1 x Bridge of the Autumn', ''),
    );
    expect(deckToText(deck, 'Chief', DE.title, DE.heading).split('\n').slice(0, 8)).toEqual(['# Halo-TCG-Deck: Chief', '', 'Held', '1 x Master Chief', '', 'Nachziehstapel', '2 x Sgt. Johnson, Der Sarge', '1 x Sgt. Johnson, Erfahrener Veteran']);
  });

  it('an unfinished deck (no Hero, no sites) reads back as it is', () => {
    const deck: DeckList = { id: 'custom', hero: '', draw: { grunt: 3 }, sites: [] };
    expect(parseDeckText(deckToText(deck, 'Half', EN.title, EN.heading))).toEqual({ ok: true, value: { name: 'Half', deck, skipped: [] } });
  });
});

describe('deck lists as text: what the reader accepts', () => {
  it.each([
    { name: 'English headings, "4 x"', text: list('Hero', '1 x Master Chief', 'Draw deck', '4 x UNSC Marine'), draw: { 'unsc-marine': 4 } },
    { name: 'German headings with colons, "4x" and "4 ×"', text: list('Held:', '1x Master Chief', 'Nachziehstapel:', '4× UNSC Marine', '2 × Grunt'), draw: { 'unsc-marine': 4, grunt: 2 } },
    { name: 'a bare count, card ids, any case, the dot', text: list('HERO', '1 master-chief', 'draw DECK', '3 • jacob keyes', '1 x unsc-marine'), draw: { 'jacob-keyes': 3, 'unsc-marine': 1 } },
    { name: 'a German subtitle and curly quotes', text: list('Hero', '1 x Master Chief', 'Draw deck', '2 x Sgt. Johnson, Der Sarge', "1 x Zuka ’Zamamee"), draw: { 'johnson-sarge': 2, 'zuka-zamamee': 1 } },
    { name: 'the same card on two lines adds up', text: list('Hero', '1 x Master Chief', 'Draw deck', '2 x Grunt', '# more later', '2 x Grunt'), draw: { grunt: 4 } },
    { name: 'Windows line ends, a byte order mark, blank lines and tabs', text: '\uFEFFHero\r\n\r\n1 x Master Chief\r\nDraw deck\r\n\t4 x Grunt\t\r\n', draw: { grunt: 4 } },
    { name: 'three of the Hero title beside the Hero', text: list('Hero', '1 x Master Chief', 'Draw deck', '3 x Master Chief'), draw: { 'master-chief': 3 } },
  ])('$name', ({ text, draw }) => {
    const r = parseDeckText(text);
    expect(r.ok && r.value.deck.draw).toEqual(draw);
  });

  it('takes the name from a first comment line, with or without the prefix, in either language; later comments are only comments', () => {
    const name = (text: string) => {
      const r = parseDeckText(text);
      return r.ok ? r.value.name : r.error.code;
    };
    expect(name(list('# Halo TCG deck: Spartans', 'Draw deck', '1 x Grunt'))).toBe('Spartans');
    expect(name(list('# halo-tcg-deck: Spartaner', 'Draw deck', '1 x Grunt'))).toBe('Spartaner');
    expect(name(list('#Just a name', 'Draw deck', '1 x Grunt'))).toBe('Just a name');
    expect(name(list('Draw deck', '# not a name', '1 x Grunt'))).toBeNull();
    expect(name(list(`# ${'n'.repeat(60)}`, 'Draw deck', '1 x Grunt'))).toBe('n'.repeat(40));
  });
});

describe('deck lists as text: each bad line is skipped and reported, the good lines are read', () => {
  const said = (e: GameError) => `${e.code} ${JSON.stringify(e.params ?? {})}`;
  // Each text ends in a good part; the deck read must be the one read with the bad line blanked out.
  const GOOD = ['Draw deck', '1 x UNSC Marine'];
  it.each([
    { name: 'an unknown card', lines: ['Draw deck', '4 x Grunt', '2 x Plasma Kitten'], want: 'decktext/unknown-card {"line":3,"name":"Plasma Kitten"}' },
    { name: 'a count of zero', lines: ['Draw deck', '0 x Grunt'], want: 'decktext/bad-count {"line":2,"count":"0","max":99}' },
    { name: 'a count of 100', lines: ['Draw deck', '100 x Grunt'], want: 'decktext/bad-count {"line":2,"count":"100","max":99}' },
    { name: 'a negative count', lines: ['Draw deck', '-1 x Grunt'], want: 'decktext/bad-count {"line":2,"count":"-1","max":99}' },
    { name: 'a count in words', lines: ['Draw deck', 'four x Grunt'], want: 'decktext/bad-count {"line":2,"count":"four","max":99}' },
    { name: 'a fraction', lines: ['Draw deck', '1.5 x Grunt'], want: 'decktext/bad-count {"line":2,"count":"1.5","max":99}' },
    { name: 'two Heroes: the first stays', lines: ['Hero', '1 x Fred', '1 x Master Chief'], want: 'decktext/too-many {"line":3,"card":"master-chief","count":2,"max":1}' },
    { name: 'a companion under Hero', lines: ['Hero', '1 x UNSC Marine'], want: 'decktext/not-a-hero {"line":2,"card":"unsc-marine"}' },
    { name: 'a site in the draw deck', lines: ['Draw deck', '1 x The Maw'], want: 'decktext/site-in-draw {"line":2,"card":"maw"}' },
    { name: 'a minion in the adventure deck', lines: ['Adventure deck', '1 x Grunt'], want: 'decktext/not-a-site {"line":2,"card":"grunt"}' },
    { name: 'a card before any heading', lines: ['# Deck', '1 x Grunt'], want: 'decktext/no-part {"line":2}' },
    { name: 'a title two cards share, without subtitle', lines: ['Draw deck', '1 x Sgt. Johnson'], want: 'decktext/ambiguous {"line":2,"name":"Sgt. Johnson","cards":"johnson-sarge, johnson-veteran"}' },
    { name: 'a line that is no card line', lines: ['Draw deck', 'Grunts, lots of them'], want: 'decktext/bad-line {"line":2,"text":"Grunts, lots of them"}' },
    { name: 'a control character', lines: ['Draw deck', '1 x Gr\u0000unt'], want: 'decktext/bad-line {"line":2,"text":"1 x Gr?unt"}' },
    { name: 'a line of 201 characters', lines: ['Draw deck', `1 x ${'a'.repeat(197)}`], want: `decktext/bad-line {"line":2,"text":"1 x ${'a'.repeat(56)}"}` },
    { name: 'a JSON deck file pasted as text', lines: ['{"format": "halo-tabletop/deck"}'], want: 'decktext/bad-line {"line":1,"text":"{\\"format\\": \\"halo-tabletop/deck\\"}"}' },
    { name: 'a prototype key as a name', lines: ['Draw deck', '1 x __proto__'], want: 'decktext/unknown-card {"line":2,"name":"__proto__"}' },
  ])('$name', ({ lines, want }) => {
    const r = parseDeckText(list(...lines, ...GOOD));
    if (!r.ok) throw new Error(`refused: ${said(r.error)}`);
    expect(r.value.skipped.map(said)).toEqual([want]);
    const line = Number(r.value.skipped[0]?.params?.['line']);
    const blanked = parseDeckText(list(...lines.map((l, i) => (i + 1 === line ? '' : l)), ...GOOD));
    expect(blanked.ok && blanked.value.skipped).toEqual([]);
    expect(blanked.ok && r.value.deck).toEqual(blanked.ok && blanked.value.deck);
  });

  it.each([
    { name: '99 copies are a count, then capped at the title limit', lines: ['Draw deck', '99 x Grunt'], want: 'decktext/capped {"line":2,"card":"grunt","asked":99,"kept":4,"max":4}', deck: { grunt: 4 } },
    { name: 'five of one title: four are read, with a note', lines: ['Draw deck', '5 x Grunt'], want: 'decktext/capped {"line":2,"card":"grunt","asked":5,"kept":4,"max":4}', deck: { grunt: 4 } },
    { name: 'five over two lines of one title (two Sgt. Johnsons): the second line gives one', lines: ['Draw deck', '3 x Sgt. Johnson, Sarge', '2 x Sgt. Johnson, Seasoned Veteran'], want: 'decktext/capped {"line":3,"card":"johnson-veteran","asked":2,"kept":1,"max":4}', deck: { 'johnson-sarge': 3, 'johnson-veteran': 1 } },
    { name: 'four of the Hero title beside the Hero: three', lines: ['Hero', '1 x Fred', 'Draw deck', '4 x Fred'], want: 'decktext/capped {"line":4,"card":"fred","asked":4,"kept":3,"max":3}', deck: { fred: 3 } },
  ])('a line over a limit is capped with a note: $name', ({ lines, want, deck }) => {
    const r = parseDeckText(list(...lines));
    if (!r.ok) throw new Error(`refused: ${said(r.error)}`);
    expect(r.value.skipped.map(said)).toEqual([want]);
    expect(r.value.deck.draw).toEqual(deck);
  });

  it.each([
    { name: 'two Heroes: the first stays', lines: ['Hero', '1 x Fred', '1 x Master Chief'], want: 'decktext/too-many {"line":3,"card":"master-chief","count":2,"max":1}' },
    { name: 'a site twice on one line: one is read', lines: ['Adventure deck', '2 x Bridge of the Autumn'], want: 'decktext/capped {"line":2,"card":"autumn-bridge","asked":2,"kept":1,"max":1}' },
  ])('a Hero or site over its limit: $name', ({ lines, want }) => {
    const r = parseDeckText(list(...lines, ...GOOD));
    if (!r.ok) throw new Error(`refused: ${said(r.error)}`);
    expect(r.value.skipped.map(said)).toEqual([want]);
  });

  it('at the boundaries the good lines are read exactly', () => {
    const deck = (text: string) => {
      const r = parseDeckText(text);
      return r.ok ? r.value.deck : r.error.code;
    };
    expect(deck(list('Draw deck', '4 x Grunt', '1 x Grunt'))).toEqual({ ...EMPTY_DECK, draw: { grunt: 4 } });
    expect(deck(list('Draw deck', '5 x Grunt', '4 x Grunt'))).toEqual({ ...EMPTY_DECK, draw: { grunt: 4 } });
    expect(deck(list('Draw deck', '3 x Grunt', '4 x Grunt'))).toEqual({ ...EMPTY_DECK, draw: { grunt: 4 } });
    expect(deck(list('Hero', '1 x Fred', '1 x Master Chief', 'Draw deck', '3 x Fred', '1 x Fred'))).toEqual({ ...EMPTY_DECK, hero: 'fred', draw: { fred: 3 } });
    expect(deck(list('Adventure deck', '1 x Bridge of the Autumn', '1 x Bridge of the Autumn'))).toEqual({ ...EMPTY_DECK, sites: ['autumn-bridge'] });
  });

  it('every problem is reported, in line order, and the name line still counts', () => {
    const r = parseDeckText(list('# Halo TCG deck: Patchy', 'Draw deck', '9 x Grunt', '1 x Plasma Kitten', '2 x Grunt', 'Hero', '1 x Grunt', '1 x Fred'));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.skipped.map(said)).toEqual(['decktext/capped {"line":3,"card":"grunt","asked":9,"kept":4,"max":4}', 'decktext/unknown-card {"line":4,"name":"Plasma Kitten"}', 'decktext/too-many {"line":5,"card":"grunt","count":6,"max":4}', 'decktext/not-a-hero {"line":7,"card":"grunt"}']);
    expect(r.value).toMatchObject({ name: 'Patchy', deck: { ...EMPTY_DECK, hero: 'fred', draw: { grunt: 4 } } });
  });

  it('a good list reports nothing skipped', () => {
    const r = parseDeckText(list('Draw deck', '4 x Grunt'));
    expect(r.ok && r.value.skipped).toEqual([]);
  });
});

describe('deck lists as text: whole-text refusals change nothing', () => {
  const refusal = (text: string) => {
    const r = parseDeckText(text);
    return r.ok ? 'ok' : `${r.error.code} ${JSON.stringify(r.error.params ?? {})} skipped ${r.error.skipped.length}`;
  };
  it.each([
    { name: 'nothing but headings and comments', text: list('# Empty', 'Hero', 'Draw deck'), want: 'decktext/empty {} skipped 0' },
    { name: 'an empty text', text: '', want: 'decktext/empty {} skipped 0' },
    { name: 'one bad line and nothing else', text: list('Draw deck', '1 x Plasma Kitten'), want: 'decktext/nothing-read {"count":1} skipped 1' },
    { name: 'a list where every card line is bad', text: list('# Bad', 'Hero', '1 x Grunt', 'Draw deck', '1 x Plasma Kitten', 'lots of Grunts'), want: 'decktext/nothing-read {"count":3} skipped 3' },
    { name: 'one character over the length limit', text: `#${'a'.repeat(TEXT_LIMITS.chars)}`, want: 'decktext/too-long {"max":20000} skipped 0' },
    { name: '401 lines', text: '\n'.repeat(400), want: 'decktext/too-long {"max":20000} skipped 0' },
    { name: '401 lines, all of them bad', text: Array.from({ length: 401 }, () => '1 x Nobody').join('\n'), want: 'decktext/too-long {"max":20000} skipped 0' },
  ])('$name', ({ text, want }) => {
    expect(refusal(text)).toBe(want);
  });

  it('a list where every line is bad is refused with each line\'s reason', () => {
    const r = parseDeckText(list('Hero', '1 x Grunt', 'Draw deck', '1 x Plasma Kitten'));
    if (r.ok) throw new Error('accepted');
    expect(r.error.skipped).toEqual([
      { code: 'decktext/not-a-hero', params: { line: 2, card: 'grunt' } },
      { code: 'decktext/unknown-card', params: { line: 4, name: 'Plasma Kitten' } },
    ]);
  });

  it('at the limits: 20,000 characters and 400 lines are read', () => {
    const head = 'Draw deck\n1 x Grunt';
    const lines = Array.from({ length: 100 }, () => '#'.repeat(TEXT_LIMITS.lineChars - 1));
    const full = `${head}\n${lines.join('\n')}`.slice(0, TEXT_LIMITS.chars);
    expect(full.length).toBe(TEXT_LIMITS.chars);
    expect(refusal(full)).toBe('ok');
    expect(refusal(`${full}#`)).toBe('decktext/too-long {"max":20000} skipped 0');
    expect(refusal(`Draw deck\n1 x Grunt${'\n'.repeat(398)}`)).toBe('ok');
  });

  it('a chief deck list in German reads the same as in English', () => {
    const [a, b] = [EN, DE].map((s) => parseDeckText(deckToText(chief, 'x', s.title, s.heading)));
    expect(a).toEqual(b);
  });
});
