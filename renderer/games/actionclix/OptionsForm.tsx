/**
 * ActionClix options in the launcher: the battlefield (standard 24 x 24 or quick 24 x 12), teams for four
 * players, and a force builder per seat with points and the engine's validation messages.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { MenuPicker } from '../../ui/pickers/MenuPicker';
import { useServices } from '../../ui/services';
import { BATTLEFIELDS, FACTIONS, actionclixEngine, rosterUnit, SCARAB_POWERS, TEAM_OPTIONS, type ActionClixOptions } from '../../../engines/actionclix';
import type { GameError } from '../../../engines/core';
import { translateError } from '../../i18n/errors';
import type { OptionsFormProps } from '../types';
import { addable, addUnit, defaultForce, overBy, pointsLeft, removeUnit, summary, withBattlefield, withForce, withTeams } from './forceBuilder';
import { loadForces, saveForce, useSavedForces } from './savedForces';
import { SCENARIOS, scarabOptions, scarabSeatOf, withScenario } from './scarab/options';
import { ReinforcementBuilder } from './scarab/Reinforcements';
import './styles/actionclix.css';

export { defaultOptions } from './forceBuilder';

function Segmented<T extends string>(p: { label: string; value: T; choices: readonly T[]; text: (c: T) => string; onChange: (c: T) => void; testId: string }) {
  return (
    <fieldset className="option-group">
      <legend className="field-label">{p.label}</legend>
      <div className="segmented" role="radiogroup" aria-label={p.label}>
        {p.choices.map((c) => (
          <button key={c} type="button" role="radio" aria-checked={p.value === c} className="segmented-item" data-testid={`${p.testId}-${c}`} onClick={() => p.onChange(c)}>
            {p.text(c)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function useMessages(errors: readonly GameError[]): string[] {
  const { t, i18n } = useTranslation();
  return errors.map((e) => translateError((key, options) => t(key, options) as string, (key, ns) => i18n.exists(key, { ns }), e));
}

/** Save this seat's force under a name, or load a saved one (the engine validates names and units). */
function SavedForces({ seat, options, onChange }: { seat: number; options: ActionClixOptions; onChange: (o: ActionClixOptions) => void }) {
  const { t } = useTranslation('actionclix');
  const { host } = useServices();
  const saved = useSavedForces();
  const [name, setName] = useState('');
  const [error, setError] = useState<GameError | null>(null);
  const [message] = useMessages(error === null ? [] : [error]);
  useEffect(() => void loadForces(host), [host]);
  const save = () => void saveForce(host, { name, units: options.forces[seat] ?? [] }, options.limits).then((r) => setError(r.ok ? null : r.error));
  return (
    <div className="acx-force-tools">
      {saved.length > 0 && (
        <MenuPicker
          label={t('ui.force.load')}
          groups={[{ label: null, choices: saved.map((f) => f.name) }]}
          text={(n) => n}
          testId={`acx-force-${seat}-load`}
          onPick={(n) => {
            const f = saved.find((x) => x.name === n);
            if (f !== undefined) onChange(withForce(options, seat, f.units));
          }}
        />
      )}
      <input className="input" value={name} maxLength={40} placeholder={t('ui.force.name')} aria-label={t('ui.force.name')} data-testid={`acx-force-${seat}-name`} onChange={(e) => setName(e.target.value)} />
      <button type="button" className="btn" data-testid={`acx-force-${seat}-save`} onClick={save}>
        {t('ui.force.save')}
      </button>
      {message !== undefined && (
        <p className="acx-force-problems" role="alert" data-testid={`acx-force-${seat}-save-error`}>
          {message}
        </p>
      )}
    </div>
  );
}

/** The name a seat's parts of the form are titled with: the player's, else "Player n". */
function seatName(names: readonly string[] | undefined, seat: number, t: (key: string, params?: Record<string, unknown>) => string): string {
  return names?.[seat] ?? t('ui.force.player', { n: seat + 1 });
}

