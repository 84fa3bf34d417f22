import { useTranslation } from '../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../store';
import { chooseCoverAutoPasses, choosePace } from '../store/tableThunks';
import { BOT_PACES } from '../store/tableSlice';
import { dialogClosed } from '../store/uiSlice';
import { Dialog } from '../ui/Dialog';
import { ChoicePicker } from '../ui/pickers/ChoicePicker';

interface TableSettingsProps {
  /** Whether computers play at this table (the pace is offered only then). */
  readonly computers: boolean;
  /** Whether several people share the screen in a game with secrets (the cover option is offered only then). */
  readonly covers: boolean;
}

/** The table's settings: how fast computers move, and whether automatic passes get a hand-over screen. */
export function TableSettingsDialog({ computers, covers }: TableSettingsProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { pace, coverAutoPasses } = useAppSelector((s) => s.table);
  const close = () => dispatch(dialogClosed());
  return (
    <Dialog
      title={t('table.title')}
      testId="table-settings"
      onClose={close}
      actions={
        <button type="button" className="btn btn-primary" data-testid="table-settings-close" onClick={close}>
          {t('table.done')}
        </button>
      }
    >
      {computers && (
        <div className="field">
          <span className="field-label">{t('table.pace')}</span>
          <ChoicePicker
            label={t('table.pace')}
            value={pace}
            choices={BOT_PACES}
            onChange={(p) => void dispatch(choosePace(p))}
            render={(p) => t(`table.paces.${p}`)}
            testId={(p) => `table-pace-${p}`}
            className="segmented"
            itemClassName="segmented-item"
          />
          <span className="field-hint">{t('table.paceHint')}</span>
        </div>
      )}
      <label className="field field-check">
        <span className="check-row">
          <input type="checkbox" checked={coverAutoPasses} data-testid="table-cover-auto-passes" onChange={(e) => void dispatch(chooseCoverAutoPasses(e.target.checked))} />
          <span className="check-label">{t('table.coverAutoPasses')}</span>
        </span>
        <span className="field-hint">{t(covers ? 'table.coverAutoPassesHint' : 'table.coverAutoPassesIdle')}</span>
      </label>
    </Dialog>
  );
}
