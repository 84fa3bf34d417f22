/**
 * The Scarab player's turn in the panel, one step at a time and only with what is legal now: roll the
 * d6 on the Event dial, choose the shift's direction or the rotation, choose the gun whose targets the
 * board shows (or hold it), choose which waiting reinforcement comes onto a Ramp square. Squares and
 * targets are then picked on the boards (or in the keyboard list).
 */
import { useTranslation } from '../../../i18n/useTranslation';
import type { ActionClixAction, ActionClixView, ActionOf } from '../../../../engines/actionclix';
import { uiStore, useUi, type UiState } from '../ui/store';
import { gunShown } from './choices';

type Send = (a: ActionClixAction) => void;

const selGun = (s: UiState) => s.gun;
const selReinforcement = (s: UiState) => s.reinforcement;

const ARROWS: Readonly<Record<string, string>> = { n: '↑', e: '→', s: '↓', w: '←', cw: '↻', ccw: '↺' };

function Moves({ legal, send }: { legal: readonly ActionClixAction[]; send: Send }) {
  const { t } = useTranslation('actionclix');
  const shifts = legal.filter((a): a is ActionOf<'scarabShift'> => a.type === 'scarabShift');
  const turns = legal.filter((a): a is ActionOf<'scarabRotate'> => a.type === 'scarabRotate');
  if (shifts.length === 0 && turns.length === 0) return null;
  return (
    <div className="acx-free-buttons">
      {shifts.map((a) => (
        <button key={a.dir} type="button" className="btn" data-testid={`acx-scarab-shift-${a.dir}`} onClick={() => send(a)}>
          {ARROWS[a.dir]} {t(`scarab.dirs.${a.dir}`)}
        </button>
      ))}
      {turns.map((a) => (
        <button key={a.turn} type="button" className="btn" data-testid={`acx-scarab-rotate-${a.turn}`} onClick={() => send(a)}>
          {ARROWS[a.turn]} {t(`scarab.turns.${a.turn}`)}
        </button>
      ))}
    </div>
  );
}

function Guns({ legal, send }: { legal: readonly ActionClixAction[]; send: Send }) {
  const { t } = useTranslation('actionclix');
  const wanted = useUi(selGun);
  const shown = gunShown(legal, wanted);
  const holds = legal.filter((a): a is ActionOf<'scarabHold'> => a.type === 'scarabHold');
  const firing = [...new Set(legal.flatMap((a) => (a.type === 'scarabFire' ? [a.gun] : [])))];
  if (holds.length === 0 && firing.length === 0) return null;
  return (
    <>
      {firing.length > 0 && (
        <div className="segmented acx-modes" role="radiogroup" aria-label={t('ui.scarab.gunsLabel')}>
          {firing.map((g) => (
            <button key={g} type="button" role="radio" aria-checked={g === shown} className="segmented-item acx-sc-cap" data-testid={`acx-scarab-gun-${g}`} onClick={() => uiStore.update({ gun: g })}>
              {t(`scarab.guns.${g}`)}
            </button>
          ))}
        </div>
      )}
      <div className="acx-free-buttons">
        {holds.map((a) => (
          <button key={a.gun} type="button" className="btn btn-ghost" data-testid={`acx-scarab-hold-${a.gun}`} onClick={() => send(a)}>
            {t(`ui.scarab.hold.${a.gun}`)}
          </button>
        ))}
      </div>
    </>
  );
}

function Reinforcements({ view, legal }: { view: ActionClixView; legal: readonly ActionClixAction[] }) {
  const { t } = useTranslation('actionclix');
  const chosen = useUi(selReinforcement);
  const units = [...new Set(legal.flatMap((a) => (a.type === 'scarabReinforce' ? [a.unit] : [])))];
  if (units.length === 0) return null;
  const current = chosen !== null && units.includes(chosen) ? chosen : units[0];
  const roster = (id: string) => t(`units.${view.units.find((u) => u.id === id)?.roster ?? id}`);
  return (
    <div className="acx-free-buttons">
      {units.map((id) => (
        <button key={id} type="button" className="btn" aria-pressed={id === current} data-testid={`acx-reinforce-${id}`} onClick={() => uiStore.update({ reinforcement: id })}>
          {roster(id)}
        </button>
      ))}
    </div>
  );
}

export function ScarabTurn({ view, legal, send }: { view: ActionClixView; legal: readonly ActionClixAction[]; send: Send }) {
  const { t } = useTranslation('actionclix');
  const step = view.scarab?.step ?? null;
  if (step === null) return null;
  const roll = legal.find((a) => a.type === 'scarabRoll');
  return (
    <fieldset className="acx-free acx-sc-turn" data-testid="acx-scarab-turn" data-step={step.kind}>
      <legend>{t('ui.scarab.step', { step: t(`scarab.steps.${step.kind}`) })}</legend>
      {roll !== undefined && (
        <button type="button" className="btn btn-primary" data-testid="acx-scarab-roll" onClick={() => send(roll)}>
          {t('ui.scarab.roll')}
        </button>
      )}
      <Moves legal={legal} send={send} />
      <Guns legal={legal} send={send} />
      <Reinforcements view={view} legal={legal} />
    </fieldset>
  );
}
