import { useTranslation } from '../i18n/useTranslation';
import type { Outcome, SeatInfo } from '../../engines/core';
import type { GameStats, StatId } from '../games/types';
import { outcomeMessageKey } from '../i18n/errors';
import { useAppDispatch, useAppSelector } from '../store';
import { quitToLauncher, rematch } from '../store/gameThunks';
import type { FactionId } from '../ui/art';
import { FactionEmblem } from '../ui/Emblem';
import { formatNames } from '../ui/format';
import { averageRoll, type GameHistory, type Totals } from './history';
import { SeriesChart } from './SeriesChart';

/** Columns of the statistics table, shown when any seat has a number in them. */
const COLUMNS: readonly StatId[] = ['battlesWon', 'conquests', 'objectives', 'eliminations'];

interface OutcomeProps {
  readonly gameId: string;
  readonly outcome: Outcome;
  readonly seats: readonly SeatInfo[];
  /** How the game went (null while it could not be replayed). */
  readonly history: GameHistory | null;
  readonly stats: GameStats<unknown> | undefined;
  /** Opens the replay at a state index (0: the start; the final turn's start). */
  readonly onReplay: (at: number) => void;
  readonly finalTurn: number;
  /** Each seat's faction (its emblem crowns the winner), when the game has factions. */
  readonly factions: readonly (FactionId | null)[];
}

function Headline({ outcome, seats, factions }: { readonly outcome: Outcome; readonly seats: readonly SeatInfo[]; readonly factions: readonly (FactionId | null)[] }) {
  const { t } = useTranslation();
  const language = useAppSelector((s) => s.settings.language);
  const winners = outcome.winners.map((seat) => seats[seat]).filter((s): s is SeatInfo => s !== undefined);
  const headline =
    winners.length === 0
      ? t('outcome.draw')
      : winners.length === 1
        ? t('outcome.winner', { name: winners[0]?.name })
        : t('outcome.winners', { names: formatNames(winners.map((w) => w.name), language) });
  return (
    <>
      <div className="outcome-crest" aria-hidden="true">
        {outcome.winners.map((seat) => {
          const colour = seats[seat]?.color ?? '#fff';
          const faction = factions[seat] ?? null;
          return faction ? (
            <span key={seat} className="outcome-emblem" style={{ ['--seat' as string]: colour }}>
              <FactionEmblem faction={faction} colour={colour} size={64} />
            </span>
          ) : (
            <span key={seat} className="outcome-dot" style={{ background: colour }} />
          );
        })}
      </div>
      <h2 id="outcome-title" className={winners.length === 1 ? 'outcome-title is-coloured' : 'outcome-title'} data-testid="outcome-winners" style={{ ['--winner' as string]: winners[0]?.color }}>
        {headline}
      </h2>
    </>
  );
}

function StatsTable({ seats, totals, winners }: { readonly seats: readonly SeatInfo[]; readonly totals: readonly Totals[]; readonly winners: readonly number[] }) {
  const { t } = useTranslation();
  const language = useAppSelector((s) => s.settings.language);
  const decimals = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const columns = COLUMNS.filter((c) => totals.some((x) => x[c] > 0));
  const rolled = totals.some((x) => x.dice > 0);
  return (
    <table className="outcome-stats" data-testid="outcome-stats">
      <thead>
        <tr>
          <th scope="col">{t('outcome.player')}</th>
          {columns.map((c) => (
            <th key={c} scope="col">
              {t(`outcome.stat.${c}`)}
            </th>
          ))}
          {rolled && (
            <th scope="col" title={t('outcome.stat.averageRollHint')}>
              {t('outcome.stat.averageRoll')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {seats.map((seat, i) => {
          const avg = totals[i] ? averageRoll(totals[i]) : null;
          return (
            <tr key={i} className={winners.includes(i) ? 'is-winner' : undefined} data-testid="outcome-stats-row">
              <th scope="row">
                <span className="seat-dot" style={{ background: seat.color }} aria-hidden="true" /> {seat.name}
              </th>
              {columns.map((c) => (
                <td key={c}>{totals[i]?.[c] ?? 0}</td>
              ))}
              {rolled && <td className={avg === null ? undefined : avg >= 3.5 ? 'is-lucky' : 'is-unlucky'}>{avg === null ? '–' : decimals.format(avg)}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The victory screen: the winner in their colour, how the game went, and the way back into it. */
export function OutcomeScreen({ gameId, outcome, seats, history, stats, onReplay, finalTurn, factions }: OutcomeProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const reason = outcomeMessageKey(gameId, outcome.reason);
  const seriesName = stats ? t(`outcome.series.${stats.series}`) : '';
  return (
    <div className="backdrop outcome-backdrop">
      <section className="outcome hud-panel hud-panel--accent" role="dialog" aria-modal="true" aria-labelledby="outcome-title" data-testid="outcome">
        <span className="eyebrow">{t('outcome.title')}</span>
        <Headline outcome={outcome} seats={seats} factions={factions} />
        <p className="outcome-reason" data-testid="outcome-reason">
          {t(reason.key, { ns: reason.ns, defaultValue: outcome.reason })}
        </p>
        {!history && stats && (
          <p className="outcome-counting" aria-live="polite">
            {t('outcome.counting')}
          </p>
        )}
        {history && stats && (
          <div className="outcome-story">
            <figure className="outcome-figure">
              <figcaption className="field-label">{seriesName}</figcaption>
              <SeriesChart series={history.series} seats={seats} label={seriesName} axisLabel={t('outcome.moves', { count: history.events.length })} winners={outcome.winners} />
            </figure>
            <StatsTable seats={seats} totals={history.totals} winners={outcome.winners} />
          </div>
        )}
        <div className="outcome-actions">
          <button type="button" className="btn btn-primary btn-large" data-testid="outcome-new-game" autoFocus onClick={() => void dispatch(rematch())}>
            {t('outcome.newGame')}
          </button>
          {history && (
            <>
              <button type="button" className="btn btn-large" data-testid="outcome-replay" onClick={() => onReplay(0)}>
                ▶ {t('outcome.replay')}
              </button>
              <button type="button" className="btn btn-large" data-testid="outcome-final-turn" onClick={() => onReplay(finalTurn)}>
                ⟲ {t('outcome.finalTurn')}
              </button>
            </>
          )}
          <button type="button" className="btn btn-large btn-ghost" data-testid="outcome-launcher" onClick={() => void dispatch(quitToLauncher())}>
            {t('outcome.launcher')}
          </button>
        </div>
      </section>
    </div>
  );
}
