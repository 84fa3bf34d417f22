/**
 * Actions that are not one of the three (UX: offered only when legal): upgrades and weapon swaps of the
 * chosen unit, and respawns of eliminated units (a respawn is an action: the unit then moves off).
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { ActionClixAction, ActionClixView, ActionOf } from '../../../../engines/actionclix';
import { TextPicker } from '../../../ui/pickers/TextPicker';
import { actionsOf, offers, squareName } from '../model';

type Send = (a: ActionClixAction) => void;

function rosterOf(view: ActionClixView, id: string): string {
  return view.units.find((u) => u.id === id)?.roster ?? id;
}

function Respawns({ view, options, send }: { view: ActionClixView; options: readonly ActionOf<'respawn'>[]; send: Send }) {
  const { t } = useTranslation('actionclix');
  const downs = [...new Set(options.map((a) => a.unit))];
  const [down, setDown] = useState(downs[0] ?? '');
  const unit = downs.includes(down) ? down : (downs[0] ?? '');
  const intos = [...new Set(options.filter((a) => a.unit === unit).map((a) => a.into))];
  const [into, setInto] = useState('');
  const chosenInto = intos.includes(into) ? into : (intos[0] ?? '');
  const spawns = options.filter((a) => a.unit === unit && a.into === chosenInto);
  return (
    <fieldset className="acx-free" data-testid="acx-respawn">
      <legend>{t('ui.respawn.title')}</legend>
      <TextPicker label={t('ui.respawn.unit')} value={unit} choices={downs} text={(d) => t(`units.${rosterOf(view, d)}`)} testId="acx-respawn-unit" onChange={setDown} />
      <TextPicker label={t('ui.respawn.into')} value={chosenInto} choices={intos} text={(d) => t(`units.${rosterOf(view, d)}`)} testId="acx-respawn-into" onChange={setInto} />
      <div className="acx-free-buttons">
        {spawns.map((a) => (
          <button key={a.spawn} type="button" className="btn" data-testid={`acx-respawn-at-${a.spawn}`} onClick={() => send(a)}>
            {t('ui.respawn.at', { square: squareName(view.width, a.spawn) })}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function FreeActions({ view, legal, unit, send }: { view: ActionClixView; legal: readonly ActionClixAction[]; unit: string | null; send: Send }) {
  const { t } = useTranslation('actionclix');
  const mine = unit === null ? [] : actionsOf(legal, unit);
  const upgrades = mine.filter((a): a is ActionOf<'upgrade'> => a.type === 'upgrade');
  const swaps = mine.filter((a): a is ActionOf<'swap'> => a.type === 'swap');
  const respawns = offers(legal, 'respawn') ? legal.filter((a): a is ActionOf<'respawn'> => a.type === 'respawn') : [];
  return (
    <>
      {(upgrades.length > 0 || swaps.length > 0) && (
        <fieldset className="acx-free" data-testid="acx-free">
          <legend>{t('ui.free.title')}</legend>
          <div className="acx-free-buttons">
            {upgrades.map((a) => (
              <button key={`u-${a.into}-${a.spend}`} type="button" className="btn" data-testid={`acx-upgrade-${a.into}-${a.spend}`} onClick={() => send(a)}>
                ★ {t('ui.free.upgrade', { into: t(`units.${rosterOf(view, a.into)}`), count: a.spend })}
              </button>
            ))}
            {swaps.map((a) => (
              <button key={`s-${a.into}`} type="button" className="btn" data-testid={`acx-swap-${a.into}`} onClick={() => send(a)}>
                ⇄ {t('ui.free.swap', { into: t(`units.${rosterOf(view, a.into)}`) })}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {respawns.length > 0 && <Respawns view={view} options={respawns} send={send} />}
    </>
  );
}
