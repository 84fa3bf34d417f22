/** The rules in short, in our own words, as a dialog reachable from the panel (Escape or the button closes it). */
import { useTranslation } from '../../../i18n/useTranslation';
import { Dialog } from '../../../ui/Dialog';

export const RULE_SECTIONS = ['goal', 'setup', 'turn', 'move', 'fire', 'grenade', 'knockback', 'tokens', 'respawn', 'board'] as const;

export function Rules({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('actionclix');
  return (
    <Dialog
      title={t('ui.rules.title')}
      testId="acx-rules"
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-primary" data-testid="acx-rules-close" onClick={onClose}>
          {t('ui.rules.close')}
        </button>
      }
    >
      <div className="acx-rules">
        {RULE_SECTIONS.map((s) => (
          <section key={s}>
            <h3>{t(`ui.rules.${s}.title`)}</h3>
            <p>{t(`ui.rules.${s}.body`)}</p>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
