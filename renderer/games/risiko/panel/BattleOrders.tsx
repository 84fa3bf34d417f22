/**
 * The two answers inside an invasion: the defence (asked by name: the hand-over screen has just passed
 * the computer to the defender) and the move-in after a conquest.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { factionCard } from '../../../../engines/risiko';
import { useServices } from '../../../ui/services';
import type { Step } from '../decisions';
import { confirm, countControl, setAmount } from '../ui/commands';
import { invasionKey, planFor, setPlan, type PlanMode } from '../ui/invasionPlan';
import { setAutoDefend, useAutoDefend } from '../ui/prefs';
import { cardName } from './Cards';
import { Choices, SeatName, Stepper, territoryName } from './common';
import type { OrdersProps } from './ordersProps';

type DefendStep = Extract<Step, { kind: 'defend' }>;

function AttackSummary({ props, step }: Pick<OrdersProps, 'props'> & { readonly step: DefendStep }) {
  const { t } = useTranslation('risiko');
  const { view, seats } = props;
  const p = step.pending;
  const attackHero = view.territories[p.from]?.hero === p.attacker;
  const defenceHero = typeof p.defender === 'number' && view.territories[p.to]?.hero === p.defender;
  return (
    <div className="rk-attack-summary">
      <p>
        <SeatName seat={p.attacker} seats={seats} /> {t('ui.defend.attacks', { from: territoryName(view.battlefield, p.from), count: p.dice })}
      </p>
      {p.attackCard !== null && <p className="rk-note">{t('ui.defend.withCard', { card: cardName(t, p.attackCard) })}</p>}
      {attackHero && <p className="rk-note">{t('ui.defend.attackHero')}</p>}
      {defenceHero && <p className="rk-note">{t('ui.defend.defenceHero')}</p>}
    </div>
  );
}

function AutoDefend({ name }: { readonly name: string }) {
  const { t } = useTranslation('risiko');
  const { host } = useServices();
  const on = useAutoDefend(name);
  return (
    <label className="rk-check">
      <input type="checkbox" checked={on} data-testid="risiko-auto-defend" onChange={(e) => void setAutoDefend(host, name, e.target.checked)} />
      <span>{t('ui.defend.always')}</span>
    </label>
  );
}

const MODES: readonly PlanMode[] = ['ask', 'most', 'card3'];

/**
 * Orders for the rest of this invasion, given once: ask every round, the most dice without a card, or
 * the most dice with a defensive card only against 3 attack dice (the card chosen above, else the first).
 */
function InvasionOrders({ r, step, seat }: Pick<OrdersProps, 'r'> & { readonly step: DefendStep; readonly seat: number }) {
  const { t } = useTranslation('risiko');
  const key = r.ctx === null ? null : invasionKey(r.ctx.view);
  const [mode, setMode] = useState<PlanMode>(() => planFor(seat, key)?.mode ?? 'ask');
  const cards = [...step.cards.keys()];
  const card = r.selection.defenceCard ?? cards[0] ?? null;
  const choose = (m: PlanMode) => {
    setMode(m);
    if (key !== null) setPlan(seat, { key, mode: m, card: m === 'card3' ? card : null });
  };
  // The card of "card3" follows the card chosen above.
  useEffect(() => {
    if (key !== null && mode === 'card3') setPlan(seat, { key, mode, card });
  }, [key, mode, card, seat]);
  const modes = MODES.filter((m) => m !== 'card3' || card !== null);
  return (
    <div className="rk-invasion-orders" data-testid="risiko-invasion-orders">
      <p className="field-label">{t('ui.defend.plan.title')}</p>
      <div className="segmented rk-plan-modes" role="radiogroup" aria-label={t('ui.defend.plan.title')}>
        {modes.map((m) => (
          <button key={m} type="button" role="radio" aria-checked={mode === m} className="segmented-item" data-testid={`risiko-invasion-${m}`} onClick={() => choose(m)}>
            {t(`ui.defend.plan.${m}`, { card: card === null ? '' : cardName(t, card) })}
          </button>
        ))}
      </div>
      <p className="rk-note">{t('ui.defend.plan.private')}</p>
    </div>
  );
}

