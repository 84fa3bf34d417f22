/**
 * The one hook the Board, Panel and Overlay share: the viewer's decisions (from the engine's legal
 * actions), the viewer's draft, and `run`, which stores the next draft, explains a refused click and
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
import { currentDraft, draftKey, type Draft } from './draft';
import { sendActions } from './send';
import { uiStore, useUi } from './store';

export type RisikoProps = BoardProps<RisikoView, RisikoAction>;

export interface Risiko {
  readonly d: Decisions;
  readonly ctx: Ctx | null;
  readonly draft: Draft;
  /** Applies a pure outcome: next draft, explanation, actions. */
  readonly run: (make: (ctx: Ctx, draft: Draft) => Outcome) => void;
  /** Changes the draft only (toggles, card choices). */
  readonly edit: (change: (draft: Draft) => Draft) => void;
  readonly onTerritory: (id: TerritoryId) => void;
  /** Sends actions directly (buttons whose action is fully listed, e.g. "End invasions"). */
  readonly send: (...actions: RisikoAction[]) => void;
}

export function useDraft(viewer: Seat | null, view: RisikoView): Draft {
  const stored = useUi(useCallback((s) => (viewer === null ? undefined : s.drafts[viewer]), [viewer]));
  const key = draftKey(view);
  const game = view.options;
  // currentDraft reads only the view's key and options, so the memo depends on those, not the view's identity.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => currentDraft(stored, view), [stored, key, game]);
}

export function useRisiko({ view, viewer, legal, explain }: Pick<RisikoProps, 'view' | 'viewer' | 'legal' | 'explain'>): Risiko {
  const dispatch = useAppDispatch();
  const d = decisionsOf(view, legal);
  const draft = useDraft(viewer, view);
  const ctx = useMemo<Ctx | null>(() => (viewer === null ? null : { view, viewer, d }), [view, viewer, d]);
  const send = useCallback((...actions: RisikoAction[]) => void dispatch(sendActions(actions)), [dispatch]);
  const run = useCallback(
    (make: (ctx: Ctx, draft: Draft) => Outcome) => {
      if (ctx === null) return;
      // Read the draft at the moment of the click, not the one of the last render.
      const outcome = make(ctx, uiStore.draft(ctx.viewer, ctx.view));
      uiStore.setDraft(ctx.viewer, outcome.draft);
      if (outcome.explain !== null) explain(outcome.explain);
      // A good click takes an earlier explanation away (sending clears it once the action is applied).
      else if (outcome.send.length === 0) dispatch(clearExplanation());
      if (outcome.send.length > 0) send(...outcome.send);
    },
    [ctx, dispatch, explain, send],
  );
  const edit = useCallback(
    (change: (draft: Draft) => Draft) => {
      if (ctx !== null) uiStore.setDraft(ctx.viewer, change(uiStore.draft(ctx.viewer, ctx.view)));
    },
    [ctx],
  );
  const onTerritory = useCallback((id: TerritoryId) => run((c, dr) => clickTerritory(c, dr, id)), [run]);
  return { d, ctx, draft, run, edit, onTerritory, send };
}
