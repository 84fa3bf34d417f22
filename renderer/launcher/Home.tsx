import { useTranslation } from '../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../store';
import { continueAutosave, importSaveFile } from '../store/saveThunks';
import { launcherShown } from '../store/uiSlice';
import { formatDateTime } from '../ui/format';
import { useServices } from '../ui/services';
import { GameCard } from './GameCard';
import { SeatChips } from './SeatChips';

function ContinueCard() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const auto = useAppSelector((s) => s.saves.autosave);
  const language = useAppSelector((s) => s.settings.language);
  const busy = useAppSelector((s) => s.ui.busy);
  if (!auto) return null;
  return (
    <section className="continue-card hud-panel hud-panel--accent" data-testid="continue-card" aria-labelledby="continue-title">
      <h2 id="continue-title" className="eyebrow">
        {t('launcher.continueTitle')}
      </h2>
      <p className="continue-game">{t(`games.${auto.game}.title`, { defaultValue: auto.game })}</p>
      <SeatChips seats={auto.seats} />
      <p className="continue-meta">
        <time dateTime={auto.savedAt}>{formatDateTime(auto.savedAt, language)}</time> · {t('launcher.continueMoves', { count: auto.actions })}
      </p>
      <button type="button" className="btn btn-primary btn-block" data-testid="continue" disabled={busy} onClick={() => void dispatch(continueAutosave())}>
        {t('launcher.continue')}
      </button>
    </section>
  );
}

function SideActions() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const count = useAppSelector((s) => s.saves.list.length);
  return (
    <nav className="side-actions" aria-label={t('saves.title')}>
      <button type="button" className="side-action" data-testid="open-saves" onClick={() => dispatch(launcherShown({ kind: 'saves' }))}>
        <span className="side-action-label">
          {t('launcher.savedGames')}
          {count > 0 && <span className="badge">{count}</span>}
        </span>
        <span className="side-action-hint">{t('launcher.savedGamesHint')}</span>
      </button>
      <button type="button" className="side-action" data-testid="import-save" onClick={() => void dispatch(importSaveFile())}>
        <span className="side-action-label">{t('launcher.importSave')}</span>
        <span className="side-action-hint">{t('launcher.importHint')}</span>
      </button>
    </nav>
  );
}

export function Home() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { games } = useServices();
  return (
    <div className="home">
      <section className="home-games" aria-labelledby="choose-game">
        <h2 id="choose-game" className="section-title">
          {t('launcher.chooseGame')}
        </h2>
        {games.entries.length === 0 ? (
          <div className="empty-state hud-panel" data-testid="no-games">
            <p className="empty-title">{t('launcher.noGames')}</p>
            <p className="empty-hint">{t('launcher.noGamesHint')}</p>
          </div>
        ) : (
          <ul className="game-grid">
            {games.entries.map((entry) => (
              <GameCard
                key={entry.meta.id}
                meta={entry.meta}
                onChoose={() => dispatch(launcherShown({ kind: 'setup', gameId: entry.meta.id, seats: null }))}
                onTool={(tool) => dispatch(launcherShown({ kind: 'tool', gameId: entry.meta.id, tool }))}
              />
            ))}
          </ul>
        )}
      </section>
      <aside className="home-side">
        <ContinueCard />
        <SideActions />
      </aside>
    </div>
  );
}
