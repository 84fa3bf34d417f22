/**
 * The viewer's faction cards (private: only their own hand is in the view): name, kind, skulls and ability
 * text, "Play" where the engine lists the card now, and the skull trade at the start of a turn.
 */
import type { TFunction } from 'i18next';
import { memo, useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { factionCard, MIN_TRADE_SKULLS, SKULL_TABLE, type FactionCardView } from '../../../../engines/risiko';
import type { CardPlay } from '../decisions';
import type { Risiko } from '../ui/useRisiko';

export function cardName(t: TFunction<'risiko'> | ((key: string) => string), id: string): string {
  const card = factionCard(id);
  return card === undefined ? id : (t as (key: string) => string)(`cards.${card.ability}.${card.faction}`);
}

function Skulls({ n }: { readonly n: number }) {
  const { t } = useTranslation('risiko');
  return (
    <span className="rk-skulls" aria-label={t('skulls', { count: n })} title={t('skulls', { count: n })}>
      {'☠'.repeat(n)}
    </span>
  );
}

type Intents = Pick<Risiko, 'send' | 'edit'>;

interface CardTileProps {
  readonly card: FactionCardView;
  readonly captured: boolean;
  readonly play: CardPlay | undefined;
  readonly trading: boolean;
  readonly chosen: boolean;
  readonly r: Intents;
}

function CardTile({ card, captured, play, trading, chosen, r }: CardTileProps) {
  const { t } = useTranslation('risiko');
  const onPlay = () => {
    if (play?.kind === 'now') r.send(play.action);
    else r.edit((d) => ({ ...d, tool: 'card', card: card.id, source: null, target: null, count: null, hint: null }));
  };
  const toggle = () => r.edit((d) => ({ ...d, trade: d.trade.includes(card.id) ? d.trade.filter((x) => x !== card.id) : [...d.trade, card.id] }));
  const face = (
    <>
      <div className="rk-card-head">
        <span className="rk-card-name">{cardName(t, card.id)}</span>
        <Skulls n={card.skulls} />
      </div>
      <span className="rk-card-kind">{captured ? t('ui.cards.captured') : t(`cardKinds.${card.kind}`)}</span>
      {!captured && <p className="rk-card-text">{t(`cards.${card.ability}.text`)}</p>}
      {trading && chosen && <span className="rk-card-mark">{t('ui.cards.chosen')}</span>}
    </>
  );
  return (
    <li className={`rk-card rk-card--${card.faction} rk-card--${card.kind}${chosen ? ' is-chosen' : ''}${trading ? ' is-tradable' : ''}`} data-testid="risiko-card" data-card-id={card.id}>
      {/* While trading the whole card is the choice: click it to put it in or take it out of the trade. */}
      {trading ? (
        <button type="button" className="rk-card-face" aria-pressed={chosen} title={t('ui.cards.pick')} data-testid={`risiko-trade-${card.id}`} onClick={toggle}>
          {face}
        </button>
      ) : (
        <div className="rk-card-face">{face}</div>
      )}
      {play !== undefined && !captured && (
        <div className="rk-card-actions">
          <button type="button" className="btn btn-primary rk-card-play" data-testid={`risiko-play-${card.id}`} onClick={onPlay}>
            {t('actions.playCard')}
          </button>
        </div>
      )}
    </li>
  );
}

function TradeBar({ r, trade }: { readonly r: Intents; readonly trade: readonly string[] }) {
  const { t } = useTranslation('risiko');
  const skulls = trade.reduce((sum, id) => sum + (factionCard(id)?.skulls ?? 0), 0);
  const units = SKULL_TABLE[skulls];
  return (
    <div className="rk-trade" data-testid="risiko-trade-bar">
      {trade.length === 0 ? (
        <span className="rk-note">{t('ui.cards.pickHint')}</span>
      ) : (
        <>
          <span>{t('ui.cards.tradeSum', { skulls, units: units ?? 0 })}</span>
          <button type="button" className="btn btn-primary" data-testid="risiko-trade-go" disabled={units === undefined} onClick={() => r.send({ type: 'tradeSkulls', cards: trade })}>
            {units !== undefined ? t('ui.cards.tradeGo', { count: units }) : skulls < MIN_TRADE_SKULLS ? t('ui.cards.tradeMore') : t('ui.cards.tradeTooMany')}
          </button>
        </>
      )}
    </div>
  );
}

interface CardsProps {
  readonly send: Risiko['send'];
  readonly edit: Risiko['edit'];
  readonly plays: ReadonlyMap<string, CardPlay>;
  /** Whether a skull trade is possible now. */
  readonly trading: boolean;
  readonly trade: readonly string[];
  readonly hand: readonly FactionCardView[];
  readonly captured: readonly FactionCardView[];
  /** The text key shown while the hand is empty (see prompts.ts: emptyHandNote). */
  readonly emptyNote: string;
}

/** Memoised on its own inputs: a click that only moves a selection never re-renders the hand. */
export const Cards = memo(function Cards({ send, edit, plays, trading, trade, hand, captured, emptyNote }: CardsProps) {
  const { t } = useTranslation('risiko');
  const r = useMemo(() => ({ send, edit }), [send, edit]);
  const all = [...hand.map((c) => ({ c, captured: false })), ...captured.map((c) => ({ c, captured: true }))];
  return (
    <section className="rk-section" aria-labelledby="rk-cards-title" data-testid="risiko-cards">
      <h3 id="rk-cards-title" className="field-label">
        {t('ui.cards.title', { count: all.length })}
      </h3>
      {all.length === 0 ? (
        <p className="rk-note" data-testid="risiko-cards-empty">
          {t(emptyNote)}
        </p>
      ) : (
        <ul className="rk-cards">
          {all.map(({ c, captured: isCaptured }) => (
            <CardTile key={c.id} card={c} captured={isCaptured} play={plays.get(c.id)} trading={trading} chosen={trade.includes(c.id)} r={r} />
          ))}
        </ul>
      )}
      {trading && <TradeBar r={r} trade={trade} />}
      {trading && <SkullTable />}
    </section>
  );
});

/** The skull table (2–10 skulls → units), from the engine's one data table. */
export function SkullTable() {
  const { t } = useTranslation('risiko');
  const rows = Object.entries(SKULL_TABLE);
  return (
    <table className="rk-skull-table" aria-label={t('ui.legend.skulls')}>
      <tbody>
        <tr>
          <th scope="row">☠</th>
          {rows.map(([s]) => (
            <td key={s}>{s}</td>
          ))}
        </tr>
        <tr>
          <th scope="row">{t('ui.legend.unitsShort')}</th>
          {rows.map(([s, u]) => (
            <td key={s}>{u}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
