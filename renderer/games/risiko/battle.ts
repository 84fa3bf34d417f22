/**
 * The last battle round as the dice tray shows it, read from the engine's `diceRolled` event: both sides'
 * dice highest first with the raw face, the modifier (hero, card) and the final value, and who lost each pair.
 */
import type { GameEvent } from '../../../engines/core';

export interface Die {
  readonly face: number;
  /** Final value minus the face: +1 for a hero on the highest die, card bonuses on every die. */
  readonly bonus: number;
  readonly value: number;
  /** Lost its pair (the side removes a unit for it); null when the die had no opponent. */
  readonly lost: boolean | null;
}

export interface Round {
  readonly attacker: number | null;
  readonly defender: number | null;
  readonly from: string;
  readonly to: string;
  readonly attack: readonly Die[];
  readonly defence: readonly Die[];
  readonly attackerLosses: number;
  readonly defenderLosses: number;
  readonly conquered: boolean;
  readonly heroFell: boolean;
  /** Units an ambush destroyed before the round (null without an ambush). */
  readonly ambush: { readonly roll: number; readonly destroyed: number } | null;
}

const numbers = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);
const seatOf = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/**
 * Which pairs each side lost: clear wins first; a tie goes to the defender unless the losses say the
 * attacker's card won ties this round.
 */
function pairLosses(attack: readonly number[], defence: readonly number[], defenderLosses: number): boolean[] {
  const pairs = Math.min(attack.length, defence.length);
  const clear = Array.from({ length: pairs }, (_, i) => (attack[i] ?? 0) > (defence[i] ?? 0)).filter(Boolean).length;
  const tiesToAttacker = defenderLosses > clear;
  return Array.from({ length: pairs }, (_, i) => {
    const a = attack[i] ?? 0;
    const d = defence[i] ?? 0;
    return a > d || (a === d && tiesToAttacker);
  });
}

function dice(values: readonly number[], faces: readonly number[], lost: (i: number) => boolean | null): Die[] {
  const sorted = [...faces].sort((x, y) => y - x);
  return values.map((value, i) => {
    const face = sorted[i] ?? value;
    return { face: Math.min(6, Math.max(1, face)), bonus: value - face, value, lost: lost(i) };
  });
}

export function lastRound(events: readonly GameEvent[]): Round | null {
  const found = [...events].reverse().find((e) => e.type === 'diceRolled');
  const ambush = events.find((e) => e.type === 'ambush');
  if (found === undefined && ambush === undefined) return null;
  // An ambush that destroys every attacking unit ends the round before any die is rolled.
  const declared = events.find((e) => e.type === 'attackDeclared');
  const rolled: GameEvent = found ?? { type: 'diceRolled', attacker: ambush?.attacker ?? null, defender: declared?.defender ?? null, from: ambush?.from ?? '', to: declared?.to ?? '' };
  const attackValues = numbers(rolled.attackDice);
  const defenceValues = numbers(rolled.defenceDice);
  const defenderLosses = typeof rolled.defenderLosses === 'number' ? rolled.defenderLosses : 0;
  const defenderLost = pairLosses(attackValues, defenceValues, defenderLosses);
  const pairs = defenderLost.length;
  return {
    attacker: seatOf(rolled.attacker),
    defender: seatOf(rolled.defender),
    from: String(rolled.from ?? ''),
    to: String(rolled.to ?? ''),
    attack: dice(attackValues, numbers(rolled.attackRolls), (i) => (i < pairs ? !defenderLost[i] : null)),
    defence: dice(defenceValues, numbers(rolled.defenceRolls), (i) => (i < pairs ? (defenderLost[i] ?? false) : null)),
    attackerLosses: typeof rolled.attackerLosses === 'number' ? rolled.attackerLosses : 0,
    defenderLosses,
    conquered: events.some((e) => e.type === 'conquered'),
    heroFell: events.some((e) => e.type === 'heroFell'),
    ambush: ambush === undefined ? null : { roll: Number(ambush.roll ?? 0), destroyed: Number(ambush.destroyed ?? 0) },
  };
}
