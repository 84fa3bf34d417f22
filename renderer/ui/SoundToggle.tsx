import { useTranslation } from '../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../store';
import { setMuted } from '../store/appThunks';

/** Sound on or off, remembered in the settings (a speaker, struck through when muted). */
export function SoundToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const muted = useAppSelector((s) => s.settings.muted);
  const label = muted ? t('frame.soundOn') : t('frame.soundOff');
  return (
    <button type="button" className="btn btn-ghost sound-toggle" aria-pressed={muted} aria-label={t('frame.mute')} title={label} data-testid="sound-toggle" onClick={() => void dispatch(setMuted(!muted))}>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {muted ? <path d="M16 9l5 6M21 9l-5 6" /> : <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />}
      </svg>
    </button>
  );
}
