/**
 * During the setup the screen passes from player to player after every placement, without the hand-over
 * screen (see `showsSecrets`), so the viewer's cards stay covered until that person asks to see them.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { Seat } from '../../../../engines/core';
import type { RisikoView } from '../../../../engines/risiko';

/** Whether this view shows the viewer's cards on its own: always, except while pieces are being set up. */
export function showsSecrets(view: RisikoView): boolean {
  return !view.phase.kind.startsWith('setup');
}

interface SecretsProps {
  readonly view: RisikoView;
  readonly viewer: Seat | null;
  readonly children: ReactNode;
}

export function Secrets({ view, viewer, children }: SecretsProps) {
  const { t } = useTranslation('risiko');
  const [shownTo, setShownTo] = useState<Seat | null>(null);
  if (view.you === null || showsSecrets(view)) return children;
  if (shownTo === viewer) {
    return (
      <>
        <button type="button" className="btn btn-ghost rk-secrets-toggle" data-testid="risiko-secrets-hide" onClick={() => setShownTo(null)}>
          {t('ui.secrets.hide')}
        </button>
        {children}
      </>
    );
  }
  return (
    <section className="rk-section rk-secrets" data-testid="risiko-secrets">
      <p className="rk-note">{t('ui.secrets.hidden')}</p>
      <button type="button" className="btn rk-secrets-toggle" data-testid="risiko-secrets-show" onClick={() => setShownTo(viewer)}>
        {t('ui.secrets.show')}
      </button>
    </section>
  );
}
