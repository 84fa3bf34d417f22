/** The card browser's filters: side, culture (by emblem), kind, cost, site number and a text search. */
import { CULTURES, type CardKind, type Culture } from '../../../../engines/halotcg';
import { useTr } from '../ui/useTr';
import { CULTURE_COLOURS } from '../ui/cards';
import { ZoomEmblem } from '../ZoomEmblem';
import { MAX_COST_FILTER, type CardFilter, type SideFilter } from './deckModel';

const SIDES: readonly SideFilter[] = ['all', 'fp', 'shadow', 'site'];
const KINDS: readonly CardKind[] = ['companion', 'ally', 'minion', 'ship', 'possession', 'artifact', 'condition', 'event', 'site'];
const COSTS = Array.from({ length: MAX_COST_FILTER + 1 }, (_, i) => i);
const SITES = Array.from({ length: 9 }, (_, i) => i + 1);

function Choices<T extends string | number>(p: { label: string; value: T | 'all'; choices: readonly T[]; text: (c: T) => string; onChange: (c: T | 'all') => void; testId: string }) {
  const t = useTr();
  const item = (c: T | 'all', text: string) => (
    <button key={String(c)} type="button" role="radio" aria-checked={p.value === c} className="segmented-item" data-testid={`${p.testId}-${c}`} onClick={() => p.onChange(c)}>
      {text}
    </button>
  );
  return (
    <div className="db-filter">
      <span className="field-label">{p.label}</span>
      <div className="segmented db-segmented" role="radiogroup" aria-label={p.label}>
        {item('all', t('builder.filter.all'))}
        {p.choices.map((c) => item(c, p.text(c)))}
      </div>
    </div>
  );
}

function CultureChoices({ value, onChange }: { value: Culture | 'all'; onChange: (c: Culture | 'all') => void }) {
  const t = useTr();
  return (
    <div className="db-filter">
      <span className="field-label">{t('builder.filter.culture')}</span>
      <div className="segmented db-segmented" role="radiogroup" aria-label={t('builder.filter.culture')}>
        <button type="button" role="radio" aria-checked={value === 'all'} className="segmented-item" data-testid="db-culture-all" onClick={() => onChange('all')}>
          {t('builder.filter.all')}
        </button>
        {CULTURES.map((c) => (
          <button key={c} type="button" role="radio" aria-checked={value === c} className="segmented-item db-emblem" style={{ background: CULTURE_COLOURS[c].frame }} title={t(`ui.cultures.${c}`)} aria-label={t(`ui.cultures.${c}`)} data-testid={`db-culture-${c}`} onClick={() => onChange(c)}>
            <ZoomEmblem culture={c} />
          </button>
        ))}
      </div>
    </div>
  );
}

export function Filters({ filter, onChange }: { readonly filter: CardFilter; readonly onChange: (f: CardFilter) => void }) {
  const t = useTr();
  const set = (patch: Partial<CardFilter>) => onChange({ ...filter, ...patch });
  return (
    <div className="db-filters" data-testid="db-filters">
      <label className="db-filter db-search">
        <span className="field-label">{t('builder.filter.search')}</span>
        <input className="input" type="search" value={filter.text} placeholder={t('builder.filter.searchHint')} data-testid="db-search" onChange={(e) => set({ text: e.target.value })} />
      </label>
      <Choices label={t('builder.filter.side')} value={filter.side} choices={SIDES.filter((s) => s !== 'all')} text={(s) => t(`builder.sides.${s}`)} testId="db-side" onChange={(side) => set({ side })} />
      <CultureChoices value={filter.culture} onChange={(culture) => set({ culture })} />
      <label className="db-filter">
        <span className="field-label">{t('builder.filter.kind')}</span>
        <select className="input db-kind" value={filter.kind} aria-label={t('builder.filter.kind')} data-testid="db-kind" onChange={(e) => set({ kind: e.target.value as CardKind | 'all' })}>
          <option value="all">{t('builder.filter.allKinds')}</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`ui.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <Choices label={t('builder.filter.cost')} value={filter.cost} choices={COSTS} text={(c) => (c === MAX_COST_FILTER ? `${c}+` : String(c))} testId="db-cost" onChange={(cost) => set({ cost })} />
      <Choices label={t('builder.filter.site')} value={filter.site} choices={SITES} text={String} testId="db-site" onChange={(site) => set({ site })} />
    </div>
  );
}
