/**
 * The card browser's filters: side, culture (by emblem), kind, cost, site number and a text search. Each
 * is the launcher's ChoicePicker (a radio group: one tab stop, arrows move and choose).
 */
import { CULTURES, type CardKind, type Culture } from '../../../../engines/halotcg';
import { ChoicePicker, type ChoicePickerProps } from '../../../ui/pickers/ChoicePicker';
import { CULTURE_COLOURS } from '../ui/cards';
import { useTr } from '../ui/useTr';
import { CultureIcon } from '../ui/CultureIcon';
import { MAX_COST_FILTER, type CardFilter, type SideFilter } from './deckModel';

const SIDES: readonly SideFilter[] = ['all', 'fp', 'shadow', 'site'];
const KINDS: readonly (CardKind | 'all')[] = ['all', 'companion', 'ally', 'minion', 'ship', 'possession', 'artifact', 'condition', 'event', 'site'];
const CULTURE_CHOICES: readonly (Culture | 'all')[] = ['all', ...CULTURES];
const COSTS = ['all', ...Array.from({ length: MAX_COST_FILTER + 1 }, (_, i) => String(i))];
const SITES = ['all', ...Array.from({ length: 9 }, (_, i) => String(i + 1))];

const numberOf = (c: string): number | 'all' => (c === 'all' ? 'all' : Number(c));

type RowProps<T extends string> = Pick<ChoicePickerProps<T>, 'label' | 'value' | 'choices' | 'onChange' | 'render' | 'nameOf'> & { readonly testId: string; readonly groupClass?: string };

/** One labelled filter: a ChoicePicker in the segmented look. */
function Row<T extends string>({ label, testId, groupClass = '', ...picker }: RowProps<T>) {
  return (
    <div className="db-filter">
      <span className="field-label">{label}</span>
      <ChoicePicker label={label} {...picker} testId={(c) => `${testId}-${c}`} className={`segmented db-segmented${groupClass}`} itemClassName="segmented-item" />
    </div>
  );
}

function Swatch({ culture }: { readonly culture: Culture }) {
  return (
    <span className="db-swatch" style={{ background: CULTURE_COLOURS[culture].frame }}>
      <CultureIcon culture={culture} size={18} colour="rgba(255,255,255,0.9)" />
    </span>
  );
}

export function Filters({ filter, onChange }: { readonly filter: CardFilter; readonly onChange: (f: CardFilter) => void }) {
  const t = useTr();
  const set = (patch: Partial<CardFilter>) => onChange({ ...filter, ...patch });
  const all = t('builder.filter.all');
  return (
    <div className="db-filters" data-testid="db-filters">
      <label className="db-filter db-search">
        <span className="field-label">{t('builder.filter.search')}</span>
        <input className="input" type="search" value={filter.text} placeholder={t('builder.filter.searchHint')} data-testid="db-search" onChange={(e) => set({ text: e.target.value })} />
      </label>
      <Row label={t('builder.filter.side')} value={filter.side} choices={SIDES} render={(s) => (s === 'all' ? all : t(`builder.sides.${s}`))} testId="db-side" onChange={(side) => set({ side })} />
      <Row
        label={t('builder.filter.culture')}
        value={filter.culture}
        choices={CULTURE_CHOICES}
        render={(c) => (c === 'all' ? all : <Swatch culture={c} />)}
        nameOf={(c) => (c === 'all' ? all : t(`ui.cultures.${c}`))}
        testId="db-culture"
        groupClass=" db-cultures"
        onChange={(culture) => set({ culture })}
      />
      <Row label={t('builder.filter.kind')} value={filter.kind} choices={KINDS} render={(k) => (k === 'all' ? all : t(`ui.kinds.${k}`))} testId="db-kind" onChange={(kind) => set({ kind })} />
      <Row label={t('builder.filter.cost')} value={String(filter.cost)} choices={COSTS} render={(c) => (c === 'all' ? all : c === String(MAX_COST_FILTER) ? `${c}+` : c)} testId="db-cost" onChange={(c) => set({ cost: numberOf(c) })} />
      <Row label={t('builder.filter.site')} value={String(filter.site)} choices={SITES} render={(c) => (c === 'all' ? all : c)} testId="db-site" onChange={(c) => set({ site: numberOf(c) })} />
    </div>
  );
}
