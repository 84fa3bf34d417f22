/**
 * A deck as plain text, the way players post deck lists: a name line, then three parts with a heading each
 * (Hero, draw deck, adventure deck) and one line per card, "4 x UNSC Marine".
 *
 * Names: the export writes each card's title in the current language (without the uniqueness dot), adding
 * ", subtitle" where two cards share a title (the two Sgt. Johnsons). The import reads titles in English or
 * German, "title, subtitle", or the stable card id (`unsc-marine`), case and the dot ignored; headings in
 * either language too. So a list copied from the German table reads back in English and the reverse.
 *
 * The text is untrusted and read forgivingly, as GEMP, Cockatrice and XMage do: a line must be a heading, a
 * comment (#) or a card line naming one known card with 1 to 99 copies in a part where it belongs, without
 * passing a title's limit (4, or 3 of the Hero's title in the draw deck; one Hero; one of each site). A line
 * over a limit is read up to it with a note (`decktext/capped`: "5 x Grunt" gives 4); any other bad line is
 * skipped whole and reported with a `decktext/*` code naming it; the good lines are read. Only the whole text is refused, changing nothing: too long, or no card read from it at all
 * (then the skipped lines come with the refusal, so the player sees why).
 */
import { err, ok, type GameError, type Result } from '../../../../engines/core';
import { cardById, LEGACY_CARDS, type Card, type DeckList } from '../../../../engines/halotcg';
import de from '../../../../locales/de/halotcg.json';
import en from '../../../../locales/en/halotcg.json';
import { EMPTY_DECK, isHeroCard, type Zone } from './deckModel';

export const TEXT_LIMITS = { chars: 20_000, lines: 400, lineChars: 200, copies: 99 } as const;

interface Locale {
  readonly cards: Readonly<Record<string, { readonly title?: string; readonly subtitle?: string }>>;
  readonly builder: { readonly text: Readonly<Record<Zone | 'heading', string>> };
}
const LOCALES: readonly Locale[] = [en as unknown as Locale, de as unknown as Locale];
const ZONES: readonly Zone[] = ['hero', 'draw', 'sites'];

