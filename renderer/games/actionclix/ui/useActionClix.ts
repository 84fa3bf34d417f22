/**
 * The hook the Board, Panel and Overlay share: the choices of the current selection (from the legal
 * actions), and the intents a click or key makes (select a unit, send an order, cancel).
 */
import { useCallback, useMemo } from 'react';
import type { ActionClixAction, ActionClixView } from '../../../../engines/actionclix';
import type { BoardProps } from '../../types';
import { bodyChoice, type Place } from '../scarab/choices';
import { choiceAt, choicesOf, forcedUnit, geoOfView, modeOf, refusalAt, type Choice, type Mode, type Selection } from '../model';
import { uiStore, useUi, type UiState } from './store';

export type AcxProps = BoardProps<ActionClixView, ActionClixAction>;

export interface Acx {
  readonly choices: readonly Choice[];
  /** The unit the choices are for (selected, or fixed by a pending step or the deployment). */
  readonly unit: string | null;
  readonly mode: Mode;
  readonly onSquare: (sq: number) => void;
  /** A click on a square of the interior map or on the Scarab's top (the Scarab scenario). */
  readonly onPlace: (board: Place, sq: number) => void;
  readonly onChoice: (c: Choice) => void;
  readonly setMode: (mode: Mode) => void;
  readonly select: (unit: string | null) => void;
  readonly send: (action: ActionClixAction) => void;
}

const selUnit = (s: UiState) => s.unit;
const selMode = (s: UiState) => s.mode;
const selGun = (s: UiState) => s.gun;
const selReinforcement = (s: UiState) => s.reinforcement;

interface Chosen {
  readonly choices: readonly Choice[];
  readonly unit: string | null;
  readonly mode: Mode;
}

/**
 * The board, the panel and the overlay each call the hook in the same render; the last selection's choices
 * are kept so they are computed once per click, and the three get the same arrays (equal props downstream).
 */
let last: { view: ActionClixView; legal: readonly ActionClixAction[]; sel: Required<Selection>; chosen: Chosen } | null = null;

function sharedChoices(view: ActionClixView, legal: readonly ActionClixAction[], sel: Required<Selection>): Chosen {
  const l = last;
  if (l !== null && l.view === view && l.legal === legal && l.sel.unit === sel.unit && l.sel.mode === sel.mode && l.sel.gun === sel.gun && l.sel.reinforcement === sel.reinforcement) return l.chosen;
  const choices = choicesOf(view, legal, sel);
  const unit = choices.find((c) => c.role === 'selected')?.unit ?? forcedUnit(view, legal, sel) ?? null;
  const chosen = { choices, unit, mode: modeOf(legal, unit, sel.mode) };
  last = { view, legal, sel, chosen };
  return chosen;
}

export function useActionClix({ view, legal, act, explain }: AcxProps): Acx {
  const selected = useUi(selUnit);
  const wanted = useUi(selMode);
  const gun = useUi(selGun);
  const reinforcement = useUi(selReinforcement);
  const { choices, unit, mode } = useMemo(() => sharedChoices(view, legal, { unit: selected, mode: wanted, gun, reinforcement }), [view, legal, selected, wanted, gun, reinforcement]);
  const send = useCallback(
    (action: ActionClixAction) => {
      uiStore.update({ hover: -1 });
      if (action.type !== 'deploy') uiStore.select(null);
      act(action);
    },
    [act],
  );
  const onChoice = useCallback(
    (c: Choice) => {
      if (c.action !== null) send(c.action);
      else uiStore.select(c.role === 'selected' ? null : (c.unit ?? null));
    },
    [send],
  );
  const onSquare = useCallback(
    (sq: number) => {
      const c = bodyChoice(view, choices, sq) ?? choiceAt(choices, sq);
      const refusal = c === undefined ? refusalAt(view, geoOfView(view), unit, sq) : null;
      if (c !== undefined) onChoice(c);
      else if (refusal !== null) explain(refusal);
      else if (selected !== null) uiStore.select(null);
    },
    [choices, onChoice, selected, view, unit, explain],
  );
  const onPlace = useCallback(
    (board: Place, sq: number) => {
      const c = choiceAt(choices, sq, board);
      if (c !== undefined) onChoice(c);
      else if (selected !== null) uiStore.select(null);
    },
    [choices, onChoice, selected],
  );
  const setMode = useCallback((m: Mode) => uiStore.update({ mode: m }), []);
  const select = useCallback((u: string | null) => uiStore.select(u), []);
  return { choices, unit, mode, onSquare, onPlace, onChoice, setMode, select, send };
}
