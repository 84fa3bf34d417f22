/**
 * "Keep attacking" beside the single roll (RISK: Global Domination's blitz): the same invasion is sent
 * again with the most dice through the normal actions until the territory falls, the source is down to
 * the chosen number of units, or a person must decide (a defender with a card, the move-in).
 */
import { useState } from 'react';
import type { TerritoryId } from '../../../../engines/risiko';
import { useAppDispatch } from '../../../store';
import { useTranslation } from '../../../i18n/useTranslation';
import { cleared } from '../ui/selection';
import { sendActions } from '../ui/send';
import { uiStore } from '../ui/store';
import type { Range } from '../decisions';
import { Stepper } from './common';
import type { OrdersProps } from './ordersProps';

interface BlitzProps extends Pick<OrdersProps, 'r'> {
  readonly from: TerritoryId;
  readonly to: TerritoryId;
  /** The attack dice possible from `from` into `to`. */
  readonly dice: Range;
  readonly units: number;
}

export function BlitzOrders({ r, from, to, dice, units }: BlitzProps) {
  const { t } = useTranslation('risiko');
  const dispatch = useAppDispatch();
  const [wanted, setLeave] = useState(1);
  if (r.ctx === null || units < 2) return null;
  const range: Range = { min: 1, max: Math.max(1, units - 1) };
  const leave = Math.min(range.max, Math.max(range.min, wanted));
  const { viewer, view } = r.ctx;
  const go = () => {
    uiStore.setSelection(viewer, { ...cleared(uiStore.selection(viewer, view)), source: from });
    void dispatch(sendActions([{ type: 'attack', from, to, dice: dice.max }], { seat: viewer, from, to, leave }));
  };
  return (
    <div className="rk-blitz" data-testid="risiko-blitz-orders">
      <div className="rk-row">
        <span className="rk-row-label">{t('ui.attack.blitzLeave')}</span>
        <Stepper value={leave} range={range} label={t('ui.attack.blitzLeave')} testId="risiko-blitz-leave" onChange={setLeave} />
      </div>
      <button type="button" className="btn btn-block" data-testid="risiko-blitz" disabled={units <= leave} onClick={go}>
        {t('ui.attack.blitz', { count: leave })}
      </button>
    </div>
  );
}
