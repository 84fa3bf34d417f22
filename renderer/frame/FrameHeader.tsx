import { memo, useId, useMemo } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { undoBlocker, type ScreenHolder, type SeatInfo, type Session } from '../../engines/core';
import { useAppDispatch, useAppSelector } from '../store';
import { quitToLauncher, undoLast } from '../store/gameThunks';
import { exportGame } from '../store/saveThunks';
import { peopleAt, withSeatName, type Table } from '../store/table';
import { skippingChanged } from '../store/tableSlice';
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
          {seat === table.computerTurn && (
            <span className="turn-thinking" data-testid="computer-thinking">
              {t('frame.computerMoving')}
            </span>
          )}
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

/** "Skip to my turn" while computers move (with people at the table), and the table's settings. */
function ComputerControls({ playing, skippable }: { readonly playing: boolean; readonly skippable: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const skipping = useAppSelector((s) => s.table.skipping);
  return (
    <>
      {playing && skippable && (
        <button type="button" className="btn" data-testid="skip-to-my-turn" aria-pressed={skipping} title={t('frame.skipTitle')} onClick={() => dispatch(skippingChanged(true))}>
          {t('frame.skip')} <span aria-hidden="true">⏭</span>
        </button>
      )}
      <button type="button" className="btn btn-ghost" data-testid="table-settings-open" title={t('table.title')} aria-label={t('table.title')} onClick={() => dispatch(dialogOpened({ kind: 'table' }))}>
        <span aria-hidden="true">⚙</span>
      </button>
    </>
  );
}

interface FrameHeaderProps {
  readonly gameId: string;
  readonly session: Session;
  readonly screen: ScreenHolder | null;
  readonly seats: readonly SeatInfo[];
  readonly table: Table;
  /** Whether a computer moves now (the stored game's table: the shown one may trail behind an animation). */
  readonly computerMoving: boolean;
  readonly saveName: () => string;
}

export const FrameHeader = memo(function FrameHeader({ gameId, session, screen, seats, table, computerMoving, saveName }: FrameHeaderProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const people = peopleAt(seats, session.record.players).length;
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
        <ComputerControls playing={computerMoving} skippable={people > 0} />
        <UndoButton session={session} screen={screen} seats={seats} />
        <button type="button" className="btn" title={t('frame.saveTitle')} data-testid="save" onClick={() => dispatch(dialogOpened({ kind: 'save' }))}>
          {t('frame.save')}
        </button>
        <button type="button" className="btn" title={t('frame.exportTitle')} data-testid="export" onClick={() => void dispatch(exportGame(saveName()))}>
          {t('frame.export')}
        </button>
        <SoundToggle />
        <LanguageToggle />
        <button type="button" className="btn btn-ghost" title={t('frame.quitTitle')} data-testid="quit" onClick={() => void dispatch(quitToLauncher())}>
          ⌂ {t('frame.quit')}
        </button>
      </div>
    </header>
  );
});
