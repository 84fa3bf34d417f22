/**
 * The legend: region bonuses per half (name, colour, bonus), the skull table and the symbols, opened from
 * the standings strip (LegendBar) over the board's corner; names of halves and regions stay English. The
 * regions' names and bonuses are on the map too (board/regionLabels.ts).
 */
import { memo, useCallback } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { BattlefieldId } from '../../../../engines/risiko';
import { boardModel } from '../board/model';
import { SkullTable } from '../panel/Cards';
import { useHotkeys } from '../../../ui/hotkeys';
import { uiStore, useUi, type UiState } from '../ui/store';

const selectOpen = (s: UiState) => s.legendOpen;
const selectMapView = (s: UiState) => s.mapView;

const switchMapView = () => uiStore.update({ mapView: uiStore.get().mapView === 'owners' ? 'regions' : 'owners' });

/** Owners or regions in the map's fill; R switches. */
function MapViewSwitch() {
  const { t } = useTranslation('risiko');
  const mapView = useUi(selectMapView);
  useHotkeys({ r: switchMapView });
  return (
    <div className="segmented rk-mapview" role="radiogroup" aria-label={t('ui.legend.view')} title={t('ui.legend.view')} data-testid="risiko-map-view" data-view={mapView}>
      {(['owners', 'regions'] as const).map((v) => (
        <button key={v} type="button" role="radio" aria-checked={mapView === v} className="segmented-item" data-testid={`risiko-map-view-${v}`} onClick={() => uiStore.update({ mapView: v })}>
          {t(v === 'owners' ? 'ui.legend.viewOwners' : 'ui.legend.viewRegions')}
        </button>
      ))}
    </div>
  );
}

function Regions({ battlefield }: { readonly battlefield: BattlefieldId }) {
  const model = boardModel(battlefield);
  return (
    <>
      {model.halves.map((half) => (
        <div key={half.id} className="rk-legend-half">
          {model.halves.length > 1 && <h4>{half.name}</h4>}
          <ul>
            {model.regions
              .filter((r) => r.half === half.id)
              .map((r) => (
                <li key={r.id} data-testid={`risiko-legend-${r.id}`}>
                  <span className="rk-swatch" style={{ background: r.color }} aria-hidden="true" />
                  <span className="rk-legend-name">{r.name}</span>
                  <span className="rk-legend-bonus">+{r.bonus}</span>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </>
  );
}

function Symbols() {
  const { t } = useTranslation('risiko');
  return (
    <ul className="rk-symbols">
      <li>
        <span className="rk-sym rk-sym--portal" aria-hidden="true" />
        {t('ui.legend.stationary')}
      </li>
      <li>
        <span className="rk-sym rk-sym--mobile" aria-hidden="true">
          1
        </span>
        {t('ui.legend.mobile')}
      </li>
      <li>
        <span className="rk-sym rk-sym--hero" aria-hidden="true" />
        {t('ui.legend.hero')}
      </li>
      <li>
        <span className="rk-sym rk-sym--base" aria-hidden="true" />
        {t('ui.legend.base')}
      </li>
    </ul>
  );
}

const toggleLegend = () => uiStore.update({ legendOpen: !uiStore.get().legendOpen });

/**
 * The map's controls in the standings strip, above the board and never over it: owners or regions, and
 * the legend's toggle (the legend opens over the board's top-left corner only when asked for).
 */
export const LegendBar = memo(function LegendBar() {
  const { t } = useTranslation('risiko');
  const open = useUi(selectOpen);
  return (
    <div className="rk-legend-bar" data-testid="risiko-legend-bar">
      <MapViewSwitch />
      <button type="button" className="rk-legend-toggle" aria-expanded={open} aria-controls="rk-legend" data-testid="risiko-legend-toggle" onClick={toggleLegend}>
        {t('ui.legend.title')} <span aria-hidden="true">{open ? '▾' : '▸'}</span>
      </button>
    </div>
  );
});

/** The opened legend over the board (memoised: it depends on the battlefield and its open state only). */
export const Legend = memo(function Legend({ battlefield }: { readonly battlefield: BattlefieldId }) {
  const { t } = useTranslation('risiko');
  const open = useUi(selectOpen);
  const close = useCallback(() => uiStore.update({ legendOpen: false }), []);
  if (!open) return null;
  return (
    <aside id="rk-legend" className="rk-legend hud-panel is-open" data-testid="risiko-legend" aria-label={t('ui.legend.title')}>
      <div className="rk-legend-head">
        <span className="rk-legend-caption">{t('ui.legend.title')}</span>
        <button type="button" className="icon-btn rk-legend-close" data-testid="risiko-legend-close" aria-label={t('ui.legend.close')} title={t('ui.legend.close')} onClick={close}>
          ×
        </button>
      </div>
      <div className="rk-legend-body">
        <p className="rk-legend-caption">{t('ui.legend.regions')}</p>
        <Regions battlefield={battlefield} />
        <p className="rk-legend-caption">{t('ui.legend.skulls')}</p>
        <SkullTable />
        <Symbols />
      </div>
    </aside>
  );
});
