/**
 * A game's rules in short, as a dialog (Escape, the backdrop or the button closes it): one heading and
 * one paragraph per section, read from `<namespace>:<prefix>.<section>.title|body`, the dialog's title
 * and button from `<prefix>.title` and `<prefix>.close`. Any game can show its help with it.
 *
 * `before` puts other pages first (a scenario's own rules before the basic ones): each is headed by its
 * `<prefix>.title`, and the main sections are then headed by theirs.
 */
import { useTranslation } from '../i18n/useTranslation';
import { Dialog } from './Dialog';
import './rulesDialog.css';

type Translate = ReturnType<typeof useTranslation>['t'];

/** One page of rules: the sections under a key prefix. */
export interface RulesPage {
  readonly prefix: string;
  readonly sections: readonly string[];
  readonly testId?: string;
}

interface RulesDialogProps {
  readonly namespace: string;
  readonly sections: readonly string[];
  readonly testId: string;
  readonly onClose: () => void;
  readonly prefix?: string;
  readonly before?: readonly RulesPage[];
}

function Page({ t, page, headed }: { readonly t: Translate; readonly page: RulesPage; readonly headed: boolean }) {
  return (
    <div className="rules-page" data-testid={page.testId}>
      {headed && <h2>{t(`${page.prefix}.title`)}</h2>}
      {page.sections.map((s) => (
        <section key={s} data-section={s}>
          <h3>{t(`${page.prefix}.${s}.title`)}</h3>
          <p>{t(`${page.prefix}.${s}.body`)}</p>
        </section>
      ))}
    </div>
  );
}

export function RulesDialog({ namespace, sections, testId, onClose, prefix = 'ui.rules', before = [] }: RulesDialogProps) {
  const { t } = useTranslation(namespace);
  const headed = before.length > 0;
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
        {before.map((page) => (
          <Page key={page.prefix} t={t} page={page} headed />
        ))}
        <Page t={t} page={{ prefix, sections }} headed={headed} />
      </div>
    </Dialog>
  );
}
