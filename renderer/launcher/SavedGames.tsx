import { useTranslation } from '../i18n/useTranslation';
import type { SaveSummary } from '../../main/contract';
import { useAppDispatch, useAppSelector } from '../store';
import { KEPT_NAME } from '../store/keepUnfinished';
import { askDelete, exportSaved, importSaveFile, loadSaved } from '../store/saveThunks';
import { launcherShown } from '../store/uiSlice';
import { formatDateTime } from '../ui/format';
import { SeatChips } from './SeatChips';

function SaveRow({ save }: { readonly save: SaveSummary }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector((s) => s.settings.language);
  const busy = useAppSelector((s) => s.ui.busy);
  // A game kept when another took the autosave (keepUnfinished.ts) is named in the player's language.
  const kept = save.name === KEPT_NAME;
  const name = kept ? t('saves.inProgress') : save.name;
  return (
    <li className="save-row hud-panel" data-testid="save-row" data-save-id={save.id} data-in-progress={kept}>
      <div className="save-main">
        <span className="save-name" data-testid="save-name">
          {name}
        </span>
        <span className="save-game">{t(`games.${save.game}.title`, { defaultValue: save.game })}</span>
      </div>
      <SeatChips seats={save.seats} />
      <div className="save-when">
        <time dateTime={save.savedAt}>{formatDateTime(save.savedAt, language)}</time>
        <span>{t('saves.moves', { count: save.actions })}</span>
      </div>
      <div className="save-actions">
        <button type="button" className="btn btn-primary" data-testid="save-load" disabled={busy} onClick={() => void dispatch(loadSaved(save.id))}>
          {t('saves.load')}
        </button>
        <button type="button" className="btn" data-testid="save-export" onClick={() => void dispatch(exportSaved(save.id))}>
          {t('saves.export')}
        </button>
        <button type="button" className="btn btn-danger" data-testid="save-delete" onClick={() => dispatch(askDelete(save.id, name))}>
          {t('saves.delete')}
        </button>
      </div>
    </li>
  );
}

export function SavedGames() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const list = useAppSelector((s) => s.saves.list);
  return (
    <section className="saves" data-testid="saved-games" aria-labelledby="saves-title">
      <div className="page-head">
        <button type="button" className="btn btn-ghost" data-testid="saves-back" onClick={() => dispatch(launcherShown({ kind: 'home' }))}>
          ← {t('saves.back')}
        </button>
        <h2 id="saves-title" className="page-title">
          {t('saves.title')}
        </h2>
        <button type="button" className="btn" data-testid="saves-import" onClick={() => void dispatch(importSaveFile())}>
          {t('launcher.importSave')}
        </button>
      </div>
      {list.length === 0 ? (
        <p className="empty-state hud-panel" data-testid="saves-empty">
          {t('saves.empty')}
        </p>
      ) : (
        <ul className="save-list">
          {list.map((save) => (
            <SaveRow key={save.id} save={save} />
          ))}
        </ul>
      )}
    </section>
  );
}
