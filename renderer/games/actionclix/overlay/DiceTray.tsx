/**
 * The 2d6 tray after an attack, a grenade or a loot roll: the dice tumble for a moment, then show the
 * roll, the attack value against the defense and hit or miss. A click or a key skips the roll; with
 * reduced motion (or the animation speed off) the dice appear settled at once.
 */
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { GameEvent } from '../../../../engines/core';
import type { ActionClixView } from '../../../../engines/actionclix';
import { reducedMotion } from '../../../ui/motion';
import { lastRoll, type Roll } from './roll';

const PIPS: Readonly<Record<number, readonly number[]>> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

function Die({ face, rolling }: { face: number; rolling: boolean }) {
  const pips = new Set(PIPS[face] ?? []);
  return (
    <span className={rolling ? 'acx-die is-rolling' : 'acx-die'} data-value={face}>
      {Array.from({ length: 9 }, (_, i) => (
        <span key={i} className={pips.has(i) ? 'pip on' : 'pip'} />
      ))}
    </span>
  );
}

function Result({ roll, view }: { roll: Roll; view: ActionClixView }) {
  const { t } = useTranslation('actionclix');
  const name = (id: string | null) => t(`units.${view.units.find((u) => u.id === id)?.roster ?? ''}`);
  if (roll.kind === 'loot') return <p className="acx-tray-result">{t('ui.dice.loot', { unit: name(roll.unit), result: t(`lootResults.${roll.result}`) })}</p>;
  return (
    <p className={roll.hit ? 'acx-tray-result is-hit' : 'acx-tray-result is-miss'} data-testid="acx-dice-result" data-hit={String(roll.hit)}>
      {t('ui.dice.sum', { total: roll.total, attack: roll.attack, roll: roll.dice[0] + roll.dice[1], needed: roll.needed })} <strong>{roll.hit ? t('ui.dice.hit') : t('ui.dice.miss')}</strong>
    </p>
  );
}

function Tray({ roll, view, ms, onClose }: { roll: Roll; view: ActionClixView; ms: number; onClose: () => void }) {
  const { t } = useTranslation('actionclix');
  const [rolling, setRolling] = useState(() => ms > 0 && !reducedMotion());
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!rolling) return;
    const started = performance.now();
    const timer = window.setInterval(() => {
      if (performance.now() - started >= ms * 3) setRolling(false);
      else setTick((n) => n + 1);
    }, 70);
    const skip = () => setRolling(false);
    window.addEventListener('keydown', skip, { once: true });
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('keydown', skip);
    };
  }, [rolling, ms]);
  const unit = t(`units.${view.units.find((u) => u.id === roll.unit)?.roster ?? ''}`);
  const title =
    roll.kind === 'loot' ? t('ui.dice.lootTitle', { unit }) : roll.gun !== undefined ? t('ui.scarab.gunTitle', { gun: t(`scarab.guns.${roll.gun}`) }) : roll.grenade ? t('ui.dice.grenadeTitle', { unit }) : t('ui.dice.attackTitle', { unit });
  return (
    <div className="acx-tray" data-testid="acx-dice" data-rolling={String(rolling)} role="status" aria-live="polite" onClick={() => (rolling ? setRolling(false) : onClose())}>
      <p className="acx-tray-title">{title}</p>
      <div className="acx-tray-dice">
        <Die face={rolling ? 1 + ((tick * 5) % 6) : roll.dice[0]} rolling={rolling} />
        <Die face={rolling ? 1 + ((tick * 7 + 3) % 6) : roll.dice[1]} rolling={rolling} />
      </div>
      {!rolling && <Result roll={roll} view={view} />}
      <span className="acx-tray-skip">{rolling ? t('ui.dice.skip') : t('ui.dice.close')}</span>
    </div>
  );
}

/** Shows the last action's roll until the next action or a click after it settled. */
export const DiceTray = memo(function DiceTray({ events, view, ms }: { events: readonly GameEvent[]; view: ActionClixView; ms: number }) {
  const [closed, setClosed] = useState<readonly GameEvent[] | null>(null);
  const roll = useMemo(() => lastRoll(events), [events]);
  if (roll === null || closed === events) return null;
  return <Tray key={serialOf(events)} roll={roll} view={view} ms={ms} onClose={() => setClosed(events)} />;
});

const serials = new WeakMap<readonly GameEvent[], number>();
let serial = 0;

/** A number per events array, so every action rolls afresh and tests can wait for the board to show it. */
export function serialOf(events: readonly GameEvent[]): number {
  let n = serials.get(events);
  if (n === undefined) serials.set(events, (n = ++serial));
  return n;
}
