import { useTranslation } from '../i18n/useTranslation';

/** Our own wordmark, set in CSS type (no logo artwork). */
export function Wordmark({ size = 'large' }: { readonly size?: 'large' | 'small' }) {
  const { t } = useTranslation();
  return (
    <div className={`wordmark wordmark-${size}`} role="img" aria-label={t('app.title')} data-testid="wordmark">
      <span className="wordmark-top" aria-hidden="true">
        {t('app.wordmarkTop')}
      </span>
      <span className="wordmark-bottom" aria-hidden="true">
        {t('app.wordmarkBottom')}
      </span>
    </div>
  );
}
