/**
 * Risiko's options in the launcher: mode and battlefield (only those the player count allows), factions
 * per seat where the mode leaves a choice, the mobile-teleporter rule and quick or manual setup. The
 * engine judges the combination; its refusal is shown under the form.
 */
import { useTranslation } from '../../i18n/useTranslation';
import {
  BATTLEFIELD_IDS,
  BATTLEFIELD_PLAYERS,
  MODE_PLAYERS,
  MODES,
  SETUP_OPTIONS,
  TELEPORTER_OPTIONS,
  defaultFactions,
  risikoEngine,
  type BattlefieldId,
  type Faction,
  type Mode,
  type RisikoOptions,
} from '../../../engines/risiko';
import { FactionEmblem } from '../../ui/Emblem';
import { FactionPicker } from '../../ui/pickers/FactionPicker';
import { PreviewPicker } from '../../ui/pickers/PreviewPicker';
import { useErrorMessage } from '../../ui/useErrorMessage';
import type { OptionsFormProps } from '../types';
import './styles/options.css';

const fits = (range: readonly [number, number], players: number): boolean => players >= range[0] && players <= range[1];

/** Options for a first game in a few clicks: ONE-ON-ONE on HAMMER for two, OBJECTIVE on THE RING for more. */
export function defaultOptions(players: number): RisikoOptions {
  const mode: Mode = players === 2 ? 'one-on-one' : 'objective';
  return { mode, battlefield: players === 2 ? 'hammer' : 'the-ring', factions: defaultFactions(players, mode), teleporters: 'each-player', setup: 'quick' };
}

/** A new mode brings its own factions and a battlefield and teleporter rule that suit the table. */
export function withMode(options: RisikoOptions, mode: Mode, players: number): RisikoOptions {
  const battlefield = fits(BATTLEFIELD_PLAYERS[options.battlefield], players) ? options.battlefield : (BATTLEFIELD_IDS.find((b) => fits(BATTLEFIELD_PLAYERS[b], players)) ?? 'hammer');
  const teleporters = mode === 'team-objective' ? 'each-player' : options.teleporters;
  return { ...options, mode, battlefield, teleporters, factions: defaultFactions(players, mode) };
}

/** ONE-ON-ONE and TEAM OBJECTIVE fix the pattern of factions; the choice left is which side is which. */
export function swapSides(factions: readonly Faction[]): Faction[] {
  return factions.map((f) => (f === 'unsc' ? 'covenant' : f === 'covenant' ? 'unsc' : f));
}

function Segmented<T extends string>({ label, value, choices, text, onChange, testId, disabled }: {
  readonly label: string;
  readonly value: T;
  readonly choices: readonly T[];
  readonly text: (choice: T) => string;
  readonly onChange: (choice: T) => void;
  readonly testId: string;
  readonly disabled?: (choice: T) => boolean;
}) {
  return (
    <fieldset className="option-group">
      <legend className="field-label">{label}</legend>
      <div className="segmented rk-options-seg" role="radiogroup" aria-label={label}>
        {choices.map((c) => (
          <button key={c} type="button" role="radio" aria-checked={value === c} disabled={disabled?.(c) ?? false} className="segmented-item" data-testid={`${testId}-${c}`} onClick={() => onChange(c)}>
            {text(c)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function Factions({ options, players, onChange }: { readonly options: RisikoOptions; readonly players: number; readonly onChange: (o: RisikoOptions) => void }) {
  const { t } = useTranslation('risiko');
  const fixed = options.mode === 'one-on-one' || options.mode === 'team-objective';
  return (
    <fieldset className="option-group">
      <legend className="field-label">{t('options.factions')}</legend>
      <ol className="rk-faction-seats">
        {options.factions.slice(0, players).map((f, seat) => (
          <li key={seat}>
            <span className="rk-faction-seat">{t('ui.options.seat', { n: seat + 1 })}</span>
            {fixed ? (
              <span className={`rk-faction-tag rk-faction-tag--${f}`}>
                <FactionEmblem faction={f} size={18} /> {t(`factions.${f}`)}
              </span>
            ) : (
              <FactionPicker label={t('ui.options.seat', { n: seat + 1 })} value={f} testId={`risiko-faction-${seat}`} onChange={(x) => onChange({ ...options, factions: options.factions.map((y, i) => (i === seat ? x : y)) })} />
            )}
          </li>
        ))}
      </ol>
      {fixed && (
        <button type="button" className="btn btn-ghost" data-testid="risiko-swap-sides" onClick={() => onChange({ ...options, factions: swapSides(options.factions) })}>
          ⇄ {t('ui.options.swap')}
        </button>
      )}
    </fieldset>
  );
}

export function RisikoOptionsForm({ players, options, onChange, Preview }: OptionsFormProps<RisikoOptions>) {
  const { t } = useTranslation('risiko');
  const parsed = risikoEngine.parseOptions(options, players);
  const message = useErrorMessage(parsed.ok ? null : parsed.error);
  const modes = MODES.filter((m) => fits(MODE_PLAYERS[m], players));
  const fields = BATTLEFIELD_IDS.filter((b) => fits(BATTLEFIELD_PLAYERS[b], players));
  return (
    <div className="rk-options" data-testid="risiko-options">
      <Segmented label={t('options.mode')} value={options.mode} choices={modes} text={(m) => t(`modes.${m}`)} testId="risiko-mode" onChange={(m) => onChange(withMode(options, m, players))} />
      <p className="field-hint">{t(`modeHelp.${options.mode}`)}</p>
      {/* The battlefields with, beside them, why the names are English in German too (they follow the printed game). */}
      <div className="rk-field-row">
      <PreviewPicker<BattlefieldId>
        label={t('options.battlefield')}
        value={options.battlefield}
        choices={fields}
        text={(b) => t(`battlefields.${b}`)}
        {...(Preview ? { preview: (b: BattlefieldId) => <Preview field="battlefield" value={b} /> } : {})}
        testId="risiko-battlefield"
        onChange={(battlefield) => onChange({ ...options, battlefield })}
      />
      <p className="field-hint rk-names-note" data-testid="risiko-names-note">
        {t('ui.options.namesNote')}
      </p>
      </div>
      <Factions options={options} players={players} onChange={onChange} />
      <Segmented
        label={t('options.teleporters')}
        value={options.teleporters}
        choices={TELEPORTER_OPTIONS}
        text={(c) => t(`options.teleporterChoices.${c}`)}
        testId="risiko-teleporters"
        disabled={(c) => c === 'last-player-only' && (players < 3 || options.mode === 'team-objective')}
        onChange={(teleporters) => onChange({ ...options, teleporters })}
      />
      <Segmented label={t('options.setup')} value={options.setup} choices={SETUP_OPTIONS} text={(c) => t(`options.setupChoices.${c}`)} testId="risiko-setup" onChange={(setup) => onChange({ ...options, setup })} />
      {!parsed.ok && (
        <p className="rk-options-error" role="alert" data-testid="risiko-options-error">
          {message}
        </p>
      )}
    </div>
  );
}
