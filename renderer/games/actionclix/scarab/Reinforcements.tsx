/** The Scarab side's reinforcements in the launcher: Covenant figures with their points against the power level's budget. */
import { useTranslation } from '../../../i18n/useTranslation';
import { rosterUnit, type ActionClixOptions } from '../../../../engines/actionclix';
import { MenuPicker } from '../../../ui/pickers/MenuPicker';
import { reinforcementChoices, reinforcementSummary, scarabSeatOf, withReinforcements } from './options';

export function ReinforcementBuilder({ options, onChange, name: player }: { options: ActionClixOptions; onChange: (o: ActionClixOptions) => void; name: string }) {
  const { t } = useTranslation('actionclix');
  const seat = scarabSeatOf(options);
  const list = options.forces[seat] ?? [];
  const { points, max } = reinforcementSummary(options);
  const name = (id: string) => t(`units.${id}`);
  return (
    <fieldset className="option-group acx-force" data-testid="acx-reinforcements">
      <legend className="field-label">
        {t('ui.force.reinforcements', { name: player })}{' '}
        <span className={points > max ? 'acx-points is-over' : 'acx-points'} data-testid="acx-reinforcement-points">
          {t('ui.force.points', { points, max })}
        </span>
      </legend>
      <ul className="acx-force-list">
        {list.map((id) => (
          <li key={id}>
            <span>{name(id)}</span>
            <span className="acx-points">{rosterUnit(id)?.points ?? 0}</span>
            <button type="button" className="icon-btn" aria-label={t('ui.force.remove', { unit: name(id) })} data-testid={`acx-reinforcement-remove-${id}`} onClick={() => onChange(withReinforcements(options, list.filter((u) => u !== id)))}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="acx-force-tools">
        <MenuPicker
          label={t('ui.force.add')}
          groups={[{ label: null, choices: reinforcementChoices(options) }]}
          text={(id) => t('ui.force.option', { unit: name(id), points: rosterUnit(id)?.points ?? 0 })}
          testId="acx-reinforcement-add"
          onPick={(id) => onChange(withReinforcements(options, [...list, id]))}
        />
      </div>
    </fieldset>
  );
}
