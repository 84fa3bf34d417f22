/** The rules in short, in our own words, as a dialog reachable from the panel (Escape or the button closes it). */
import { useTranslation } from '../../../i18n/useTranslation';
import { Dialog } from '../../../ui/Dialog';

export const RULE_SECTIONS = ['goal', 'setup', 'turn', 'move', 'fire', 'grenade', 'knockback', 'tokens', 'respawn', 'board'] as const;
/** The Scarab scenario's page, shown before the basic rules in a Scarab game. */
export const SCARAB_RULE_SECTIONS = ['goal', 'sides', 'dials', 'turn', 'reinforcements', 'fire', 'attack', 'top', 'inside'] as const;

export function Rules({ onClose, scarab = false }: { onClose: () => void; scarab?: boolean }) {
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
        {scarab && (
          <div className="acx-rules-scarab" data-testid="acx-rules-scarab">
            <h2>{t('ui.scarab.rules.title')}</h2>
            {SCARAB_RULE_SECTIONS.map((s) => (
              <section key={s}>
                <h3>{t(`ui.scarab.rules.${s}.title`)}</h3>
                <p>{t(`ui.scarab.rules.${s}.body`)}</p>
              </section>
            ))}
            <h2>{t('ui.rules.title')}</h2>
          </div>
        )}
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
