/**
 * The suggestions of suggest.ts, each accepted by one click: the next spawn point or the chosen unit's
 * deployment square, and during a deployment turn with two or more units left, all of them at once.
 */
import type { ActionClixAction, ActionClixView } from '../../../../engines/actionclix';
import type { Seat } from '../../../../engines/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAppDispatch } from '../../../store';
import { deployableUnits, offers, squareName } from '../model';
import { suggestedDeploy, suggestedSpawn } from '../suggest';
import { placeAllSuggested } from '../ui/placeAll';

export interface SuggestionProps {
  readonly view: ActionClixView;
  readonly legal: readonly ActionClixAction[];
  readonly viewer: Seat | null;
  readonly unit: string | null;
  readonly send: (action: ActionClixAction) => void;
}

export function Suggestion({ view, legal, viewer, unit, send }: SuggestionProps) {
  const { t } = useTranslation('actionclix');
  const dispatch = useAppDispatch();
  if (viewer === null || !(offers(legal, 'placeSpawn') || offers(legal, 'deploy'))) return null;
  const spawn = suggestedSpawn(view, legal, viewer);
  const deploy = spawn === null ? suggestedDeploy(view, legal, unit, viewer) : null;
  const action = spawn ?? deploy;
  if (action === null) return null;
  const square = squareName(view.width, action.type === 'placeSpawn' ? action.square : action.to);
  const roster = deploy === null ? '' : (view.units.find((u) => u.id === deploy.unit)?.roster ?? '');
  const text = deploy === null ? t('ui.suggest.spawn', { square }) : t('ui.suggest.deploy', { unit: t(`units.${roster}`), square });
  const left = deploy === null ? 0 : deployableUnits(legal).length;
  return (
    <div className="acx-buttons acx-suggestions">
      <button type="button" className="btn" data-testid="acx-suggest" data-type={action.type} title={t('ui.suggest.title')} onClick={() => send(action)}>
        {text}
      </button>
      {left >= 2 && (
        <button type="button" className="btn" data-testid="acx-suggest-all" title={t('ui.suggest.allTitle')} onClick={() => void dispatch(placeAllSuggested())}>
          {t('ui.suggest.all', { count: left })}
        </button>
      )}
    </div>
  );
}
