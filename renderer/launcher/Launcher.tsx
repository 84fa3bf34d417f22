import { useTranslation } from '../i18n/useTranslation';
import { useAppSelector } from '../store';
import { LanguageToggle } from '../ui/LanguageToggle';
import { Wordmark } from '../ui/Wordmark';
import { Home } from './Home';
import { NewGameSetup } from './NewGameSetup';
import { SavedGames } from './SavedGames';
import './launcher.css';

export function Launcher() {
  const { t } = useTranslation();
  const view = useAppSelector((s) => s.ui.launcher);
  return (
    <div className="launcher" data-testid="launcher">
      <header className="launcher-header">
        <Wordmark />
        <p className="launcher-tagline">{t('app.tagline')}</p>
        <LanguageToggle />
      </header>
      <main id="main" className="launcher-main">
        {view.kind === 'home' && <Home />}
        {view.kind === 'setup' && <NewGameSetup key={view.gameId} gameId={view.gameId} preset={view.seats} />}
        {view.kind === 'saves' && <SavedGames />}
      </main>
    </div>
  );
}
