/**
 * A player's public piles in a dialog, opened by a click on the player's box: discard, dead pile, removed
 * cards and the cards stacked on their cards, each named; pointing at one shows it large.
 */
import type { CardRef, HaloView } from '../../../../engines/halotcg';
import { Dialog } from '../../../ui/Dialog';
import { cardTitle } from '../ui/cards';
import { uiStore } from '../ui/store';
import type { Translate } from '../ui/useTr';

function Pile({ title, cards, t }: { readonly title: string; readonly cards: readonly CardRef[]; readonly t: Translate }) {
  return (
    <section className="ht-pile" aria-label={title}>
      <h3 className="ht-h">
        {title} ({cards.length})
      </h3>
      {cards.length === 0 ? (
        <p className="ht-hint">{t('ui.table.empty')}</p>
      ) : (
        <ul className="ht-pile-list">
          {cards.map((c) => (
            <li key={c.iid} onMouseEnter={() => uiStore.update({ zoom: c.card })} onMouseLeave={() => uiStore.update({ zoom: null })}>
              {cardTitle(c.card, t)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Piles({ view, seat, name, t }: { readonly view: HaloView; readonly seat: number; readonly name: string; readonly t: Translate }) {
  const p = view.players[seat];
  if (p === undefined) return null;
  const close = () => uiStore.update({ piles: null, zoom: null });
  return (
    <Dialog
      title={t('ui.piles.title', { name })}
      testId="halotcg-piles"
      onClose={close}
      actions={
        <button type="button" className="btn" data-testid="halotcg-piles-close" onClick={close}>
          {t('ui.piles.close')}
        </button>
      }
    >
      <div className="ht-piles">
        <Pile title={t('ui.panel.discard')} cards={p.discard} t={t} />
        <Pile title={t('ui.panel.dead')} cards={p.dead} t={t} />
        <Pile title={t('ui.panel.removed')} cards={p.removed} t={t} />
        <Pile title={t('ui.piles.stacked')} cards={p.stacked} t={t} />
      </div>
    </Dialog>
  );
}
