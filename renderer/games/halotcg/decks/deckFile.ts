/**
 * A deck list as text: the short form kept in the settings (one pref per saved deck) and the JSON file
 * that is exported and imported. Both are read as untrusted: bounded JSON first, then the engine's strict
 * reading of a deck list (`readDeckList`), then every card id must be one of ours. A file that fails any
 * step gives one coded reason (`deckfile/*`, or the safe JSON reader's `file/*`) and nothing else happens.
 */
import { err, ok, parseJsonSafely, type Result } from '../../../../engines/core';
import { cardById, DECK_LIMITS, LEGACY_CARDS, readDeckList, type DeckList } from '../../../../engines/halotcg';

export const DECK_FILE_FORMAT = 'halo-tabletop/deck';

/** A deck file holds a name and a list: a few hundred values at most. */
const FILE_LIMITS = { maxLength: 64 * 1024, maxDepth: 4, maxTokens: 4 * DECK_LIMITS.entries + 100, maxStringLength: 200 } as const;

/** `hero|site,site,…|id:n,id:n,…` — short enough for a pref; undefined for text that is not one. */
export function encodeDeck(deck: DeckList): string {
  const draw = Object.entries(deck.draw).map(([id, n]) => `${id}:${n}`);
  return [deck.hero, deck.sites.join(','), draw.join(',')].join('|');
}

export function decodeDeck(text: string): DeckList | undefined {
  const parts = text.split('|');
  if (parts.length !== 3) return undefined;
  const [hero = '', sites = '', draw = ''] = parts;
  const entries = draw === '' ? [] : draw.split(',').map((e) => e.split(':'));
  if (!entries.every((e) => e.length === 2 && /^\d{1,2}$/.test(e[1] ?? ''))) return undefined;
  const raw = { id: 'custom', hero: hero === '' ? '-' : hero, draw: Object.fromEntries(entries.map(([id, n]) => [id, Number(n)])), sites: sites === '' ? [] : sites.split(',') };
  const list = readDeckList(raw);
  return list === undefined ? undefined : { ...list, hero };
}

export interface DeckFile {
  readonly name: string;
  readonly deck: DeckList;
}

export function deckFileText(name: string, deck: DeckList): string {
  return `${JSON.stringify({ format: DECK_FILE_FORMAT, formatVersion: 1, name, hero: deck.hero, sites: deck.sites, draw: deck.draw }, null, 2)}\n`;
}

function fileShape(value: unknown): Result<{ name: string; raw: unknown }> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return err('deckfile/not-a-deck');
  const { format, formatVersion, name, ...rest } = value as Record<string, unknown>;
  if (format !== DECK_FILE_FORMAT) return err('deckfile/not-a-deck');
  if (formatVersion !== 1) return err('deckfile/version', { version: String(formatVersion) });
  if (typeof name !== 'string') return err('deckfile/malformed', { field: 'name' });
  return ok({ name, raw: { id: 'custom', ...rest } });
}

/** Parses an untrusted deck file. Codes: `file/*` (not JSON, too big, forbidden key), `deckfile/*`. */
export function parseDeckFile(text: string): Result<DeckFile> {
  const json = parseJsonSafely(text, FILE_LIMITS);
  if (!json.ok) return json;
  const shape = fileShape(json.value);
  if (!shape.ok) return shape;
  const raw = shape.value.raw as Record<string, unknown>;
  // An empty Hero is a deck still being built; the engine's reader wants an id there.
  const list = readDeckList({ ...raw, hero: raw['hero'] === '' ? '-' : raw['hero'] });
  if (list === undefined) return err('deckfile/malformed', { field: 'list' });
  const deck = { ...list, hero: raw['hero'] === '' ? '' : list.hero };
  const unknown = [deck.hero, ...deck.sites, ...Object.keys(deck.draw)].filter((id) => id !== '' && cardById(id) === undefined);
  if (unknown.length > 0) return err('deckfile/unknown-cards', { count: unknown.length, cards: unknown.slice(0, 5).join(', ') });
  // A card kept only so that older saves replay (version 5's Armor Lock) is never put in a deck.
  const legacy = LEGACY_CARDS.find((c) => Object.hasOwn(deck.draw, c.id) || deck.hero === c.id || deck.sites.includes(c.id));
  if (legacy !== undefined) return err('deckfile/legacy-card', { card: legacy.id });
  return ok({ name: shape.value.name, deck });
}
