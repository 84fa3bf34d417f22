/**
 * The dice tray after a battle round (the shared `ui/dice` tray): both sides' dice tumble for a moment,
 * then settle sorted side by side, highest against highest, losers struck through, hero and card bonuses
 * shown. The frame holds the round's result back from board, panel and log while the dice roll
 * (`rolling`); the tray reports `settled()` when they land. A click or any key skips the roll; with
 * `prefers-reduced-motion` the frame holds nothing and the dice appear settled at once.
 */
import { memo, useCallback } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { GameEvent, SeatInfo } from '../../../../engines/core';
import type { BattlefieldId } from '../../../../engines/risiko';
import { DiceTray as SharedTray, Die, type Tumble } from '../../../ui/dice/DiceTray';
import { lastRound, type Die as RoundDie, type Round } from '../battle';
import { lossLines } from '../formatEvent';
import { territoryName } from '../panel/common';
import type { TraySpot } from './trayPlace';

export { serialOf } from '../../../ui/dice/DiceTray';

const ROLL_MS = 750;

function Side({ dice, side, tumble }: { readonly dice: readonly RoundDie[]; readonly side: 'attack' | 'defence'; readonly tumble: Tumble }) {
  const { t } = useTranslation('risiko');
  const state = (die: RoundDie) => (tumble.rolling ? '' : die.lost === true ? ' is-lost' : die.lost === false ? ' is-won' : ' is-idle');
  return (
    <div className={`rk-dice-col rk-dice-col--${side}`}>
      {dice.map((die, i) => (
        <Die key={i} className={`rk-die rk-die--${side}${state(die)}`} face={tumble.face(i + (side === 'attack' ? 0 : 3), die.face)} rolling={tumble.rolling} value={die.value} label={t('ui.dice.die', { value: die.value })}>
          {!tumble.rolling && die.bonus !== 0 && (
            <span className="rk-die-bonus" title={t('ui.dice.bonus')}>
              {die.bonus > 0 ? `+${die.bonus}` : die.bonus}={die.value}
            </span>
          )}
        </Die>
      ))}
    </div>
  );
}

function Content({ round, tumble, seats, battlefield }: { readonly round: Round; readonly tumble: Tumble; readonly seats: readonly SeatInfo[]; readonly battlefield: BattlefieldId }) {
  const { t } = useTranslation('risiko');
  const name = (seat: number | null) => (seat === null ? t('neutral') : (seats[seat]?.name ?? ''));
  return (
    <>
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
        <Side dice={round.attack} side="attack" tumble={tumble} />
        <Side dice={round.defence} side="defence" tumble={tumble} />
      </div>
      {!tumble.rolling && (
        <p className="rk-tray-result" data-testid="risiko-dice-result">
          {t('ui.dice.result', lossLines((key, params) => t(key, params ?? {}), name(round.attacker), name(round.defender), round.attackerLosses, round.defenderLosses))}
          {round.conquered && <strong className="rk-tray-conquered"> {t('ui.dice.conquered', { territory: territoryName(battlefield, round.to) })}</strong>}
          {round.heroFell && <span className="rk-tray-note"> {t('ui.dice.heroFell')}</span>}
        </p>
      )}
    </>
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

/** Shows the round of the last action until the next action or a click after it settled (memoised: a selection does not touch it). */
export const DiceTray = memo(function DiceTray({ events, rolling, settled, seats, battlefield, spotFor }: TrayProps) {
  const { t } = useTranslation('risiko');
  const spotOf = useCallback((round: Round) => spotFor([round.from, round.to]), [spotFor]);
  const className = useCallback((round: Round, now: boolean) => `rk-tray rk-tray--${spotOf(round)}${now ? ' is-rolling' : ''}`, [spotOf]);
  return (
    <SharedTray events={events} rollOf={lastRound} rollMs={ROLL_MS} held={{ rolling, settled }} className={className} spotOf={spotOf} testId="risiko-dice" hint={{ skip: t('ui.dice.skip'), close: t('ui.dice.close'), className: 'rk-tray-skip' }}>
      {(round, tumble) => <Content round={round} tumble={tumble} seats={seats} battlefield={battlefield} />}
    </SharedTray>
  );
});
