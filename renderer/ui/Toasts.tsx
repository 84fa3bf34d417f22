import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../store';
import { errorDismissed, noticeDismissed } from '../store/uiSlice';
import { useErrorMessage } from './useErrorMessage';

const NOTICE_MS = 4000;

/** The coded error in the player's language (stays until dismissed or the next successful move). */
function ErrorBanner() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const error = useAppSelector((s) => s.ui.error);
  const message = useErrorMessage(error);
  if (!error) return null;
  return (
    <div key={error.id} className="toast toast-error" role="alert" data-testid="error-banner" data-code={error.code}>
      <span className="toast-icon" aria-hidden="true">
        !
      </span>
      <div className="toast-text">
        <strong className="toast-title">{t('errors.title')}</strong>
        <span data-testid="error-message">{message}</span>
      </div>
      <button type="button" className="toast-close" aria-label={t('frame.dismiss')} data-testid="error-dismiss" onClick={() => dispatch(errorDismissed())}>
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
