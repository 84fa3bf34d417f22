import { memo, useId, useMemo } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { undoBlocker, type ScreenHolder, type SeatInfo, type Session } from '../../engines/core';
import { useAppDispatch } from '../store';
import { quitToLauncher, undoLast } from '../store/gameThunks';
import { exportGame } from '../store/saveThunks';
import { withSeatName, type Table } from '../store/table';
import { dialogOpened } from '../store/uiSlice';
import { LanguageToggle } from '../ui/LanguageToggle';
import { SoundToggle } from '../ui/SoundToggle';
import { useErrorMessage } from '../ui/useErrorMessage';
import { Wordmark } from '../ui/Wordmark';

function TurnIndicator({ table, seats }: { readonly table: Table; readonly seats: readonly SeatInfo[] }) {
  const { t } = useTranslation();
  if (table.outcome) {
    return (
      <div className="turn-indicator is-over" data-testid="turn-indicator">
        {t('frame.gameOver')}
      </div>
    );
  }
  return (
    <div className="turn-indicator" data-testid="turn-indicator" aria-live="polite">
      <span className="turn-label">{t('frame.turn')}</span>
      {table.active.map((seat) => (
        <span key={seat} className="turn-seat" style={{ ['--seat' as string]: seats[seat]?.color }}>
          <span className="seat-dot" aria-hidden="true" />
          <span data-testid="turn-name">{seats[seat]?.name}</span>
        </span>
      ))}
    </div>
  );
}

/** Undo stays clickable when refused: the click (or hover) says why, in the player's language. */
function UndoButton({ session, screen, seats }: { readonly session: Session; readonly screen: ScreenHolder | null; readonly seats: readonly SeatInfo[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const blocker = useMemo(() => {
    const result = undoBlocker(session, screen);
    return result.ok ? result : { ok: false as const, error: withSeatName(result.error, seats) };
  }, [session, screen, seats]);
  const reason = useErrorMessage(blocker.ok ? null : blocker.error);
  const reasonId = useId();
  return (
    <>
      <button
        type="button"
        className={blocker.ok ? 'btn' : 'btn is-blocked'}
        title={blocker.ok ? t('frame.undoTitle') : reason}
        aria-describedby={blocker.ok ? undefined : reasonId}
        data-testid="undo"
        data-blocked={blocker.ok ? undefined : blocker.error.code}
        onClick={() => void dispatch(undoLast())}
      >
        <span aria-hidden="true">↶</span> {t('frame.undo')}
      </button>
      {!blocker.ok && (
        <span id={reasonId} className="visually-hidden">
          {reason}
        </span>
      )}
    </>
  );
}

/** The table's settings (computers' pace, covers before automatic passes). */
function TableSettingsButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <button type="button" className="btn btn-ghost icon-btn-svg" data-testid="table-settings-open" title={t('table.title')} aria-label={t('table.title')} onClick={() => dispatch(dialogOpened({ kind: 'table' }))}>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
        <circle cx="16" cy="7" r="2.2" />
        <circle cx="8" cy="17" r="2.2" />
      </svg>
    </button>
  );
}

interface FrameHeaderProps {
  readonly gameId: string;
  readonly session: Session;
  readonly screen: ScreenHolder | null;
  readonly seats: readonly SeatInfo[];
  readonly table: Table;
  readonly saveName: () => string;
}

export const FrameHeader = memo(function FrameHeader({ gameId, session, screen, seats, table, saveName }: FrameHeaderProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <header className="frame-header">
      <div className="frame-brand">
        <Wordmark size="small" />
        <h1 className="frame-title" data-testid="game-title">
          {t(`games.${gameId}.title`)}
        </h1>
      </div>
      <TurnIndicator table={table} seats={seats} />
      <div className="frame-actions">
        <UndoButton session={session} screen={screen} seats={seats} />
        <button type="button" className="btn" title={t('frame.saveTitle')} data-testid="save" onClick={() => dispatch(dialogOpened({ kind: 'save' }))}>
          {t('frame.save')}
        </button>
        <button type="button" className="btn" title={t('frame.exportTitle')} data-testid="export" onClick={() => void dispatch(exportGame(saveName()))}>
          {t('frame.export')}
        </button>
        <TableSettingsButton />
        <SoundToggle />
        <LanguageToggle />
        <button type="button" className="btn btn-ghost" title={t('frame.quitTitle')} data-testid="quit" onClick={() => void dispatch(quitToLauncher())}>
          ⌂ {t('frame.quit')}
        </button>
      </div>
    </header>
  );
});
