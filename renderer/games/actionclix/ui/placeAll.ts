/**
 * "Place all": every placement the seat at the screen makes in a row (suggest.ts › suggestedPlacements),
 * sent through the shell's `performActions` as one recorded action each, so undo takes them back one by
 * one and the log names each.
 */
import { actionclixEngine, type ActionClixState } from '../../../../engines/actionclix';
import type { AppThunk } from '../../../store';
import { performActions } from '../../../store/gameThunks';
import { runningGame } from '../../../store/running';
import { suggestedPlacements } from '../suggest';
import { uiStore } from './store';

export const placeAllSuggested = (): AppThunk<Promise<boolean>> => async (dispatch) => {
  const running = dispatch(runningGame());
  if (running === undefined || running.game.gameId !== 'actionclix') return false;
  const state = running.game.session.state as ActionClixState;
  const seat = actionclixEngine.activePlayers(state)[0];
  if (seat === undefined) return false;
  const actions = suggestedPlacements(actionclixEngine, state, seat);
  if (actions.length === 0) return false;
  uiStore.update({ hover: -1 });
  uiStore.select(null);
  return dispatch(performActions(actions));
};
