/** Every card of the game by id. */
import type { Card } from '../cardTypes';
import { ARBITER_CARDS, HUMAN_CARDS, SENTINEL_FP_CARDS } from './freePeoples';
import { DEFENCE_FP_CARDS, DEFENCE_SHADOW_CARDS, LEGACY_CARDS } from './defences';
import { COVENANT_CARDS, FLOOD_CARDS, SHADOW_OTHER_CARDS } from './shadow';
import { EARTH_SITES, PILLAR_SITES } from './sites';
import { TACTICS_FP_CARDS, TACTICS_SHADOW_CARDS } from './tactics';
import { UNSC_CARDS } from './unsc';

export const ALL_CARDS: readonly Card[] = [
  ...UNSC_CARDS,
  ...HUMAN_CARDS,
  ...SENTINEL_FP_CARDS,
  ...ARBITER_CARDS,
  ...COVENANT_CARDS,
  ...FLOOD_CARDS,
  ...SHADOW_OTHER_CARDS,
  ...TACTICS_FP_CARDS,
  ...TACTICS_SHADOW_CARDS,
  ...DEFENCE_FP_CARDS,
  ...DEFENCE_SHADOW_CARDS,
  ...PILLAR_SITES,
  ...EARTH_SITES,
];

/**
 * Every card by id, the legacy cards older saves replay with among them (`LEGACY_CARDS`, never in `ALL_CARDS`).
 * Without a prototype, so no id (`toString`, `__proto__`, `constructor`) finds anything but a card.
 */
export const CARDS: Readonly<Record<string, Card>> = Object.assign(Object.create(null) as Record<string, Card>, Object.fromEntries([...ALL_CARDS, ...LEGACY_CARDS].map((c) => [c.id, c])));

/** The card with this id: an own entry of CARDS only. */
export function cardById(id: string): Card | undefined {
  return Object.hasOwn(CARDS, id) ? CARDS[id] : undefined;
}

export { PILLAR_SITES, EARTH_SITES, LEGACY_CARDS };
