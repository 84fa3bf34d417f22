import { useTranslation } from '../i18n/useTranslation';
import { LANGUAGES } from '../../main/contract';
import { chooseLanguage } from '../store/appThunks';
import { useAppDispatch, useAppSelector } from '../store';

/** The compact EN/DE switch shown on the launcher and in the game header. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector((s) => s.settings.language);
  return (
    <div className="lang-toggle" role="radiogroup" aria-label={t('language.label')} data-testid="language-toggle">
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          role="radio"
          aria-checked={language === lang}
          lang={lang}
          title={t(`language.${lang}`)}
          data-testid={`language-${lang}`}
          className="lang-option"
          onClick={() => void dispatch(chooseLanguage(lang))}
        >
          {t(`language.short.${lang}`)}
        </button>
      ))}
    </div>
  );
}
