/** A block per player (UX rule 5): colour, kill points, units on the battlefield and down, the active player marked. */
import { memo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { SeatInfo } from '../../../../engines/core';
import type { ActionClixView } from '../../../../engines/actionclix';

export const Players = memo(function Players({ view, seats }: { readonly view: ActionClixView; readonly seats: readonly SeatInfo[] }) {
  const { t } = useTranslation('actionclix');
  const active = view.turn?.seat ?? null;
  return (
    <ol className="acx-players" data-testid="acx-players">
      {seats.map((s, seat) => {
        const mine = view.units.filter((u) => u.seat === seat);
        // In the Scarab scenario units on top of it and inside it are in play too.
        const onMap = mine.filter((u) => u.status === 'map' || u.status === 'top' || u.status === 'inside');
        const grenades = onMap.reduce((n, u) => n + u.grenades, 0);
        const upgrades = onMap.reduce((n, u) => n + u.upgrades, 0);
        const team = view.seats[seat]?.team ?? seat;
        return (
          <li key={seat} className={seat === active ? 'acx-player is-active' : 'acx-player'} style={{ ['--seat' as string]: s.color }} data-testid={`acx-player-${seat}`}>
            <span className="acx-player-name">{s.name}</span>
            {view.options.teams === 'pairs' && <span className="acx-chip">{t('ui.team', { n: team + 1 })}</span>}
            <span className="acx-chip" title={t('ui.killsTitle')} data-testid={`acx-kills-${seat}`}>
              ☠ {view.teamKills[team] ?? 0}/{view.options.killsToWin}
            </span>
            <span className="acx-chip" title={t('ui.unitsTitle')}>
              {t('ui.unitsOnMap', { count: onMap.length })}
            </span>
            <span className="acx-chip" title={t('ui.grenadesTitle')}>
              ● {grenades}
            </span>
            <span className="acx-chip" title={t('ui.upgradesTitle')}>
              ★ {upgrades}
            </span>
          </li>
        );
      })}
    </ol>
  );
});
