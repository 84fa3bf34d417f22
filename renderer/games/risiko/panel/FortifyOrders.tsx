/** After the invasions: claim or skip an objective, one maneuver between connected territories, end the turn. */
import { useTranslation } from '../../../i18n/useTranslation';
import type { Step } from '../decisions';
import { validPair } from '../ui/clicks';
import { confirm, countControl, setAmount } from '../ui/commands';
import { Stepper, territoryName, Versus } from './common';
import type { OrdersProps } from './ordersProps';

type FortifyStep = Extract<Step, { kind: 'fortify' }>;

function ObjectiveCall({ r, step }: Pick<OrdersProps, 'r'> & { readonly step: FortifyStep }) {
  const { t } = useTranslation('risiko');
  if (!step.objectiveOpen) return null;
  return (
    <div className="rk-callout" data-testid="risiko-objective-call">
      <p>{step.claimable.length > 0 ? t('ui.fortify.objectiveMet') : t('ui.fortify.objectiveNone')}</p>
      <div className="rk-buttons">
        {step.claimable.map((id) => (
          <button key={id} type="button" className="btn btn-primary" data-testid={`risiko-claim-${id}`} onClick={() => r.send({ type: 'claimObjective', card: id })}>
            {t('ui.fortify.claim', { title: t(`objectives.${id}.title`) })}
          </button>
        ))}
        {r.d.skipObjective && (
          <button type="button" className="btn btn-ghost" data-testid="risiko-skip-objective" onClick={() => r.send({ type: 'skipObjective' })}>
            {t('actions.skipObjective')}
          </button>
        )}
      </div>
    </div>
  );
}

function Maneuver({ r, props, step }: OrdersProps & { readonly step: FortifyStep }) {
  const { t } = useTranslation('risiko');
  const { view } = props;
  if (step.moves.size === 0) return <p className="rk-note">{view.phase.maneuvered ? t('ui.fortify.done') : t('ui.fortify.noMoves')}</p>;
  const { source, target } = validPair(step.moves, r.selection);
  const control = r.ctx === null ? null : countControl(r.ctx, r.selection);
  const prompt = source === null ? t('ui.fortify.pickSource') : target === null ? t('ui.fortify.pickTarget', { territory: territoryName(view.battlefield, source) }) : null;
  return (
    <div className="rk-maneuver" data-testid="risiko-maneuver">
      {prompt !== null && (
        <p className="rk-prompt" data-testid="risiko-prompt">
          {prompt}
        </p>
      )}
      {source !== null && target !== null && (
        <>
          <Versus battlefield={view.battlefield} from={source} to={target} />
          {control !== null && <Stepper value={control.value} range={control.range} label={t('ui.count')} testId="risiko-maneuver-count" onChange={(n) => r.run((c, d) => setAmount(c, d, n))} />}
          {step.heroFrom === source && (
            <label className="rk-check">
              <input type="checkbox" checked={r.selection.hero === true} data-testid="risiko-maneuver-hero" onChange={(e) => r.edit((d) => ({ ...d, hero: e.target.checked }))} />
              <span>{t('ui.fortify.hero')}</span>
            </label>
          )}
          <button type="button" className="btn btn-primary btn-block rk-go" data-testid="risiko-maneuver-go" onClick={() => r.run(confirm)}>
            {t('ui.fortify.go', { count: control?.value ?? 1 })}
          </button>
        </>
      )}
    </div>
  );
}

export function FortifyOrders({ r, props }: OrdersProps) {
  const { t } = useTranslation('risiko');
  const step = r.d.step as FortifyStep;
  return (
    <div className="rk-orders-body">
      <ObjectiveCall r={r} step={step} />
      <Maneuver r={r} props={props} step={step} />
      <div className="rk-buttons">
        <button type="button" className="btn" data-testid="risiko-end-turn" disabled={!r.d.endTurn} onClick={() => r.send({ type: 'endTurn' })}>
          {t('actions.endTurn')}
        </button>
      </div>
      {/* The keys work only while a maneuver can still be made. */}
      {step.moves.size > 0 && <p className="rk-keys">{t('ui.keys.fortify')}</p>}
    </div>
  );
}
