/**
 * The Scarab's four dials in the panel, readable at a glance: the Shell, Chassis and Main Power Core as a
 * strip of their clicks (gone, current, to come, the all-black one) with the current click's values and
 * specials, and the Event dial's click as its four d6 columns (1-2, 3-4, 5, 6) with the column of this
 * turn's roll marked and, once the dial has turned on, the click it turned to. Pose and facing sit in the header.
 */
import { memo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { readEventClick, type DialRow, type EventColumnView, type ScarabDials } from './read';
import { EVENT_COLUMNS_SHOWN } from './formatScarab';
import './scarab.css';

function Strip({ row }: { row: DialRow }) {
  return (
    <ol className="acx-sc-strip" aria-hidden="true">
      {row.clicks.map((c, i) => (
        <li key={i} className={c.black ? 'is-black' : i === row.click ? 'is-current' : i < row.click ? 'is-past' : undefined} />
      ))}
    </ol>
  );
}

/** The specials in order, a repeated one once with its count (the Event dial's two Dropships: "Dropship ×2"). */
export function groupSpecials(ids: readonly string[]): { id: string; count: number }[] {
  const out: { id: string; count: number }[] = [];
  for (const id of ids) {
    const same = out.find((g) => g.id === id);
    if (same === undefined) out.push({ id, count: 1 });
    else same.count += 1;
  }
  return out;
}

function Specials({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation('actionclix');
  if (ids.length === 0) return null;
  return (
    <span className="acx-sc-specials">
      {groupSpecials(ids).map(({ id, count }) => (
        <span key={id} className={`acx-sc-special is-${id}`} title={t(`scarab.special.${id}.text`)} data-count={count}>
          {count === 1 ? t(`scarab.special.${id}.name`) : t('scarab.specialTimes', { name: t(`scarab.special.${id}.name`), times: count })}
        </span>
      ))}
    </span>
  );
}

function HealthDial({ row }: { row: DialRow }) {
  const { t } = useTranslation('actionclix');
  const c = row.clicks[row.click];
  return (
    <li className="acx-sc-dial" data-testid={`acx-dial-${row.dial}`} data-click={row.click}>
      <header>
        <strong>{t(`scarab.dials.${row.dial}`)}</strong>
        <span className="acx-sc-meta">{t('ui.click', { n: row.click + 1, of: row.clicks.length })}</span>
      </header>
      <Strip row={row} />
      {c !== undefined && (
        <p className="acx-sc-values">
          {c.black ? (
            <b className="acx-sc-black">{t('ui.scarab.black')}</b>
          ) : (
            row.values.map((v) => (
              <span key={v} className={`acx-sc-value is-${v}`}>
                {t(`ui.scarab.values.${row.dial}.${v}`, { n: c[v] })}
              </span>
            ))
          )}
          {c.swarm && <span className="acx-sc-special is-swarm" title={t('scarab.swarm.text')}>{t('scarab.swarm.name')}</span>}
          <Specials ids={c.specials} />
        </p>
      )}
    </li>
  );
}

function EventCell({ col, index, rolled }: { col: EventColumnView; index: number; rolled: boolean }) {
  const { t } = useTranslation('actionclix');
  return (
    <td className={rolled ? 'is-rolled' : undefined} data-testid={`acx-event-col-${index}`} data-rolled={String(rolled)}>
      <span className="acx-sc-move acx-sc-cap">
        {MOVE_ICONS[col.move]} {t(`scarab.moves.${col.move}`)}
      </span>
      <span className="acx-sc-pose">{t(col.kneel ? 'scarab.postures.kneeling' : 'scarab.postures.standing')}</span>
      <Specials ids={col.specials} />
    </td>
  );
}

const MOVE_ICONS: Readonly<Record<string, string>> = { shift: '✚', rotate: '⟳', none: '–' };

function EventDial({ dials }: { dials: ScarabDials }) {
  const { t } = useTranslation('actionclix');
  const shown = readEventClick(dials);
  return (
    <li className="acx-sc-dial" data-testid="acx-dial-event" data-click={shown.click} data-die={dials.die ?? ''}>
      <header>
        <strong>{t('scarab.dials.event')}</strong>
        <span className="acx-sc-meta">{t('ui.click', { n: shown.click + 1, of: dials.eventClicks })}</span>
        {dials.die !== null && (
          <span className="acx-sc-die" data-testid="acx-scarab-die">
            {t('ui.scarab.rolled', { die: dials.die })}
          </span>
        )}
        {shown.turnedTo !== null && (
          <span className="acx-sc-turned" data-testid="acx-event-turned" data-click={shown.turnedTo}>
            {t('ui.scarab.turnedTo', { n: shown.turnedTo + 1 })}
          </span>
        )}
      </header>
      <table className="acx-sc-event">
        <thead>
          <tr>
            {EVENT_COLUMNS_SHOWN.map((h, i) => (
              <th key={h} scope="col" className={shown.column === i ? 'is-rolled' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {shown.columns.map((col, i) => (
              <EventCell key={i} col={col} index={i} rolled={shown.column === i} />
            ))}
          </tr>
        </tbody>
      </table>
    </li>
  );
}

export const ScarabDialsPanel = memo(function ScarabDialsPanel({ dials }: { dials: ScarabDials }) {
  const { t } = useTranslation('actionclix');
  return (
    <section className="acx-sc-dials" data-testid="acx-scarab-dials" aria-label={t('ui.scarab.dialsTitle')}>
      <h3 className="acx-sc-title">
        {t('ui.scarab.dialsTitle')}
        <span className="acx-chip" data-testid="acx-scarab-pose" data-pose={dials.kneeling ? 'kneeling' : 'standing'}>
          {t(dials.kneeling ? 'scarab.postures.kneeling' : 'scarab.postures.standing')}
        </span>
        <span className="acx-chip">{t(`ui.scarab.facing.${dials.facing}`)}</span>
      </h3>
      <ol className="acx-sc-list">
        {dials.rows.map((row) => (
          <HealthDial key={row.dial} row={row} />
        ))}
        <EventDial dials={dials} />
      </ol>
    </section>
  );
});
