/** A game's own screen outside a game (Halo TCG's deck builder): its code loads with the game's chunk. */
import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useAppDispatch } from '../store';
import { errorShown, launcherShown } from '../store/uiSlice';
import { usePlugin } from './usePlugin';

export function GameTool({ gameId, tool }: { readonly gameId: string; readonly tool: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loaded = usePlugin(gameId);
  const Screen = loaded.status === 'ready' ? loaded.plugin.tools?.[tool] : undefined;
  useEffect(() => {
    // Home first: a new screen clears the last one's messages, and this one says why we left.
    if (loaded.status === 'failed' || (loaded.status === 'ready' && Screen === undefined)) dispatch(launcherShown({ kind: 'home' }));
    if (loaded.status === 'failed') dispatch(errorShown(loaded.error));
  }, [loaded, Screen, dispatch]);
  return (
    <div className="game-tool" data-testid={`tool-${gameId}-${tool}`}>
      <div className="page-head">
        <button type="button" className="btn btn-ghost" data-testid="tool-back" onClick={() => dispatch(launcherShown({ kind: 'home' }))}>
          ← {t('setup.back')}
        </button>
        <h2 className="page-title">
          <span className="eyebrow">{t(`games.${gameId}.title`)}</span>
          {t(`games.${gameId}.tools.${tool}`)}
        </h2>
      </div>
      {Screen === undefined ? (
        <p className="loading" aria-live="polite">
          {t('app.loading')}
        </p>
      ) : (
        <Screen />
      )}
    </div>
  );
}
