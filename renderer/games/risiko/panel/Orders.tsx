/**
 * "Orders": the controls of the viewer's current decision, one small component per step (a table, like
 * the engine's handlers), with the keyboard: digits and arrows set amounts, Enter confirms, Escape lets go.
 */
import type { ComponentType } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useHotkeys } from '../../../ui/hotkeys';
import type { Step } from '../decisions';
import { adjust, cancel, confirm, countControl, setAmount } from '../ui/commands';
import { uiStore } from '../ui/store';
import type { Risiko } from '../ui/useRisiko';
import { AttackOrders, CardAim } from './AttackOrders';
import { SeatName, territoryName } from './common';
import { DefendOrders, MoveInOrders } from './BattleOrders';
import { FortifyOrders } from './FortifyOrders';
import type { OrdersProps } from './ordersProps';
import { placePrompt } from './prompts';
import { ReinforceOrders } from './ReinforceOrders';

type StepOf<K extends Step['kind']> = Extract<Step, { kind: K }>;

function PlaceOrders({ r, props }: OrdersProps) {
  const { t } = useTranslation('risiko');
  const step = r.d.step as StepOf<'place'>;
  const { view } = props;
  const neutral = step.type === 'placeNeutral';
  const me = props.viewer === null ? undefined : view.players[props.viewer];
  const prompt = placePrompt(view, step.type);
  return (
    <div className="rk-orders-body">
      <p className="rk-prompt" data-testid="risiko-prompt">
        {t(prompt.key, prompt.params)}
      </p>
      <p className="rk-note">
        {neutral ? t('ui.place.neutralLeft', { count: view.neutralReserve }) : t('ui.place.reserve', { count: me?.reserve ?? 0 })}
      </p>
    </div>
  );
}

/** The ally's consent to a command transfer, asked by name (the hand-over screen has just passed the computer). */
function AnswerOrders({ r, props }: OrdersProps) {
  const { t } = useTranslation('risiko');
  const step = r.d.step as StepOf<'answer'>;
  const { view, seats } = props;
  const territory = territoryName(view.battlefield, step.pending.territory);
  return (
    <div className="rk-orders-body" data-testid="risiko-answer">
      <p className="rk-prompt rk-prompt--alert" data-testid="risiko-answer-title">
        {t('ui.answer.title', { name: seats[step.pending.ally]?.name ?? '', territory })}
      </p>
      <p className="rk-prompt" data-testid="risiko-prompt">
        <SeatName seat={step.pending.seat} seats={seats} /> {t('ui.answer.asks', { territory })}
      </p>
      <p className="rk-note">{t('ui.answer.swap', { territory, from: territoryName(view.battlefield, step.pending.from) })}</p>
      <div className="rk-buttons">
        <button type="button" className="btn btn-primary" data-testid="risiko-transfer-accept" onClick={() => r.send({ type: 'answerTransfer', accept: true })}>
          {t('actions.accept')}
        </button>
        <button type="button" className="btn" data-testid="risiko-transfer-decline" onClick={() => r.send({ type: 'answerTransfer', accept: false })}>
          {t('actions.decline')}
        </button>
      </div>
    </div>
  );
}

function WatchOrders({ props }: OrdersProps) {
  const { t } = useTranslation('risiko');
  return <p className="rk-note">{props.view.outcome ? t('phases.over') : t('ui.watch')}</p>;
}

const ORDERS: { readonly [K in Step['kind']]: ComponentType<OrdersProps> } = {
  watch: WatchOrders,
  place: PlaceOrders,
  reinforce: ReinforceOrders,
  attack: AttackOrders,
  defend: DefendOrders,
  moveIn: MoveInOrders,
  answer: AnswerOrders,
  fortify: FortifyOrders,
};

function useOrderKeys(r: Risiko): void {
  const amount = (n: number) => () => {
    if (r.ctx === null || countControl(r.ctx, r.selection) === null) return false;
    r.run((c, d) => setAmount(c, d, n));
  };
  const step = (delta: number) => () => {
    if (r.ctx === null || countControl(r.ctx, r.selection) === null) return false;
    r.run((c, d) => adjust(c, d, delta));
  };
  const digits = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [String(i + 1), amount(i + 1)]));
  useHotkeys({
    ...digits,
    ArrowUp: step(1),
    ArrowRight: step(1),
    ArrowDown: step(-1),
    ArrowLeft: step(-1),
    Enter: () => {
      if (r.ctx === null || r.d.step.kind === 'watch' || r.d.step.kind === 'place' || r.d.step.kind === 'answer') return false;
      r.run(confirm);
    },
    Escape: () => {
      if (r.ctx === null) return false;
      const next = cancel(r.selection);
      if (!next.changed) return false;
      uiStore.setSelection(r.ctx.viewer, next.selection);
    },
  });
}

export function Orders({ r, props }: OrdersProps) {
  const { t } = useTranslation('risiko');
  useOrderKeys(r);
  const Body = ORDERS[r.d.step.kind];
  const aiming = r.selection.tool === 'card' && r.selection.card !== null;
  return (
    <section className="rk-orders" aria-labelledby="rk-orders-title" data-testid="risiko-orders" data-step={r.d.step.kind}>
      <h3 id="rk-orders-title" className="field-label">
        {t('ui.orders')}
      </h3>
      {aiming ? <CardAim r={r} props={props} /> : <Body r={r} props={props} />}
      {r.selection.hint && (
        <p className="rk-hint" role="status" data-testid="risiko-hint">
          {t(`ui.hints.${r.selection.hint}`)}
        </p>
      )}
    </section>
  );
}
