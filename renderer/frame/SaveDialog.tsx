import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useAppDispatch } from '../store';
import { saveGame } from '../store/saveThunks';
import { dialogClosed } from '../store/uiSlice';
import { Dialog } from '../ui/Dialog';
import { useErrorMessage } from '../ui/useErrorMessage';
import { cleanName, NAME_LIMITS, normaliseName } from '../../engines/core';

export function SaveDialog({ defaultName }: { readonly defaultName: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [name, setName] = useState(defaultName);
  const close = () => dispatch(dialogClosed());
  const checked = normaliseName(name, NAME_LIMITS.save);
  // Nothing typed yet is no error worth a message; a name of invisible characters is.
  const problem = useErrorMessage(!checked.ok && cleanName(name) !== '' ? checked.error : null);
  return (
    <Dialog
      title={t('frame.saveDialogTitle')}
      testId="save-dialog"
      onClose={close}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={close}>
            {t('frame.cancel')}
          </button>
          <button type="submit" form="save-form" className="btn btn-primary" data-testid="save-confirm" disabled={!checked.ok}>
            {t('frame.saveConfirm')}
          </button>
        </>
      }
    >
      <form
        id="save-form"
        onSubmit={(e) => {
          e.preventDefault();
          void dispatch(saveGame(name));
        }}
      >
        <label className="field">
          <span className="field-label">{t('frame.saveName')}</span>
          <input
            className="input"
            value={name}
            maxLength={NAME_LIMITS.save}
            data-testid="save-name-input"
            aria-invalid={problem !== ''}
            aria-describedby={problem === '' ? undefined : 'save-name-error'}
            onChange={(e) => setName(e.target.value)}
            onFocus={(e) => e.target.select()}
          />
        </label>
        {problem !== '' && (
          <p className="field-error" id="save-name-error" data-testid="save-name-error">
            {problem}
          </p>
        )}
      </form>
    </Dialog>
  );
}