/** The defensive cards the defender may play now, with the text of the chosen one. */
function DefensiveCards({ r, step }: Pick<OrdersProps, 'r'> & { readonly step: DefendStep }) {
  const { t } = useTranslation('risiko');
  const card = r.selection.defenceCard;
  const ability = card === null ? undefined : factionCard(card)?.ability;
  if (step.cards.size === 0) return null;
  return (
    <>
      <div className="rk-card-picks" role="group" aria-label={t('ui.defend.card')}>
        {[...step.cards.keys()].map((id) => (
          <button key={id} type="button" aria-pressed={card === id} className="chip rk-pick" data-testid={`risiko-defence-card-${id}`} onClick={() => r.edit((d) => ({ ...d, defenceCard: d.defenceCard === id ? null : id, dice: null }))}>
            {cardName(t, id)}
          </button>
        ))}
      </div>
      {ability !== undefined && (
        <p className="rk-note">
          {t(`cards.${ability}.text`)} {t('cards.defensiveNote')}
        </p>
      )}
    </>
  );
}

export function DefendOrders({ r, props }: OrdersProps) {
  const { t } = useTranslation('risiko');
  const step = r.d.step as DefendStep;
  const { view, seats } = props;
  const p = step.pending;
  const chooser = seats[p.chooser]?.name ?? '';
  const control = r.ctx === null ? null : countControl(r.ctx, r.selection);
  const where = territoryName(view.battlefield, p.to);
  return (
    <div className="rk-orders-body rk-defend" data-testid="risiko-defend">
      <p className="rk-prompt rk-prompt--alert" data-testid="risiko-prompt">
        {p.defender === 'neutral' ? t('ui.defend.neutral', { name: chooser, territory: where }) : t('ui.defend.title', { name: chooser, territory: where })}
      </p>
      <AttackSummary props={props} step={step} />
      {control !== null && (
        <div className="rk-row">
          <span className="rk-row-label">{t('ui.defend.dice')}</span>
          <Choices value={control.value} range={control.range} label={t('ui.defend.dice')} testId="risiko-defence-dice" onChange={(n) => r.run((c, d) => setAmount(c, d, n))} />
        </div>
      )}
      <DefensiveCards r={r} step={step} />
      <button type="button" className="btn btn-primary btn-block rk-go" data-testid="risiko-defend-go" onClick={() => r.run(confirm)}>
        {t('ui.defend.go', { count: control?.value ?? 1 })}
      </button>
      <InvasionOrders r={r} step={step} seat={p.chooser} />
      <AutoDefend name={chooser} />
    </div>
  );
}

export function MoveInOrders({ r, props }: OrdersProps) {
  const { t } = useTranslation('risiko');
  const step = r.d.step as Extract<Step, { kind: 'moveIn' }>;
  const { view } = props;
  const control = r.ctx === null ? null : countControl(r.ctx, r.selection);
  const choice = step.heroChoices.length > 1;
  const heroGoes = step.heroChoices.length === 1 ? step.heroChoices[0] === true : (r.selection.hero ?? true);
  return (
    <div className="rk-orders-body" data-testid="risiko-move-in">
      <p className="rk-prompt rk-prompt--win" data-testid="risiko-prompt">
        {t('ui.moveIn.title', { territory: territoryName(view.battlefield, step.pending.to), from: territoryName(view.battlefield, step.pending.from) })}
      </p>
      {control !== null && <Stepper value={control.value} range={control.range} label={t('ui.count')} testId="risiko-move-count" onChange={(n) => r.run((c, d) => setAmount(c, d, n))} />}
      {choice && (
        <label className="rk-check">
          <input type="checkbox" checked={heroGoes} data-testid="risiko-hero-follows" onChange={(e) => r.edit((d) => ({ ...d, hero: e.target.checked }))} />
          <span>{t('ui.moveIn.hero')}</span>
        </label>
      )}
      {step.pending.heroMust && <p className="rk-note">{t('ui.moveIn.heroMust')}</p>}
      <button type="button" className="btn btn-primary btn-block rk-go" data-testid="risiko-move-in-go" onClick={() => r.run(confirm)}>
        {t('ui.moveIn.go', { count: control?.value ?? step.count.max })}
      </button>
    </div>
  );
}
