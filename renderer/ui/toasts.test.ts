import { describe, expect, it } from 'vitest';
import { errorShown, gameShown, launcherShown, noticeShown, uiSlice, type UiState } from '../store/uiSlice';
import { fades } from './Toasts';

describe('which errors fade by themselves', () => {
  it.each([
    ['a rules refusal', 'risiko/not-adjacent', true],
    ['an undo refusal', 'core/undo-dice', true],
    ['a name refused', 'name/invisible', true],
    ['a full disk', 'storage/disk-full', false],
    ['a damaged save', 'save/invalid', false],
    ['a file too large', 'file/too-large', false],
    ['the app failing', 'app/crashed', false],
  ])('%s (%s): %s', (_name, code, expected) => expect(fades(code)).toBe(expected));
});

describe('a message stays on the screen it was shown on', () => {
  const reduce = (actions: Parameters<typeof uiSlice.reducer>[1][]): UiState => actions.reduce(uiSlice.reducer, uiSlice.reducer(undefined, { type: 'start' }));
  it.each([
    ['an undo refusal, then back to the launcher', [gameShown(), errorShown({ code: 'core/undo-nothing' }), launcherShown({ kind: 'home' })]],
    ['an error on the home screen, then a game setup', [errorShown({ code: 'storage/unavailable' }), launcherShown({ kind: 'setup', gameId: 'actionclix', seats: null })]],
    ['a notice in the saved games, then a game', [launcherShown({ kind: 'saves' }), noticeShown({ key: 'saves.deleted' }), gameShown()]],
  ])('%s: the next screen starts without it', (_name, actions) => {
    const state = reduce(actions);
    expect(state.error).toBeNull();
    expect(state.notice).toBeNull();
  });

  it('an error shown after the screen changed (why it changed) stays', () => {
    expect(reduce([launcherShown({ kind: 'home' }), errorShown({ code: 'app/load-failed' })]).error).toMatchObject({ code: 'app/load-failed' });
  });
});
