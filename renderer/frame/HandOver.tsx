import { useTranslation } from '../i18n/useTranslation';
import type { Seat, SeatInfo } from '../../engines/core';
import { useAppDispatch } from '../store';
import { confirmHandOver } from '../store/gameThunks';

/**
 * Covers the board, panel and log until the named person confirms they sit at the screen. It shows only
 * public facts (the name and colour of the seat), so nothing private is in the DOM before the click.
 */
export function HandOver({ seat, seats }: { readonly seat: Seat; readonly seats: readonly SeatInfo[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const info = seats[seat];
  const name = info?.name ?? `#${seat + 1}`;
  return (
    <section className="handover" data-testid="handover" aria-labelledby="handover-title" style={{ ['--seat' as string]: info?.color ?? '#37d0e0' }}>
      <div className="handover-card hud-panel hud-panel--accent">
        <span className="eyebrow">{t('handover.eyebrow')}</span>
        <span className="handover-badge" aria-hidden="true">
          {seat + 1}
        </span>
        <h2 id="handover-title" className="handover-title" data-testid="handover-title">
          {t('handover.title', { name })}
        </h2>
        <p className="handover-body">{t('handover.body', { name })}</p>
        <button type="button" className="btn btn-primary btn-huge" data-testid="handover-confirm" autoFocus onClick={() => dispatch(confirmHandOver())}>
          {t('handover.confirm', { name })}
        </button>
        <p className="handover-hint">{t('handover.hint')}</p>
      </div>
    </section>
  );
}
