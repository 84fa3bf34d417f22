/**
 * What the Board, Panel and Overlay share: the choices of the seat at the screen, the selection, and the
 * click handler. A click the rules forbid is sent to the engine as the action the player meant, so the
 * refusal shows the engine's own coded message (it changes nothing).
 */
import { useCallback, useMemo } from 'react';
import type { Seat } from '../../../../engines/core';
import type { HaloAction, HaloView, Iid } from '../../../../engines/halotcg';
import { useTr } from './useTr';
import { useAppDispatch } from '../../../store';
import type { BoardProps } from '../../types';
import { choicesOf, clickCard, listedCopy, type Choice } from './decisions';
import { sendActions } from './send';
import { uiStore, useUi, type UiState } from './store';

export type TableProps = BoardProps<HaloView, HaloAction>;

/** The action a forbidden click meant: answering the open question, playing a hand card, or using a card. */
export function meantAction(view: HaloView, iid: Iid): HaloAction {
  if (view.pending !== null) return { type: 'choose', option: iid };
  const own = view.viewer === null ? undefined : view.players[view.viewer];
  if (own?.hand?.some((c) => c.iid === iid) === true) return { type: 'play', card: iid };
  return { type: 'use', card: iid, ability: 0 };
}

type Name = (s: Seat) => string;
let shared: { readonly legal: readonly HaloAction[]; readonly view: HaloView; readonly t: unknown; readonly seats: unknown; readonly choices: readonly Choice[] } | null = null;

/**
 * The choices of one table (legal actions, view, language, names), made once for the Board and the Panel,
 * which render the same table one after the other (`name` reads `seats`, so the seats name the cache).
 */
export function sharedChoices(legal: readonly HaloAction[], view: HaloView, t: Parameters<typeof choicesOf>[2], seats: unknown, name: Name): readonly Choice[] {
  if (shared === null || shared.legal !== legal || shared.view !== view || shared.t !== t || shared.seats !== seats) shared = { legal, view, t, seats, choices: choicesOf(legal, view, t, name) };
  return shared.choices;
}

export function useTable(props: TableProps) {
  return useTableWith(props, useUi());
}

/** `useTable` with the UI state given: the Panel passes the state it shows (one frame behind, see Panel). */
export function useTableWith(props: TableProps, ui: UiState) {
  const { view, legal, seats } = props;
  const t = useTr();
  const dispatch = useAppDispatch();
  const name = useCallback((s: Seat) => seats[s]?.name ?? String(s + 1), [seats]);
  const choices: readonly Choice[] = useMemo(() => sharedChoices(legal, view, t, seats, name), [legal, view, t, seats, name]);
  const send = useCallback(
    (action: HaloAction) => {
      uiStore.update({ selected: null });
      void dispatch(sendActions([action]));
    },
    [dispatch],
  );
  const onCard = useCallback(
    (clicked: Iid) => {
      const iid = listedCopy(choices, view, clicked);
      const click = clickCard(choices, ui.selected, iid);
      if (click.kind === 'act') send(click.action);
      else if (click.kind === 'select') uiStore.update({ selected: iid });
      else if (props.viewer !== null) send(meantAction(view, iid));
    },
    [choices, ui.selected, send, view, props.viewer],
  );
  return { t, ui, name, choices, send, onCard };
}