/** Lower case, the uniqueness dot and quotes' shapes ignored, spaces collapsed. */
export function normalName(s: string): string {
  return s
    .normalize('NFKC')
    .replace(/[‘’ʼ`´]/g, "'")
    .replace(/^[•·*\s]+/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const stripDot = (title: string): string => title.replace(/^[•·]\s*/, '');

/** Cards kept only for the replays of older saves: a deck text never names them. */
const LEGACY: ReadonlySet<string> = new Set(LEGACY_CARDS.map((c) => c.id));

/** Every name a card is known by (both languages, with and without subtitle, its id) → card ids. */
function buildIndex(): Map<string, string[]> {
  const index = new Map<string, string[]>();
  const put = (name: string, id: string) => {
    const key = normalName(name);
    const ids = index.get(key) ?? [];
    if (!ids.includes(id)) index.set(key, [...ids, id]);
  };
  for (const locale of LOCALES) {
    for (const [id, c] of Object.entries(locale.cards)) {
      if (cardById(id) === undefined || LEGACY.has(id) || c.title === undefined) continue;
      put(id, id);
      put(c.title, id);
      if (c.subtitle !== undefined && c.subtitle !== '') put(`${c.title}, ${c.subtitle}`, id);
    }
  }
  return index;
}
const INDEX = buildIndex();
const HEADINGS = new Map(LOCALES.flatMap((l) => ZONES.map((z) => [normalName(l.builder.text[z]), z] as const)));
const NAME_PREFIXES = LOCALES.map((l) => l.builder.text.heading.toLowerCase());

type Title = (id: string) => { readonly title: string; readonly subtitle: string };

/** The deck as text in the language of `title` (the locale's card title and subtitle) and `heading`. */
export function deckToText(deck: DeckList, name: string, title: Title, heading: (part: Zone | 'heading') => string): string {
  const titles = new Map<string, number>();
  const ids = [deck.hero, ...Object.keys(deck.draw), ...deck.sites].filter((id) => id !== '');
  for (const id of new Set(ids)) titles.set(title(id).title, (titles.get(title(id).title) ?? 0) + 1);
  const named = (id: string) => {
    const t = title(id);
    return (titles.get(t.title) ?? 0) > 1 && t.subtitle !== '' ? `${stripDot(t.title)}, ${t.subtitle}` : stripDot(t.title);
  };
  const sites = new Map<string, number>();
  for (const s of deck.sites) sites.set(s, (sites.get(s) ?? 0) + 1);
  const part = (zone: Zone, entries: readonly [string, number][]) => [heading(zone), ...entries.filter(([, n]) => n > 0).map(([id, n]) => `${n} x ${named(id)}`)];
  return [
    `# ${heading('heading')} ${name}`,
    '',
    ...part('hero', deck.hero === '' ? [] : [[deck.hero, 1]]),
    '',
    ...part('draw', Object.entries(deck.draw)),
    '',
    ...part('sites', [...sites]),
    '',
  ].join('\n');
}

export interface DeckText {
  /** The name from the first comment line, or null when the text has none. */
  readonly name: string | null;
  readonly deck: DeckList;
  /** The lines left out, in line order, each a `decktext/*` error with its `line`. */
  readonly skipped: readonly GameError[];
}

/** A refused text: why, and (when no card could be read) every line that was skipped. */
export interface DeckTextRefusal extends GameError {
  readonly skipped: readonly GameError[];
}

type LineResult = Result<{ zone: Zone; id: string; n: number } | { heading: Zone } | { name: string } | null>;

// The characters a line of text never holds (controls, except the tab).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const CARD_LINE = /^(\S+?)\s*[x×]\s+(.+)$/i;
const BARE_LINE = /^(\d+)\s+(.+)$/;

function cardLine(zone: Zone | null, raw: string, line: number): LineResult {
  const m = CARD_LINE.exec(raw) ?? BARE_LINE.exec(raw);
  if (m === null) return err('decktext/bad-line', { line, text: raw.slice(0, 60) });
  const [, count = '', name = ''] = m;
  const n = /^\d{1,3}$/.test(count) ? Number(count) : Number.NaN;
  if (!(n >= 1 && n <= TEXT_LIMITS.copies)) return err('decktext/bad-count', { line, count: count.slice(0, 12), max: TEXT_LIMITS.copies });
  const ids = INDEX.get(normalName(name)) ?? [];
  if (ids.length === 0) return err('decktext/unknown-card', { line, name: name.slice(0, 60) });
  if (ids.length > 1) return err('decktext/ambiguous', { line, name: name.slice(0, 60), cards: ids.join(', ') });
  if (zone === null) return err('decktext/no-part', { line });
  const id = ids[0] ?? '';
  const c = cardById(id) as Card;
  if (zone === 'hero' && !isHeroCard(c)) return err('decktext/not-a-hero', { line, card: id });
  if (zone === 'draw' && c.kind === 'site') return err('decktext/site-in-draw', { line, card: id });
  if (zone === 'sites' && c.kind !== 'site') return err('decktext/not-a-site', { line, card: id });
  return ok({ zone, id, n });
}

function readLine(zone: Zone | null, raw: string, line: number, first: boolean): LineResult {
  if (raw.length > TEXT_LIMITS.lineChars || CONTROL.test(raw)) return err('decktext/bad-line', { line, text: raw.slice(0, 60).replace(CONTROL, '?') });
  const text = raw.trim();
  if (text === '') return ok(null);
  if (text.startsWith('#')) {
    if (!first) return ok(null);
    const body = text.replace(/^#+\s*/, '');
    const prefix = NAME_PREFIXES.find((p) => body.toLowerCase().startsWith(p));
    return ok({ name: (prefix === undefined ? body : body.slice(prefix.length)).trim() });
  }
  const heading = HEADINGS.get(normalName(text.replace(/:\s*$/, '')));
  if (heading !== undefined) return ok({ heading });
  return cardLine(zone, text, line);
}

/** How many copies each part may hold of a card, given the deck so far (engine titles for the draw deck). */
function limitOf(deck: DeckList, zone: Zone, id: string): { count: number; max: number } {
  if (zone === 'hero') return { count: deck.hero === '' ? 0 : 1, max: 1 };
  if (zone === 'sites') return { count: deck.sites.filter((s) => s === id).length, max: 1 };
  const title = cardById(id)?.title;
  const count = Object.entries(deck.draw).reduce((n, [other, k]) => n + (cardById(other)?.title === title ? k : 0), 0);
  return { count, max: title !== undefined && cardById(deck.hero)?.title === title ? 3 : 4 };
}

function addLine(deck: DeckList, zone: Zone, id: string, n: number): DeckList {
  if (zone === 'hero') return { ...deck, hero: id };
  if (zone === 'sites') return { ...deck, sites: [...deck.sites, ...Array.from({ length: n }, () => id)] };
  return { ...deck, draw: { ...deck.draw, [id]: (deck.draw[id] ?? 0) + n } };
}

const refuse = (code: string, params: Record<string, number> | undefined, skipped: readonly GameError[]): { readonly ok: false; readonly error: DeckTextRefusal } => ({
  ok: false,
  error: { ...(params === undefined ? { code } : { code, params }), skipped },
});

/** Reads a pasted or loaded deck list: bad lines are skipped and reported, the good ones read. */
export function parseDeckText(text: string): Result<DeckText, DeckTextRefusal> {
  if (text.length > TEXT_LIMITS.chars) return refuse('decktext/too-long', { max: TEXT_LIMITS.chars }, []);
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.length > TEXT_LIMITS.lines) return refuse('decktext/too-long', { max: TEXT_LIMITS.chars }, []);
  let deck: DeckList = EMPTY_DECK;
  let zone: Zone | null = null;
  let name: string | null = null;
  let cards = 0;
  const skipped: GameError[] = [];
  for (const [i, raw] of lines.entries()) {
    const r = readLine(zone, raw, i + 1, name === null && zone === null && cards === 0);
    if (!r.ok) {
      skipped.push(r.error);
      continue;
    }
    const v = r.value;
    if (v === null) continue;
    if ('name' in v) name = v.name.slice(0, 40);
    else if ('heading' in v) zone = v.heading;
    else {
      const { count, max } = limitOf(deck, v.zone, v.id);
      // Over the limit: as many copies as still fit are read, with a note (GEMP caps "5 x Grunt" at 4).
      const n = Math.min(v.n, max - count);
      if (n < v.n) skipped.push(n > 0 ? { code: 'decktext/capped', params: { line: i + 1, card: v.id, asked: v.n, kept: n, max } } : { code: 'decktext/too-many', params: { line: i + 1, card: v.id, count: count + v.n, max } });
      if (n > 0) {
        deck = addLine(deck, v.zone, v.id, n);
        cards++;
      }
    }
  }
  if (cards === 0) return refuse(skipped.length === 0 ? 'decktext/empty' : 'decktext/nothing-read', skipped.length === 0 ? undefined : { count: skipped.length }, skipped);
  return ok({ name, deck, skipped });
}
