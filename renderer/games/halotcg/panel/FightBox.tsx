/**
 * The skirmish box: every skirmish and engagement of the turn as a pairing, the Free Peoples defender
 * against its attackers, with large live totals, the parts that make them (printed value, borne cards,
 * effects), the damage bonus, and who wins as things stand, with a warning when a side would be
 * overwhelmed. The current fight is lit. Totals update with every action (they are read from the view).
 */
import { memo } from 'react';
import type { HaloView } from '../../../../engines/halotcg';
import { cardTitle } from '../ui/cards';
import { fightBoxes, type FighterBox, type FightBox as Box } from '../ui/preview';
import type { Translate } from '../ui/useTr';

const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

function Fighter({ f, t }: { readonly f: FighterBox; readonly t: Translate }) {
  return (
    <div className="ht-fighter">
      <div className="ht-fighter-name">{cardTitle(f.card, t)}</div>
      <ul className="ht-parts">
        {f.parts.map((p, i) => (
          <li key={i}>{p.kind === 'printed' ? t('ui.box.printed', { n: p.n }) : p.kind === 'borne' ? t('ui.box.borne', { card: cardTitle(p.card ?? '', t), n: signed(p.n) }) : t(`ui.box.${p.kind}`, { n: signed(p.n) })}</li>
        ))}
        {f.damage > 0 && <li className="ht-damage">{t('ui.box.damage', { n: f.damage })}</li>}
      </ul>
    </div>
  );
}

function verdict(b: Box, t: Translate): string {
  const lead = t(b.leader === 'fp' ? 'ui.box.leadsFp' : 'ui.box.leadsShadow', { n: b.margin });
  if (!b.overwhelm) return lead;
  return `${lead} ${t(b.leader === 'fp' ? 'ui.box.overwhelmShadow' : 'ui.box.overwhelmFp', { card: cardTitle(b.fp.card, t) })}`;
}

function Pair({ b, t }: { readonly b: Box; readonly t: Translate }) {
  const kind = t(`ui.box.${b.kind}`);
  return (
    <li className={`ht-pair${b.pairing.current ? ' ht-pair-now' : ''}${b.overwhelm ? ' ht-pair-danger' : ''}`} data-testid="halotcg-fight" data-kind={b.kind} data-def={b.pairing.def} data-fp={b.pairing.fp} data-shadow={b.pairing.shadow}>
      <div className="ht-pair-head">
        {kind}
        {b.pairing.current && <strong> · {t('ui.box.now')}</strong>}
      </div>
      <div className="ht-pair-cols">
        <div className="ht-side ht-side-fp">
          <div className="ht-total" aria-label={t('ui.box.fpTotal', { n: b.pairing.fp })}>
            {b.pairing.fp}
          </div>
          <Fighter f={b.fp} t={t} />
        </div>
        <div className="ht-vs">{t('ui.table.vs')}</div>
        <div className="ht-side ht-side-shadow">
          <div className="ht-total" aria-label={t('ui.box.shadowTotal', { n: b.pairing.shadow })}>
            {b.pairing.shadow}
          </div>
          {b.shadow.map((f) => (
            <Fighter key={f.iid} f={f} t={t} />
          ))}
        </div>
      </div>
      <p className={`ht-verdict${b.overwhelm ? ' ht-warn' : ''}`} data-testid="halotcg-verdict">
        {verdict(b, t)}
      </p>
    </li>
  );
}

export const FightBox = memo(function FightBox({ view, t }: { readonly view: HaloView; readonly t: Translate }) {
  const boxes = fightBoxes(view);
  if (boxes.length === 0) return null;
  return (
    <section className="ht-box" aria-label={t('ui.box.title')} data-testid="halotcg-fightbox">
      <h3 className="ht-h">{t('ui.box.title')}</h3>
      <ul className="ht-pairs">
        {boxes.map((b) => (
          <Pair key={b.pairing.def} b={b} t={t} />
        ))}
      </ul>
    </section>
  );
});
