/** The draw deck at a glance beside its list: a cost curve of bars, and counts by culture and by kind. */
import type { DeckList } from '../../../../engines/halotcg';
import { CultureIcon } from '../ui/CultureIcon';
import { useTr } from '../ui/useTr';
import { deckShape, MAX_COST_FILTER } from './deckModel';

export function DeckShape({ deck }: { readonly deck: DeckList }) {
  const t = useTr();
  const shape = deckShape(deck);
  const top = Math.max(1, ...shape.curve);
  return (
    <section className="db-shape" aria-label={t('builder.shape.title')} data-testid="db-shape">
      <h4 className="db-part-head">{t('builder.shape.curve')}</h4>
      <ol className="db-curve" data-testid="db-curve">
        {shape.curve.map((n, cost) => (
          <li key={cost} className="db-curve-col" aria-label={t('builder.shape.cost', { cost: cost === MAX_COST_FILTER ? `${cost}+` : String(cost), count: n })}>
            <span className="db-curve-n">{n}</span>
            <span className="db-curve-bar" style={{ height: `${(n / top) * 100}%` }} />
            <span className="db-curve-cost">{cost === MAX_COST_FILTER ? `${cost}+` : cost}</span>
          </li>
        ))}
      </ol>
      <ul className="db-tally" data-testid="db-cultures">
        {shape.cultures.map(([c, n]) => (
          <li key={c} className="chip">
            <CultureIcon culture={c} size={14} /> {t(`ui.cultures.${c}`)} {n}
          </li>
        ))}
      </ul>
      <ul className="db-tally" data-testid="db-kinds">
        {shape.kinds.map(([k, n]) => (
          <li key={k} className="chip">
            {t(`ui.kinds.${k}`)} {n}
          </li>
        ))}
      </ul>
    </section>
  );
}
