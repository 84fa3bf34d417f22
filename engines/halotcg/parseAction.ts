/** Strict shape validation of untrusted actions and options; legality is `apply`'s business. */
import { ok, type Result } from '../core';
import { parseSeatDeck, type SeatDeck } from './deckOption';
import { fail } from './errors';
import { defaultDecks } from './setup';
import { PASS_REASONS, type HaloAction, type HaloActionType, type HaloOptions } from './types';

type Kind = 'id' | 'iid' | 'int' | 'auto' | 'keep';
const SPECS: Readonly<Record<HaloActionType, Readonly<Record<string, { kind: Kind; optional?: true }>>>> = {
  pass: { auto: { kind: 'auto', optional: true } },
  play: { card: { kind: 'iid' }, on: { kind: 'iid', optional: true }, toil: { kind: 'int', optional: true } },
  use: { card: { kind: 'iid' }, ability: { kind: 'int' } },
  healNamesake: { card: { kind: 'iid' }, target: { kind: 'iid' } },
  transfer: { card: { kind: 'iid' }, to: { kind: 'iid' } },
  staff: { card: { kind: 'iid' }, ship: { kind: 'iid' } },
  choose: { option: { kind: 'id' }, auto: { kind: 'keep', optional: true } },
};

const VALID: Readonly<Record<Kind, (v: unknown) => boolean>> = {
  id: (v) => typeof v === 'string' && v.length > 0 && v.length <= 40,
  // A card instance is `<seat>.<index>` (types.ts): nothing else can name a card, so no built-in name reaches a lookup.
  iid: (v) => typeof v === 'string' && /^\d{1,2}\.\d{1,4}$/.test(v),
  int: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 100,
  // The table's passes (they were the renderer's own actions in saves of version 2).
  auto: (v) => (PASS_REASONS as readonly unknown[]).includes(v),
  keep: (v) => v === 'no-stop',
};
const valid = (kind: Kind, v: unknown): boolean => VALID[kind](v);

export function parseAction(raw: unknown): Result<HaloAction> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('halotcg/bad-action', { field: '' });
  const r = raw as Record<string, unknown>;
  const type = r.type;
  if (typeof type !== 'string' || !Object.hasOwn(SPECS, type)) return fail('halotcg/bad-action', { field: 'type' });
  const spec = SPECS[type as HaloActionType];
  for (const key of Object.keys(r)) if (key !== 'type' && !Object.hasOwn(spec, key)) return fail('halotcg/bad-action', { field: key });
  const out: Record<string, unknown> = { type };
  for (const [key, f] of Object.entries(spec)) {
    const v = r[key];
    if (v === undefined && f.optional === true) continue;
    if (!valid(f.kind, v)) return fail('halotcg/bad-action', { field: key });
    out[key] = v;
  }
  // The table keeps a hand only by skipping the optional discard.
  if (type === 'choose' && out.auto !== undefined && out.option !== 'skip') return fail('halotcg/bad-action', { field: 'auto' });
  return ok(out as unknown as HaloAction);
}

export function parseOptions(raw: unknown, players: number): Result<HaloOptions> {
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) return fail('halotcg/bad-options', { field: '' });
  const r = (raw ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(r)) if (key !== 'decks') return fail('halotcg/bad-options', { field: key });
  if (players < 2 || players > 5) return fail('halotcg/bad-options', { field: 'players' });
  if (r.decks === undefined) return ok({ decks: defaultDecks(players) });
  const decks = r.decks;
  if (!Array.isArray(decks) || decks.length !== players) return fail('halotcg/bad-options', { field: 'decks' });
  const parsed: SeatDeck[] = [];
  for (const [seat, raw] of decks.entries()) {
    const deck = parseSeatDeck(raw, seat);
    if (!deck.ok) return deck;
    parsed.push(deck.value);
  }
  return ok({ decks: parsed });
}
