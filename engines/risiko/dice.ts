/**
 * One round of battle (rulebook, ANGREIFEN): both sides sort their dice, highest against highest, then
 * second against second; ties go to the defender; extra dice are ignored; each loser removes one unit.
 * Heroes add 1 to their side's highest die (a 6 becomes 7); some faction cards modify the dice.
 */
export interface RoundModifiers {
  /** Added to each attack die (offensive card). */
  readonly attackPlus: number;
  /** Added to each defence die (defensive card). */
  readonly defencePlus: number;
  readonly attackHero: boolean;
  readonly defenceHero: boolean;
  /** Ties go to the attacker (offensive card). */
  readonly attackWinsTies: boolean;
}

export const NO_MODIFIERS: RoundModifiers = { attackPlus: 0, defencePlus: 0, attackHero: false, defenceHero: false, attackWinsTies: false };

export interface RoundResult {
  /** Final values, highest first, modifiers included. */
  readonly attack: readonly number[];
  readonly defence: readonly number[];
  readonly attackerLosses: number;
  readonly defenderLosses: number;
}

/** Highest first; at most three dice, so a small insertion sort. */
function sortedDown(rolls: readonly number[], plus: number): number[] {
  const out: number[] = [];
  for (const r of rolls) {
    let i = out.length;
    out.push(r + plus);
    while (i > 0 && (out[i - 1] as number) < r + plus) {
      out[i] = out[i - 1] as number;
      i--;
    }
    out[i] = r + plus;
  }
  return out;
}

function finalValues(rolls: readonly number[], plus: number, hero: boolean): number[] {
  const out = sortedDown(rolls, plus);
  if (hero && out.length > 0) out[0] = (out[0] ?? 0) + 1;
  return out;
}

export function resolveRound(attackRolls: readonly number[], defenceRolls: readonly number[], mods: RoundModifiers = NO_MODIFIERS): RoundResult {
  const attack = finalValues(attackRolls, mods.attackPlus, mods.attackHero);
  const defence = finalValues(defenceRolls, mods.defencePlus, mods.defenceHero);
  let attackerLosses = 0;
  let defenderLosses = 0;
  const pairs = Math.min(attack.length, defence.length);
  for (let i = 0; i < pairs; i++) {
    const a = attack[i] ?? 0;
    const d = defence[i] ?? 0;
    if (a > d || (a === d && mods.attackWinsTies)) defenderLosses++;
    else attackerLosses++;
  }
  return { attack, defence, attackerLosses, defenderLosses };
}

/** Most dice an attacker may roll from a territory with `units` units (one must stay behind). */
export function maxAttackDice(units: number): number {
  return Math.max(0, Math.min(3, units - 1));
}

/** Most dice a defender may roll: 2 (3 with a card that allows it), never more than its units. */
export function maxDefenceDice(units: number, third: boolean): number {
  return Math.min(third ? 3 : 2, units);
}
