/** One button that accepts the suggested spawn point or the chosen unit's suggested deployment square (suggest.ts). */
import type { ActionClixAction, ActionClixView } from '../../../../engines/actionclix';
import type { Seat } from '../../../../engines/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { squareName } from '../model';
import { suggestedDeploy, suggestedSpawn } from '../suggest';

export interface SuggestionProps {
  readonly view: ActionClixView;
  readonly legal: readonly ActionClixAction[];
  readonly viewer: Seat | null;
  readonly unit: string | null;
  readonly send: (action: ActionClixAction) => void;
}

export function Suggestion({ view, legal, viewer, unit, send }: SuggestionProps) {
  const { t } = useTranslation('actionclix');
  if (viewer === null) return null;
  const spawn = suggestedSpawn(view, legal, viewer);
  const deploy = spawn === null ? suggestedDeploy(view, legal, unit, viewer) : null;
  const action = spawn ?? deploy;
  if (action === null) return null;
  const square = squareName(view.width, action.type === 'placeSpawn' ? action.square : action.to);
  const roster = deploy === null ? '' : (view.units.find((u) => u.id === deploy.unit)?.roster ?? '');
  const text = deploy === null ? t('ui.suggest.spawn', { square }) : t('ui.suggest.deploy', { unit: t(`units.${roster}`), square });
  return (
    <div className="acx-buttons">
      <button type="button" className="btn" data-testid="acx-suggest" data-type={action.type} title={t('ui.suggest.title')} onClick={() => send(action)}>
        {text}
      </button>
    </div>
  );
}
