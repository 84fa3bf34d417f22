/** Reinforcements: a plan built by clicking territories (+1 each), tuned with −/+ or digits, sent with Enter. */
import { useTranslation } from '../../../i18n/useTranslation';
import type { TerritoryId } from '../../../../engines/risiko';
import type { Step } from '../decisions';
import { heroTool } from '../ui/clicks';
import { cancel, confirm, countControl, fill, setAmount } from '../ui/commands';
import { planned } from '../ui/selection';
import { uiStore } from '../ui/store';
import { Stepper, territoryName } from './common';
import type { OrdersProps } from './ordersProps';

type ReinforceStep = Extract<Step, { kind: 'reinforce' }>;

/** A fallen hero waits: clicks redeploy it first, or place units first. */
function HeroCallout({ r, step }: Pick<OrdersProps, 'r'> & { readonly step: ReinforceStep }) {
  const { t } = useTranslation('risiko');
  if (step.heroTargets.size === 0) return null;
  const hero = heroTool(step, r.selection);
  return (
    <div className="rk-callout" data-testid="risiko-hero-fallen">
      <p>{t('ui.reinforce.heroFallen')}</p>
      <div className="segmented" role="radiogroup" aria-label={t('ui.reinforce.tool')}>
        <button type="button" role="radio" aria-checked={hero} className="segmented-item" data-testid="risiko-tool-hero" onClick={() => r.edit((d) => ({ ...d, tool: 'hero' }))}>
          {t('actions.redeployHero')}
        </button>
        <button type="button" role="radio" aria-checked={!hero} disabled={step.left === 0} className="segmented-item" data-testid="risiko-tool-units" onClick={() => r.edit((d) => ({ ...d, tool: 'units' }))}>
          {t('actions.reinforce')}
        </button>
      </div>
    </div>
  );
}

/** The planned territories (click one to tune it) and the −/+ of the focused one. */
function Plan({ r, props, rest }: OrdersProps & { readonly rest: number }) {
  const { t } = useTranslation('risiko');
  const { selection } = r;
  const control = r.ctx === null ? null : countControl(r.ctx, selection);
  const entries = Object.entries(selection.plan) as [TerritoryId, number][];
  const name = (id: TerritoryId) => territoryName(props.view.battlefield, id);
  return (
    <>
      {entries.length > 0 && (
        <ul className="rk-plan" data-testid="risiko-plan">
          {entries.map(([id, n]) => (
            <li key={id}>
              <button type="button" className={selection.focus === id ? 'rk-plan-item is-focus' : 'rk-plan-item'} data-testid={`risiko-plan-${id}`} onClick={() => r.edit((d) => ({ ...d, focus: id }))}>
                <span>{name(id)}</span>
                <span className="rk-plan-count">+{n}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {control !== null && selection.focus !== null && (
        <div className="rk-row">
          <span className="rk-row-label">{name(selection.focus)}</span>
          <Stepper value={control.value} range={control.range} label={t('ui.reinforce.count')} testId="risiko-plan-stepper" onChange={(n) => r.run((c, d) => setAmount(c, d, n))} />
          <button type="button" className="btn btn-ghost" data-testid="risiko-plan-fill" disabled={rest === 0} onClick={() => r.run(fill)}>
            {t('ui.reinforce.allHere')}
          </button>
        </div>
      )}
    </>
  );
}

export function ReinforceOrders({ r, props }: OrdersProps) {
  const { t } = useTranslation('risiko');
  const step = r.d.step as ReinforceStep;
  const { selection } = r;
  const total = planned(selection.plan);
  const rest = step.left - total;
  const hero = heroTool(step, selection);
  return (
    <div className="rk-orders-body">
      <HeroCallout r={r} step={step} />
      <p className="rk-prompt" data-testid="risiko-prompt">
        {hero ? t('ui.reinforce.pickHero') : rest <= 0 ? t('ui.reinforce.allPlaced') : t('ui.reinforce.place', { count: rest })}
      </p>
      {step.trades.length > 0 && total === 0 && <p className="rk-note">{t('ui.reinforce.tradeFirst')}</p>}
      <Plan r={r} props={props} rest={rest} />
      <div className="rk-buttons">
        <button type="button" className="btn btn-primary" data-testid="risiko-confirm" disabled={total === 0} onClick={() => r.run(confirm)}>
          {total === 0 ? t('actions.reinforce') : t('ui.reinforce.confirm', { count: total })}
        </button>
        <button type="button" className="btn btn-ghost" data-testid="risiko-clear" disabled={total === 0} onClick={() => r.ctx && uiStore.setSelection(r.ctx.viewer, cancel(selection).selection)}>
          {t('ui.clear')}
        </button>
      </div>
      <p className="rk-keys">{t('ui.keys.reinforce')}</p>
    </div>
  );
}
