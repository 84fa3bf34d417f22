/** Everyone at the table: faction, colour, territories, units, cards, objectives done, eliminated. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatInfo } from '../../../../engines/core';
import type { RisikoView } from '../../../../engines/risiko';
import { FACTION_COLOURS } from '../board/colour';

function PlayerRow({ view, seats, seat }: { readonly view: RisikoView; readonly seats: readonly SeatInfo[]; readonly seat: number }) {
  const { t } = useTranslation('risiko');
  const p = view.players[seat];
  if (p === undefined) return null;
  const classes = [p.eliminated ? 'is-out' : '', view.current === seat ? 'is-turn' : '', view.active.includes(seat) ? 'is-active' : ''].filter(Boolean).join(' ');
  return (
    <tr className={classes} data-testid={`risiko-player-${seat}`}>
      <th scope="row">
        <span className="seat-dot" style={{ background: seats[seat]?.color }} aria-hidden="true" />
        <span className="rk-player-name">{seats[seat]?.name}</span>
        <span className="rk-faction" style={{ color: FACTION_COLOURS[p.faction] }}>
          {t(`factions.${p.faction}`)}
          {view.mode === 'team-objective' ? ` · ${t('ui.players.team', { n: p.team + 1 })}` : ''}
        </span>
        {p.eliminated && <span className="rk-out">{t('ui.players.eliminated')}</span>}
      </th>
      <td data-testid={`risiko-territories-${seat}`}>{p.territories}</td>
      <td>{p.units}</td>
      <td>{p.handCount + p.capturedCount}</td>
      {view.mode !== 'slayer' && <td>{p.completed.length}</td>}
    </tr>
  );
}

/** Memoised: it depends on the view only. */
export const Players = memo(function Players({ view, seats }: { readonly view: RisikoView; readonly seats: readonly SeatInfo[] }) {
  const { t } = useTranslation('risiko');
  const order = [...view.order];
  return (
    <section className="rk-section" aria-labelledby="rk-players-title">
      <h3 id="rk-players-title" className="field-label">
        {t('ui.players.title')}
      </h3>
      <table className="rk-players" data-testid="risiko-players">
        <thead>
          <tr>
            <th scope="col">{t('ui.players.player')}</th>
            <th scope="col" title={t('ui.players.territories')}>
              ⬡
            </th>
            <th scope="col" title={t('ui.players.units')}>
              ♟
            </th>
            <th scope="col" title={t('ui.players.cards')}>
              ▤
            </th>
            {view.mode !== 'slayer' && (
              <th scope="col" title={t('ui.players.objectives')}>
                ★
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {order.map((seat) => (
            <PlayerRow key={seat} view={view} seats={seats} seat={seat} />
          ))}
        </tbody>
      </table>
    </section>
  );
});
