/**
 * Costs before paying: the twilight the selected (or hovered) hand card would add or cost, and what
 * moving on would add when the Free Peoples player may move.
 */
import { memo } from 'react';
import type { HaloView } from '../../../../engines/halotcg';
import { costPreview, movePreview } from '../ui/preview';
import type { Translate } from '../ui/useTr';

export function costLine(view: HaloView, card: string, t: Translate): string | null {
  const p = costPreview(view, card);
  if (p === null) return null;
  if (p.kind === 'adds') return t('ui.cost.adds', { n: p.n, pool: p.pool });
  const roaming = p.roaming > 0 ? ` ${t('ui.cost.roaming', { n: p.roaming })}` : '';
  return p.short ? t('ui.cost.short', { n: p.n, have: view.twilight }) + roaming : t('ui.cost.costs', { n: p.n, pool: p.pool }) + roaming;
}

/** Whether the person at the screen is now deciding whether to move on (company window or regroup). */
function decidesMove(view: HaloView): boolean {
  if (view.viewer !== view.fp) return false;
  if (view.pending?.kind === 'regroupChoice') return true;
  return view.pending === null && view.window?.timing === 'company' && view.window.next === view.fp;
}

export const CostPreview = memo(function CostPreview({ view, card, t }: { readonly view: HaloView; readonly card: string | null; readonly t: Translate }) {
  const line = card === null ? null : costLine(view, card, t);
  const move = decidesMove(view) ? movePreview(view) : null;
  if (line === null && move === null) return null;
  return (
    <div className="ht-cost" data-testid="halotcg-cost">
      {line !== null && <p data-testid="halotcg-cost-card">{line}</p>}
      {move !== null && (
        <p data-testid="halotcg-cost-move">
          {move.total === null ? t('ui.cost.moveUnknown', { to: move.to, company: move.company }) : t('ui.cost.move', { to: move.to, total: move.total, shadow: move.shadow, company: move.company })}
        </p>
      )}
    </div>
  );
});
