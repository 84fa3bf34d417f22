import { useTranslation } from '../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../store';
import { refreshSaves } from '../store/saveThunks';
import { launcherShown } from '../store/uiSlice';
import { LanguageToggle } from '../ui/LanguageToggle';
import { ScreenBoundary } from '../ui/ScreenBoundary';
import { Wordmark } from '../ui/Wordmark';
import { GameTool } from './GameTool';
import { Home } from './Home';
import { NewGameSetup } from './NewGameSetup';
import { SavedGames } from './SavedGames';
import './launcher.css';

export function Launcher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const view = useAppSelector((s) => s.ui.launcher);
  const back = () => {
    dispatch(launcherShown({ kind: 'home' }));
    void dispatch(refreshSaves());
  };
  return (
    <div className="launcher" data-testid="launcher">
      <header className="launcher-header">
        <Wordmark />
        <p className="launcher-tagline">{t('app.tagline')}</p>
        <LanguageToggle />
      </header>
      <main id="main" className="launcher-main">
        <ScreenBoundary place="launcher" screenKey={view.kind === 'setup' ? `setup-${view.gameId}` : view.kind === 'tool' ? `tool-${view.gameId}-${view.tool}` : view.kind} onBack={back}>
          {view.kind === 'home' && <Home />}
          {view.kind === 'setup' && <NewGameSetup key={view.gameId} gameId={view.gameId} preset={view.seats} />}
          {view.kind === 'saves' && <SavedGames />}
          {view.kind === 'tool' && <GameTool key={`${view.gameId}-${view.tool}`} gameId={view.gameId} tool={view.tool} />}
        </ScreenBoundary>
      </main>
    </div>
  );
}
