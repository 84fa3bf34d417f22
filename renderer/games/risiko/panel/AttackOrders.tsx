/** Invasions (source, target, dice, optional offensive card), team command transfer, and aiming a card. */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { factionCard } from '../../../../engines/risiko';
import type { Step } from '../decisions';
import { validPair } from '../ui/clicks';
import { confirm, countControl, setAmount } from '../ui/commands';
import { cleared } from '../ui/selection';
import { uiStore } from '../ui/store';
import { cardName } from './Cards';
import { BlitzOrders } from './BlitzOrders';
import { Choices, SeatName, Stepper, territoryName, Versus } from './common';
import type { OrdersProps } from './ordersProps';

type AttackStep = Extract<Step, { kind: 'attack' }>;

/** The offensive cards that may go with this attack: one at most, chosen by pressing it. */
function OffensiveCards({ r, cards }: Pick<OrdersProps, 'r'> & { readonly cards: readonly string[] }) {
  const { t } = useTranslation('risiko');
  if (cards.length === 0) return null;
  return (
    <div className="rk-card-picks" role="group" aria-label={t('ui.attack.card')}>
      {cards.map((id) => (
        <button key={id} type="button" aria-pressed={r.selection.attackCard === id} className="chip rk-pick" data-testid={`risiko-attack-card-${id}`} onClick={() => r.edit((d) => ({ ...d, attackCard: d.attackCard === id ? null : id }))}>
          {cardName(t, id)}
        </button>
      ))}
    </div>
  );
}

function Target({ r, props, step }: OrdersProps & { readonly step: AttackStep }) {
  const { t } = useTranslation('risiko');
  const { view, seats } = props;
  const { source, target } = validPair(step.moves, r.selection);
  if (source === null || target === null) return null;
  const control = r.ctx === null ? null : countControl(r.ctx, r.selection);
  const owner = view.territories[target]?.owner;
  const dice = control?.value ?? 1;
  return (
    <div className="rk-battle-setup" data-testid="risiko-attack-setup" data-from={source} data-to={target}>
      <Versus battlefield={view.battlefield} from={source} to={target} />
      <p className="rk-note">
        {typeof owner === 'number' ? <SeatName seat={owner} seats={seats} /> : t('neutral')} · {t('ui.units', { count: view.territories[target]?.units ?? 0 })}
      </p>
      {control !== null && (
        <div className="rk-row">
          <span className="rk-row-label">{t('ui.attack.dice')}</span>
          <Choices value={control.value} range={control.range} label={t('ui.attack.dice')} testId="risiko-dice" onChange={(n) => r.run((c, d) => setAmount(c, d, n))} />
        </div>
      )}
      <OffensiveCards r={r} cards={step.cards} />
      <button type="button" className="btn btn-primary btn-block rk-go" data-testid="risiko-attack" onClick={() => r.run(confirm)}>
        {t('ui.attack.go', { count: dice })}
      </button>
      {control !== null && <BlitzOrders r={r} from={source} to={target} dice={control.range} units={view.territories[source]?.units ?? 0} />}
    </div>
  );
}

function TransferPrompt({ r, props, step }: OrdersProps & { readonly step: AttackStep }) {
  const { t } = useTranslation('risiko');
  const ally = r.selection.target !== null && step.transfers.has(r.selection.target) ? r.selection.target : null;
  return (
    <p className="rk-prompt" data-testid="risiko-prompt">
      {ally === null ? t('ui.transfer.pickAlly') : t('ui.transfer.pickSource', { territory: territoryName(props.view.battlefield, ally) })}
    </p>
  );
}

export function AttackOrders({ r, props }: OrdersProps) {
  const { t } = useTranslation('risiko');
  const step = r.d.step as AttackStep;
  const transfer = r.selection.tool === 'transfer';
  const { source, target } = validPair(step.moves, r.selection);
  const prompt = step.moves.size === 0 ? t('ui.attack.none') : source === null ? t('ui.attack.pickSource') : t('ui.attack.pickTarget', { territory: territoryName(props.view.battlefield, source) });
  return (
    <div className="rk-orders-body">
      {transfer ? (
        <TransferPrompt r={r} props={props} step={step} />
      ) : (
        target === null && (
          <p className="rk-prompt" data-testid="risiko-prompt">
            {prompt}
          </p>
        )
      )}
      {!transfer && <Target r={r} props={props} step={step} />}
      <div className="rk-buttons">
        {step.transfers.size > 0 && (
          <button type="button" className="btn" aria-pressed={transfer} data-testid="risiko-transfer" onClick={() => r.edit((d) => ({ ...cleared(d), tool: transfer ? 'auto' : 'transfer' }))}>
            {transfer ? t('ui.cancel') : t('actions.requestTransfer')}
          </button>
        )}
        <button type="button" className="btn" data-testid="risiko-end-attacks" disabled={!r.d.endAttacks} onClick={() => r.send({ type: 'endAttacks' })}>
          {t('actions.endAttacks')}
        </button>
      </div>
      <p className="rk-keys">{t('ui.keys.attack')}</p>
    </div>
  );
}

/** Aiming a strategic card at a territory or a pair (airlift), with Cancel. */
export function CardAim({ r, props }: OrdersProps) {
  const { t } = useTranslation('risiko');
  const card = r.selection.card ?? '';
  const box = useRef<HTMLDivElement>(null);
  // "Play" sits in the hand further down the panel: bring the aiming instructions, count and Cancel into view.
  useEffect(() => {
    (box.current?.closest('.rk-orders') ?? box.current)?.scrollIntoView?.({ block: 'nearest' });
  }, [card]);
  const play = r.d.cards.get(card);
  const control = r.ctx === null ? null : countControl(r.ctx, r.selection);
  const ability = factionCard(card)?.ability ?? 'bombardment';
  const pair = play?.kind === 'pair' ? validPair(play.moves, r.selection) : null;
  return (
    <div className="rk-orders-body" data-testid="risiko-card-aim" ref={box}>
      <p className="rk-prompt" data-testid="risiko-prompt">
        {t(`ui.aim.${ability}`, { card: cardName(t, card) })}
      </p>
      {pair !== null && pair.source !== null && <p className="rk-note">{territoryName(props.view.battlefield, pair.source)} ⟶ {pair.target === null ? '…' : territoryName(props.view.battlefield, pair.target)}</p>}
      {control !== null && <Stepper value={control.value} range={control.range} label={t('ui.count')} testId="risiko-count" onChange={(n) => r.run((c, d) => setAmount(c, d, n))} />}
      <div className="rk-buttons">
        {play?.kind === 'pair' && (
          <button type="button" className="btn btn-primary" data-testid="risiko-confirm" disabled={control === null} onClick={() => r.run(confirm)}>
            {t('actions.playCard')}
          </button>
        )}
        <button type="button" className="btn btn-ghost" data-testid="risiko-cancel-card" onClick={() => r.ctx && uiStore.setSelection(r.ctx.viewer, cleared(r.selection))}>
          {t('ui.cancel')}
        </button>
      </div>
    </div>
  );
}
