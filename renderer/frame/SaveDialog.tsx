import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useAppDispatch } from '../store';
import { saveGame } from '../store/saveThunks';
import { dialogClosed } from '../store/uiSlice';
import { Dialog } from '../ui/Dialog';

export function SaveDialog({ defaultName }: { readonly defaultName: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [name, setName] = useState(defaultName);
  const close = () => dispatch(dialogClosed());
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
          <button type="submit" form="save-form" className="btn btn-primary" data-testid="save-confirm" disabled={name.trim() === ''}>
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
          <input className="input" value={name} maxLength={120} data-testid="save-name-input" onChange={(e) => setName(e.target.value)} onFocus={(e) => e.target.select()} />
        </label>
      </form>
    </Dialog>
  );
}
