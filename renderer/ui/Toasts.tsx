import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../store';
import { errorDismissed, noticeDismissed } from '../store/uiSlice';
import { useErrorMessage } from './useErrorMessage';

const NOTICE_MS = 4000;
/** A refusal of a click is read in a few seconds; it then fades, as a notice does. */
export const REFUSAL_MS = 8000;
/** Messages about the player's stored games stay until dismissed: they may need an answer (free space, a backup). */
const LASTING = new Set(['storage', 'save', 'file', 'app']);

/** Whether an error needs no answer and fades by itself (a rules or undo refusal), rather than waiting to be dismissed. */
export function fades(code: string): boolean {
  return !LASTING.has(code.slice(0, code.indexOf('/')));
}

/** Dismisses after `ms` unless held (the pointer or focus is on the message, so it is being read). */
function useFade(active: boolean, ms: number, dismiss: () => void): { hold: (held: boolean) => void } {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!active || held) return;
    const timer = setTimeout(dismiss, ms);
    return () => clearTimeout(timer);
  }, [active, held, ms, dismiss]);
  return { hold: setHeld };
}

/** The coded error in the player's language: a refusal fades, a storage problem stays until dismissed. */
function ErrorBanner() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const error = useAppSelector((s) => s.ui.error);
  const message = useErrorMessage(error);
  const dismiss = useCallback(() => dispatch(errorDismissed()), [dispatch]);
  const { hold } = useFade(error !== null && fades(error.code), REFUSAL_MS, dismiss);
  if (!error) return null;
  return (
    <div
      key={error.id}
      className="toast toast-error"
      role="alert"
      data-testid="error-banner"
      data-code={error.code}
      data-fades={fades(error.code)}
      onPointerEnter={() => hold(true)}
      onPointerLeave={() => hold(false)}
      onFocus={() => hold(true)}
      onBlur={() => hold(false)}
    >
      <span className="toast-icon" aria-hidden="true">
        !
      </span>
      <div className="toast-text">
        <strong className="toast-title">{t('errors.title')}</strong>
        <span data-testid="error-message">{message}</span>
      </div>
      <button type="button" className="toast-close" aria-label={t('frame.dismiss')} data-testid="error-dismiss" onClick={dismiss}>
        ×
      </button>
    </div>
  );
}

function NoticeToast() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notice = useAppSelector((s) => s.ui.notice);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => dispatch(noticeDismissed()), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, dispatch]);
  if (!notice) return null;
  return (
    <div key={notice.id} className="toast toast-notice" role="status" data-testid="notice">
      <span className="toast-icon" aria-hidden="true">
        ✓
      </span>
      <div className="toast-text">{t(notice.key, notice.params)}</div>
      <button type="button" className="toast-close" aria-label={t('frame.dismiss')} onClick={() => dispatch(noticeDismissed())}>
        ×
      </button>
    </div>
  );
}

export function Toasts() {
  return (
    <div className="toasts">
      <ErrorBanner />
      <NoticeToast />
    </div>
  );
}
