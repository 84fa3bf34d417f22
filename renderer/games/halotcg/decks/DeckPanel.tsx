/** The deck being built, in its three parts with their counts, and the engine's verdict on it, live. */
import { cardById, type DeckList } from '../../../../engines/halotcg';
import { cardTitle } from '../ui/cards';
import { useTr } from '../ui/useTr';
import { deckCounts, drawEntries, type Zone } from './deckModel';
import { useDeckProblems } from './useDeckText';
import { DeckShape } from './DeckShape';

interface PanelProps {
  readonly deck: DeckList;
  readonly onAdd: (id: string) => void;
  readonly onRemove: (zone: Zone, id: string) => void;
}

function Row({ id, n, cost, zone, onAdd, onRemove }: { id: string; n: number; cost: string; zone: Zone; onAdd?: ((id: string) => void) | undefined; onRemove: (zone: Zone, id: string) => void }) {
  const t = useTr();
  const title = cardTitle(id, t);
  return (
    <li className="db-row" data-testid={`db-row-${zone}-${id}`}>
      <span className="db-row-cost">{cost}</span>
      <span className="db-row-title">{title}</span>
      {n > 1 && <span className="db-row-n">×{n}</span>}
      <button type="button" className="icon-btn" aria-label={t('builder.removeOne', { title })} data-testid={`db-remove-${zone}-${id}`} onClick={() => onRemove(zone, id)}>
        −
      </button>
      {onAdd !== undefined && (
        <button type="button" className="icon-btn" aria-label={t('builder.addOne', { title })} data-testid={`db-add-${zone}-${id}`} onClick={() => onAdd(id)}>
          +
        </button>
      )}
    </li>
  );
}

function twilightOf(id: string): string {
  const c = cardById(id);
  return c === undefined || c.kind === 'site' ? '' : String(c.twilight);
}

function Part({ title, count, testId, children }: { title: string; count: string; testId: string; children: React.ReactNode }) {
  return (
    <section className="db-part" aria-label={title}>
      <h4 className="db-part-head">
        <span>{title}</span>
        <span className="db-part-count" data-testid={testId}>
          {count}
        </span>
      </h4>
      <ul className="db-rows">{children}</ul>
    </section>
  );
}

export function DeckPanel({ deck, onAdd, onRemove }: PanelProps) {
  const t = useTr();
  const counts = deckCounts(deck);
  const problems = useDeckProblems(deck);
  const siteNumber = (id: string) => {
    const c = cardById(id);
    return c?.kind === 'site' ? c.number : 0;
  };
  const sites = [...deck.sites].sort((a, b) => siteNumber(a) - siteNumber(b));
  return (
    <div className="db-deck" data-testid="db-deck">
      {problems.length > 0 ? (
        <ul className="db-problems" aria-live="polite" data-testid="db-problems">
          {problems.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : (
        <p className="db-legal" aria-live="polite" data-testid="db-legal">
          ✓ {t('builder.legal')}
        </p>
      )}
      <Part title={t('builder.hero')} count={deck.hero === '' ? '0 / 1' : '1 / 1'} testId="db-count-hero">
        {deck.hero === '' ? <li className="db-hint">{t('builder.heroHint')}</li> : <Row id={deck.hero} n={1} cost={twilightOf(deck.hero)} zone="hero" onRemove={onRemove} />}
      </Part>
      <Part title={t('builder.draw')} count={t('builder.drawCount', { n: counts.draw, fp: counts.fp, shadow: counts.shadow })} testId="db-count-draw">
        {(['fp', 'shadow'] as const).map((side) => (
          <li key={side} className="db-half">
            <h5 className="db-half-head">
              {t(`builder.sides.${side}`)} <span data-testid={`db-count-${side}`}>{side === 'fp' ? counts.fp : counts.shadow}</span>
            </h5>
            <ul className="db-rows">
              {drawEntries(deck, side).map((e) => (
                <Row key={e.id} id={e.id} n={e.n} cost={e.card.kind === 'site' ? '' : String(e.card.twilight)} zone="draw" onAdd={onAdd} onRemove={onRemove} />
              ))}
            </ul>
          </li>
        ))}
      </Part>
      <DeckShape deck={deck} />
      <Part title={t('builder.sites')} count={`${counts.sites} / 9`} testId="db-count-sites">
        {sites.length === 0 && <li className="db-hint">{t('builder.sitesHint')}</li>}
        {sites.map((id, i) => (
          <Row key={`${id}-${i}`} id={id} n={1} cost={String(siteNumber(id))} zone="sites" onRemove={onRemove} />
        ))}
      </Part>
    </div>
  );
}
