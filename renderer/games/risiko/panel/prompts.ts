/**
 * Prompts that depend on the situation, as text keys with their values: each says what is true now (the
 * second teleporter end's rule before the click, the card draw a conquest has already earned).
 */
import type { Seat } from '../../../../engines/core';
import type { RisikoView } from '../../../../engines/risiko';
import { BATTLEFIELDS } from '../../../../engines/risiko/maps';
import type { SetupType } from '../decisions';
import { territoryName } from './common';

export interface Prompt {
  readonly key: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** Whether the battlefield is made of two halves that only mobile teleporters join. */
function combined(view: RisikoView): boolean {
  return BATTLEFIELDS[view.battlefield].halves.length > 1;
}

/** The setup prompt; a teleporter pair's rule for its second end is said before the first end is placed. */
export function placePrompt(view: RisikoView, type: SetupType): Prompt {
  const params = { count: view.phase.left, neutral: view.neutralReserve };
  if (type !== 'placeTeleporter') return { key: `ui.place.${type}`, params };
  const open = view.teleporters.at(-1);
  const halves = combined(view) ? 'Halves' : '';
  if (open !== undefined && open.b === null) return { key: `ui.place.teleporterSecond${halves}`, params: { territory: territoryName(view.battlefield, open.a) } };
  return { key: `ui.place.teleporterFirst${halves}`, params };
}

/** What the card hand says when it is empty: a conquest this turn has already earned a card. */
export function emptyHandNote(view: RisikoView, viewer: Seat | null): string {
  if (viewer === null || view.current !== viewer) return 'ui.cards.noneOthersTurn';
  return view.conquests > 0 ? 'ui.cards.noneEarned' : 'ui.cards.none';
}
