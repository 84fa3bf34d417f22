/**
 * The one hook the Board, Panel and Overlay share: the viewer's decisions (from the engine's legal
 * actions), the viewer's selection, and `run`, which stores the next selection, explains a refused click and
 * sends the actions. Components dispatch intents through it; none decides legality.
 */
import { useCallback, useMemo } from 'react';
import type { Seat } from '../../../../engines/core';
import type { RisikoAction, RisikoView, TerritoryId } from '../../../../engines/risiko';
import { useAppDispatch } from '../../../store';
import { clearExplanation } from '../../../store/gameThunks';
import type { BoardProps } from '../../types';
import { decisionsOf, type Decisions } from '../decisions';
import { clickTerritory, type Ctx, type Outcome } from './clicks';
import { currentSelection, selectionKey, type Selection } from './selection';
import { sendActions } from './send';
import { uiStore, useUi } from './store';

export type RisikoProps = BoardProps<RisikoView, RisikoAction>;

export interface Risiko {
  readonly d: Decisions;
  readonly ctx: Ctx | null;
  readonly selection: Selection;
  /** Applies a pure outcome: next selection, explanation, actions. */
  readonly run: (make: (ctx: Ctx, selection: Selection) => Outcome) => void;
  /** Changes the selection only (toggles, card choices). */
  readonly edit: (change: (selection: Selection) => Selection) => void;
  readonly onTerritory: (id: TerritoryId) => void;
  /** Sends actions directly (buttons whose action is fully listed, e.g. "End invasions"). */
  readonly send: (...actions: RisikoAction[]) => void;
}

export function useSelection(viewer: Seat | null, view: RisikoView): Selection {
  const stored = useUi(useCallback((s) => (viewer === null ? undefined : s.selections[viewer]), [viewer]));
  const key = selectionKey(view);
  const game = view.options;
  // currentSelection reads only the view's key and options, so the memo depends on those, not the view's identity.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => currentSelection(stored, view), [stored, key, game]);
}

export function useRisiko({ view, viewer, legal, explain }: Pick<RisikoProps, 'view' | 'viewer' | 'legal' | 'explain'>): Risiko {
  const dispatch = useAppDispatch();
  const d = decisionsOf(view, legal);
  const selection = useSelection(viewer, view);
  const ctx = useMemo<Ctx | null>(() => (viewer === null ? null : { view, viewer, d }), [view, viewer, d]);
  const send = useCallback((...actions: RisikoAction[]) => void dispatch(sendActions(actions)), [dispatch]);
  const run = useCallback(
    (make: (ctx: Ctx, selection: Selection) => Outcome) => {
      if (ctx === null) return;
      // Read the selection at the moment of the click, not the one of the last render.
      const outcome = make(ctx, uiStore.selection(ctx.viewer, ctx.view));
      uiStore.setSelection(ctx.viewer, outcome.selection);
      if (outcome.explain !== null) explain(outcome.explain);
      // A good click takes an earlier explanation away (sending clears it once the action is applied).
      else if (outcome.send.length === 0) dispatch(clearExplanation());
      if (outcome.send.length > 0) send(...outcome.send);
    },
    [ctx, dispatch, explain, send],
  );
  const edit = useCallback(
    (change: (selection: Selection) => Selection) => {
      if (ctx !== null) uiStore.setSelection(ctx.viewer, change(uiStore.selection(ctx.viewer, ctx.view)));
    },
    [ctx],
  );
  const onTerritory = useCallback((id: TerritoryId) => run((c, dr) => clickTerritory(c, dr, id)), [run]);
  return { d, ctx, selection, run, edit, onTerritory, send };
}
