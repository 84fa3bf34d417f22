import { useTranslation } from '../i18n/useTranslation';
import type { Outcome, SeatInfo } from '../../engines/core';
import { outcomeMessageKey } from '../i18n/errors';
import { useAppDispatch, useAppSelector } from '../store';
import { quitToLauncher, rematch } from '../store/gameThunks';
import { formatNames } from '../ui/format';

export function OutcomeScreen({ gameId, outcome, seats }: { readonly gameId: string; readonly outcome: Outcome; readonly seats: readonly SeatInfo[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector((s) => s.settings.language);
  const winners = outcome.winners.map((seat) => seats[seat]).filter((s): s is SeatInfo => s !== undefined);
  const headline =
    winners.length === 0
      ? t('outcome.draw')
      : winners.length === 1
        ? t('outcome.winner', { name: winners[0]?.name })
        : t('outcome.winners', { names: formatNames(winners.map((w) => w.name), language) });
  const reason = outcomeMessageKey(gameId, outcome.reason);
  return (
    <div className="backdrop outcome-backdrop">
      <section className="outcome hud-panel hud-panel--accent" role="dialog" aria-modal="true" aria-labelledby="outcome-title" data-testid="outcome">
        <span className="eyebrow">{t('outcome.title')}</span>
        <div className="outcome-crest" aria-hidden="true">
          {winners.map((w, i) => (
            <span key={i} className="outcome-dot" style={{ background: w.color }} />
          ))}
        </div>
        <h2 id="outcome-title" className="outcome-title" data-testid="outcome-winners">
          {headline}
        </h2>
        <p className="outcome-reason" data-testid="outcome-reason">
          {t(reason.key, { ns: reason.ns, defaultValue: outcome.reason })}
        </p>
        <div className="outcome-actions">
          <button type="button" className="btn btn-primary btn-large" data-testid="outcome-new-game" autoFocus onClick={() => void dispatch(rematch())}>
            {t('outcome.newGame')}
          </button>
          <button type="button" className="btn btn-large" data-testid="outcome-launcher" onClick={() => void dispatch(quitToLauncher())}>
            {t('outcome.launcher')}
          </button>
        </div>
      </section>
    </div>
  );
}
