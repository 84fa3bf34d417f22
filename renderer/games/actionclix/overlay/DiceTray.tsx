/**
 * The 2d6 tray after an attack, a grenade or a loot roll (the shared `ui/dice` tray): the dice tumble for a
 * moment, then show the roll, the attack value against the defense and hit or miss. A click or a key skips
 * the roll; with reduced motion (or the animation speed off) the dice appear settled at once.
 */
import { memo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { GameEvent } from '../../../../engines/core';
import type { ActionClixView } from '../../../../engines/actionclix';
import { DiceTray as SharedTray, Die, type Tumble } from '../../../ui/dice/DiceTray';
import { lastRoll, type Roll } from './roll';
import { unitName } from '../formatEvent';

type Translate = (key: string, params?: Record<string, unknown>) => string;

export { serialOf } from '../../../ui/dice/DiceTray';

/** The rolling unit's name: from the view, else from its id (a unit already gone); none for the Scarab's guns. */
function rollerName(view: ActionClixView, id: string | null | undefined, t: Translate): string {
  if (id === null || id === undefined) return '';
  const roster = view.units.find((u) => u.id === id)?.roster;
  return roster === undefined ? unitName(id, t) : t(`units.${roster}`);
}

function Result({ roll, view }: { roll: Roll; view: ActionClixView }) {
  const { t } = useTranslation('actionclix');
  const name = (id: string | null) => rollerName(view, id, (key) => t(key));
  if (roll.kind === 'loot') return <p className="acx-tray-result">{t('ui.dice.loot', { unit: name(roll.unit), result: t(`lootResults.${roll.result}`) })}</p>;
  if (roll.kind === 'event') return <p className="acx-tray-result" data-testid="acx-dice-result" data-column={roll.column}>{t('ui.scarab.eventResult', { column: roll.column })}</p>;
  return (
    <p className={roll.hit ? 'acx-tray-result is-hit' : 'acx-tray-result is-miss'} data-testid="acx-dice-result" data-hit={String(roll.hit)}>
      {t('ui.dice.sum', { total: roll.total, attack: roll.attack, roll: roll.dice[0] + roll.dice[1], needed: roll.needed })} <strong>{roll.hit ? t('ui.dice.hit') : t('ui.dice.miss')}</strong>
    </p>
  );
}

/** The tray's title: who rolls for what (the Scarab's rolls name the Scarab's gun, mortar or Event dial). */
function titleOf(roll: Roll, view: ActionClixView, t: Translate): string {
  if (roll.kind === 'event') return t('ui.scarab.eventTitle');
  if (roll.kind === 'attack' && roll.gun === 'mortar') return t('ui.scarab.mortarTitle');
  if (roll.kind === 'attack' && roll.gun !== undefined) return t('ui.scarab.gunTitle', { gun: t(`scarab.guns.${roll.gun}`) });
  const unit = rollerName(view, roll.unit, t);
  if (roll.kind === 'loot') return t('ui.dice.lootTitle', { unit });
  return roll.grenade ? t('ui.dice.grenadeTitle', { unit }) : t('ui.dice.attackTitle', { unit });
}

function Content({ roll, view, tumble }: { roll: Roll; view: ActionClixView; tumble: Tumble }) {
  const { t } = useTranslation('actionclix');
  const title = titleOf(roll, view, (key, params) => t(key, params ?? {}));
  return (
    <>
      <p className="acx-tray-title">{title}</p>
      <div className="acx-tray-dice">
        {roll.dice.map((landed, i) => (
          <Die key={i} className="acx-die" face={tumble.face(i, landed)} rolling={tumble.rolling} />
        ))}
      </div>
      {!tumble.rolling && <Result roll={roll} view={view} />}
    </>
  );
}

const trayClass = () => 'acx-tray';

export interface TrayProps {
  readonly events: readonly GameEvent[];
  readonly view: ActionClixView;
  readonly ms: number;
  /** The frame holds board, panel and log on the state before the roll until `settled()` (the dice land). */
  readonly held: { readonly rolling: boolean; readonly settled: () => void };
}

/**
 * Shows the last action's roll until the next action or a click after it settled; the dice tumble three
 * glides long while the frame holds the result back (plugin.holdsBack), and land by settling it.
 */
export const DiceTray = memo(function DiceTray({ events, view, ms, held }: TrayProps) {
  const { t } = useTranslation('actionclix');
  return (
    <SharedTray events={events} rollOf={lastRoll} rollMs={ms * 3} held={held} className={trayClass} testId="acx-dice" hint={{ skip: t('ui.dice.skip'), close: t('ui.dice.close'), className: 'acx-tray-skip' }}>
      {(roll, tumble) => <Content roll={roll} view={view} tumble={tumble} />}
    </SharedTray>
  );
});
