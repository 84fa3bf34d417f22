import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from './i18n/useTranslation';
import { Launcher } from './launcher/Launcher';
import { useAppDispatch, useAppSelector } from './store';
import { menuCommand } from './store/appThunks';
import { quitToLauncher } from './store/gameThunks';
import { deleteSaved } from './store/saveThunks';
import { dialogClosed, errorDismissed } from './store/uiSlice';
import { Dialog } from './ui/Dialog';
import { ScreenBoundary } from './ui/ScreenBoundary';
import { useHotkeys } from './ui/hotkeys';
import { useServices } from './ui/services';
import { Toasts } from './ui/Toasts';

/** The frame (with Konva) is its own chunk: the launcher starts without the canvas code. */
const GameFrame = lazy(() => import('./frame/GameFrame').then((m) => ({ default: m.GameFrame })));

function ConfirmDelete({ id, name }: { readonly id: string; readonly name: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const close = () => dispatch(dialogClosed());
  return (
    <Dialog
      title={t('saves.deleteTitle')}
      testId="confirm-delete"
      onClose={close}
      actions={
        <>
          <button type="button" className="btn btn-ghost" data-testid="confirm-delete-cancel" onClick={close}>
            {t('saves.cancel')}
          </button>
          <button type="button" className="btn btn-danger" data-testid="confirm-delete-ok" onClick={() => void dispatch(deleteSaved(id, name))}>
            {t('saves.delete')}
          </button>
        </>
      }
    >
      <p>{t('saves.confirmDelete', { name })}</p>
    </Dialog>
  );
}

/** Native menu commands (Electron); the browser host's subscription is a no-op. */
function useMenuCommands(): void {
  const { host } = useServices();
  const dispatch = useAppDispatch();
  useEffect(() => host.onMenuCommand((command) => void dispatch(menuCommand(command))), [host, dispatch]);
}

export function App() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const screen = useAppSelector((s) => s.ui.screen);
  const hasGame = useAppSelector((s) => s.game.current !== null);
  const dialog = useAppSelector((s) => s.ui.dialog);
  const error = useAppSelector((s) => s.ui.error);
  useMenuCommands();
  useHotkeys(
    {
      Escape: () => {
        if (dialog) dispatch(dialogClosed());
        else if (error) dispatch(errorDismissed());
        else return false;
      },
    },
    { whileTyping: ['Escape'] },
  );
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {screen === 'game' && hasGame ? (
        <ScreenBoundary place="game" screenKey="game" onBack={() => void dispatch(quitToLauncher({ kind: 'home' }))}>
          <Suspense fallback={<p className="loading">{t('app.loading')}</p>}>
            <GameFrame />
          </Suspense>
        </ScreenBoundary>
      ) : (
        <Launcher />
      )}
      {dialog?.kind === 'confirm-delete' && <ConfirmDelete id={dialog.id} name={dialog.name} />}
      <Toasts />
    </>
  );
}
