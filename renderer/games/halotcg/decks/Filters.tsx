/**
 * The card browser's filters: side, culture (by emblem), kind, cost, site number and a text search. Each
 * is the launcher's ChoicePicker (a radio group: one tab stop, arrows move and choose).
 */
import { CULTURES, type CardKind, type Culture } from '../../../../engines/halotcg';
import { ChoicePicker } from '../../../ui/pickers/ChoicePicker';
import { CULTURE_COLOURS } from '../ui/cards';
import { useTr } from '../ui/useTr';
import { ZoomEmblem } from '../ZoomEmblem';
import { MAX_COST_FILTER, type CardFilter, type SideFilter } from './deckModel';

const SIDES: readonly SideFilter[] = ['all', 'fp', 'shadow', 'site'];
const KINDS: readonly (CardKind | 'all')[] = ['all', 'companion', 'ally', 'minion', 'ship', 'possession', 'artifact', 'condition', 'event', 'site'];
const CULTURE_CHOICES: readonly (Culture | 'all')[] = ['all', ...CULTURES];
const COSTS = ['all', ...Array.from({ length: MAX_COST_FILTER + 1 }, (_, i) => String(i))];
const SITES = ['all', ...Array.from({ length: 9 }, (_, i) => String(i + 1))];

const numberOf = (c: string): number | 'all' => (c === 'all' ? 'all' : Number(c));

interface RowProps<T extends string> {
  readonly label: string;
  readonly value: T;
  readonly choices: readonly T[];
  readonly text: (c: T) => string;
  readonly onChange: (c: T) => void;
  readonly testId: string;
}

function Row<T extends string>({ label, value, choices, text, onChange, testId }: RowProps<T>) {
  return (
    <div className="db-filter">
      <span className="field-label">{label}</span>
      <ChoicePicker
        label={label}
        value={value}
        choices={choices}
        onChange={onChange}
        render={(c) => text(c)}
        testId={(c) => `${testId}-${c}`}
        className="segmented db-segmented"
        itemClassName="segmented-item"
      />
    </div>
  );
}

function CultureRow({ value, onChange }: { value: Culture | 'all'; onChange: (c: Culture | 'all') => void }) {
  const t = useTr();
  const label = t('builder.filter.culture');
  return (
    <div className="db-filter">
      <span className="field-label">{label}</span>
      <ChoicePicker
        label={label}
        value={value}
        choices={CULTURE_CHOICES}
        onChange={onChange}
        render={(c) =>
          c === 'all' ? (
            t('builder.filter.all')
          ) : (
            <span className="db-swatch" style={{ background: CULTURE_COLOURS[c].frame }}>
              <ZoomEmblem culture={c} />
            </span>
          )
        }
        nameOf={(c) => (c === 'all' ? t('builder.filter.all') : t(`ui.cultures.${c}`))}
        testId={(c) => `db-culture-${c}`}
        className="segmented db-segmented db-cultures"
        itemClassName="segmented-item db-emblem"
      />
    </div>
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
      <Row label={t('builder.filter.side')} value={filter.side} choices={SIDES} text={(s) => (s === 'all' ? all : t(`builder.sides.${s}`))} testId="db-side" onChange={(side) => set({ side })} />
      <CultureRow value={filter.culture} onChange={(culture) => set({ culture })} />
      <Row label={t('builder.filter.kind')} value={filter.kind} choices={KINDS} text={(k) => (k === 'all' ? all : t(`ui.kinds.${k}`))} testId="db-kind" onChange={(kind) => set({ kind })} />
      <Row label={t('builder.filter.cost')} value={String(filter.cost)} choices={COSTS} text={(c) => (c === 'all' ? all : c === String(MAX_COST_FILTER) ? `${c}+` : c)} testId="db-cost" onChange={(c) => set({ cost: numberOf(c) })} />
      <Row label={t('builder.filter.site')} value={String(filter.site)} choices={SITES} text={(c) => (c === 'all' ? all : c)} testId="db-site" onChange={(c) => set({ site: numberOf(c) })} />
    </div>
  );
}
