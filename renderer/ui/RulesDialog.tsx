/**
 * A game's rules in short, as a dialog (Escape, the backdrop or the button closes it): one heading and
 * one paragraph per section, read from `<namespace>:<prefix>.<section>.title|body`, the dialog's title
 * and button from `<prefix>.title` and `<prefix>.close`. Any game can show its help with it.
 */
import { useTranslation } from '../i18n/useTranslation';
import { Dialog } from './Dialog';
import './rulesDialog.css';

interface RulesDialogProps {
  readonly namespace: string;
  readonly sections: readonly string[];
  readonly testId: string;
  readonly onClose: () => void;
  readonly prefix?: string;
}

export function RulesDialog({ namespace, sections, testId, onClose, prefix = 'ui.rules' }: RulesDialogProps) {
  const { t } = useTranslation(namespace);
  return (
    <Dialog
      title={t(`${prefix}.title`)}
      testId={testId}
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-primary" data-testid={`${testId}-close`} onClick={onClose}>
          {t(`${prefix}.close`)}
        </button>
      }
    >
      <div className="rules-dialog">
        {sections.map((s) => (
          <section key={s} data-section={s}>
            <h3>{t(`${prefix}.${s}.title`)}</h3>
            <p>{t(`${prefix}.${s}.body`)}</p>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
