/**
 * The standings strip above the board (the frame's Standings slot, always in view; UX rule 5): a block per
 * player with colour, team, kill points, units on the battlefield, grenades and upgrades, the active player
 * marked.
 */
import { useTranslation } from '../../i18n/useTranslation';
import type { AcxProps } from './ui/useActionClix';

/** Memoised by the catalog like the Board and Panel: it changes with the view only. */
export function ActionClixStandings({ view, seats }: AcxProps) {
  const { t } = useTranslation('actionclix');
  const active = view.turn?.seat ?? null;
  return (
    <section className="acx-standings hud-panel" aria-label={t('ui.playersTitle')} data-testid="acx-standings">
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
    </section>
  );
}
