/**
 * The dice tray after a battle round: both sides' dice tumble for a moment, then settle sorted side by
 * side, highest against highest, losers struck through, hero and card bonuses shown. The frame holds the
 * round's result back from board, panel and log while the dice roll (`rolling`); the tray reports
 * `settled()` when they land. A click or any key skips the roll; with `prefers-reduced-motion` the frame
 * holds nothing and the dice appear settled at once.
 */
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { GameEvent, SeatInfo } from '../../../../engines/core';
import type { BattlefieldId } from '../../../../engines/risiko';
import { lastRound, type Die, type Round } from '../battle';
import { lossLines } from '../formatEvent';
import { territoryName } from '../panel/common';
import type { TraySpot } from './trayPlace';

const ROLL_MS = 750;
const PIPS: Readonly<Record<number, readonly number[]>> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

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

/** Random faces while rolling (cosmetic; the result comes from the engine's event); `settled` once they land. */
function useTumble(rolling: boolean, settled: () => void): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!rolling) return;
    const started = performance.now();
    const timer = window.setInterval(() => {
      if (performance.now() - started >= ROLL_MS) {
        window.clearInterval(timer);
        settled();
      } else setTick((n) => n + 1);
    }, 70);
    return () => window.clearInterval(timer);
  }, [rolling, settled]);
  return tick;
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
  /** The round's events: the ones rolling now, else the last action's. */
  readonly events: readonly GameEvent[];
  /** The dice still roll: the frame holds the result back until `settled()`. */
  readonly rolling: boolean;
  readonly settled: () => void;
  readonly seats: readonly SeatInfo[];
  readonly battlefield: BattlefieldId;
  /** Where the tray sits for a battle between these territories (trayPlace.ts). */
  readonly spotFor: (territories: readonly string[]) => TraySpot;
}

interface OneTrayProps extends Omit<TrayProps, 'events' | 'spotFor'> {
  readonly round: Round;
  readonly spot: TraySpot;
  readonly onClose: () => void;
}

function Tray({ round, rolling, settled, seats, battlefield, spot, onClose }: OneTrayProps) {
  const { t } = useTranslation('risiko');
  const tick = useTumble(rolling, settled);
  const name = (seat: number | null) => (seat === null ? t('neutral') : (seats[seat]?.name ?? ''));
  return (
    <div className={`rk-tray rk-tray--${spot}${rolling ? ' is-rolling' : ''}`} data-spot={spot} data-testid="risiko-dice" data-rolling={String(rolling)} role="status" aria-live="polite" onClick={() => (rolling ? settled() : onClose())}>
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
          {t('ui.dice.result', lossLines((key, params) => t(key, params ?? {}), name(round.attacker), name(round.defender), round.attackerLosses, round.defenderLosses))}
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
export const DiceTray = memo(function DiceTray({ events, rolling, settled, seats, battlefield, spotFor }: TrayProps) {
  const [closed, setClosed] = useState<readonly GameEvent[] | null>(null);
  const round = useMemo(() => lastRound(events), [events]);
  if (round === null || closed === events) return null;
  return <Tray key={serialOf(events)} round={round} rolling={rolling} settled={settled} seats={seats} battlefield={battlefield} spot={spotFor([round.from, round.to])} onClose={() => setClosed(events)} />;
});
