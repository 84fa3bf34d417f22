/**
 * The chosen unit's card: portrait, name, faction, the stat slot of its current click, where it stands on
 * its dial, tokens, abilities, and the ability an Upgrade token unlocks (active while the unit holds one).
 */
import { memo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ABILITY_COLOURS, rosterUnit, type Click, type UnitView } from '../../../../engines/actionclix';
import { PORTRAIT_COLOURS, PORTRAIT_IDS, portraitOf } from '../board/portraits';

/**
 * The unit type's portrait (board/portraits.ts, the drawing assets/units/ holds), inline: a click that
 * chooses another unit changes three path attributes instead of an image source to load and decode.
 */
const Portrait = memo(function Portrait({ roster }: { readonly roster: string }) {
  if (!PORTRAIT_IDS.includes(roster)) return null;
  const p = portraitOf(roster);
  const c = PORTRAIT_COLOURS;
  return (
    <svg className="acx-card-portrait" viewBox="0 0 24 24" aria-hidden="true" data-testid="acx-card-portrait">
      {p.stroked ? <path d={p.body} fill="none" stroke={c.body} strokeWidth={2} strokeLinecap="round" /> : <path d={p.body} fill={c.body} />}
      {p.weapon !== '' && <path d={p.weapon} fill={c.weapon} stroke={c.outline} strokeWidth={0.5} />}
      {p.accent !== '' && <path d={p.accent} fill={c.accent} stroke={c.outline} strokeWidth={0.4} />}
    </svg>
  );
});

/** The whole dial: a column per click (speed, attack, defense, damage), the current click marked, ability colours beneath. */
function Dial({ dial, click }: { readonly dial: readonly Click[]; readonly click: number }) {
  const { t } = useTranslation('actionclix');
  return (
    <table className="acx-dial" aria-label={t('ui.dial')}>
      <tbody>
        {[0, 1, 2, 3].map((row) => (
          <tr key={row}>
            {dial.map((c, i) => (
              <td key={i} className={i === click ? 'is-current' : i < click ? 'is-past' : undefined}>
                {c[row] as number}
              </td>
            ))}
          </tr>
        ))}
        <tr className="acx-dial-colours">
          {dial.map((c, i) => (
            <td key={i}>
              {c[4].map((a) => (
                <span key={a} title={t(`abilities.${a}.name`)} style={{ background: ABILITY_COLOURS[a] }} />
              ))}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

export const UnitCard = memo(function UnitCard({ unit, colour }: { readonly unit: UnitView; readonly colour: string }) {
  const { t } = useTranslation('actionclix');
  const r = rosterUnit(unit.roster);
  const clicks = r?.dial.length ?? 1;
  return (
    <article className="acx-card" style={{ ['--seat' as string]: colour }} data-testid="acx-card" data-unit={unit.id}>
      <header>
        <Portrait roster={unit.roster} />
        <strong>{t(`units.${unit.roster}`)}</strong>
        <span className="acx-card-meta">
          {r !== undefined && `${t(`factions.${r.faction}`)} · ${t(`kinds.${r.kind}`)} · ${t('ui.points', { points: r.points })}`}
        </span>
      </header>
      <dl className="acx-stats">
        <div><dt>{t('ui.stats.speed')}</dt><dd>{unit.speed}</dd></div>
        <div><dt>{t('ui.stats.attack')}</dt><dd>{unit.attack}</dd></div>
        <div><dt>{t('ui.stats.defense')}</dt><dd>{unit.defense}</dd></div>
        <div><dt>{t('ui.stats.damage')}</dt><dd>{unit.damage}</dd></div>
      </dl>
      <p className="acx-card-line">
        {t('ui.click', { n: unit.click + 1, of: clicks })} · ● {unit.grenades} · ★ {unit.upgrades}
      </p>
      {r !== undefined && <Dial dial={r.dial} click={unit.click} />}
      {unit.abilities.length > 0 && (
        <ul className="acx-abilities">
          {unit.abilities.map((a) => (
            <li key={a} style={{ ['--ab' as string]: ABILITY_COLOURS[a] }}>
              <b>{t(`abilities.${a}.name`)}</b> {t(`abilities.${a}.text`)}
            </li>
          ))}
        </ul>
      )}
      {r?.unlock !== undefined && (
        <p className={unit.upgrades > 0 ? 'acx-unlock is-active' : 'acx-unlock'} data-testid="acx-card-unlock" data-active={unit.upgrades > 0}>
          ★ {t('unlocked', { ability: t(`abilities.${r.unlock}.name`) })}
        </p>
      )}
    </article>
  );
});
