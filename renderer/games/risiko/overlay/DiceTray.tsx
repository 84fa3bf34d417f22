/**
 * The dice tray after a battle round: both sides' dice tumble for a moment, then settle sorted side by
 * side, highest against highest, losers struck through, hero and card bonuses shown. A click or any key
 * skips the roll; with `prefers-reduced-motion` the dice appear settled at once.
 */
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { GameEvent, SeatInfo } from '../../../../engines/core';
import type { BattlefieldId } from '../../../../engines/risiko';
import { lastRound, type Die, type Round } from '../battle';
import { territoryName } from '../panel/common';

const ROLL_MS = 750;
const PIPS: Readonly<Record<number, readonly number[]>> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

function DieFace({ face, side, rolling, die }: { readonly face: number; readonly side: 'attack' | 'defence'; readonly rolling: boolean; readonly die: Die }) {
  const { t } = useTranslation('risiko');
  const pips = new Set(PIPS[face] ?? []);
  const state = rolling ? 'is-rolling' : die.lost === true ? 'is-lost' : die.lost === false ? 'is-won' : 'is-idle';
  return (
    <span className={`rk-die rk-die--${side} ${state}`} role="img" aria-label={t('ui.dice.die', { value: die.value })} data-value={die.value} data-lost={String(die.lost)}>
      <span className="rk-die-face">
        {Array.from({ length: 9 }, (_, i) => (
          <span key={i} className={pips.has(i) ? 'pip on' : 'pip'} />
        ))}
      </span>
      {!rolling && die.bonus !== 0 && (
        <span className="rk-die-bonus" title={t('ui.dice.bonus')}>
          {die.bonus > 0 ? `+${die.bonus}` : die.bonus}={die.value}
        </span>
      )}
    </span>
  );
}

/** Random faces while rolling (cosmetic; the result comes from the engine's event). */
function useRolling(round: Round | null, skip: boolean): { rolling: boolean; tick: number } {
  const [tick, setTick] = useState(0);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (round === null || skip) return;
    const started = performance.now();
    const timer = window.setInterval(() => {
      if (performance.now() - started >= ROLL_MS) {
        setDone(true);
        window.clearInterval(timer);
      } else setTick((n) => n + 1);
    }, 70);
    return () => window.clearInterval(timer);
  }, [round, skip]);
  return { rolling: round !== null && !skip && !done, tick };
}

function Side({ dice, side, rolling, tick }: { readonly dice: readonly Die[]; readonly side: 'attack' | 'defence'; readonly rolling: boolean; readonly tick: number }) {
  return (
    <div className={`rk-dice-col rk-dice-col--${side}`}>
      {dice.map((die, i) => (
        <DieFace key={i} die={die} side={side} rolling={rolling} face={rolling ? 1 + ((tick * (i + 3) + i * 2 + (side === 'attack' ? 0 : 3)) % 6) : die.face} />
      ))}
    </div>
  );
}

interface TrayProps {
  readonly events: readonly GameEvent[];
  readonly seats: readonly SeatInfo[];
  readonly battlefield: BattlefieldId;
}

function Tray({ round, seats, battlefield, onClose }: { readonly round: Round; readonly seats: readonly SeatInfo[]; readonly battlefield: BattlefieldId; readonly onClose: () => void }) {
  const { t } = useTranslation('risiko');
  const [skipped, setSkipped] = useState(reducedMotion);
  const { rolling, tick } = useRolling(round, skipped);
  useEffect(() => {
    if (!rolling) return;
    const skip = () => setSkipped(true);
    window.addEventListener('keydown', skip, { once: true });
    return () => window.removeEventListener('keydown', skip);
  }, [rolling]);
  const name = (seat: number | null) => (seat === null ? t('neutral') : (seats[seat]?.name ?? ''));
  return (
    <div className={rolling ? 'rk-tray is-rolling' : 'rk-tray'} data-testid="risiko-dice" data-rolling={String(rolling)} role="status" aria-live="polite" onClick={() => (rolling ? setSkipped(true) : onClose())}>
      <div className="rk-tray-head">
        <span className="rk-tray-side" style={{ color: round.attacker === null ? undefined : seats[round.attacker]?.color }}>
          {name(round.attacker)}
          <small>{territoryName(battlefield, round.from)}</small>
        </span>
        <span className="rk-tray-vs">{t('ui.dice.vs')}</span>
        <span className="rk-tray-side rk-tray-side--right" style={{ color: round.defender === null ? undefined : seats[round.defender]?.color }}>
          {name(round.defender)}
          <small>{territoryName(battlefield, round.to)}</small>
        </span>
      </div>
      {round.ambush !== null && <p className="rk-tray-note">{t('ui.dice.ambush', { roll: round.ambush.roll, count: round.ambush.destroyed })}</p>}
      <div className="rk-tray-dice">
        <Side dice={round.attack} side="attack" rolling={rolling} tick={tick} />
        <Side dice={round.defence} side="defence" rolling={rolling} tick={tick} />
      </div>
      {!rolling && (
        <p className="rk-tray-result" data-testid="risiko-dice-result">
          {t('ui.dice.result', { lost: round.attackerLosses, won: round.defenderLosses })}
          {round.conquered && <strong className="rk-tray-conquered"> {t('ui.dice.conquered', { territory: territoryName(battlefield, round.to) })}</strong>}
          {round.heroFell && <span className="rk-tray-note"> {t('ui.dice.heroFell')}</span>}
        </p>
      )}
      <span className="rk-tray-skip">{rolling ? t('ui.dice.skip') : t('ui.dice.close')}</span>
    </div>
  );
}

const serials = new WeakMap<readonly GameEvent[], number>();
let serial = 0;

/** A number per events array, so every new action's round rolls afresh even with equal dice. */
export function serialOf(events: readonly GameEvent[]): number {
  let n = serials.get(events);
  if (n === undefined) serials.set(events, (n = ++serial));
  return n;
}

/** Shows the round of the last action until the next action or a click after it settled (memoised: a selection does not touch it). */
export const DiceTray = memo(function DiceTray({ events, seats, battlefield }: TrayProps) {
  const [closed, setClosed] = useState<readonly GameEvent[] | null>(null);
  const round = useMemo(() => lastRound(events), [events]);
  if (round === null || closed === events) return null;
  return <Tray key={serialOf(events)} round={round} seats={seats} battlefield={battlefield} onClose={() => setClosed(events)} />;
});