function ForceBuilder({ seat, options, onChange, name: player, title = 'ui.force.title' }: { seat: number; options: ActionClixOptions; onChange: (o: ActionClixOptions) => void; name: string; title?: string }) {
  const { t } = useTranslation('actionclix');
  const force = options.forces[seat] ?? [];
  const { points, problems } = summary(options, seat);
  const messages = useMessages(problems);
  const name = (id: string) => t(`units.${id}`);
  return (
    <fieldset className="option-group acx-force" data-testid={`acx-force-${seat}`}>
      <legend className="field-label">
        {t(title, { name: player })}{' '}
        <span className={points > options.limits.maxPoints ? 'acx-points is-over' : 'acx-points'} data-testid={`acx-force-points-${seat}`}>
          {t('ui.force.points', { points, max: options.limits.maxPoints })}
        </span>{' '}
        {points < options.limits.maxPoints && (
          <span className="acx-points" data-testid={`acx-force-left-${seat}`}>
            {t('ui.force.left', { left: pointsLeft(options, seat) })}
          </span>
        )}
      </legend>
      <ul className="acx-force-list">
        {force.map((id) => (
          <li key={id}>
            <span>{name(id)}</span>
            <span className="acx-points">{rosterUnit(id)?.points ?? 0}</span>
            <button type="button" className="icon-btn" aria-label={t('ui.force.remove', { unit: name(id) })} data-testid={`acx-force-${seat}-remove-${id}`} onClick={() => onChange(removeUnit(options, seat, id))}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="acx-force-tools">
        <MenuPicker
          label={t('ui.force.add')}
          groups={FACTIONS.map((f) => ({ label: t(`factions.${f}`), choices: addable(options, seat).filter((id) => rosterUnit(id)?.faction === f) }))}
          text={(id) => {
            const option = t('ui.force.option', { unit: name(id), points: rosterUnit(id)?.points ?? 0 });
            const over = overBy(options, seat, id);
            return over > 0 ? `${option} ${t('ui.force.overBy', { points: over })}` : option;
          }}
          testId={`acx-force-${seat}-add`}
          onPick={(id) => onChange(addUnit(options, seat, id))}
        />
        <MenuPicker label={t('ui.force.preset')} groups={[{ label: null, choices: FACTIONS }]} text={(f) => t(`factions.${f}`)} testId={`acx-force-${seat}-preset`} onPick={(f) => onChange(defaultForce(options, seat, f))} />
      </div>
      <SavedForces seat={seat} options={options} onChange={onChange} />
      {messages.length > 0 ? (
        <ul className="acx-force-problems" role="alert" data-testid={`acx-force-${seat}-problems`}>
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : (
        <p className="acx-force-ok" data-testid={`acx-force-${seat}-ok`}>
          ✓ {t('ui.force.ok')}
        </p>
      )}
    </fieldset>
  );
}

export function ActionClixOptionsForm({ players, options, onChange, names }: OptionsFormProps<ActionClixOptions>) {
  const { t: translate } = useTranslation('actionclix');
  const t = (key: string, params?: Record<string, unknown>) => translate(key, params ?? {});
  const parsed = actionclixEngine.parseOptions(options, players);
  const [message] = useMessages(parsed.ok ? [] : [parsed.error]);
  const scarab = options.mode === 'scarab' ? options.scarab : undefined;
  return (
    <div className="acx-options" data-testid="acx-options">
      {players === 2 && (
        <Segmented label={t('ui.options.scenario')} value={options.mode} choices={SCENARIOS} text={(c) => t(`scarab.modes.${c}`)} testId="acx-scenario" onChange={(c) => onChange(withScenario(options, players, c))} />
      )}
      {scarab !== undefined && (
        <>
          <Segmented label={t('ui.options.power')} value={scarab.power} choices={SCARAB_POWERS} text={(p) => t(`scarab.powers.${p}`)} testId="acx-power" onChange={(p) => onChange(scarabOptions(options, p, scarab.scarabSeat === 0 ? 0 : 1))} />
          <Segmented label={t('ui.options.scarabSeat')} value={String(scarab.scarabSeat)} choices={['0', '1']} text={(c) => t('ui.options.scarabSeatChoice', { n: Number(c) + 1 })} testId="acx-scarab-seat" onChange={(c) => onChange(scarabOptions(options, scarab.power, c === '0' ? 0 : 1))} />
          <p className="acx-force-ok">{t('ui.options.scarabPlayers')}</p>
        </>
      )}
      <Segmented label={t('ui.options.battlefield')} value={options.battlefield} choices={BATTLEFIELDS} text={(b) => t(`ui.options.battlefields.${b}`)} testId="acx-battlefield" onChange={(b) => onChange(withBattlefield(options, b))} />
      {players === 4 && (
        <Segmented label={t('ui.options.teams')} value={options.teams} choices={TEAM_OPTIONS} text={(c) => t(`ui.options.teamChoices.${c}`)} testId="acx-teams" onChange={(c) => onChange(withTeams(options, c))} />
      )}
      {options.teams === 'pairs' && (
        <label className="acx-check">
          <input type="checkbox" checked={options.sharedSpawns} data-testid="acx-shared-spawns" onChange={(e) => onChange({ ...options, sharedSpawns: e.target.checked })} />
          {t('ui.options.sharedSpawns')}
        </label>
      )}
      {scarab === undefined &&
        options.forces.map((_, seat) => (
          <ForceBuilder key={seat} seat={seat} options={options} onChange={onChange} name={seatName(names, seat, t)} />
        ))}
      {scarab !== undefined && (
        <>
          <ForceBuilder seat={1 - scarabSeatOf(options)} options={options} onChange={onChange} name={seatName(names, 1 - scarabSeatOf(options), t)} title="ui.force.attackers" />
          <ReinforcementBuilder options={options} onChange={onChange} name={seatName(names, scarabSeatOf(options), t)} />
        </>
      )}
      {!parsed.ok && (
        <p className="acx-options-error" role="alert" data-testid="acx-options-error">
          {message}
        </p>
      )}
    </div>
  );
}
