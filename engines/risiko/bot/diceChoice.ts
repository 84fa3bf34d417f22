/**
 * How many dice to roll, by the odds (odds.ts). Most dice are usually best, but not always: an attacker
 * that conquers with n dice must move at least n units in (RULES.md 12), so from a front it keeps units
 * back by rolling fewer for the last defender; heroes and battle cards change the round's odds; a defender
 * compares one die, two (three with the card that allows it) and its defensive cards by what it keeps.
 * Both answer how much better or worse a choice is than the most dice without a card, in units.
 */
import { battleModifiers } from '../cardEffects';
import { maxAttackDice } from '../dice';
import { heroAt } from '../queries';
import { NEUTRAL, type Battle, type RisikoState } from '../types';
import { after, roundOdds, type Mods, type RoundOutcome } from './odds';

/** What a unit left standing on a front is worth against one forced into a territory behind the lines. */
const KEPT_UNIT = 0.7;
/** A faction card spent (its skulls and its later use), as the evaluation counts a card. */
const CARD_COST = 1.5;

function modsOf(s: RisikoState, from: number, to: number, attacker: number, attackCard: string | null, defenceCard: string | null): Mods {
  const card = battleModifiers(attackCard, defenceCard);
  const defender = s.owner[to] ?? NEUTRAL;
  return {
    attackPlus: card.attackPlus, defencePlus: card.defencePlus, attackWinsTies: card.attackWinsTies, rerollOnes: card.rerollOnes,
    attackHero: s.seats[attacker]?.hero === from && !card.silenceAttackHero,
    defenceHero: defender >= 0 && heroAt(s, to) === defender && !card.silenceDefenceHero,
  };
}

/** Units forced into the conquered territory beyond the ones the attacker wants there, expected. */
function forcedBeyond(outcomes: readonly RoundOutcome[], dice: number, attackers: number, defenders: number, want: number): number {
  let sum = 0;
  for (const o of outcomes) {
    if (o.defenderLosses < defenders) continue;
    const forced = Math.min(dice, attackers - o.attackerLosses - 1);
    sum += o.p * Math.max(0, forced - want);
  }
  return sum;
}

export interface AttackChoice {
  readonly from: number;
  readonly to: number;
  readonly dice: number;
  readonly card: string | null;
  /** What conquering the territory is worth, in units. */
  readonly worth: number;
  /** Whether `from` still borders an enemy once `to` is taken (units kept there count). */
  readonly stillFront: boolean;
}

/**
 * An attack with `dice` against the same attack with the most dice: the chance to conquer (times its
 * worth), the losses on both sides to the end of the invasion, and the units a first-round conquest
 * forces in beyond half of the movable ones when `from` stays a front.
 */
export function attackDiceGain(s: RisikoState, seat: number, a: AttackChoice): number {
  const attackers = s.units[a.from] ?? 0;
  const defenders = s.units[a.to] ?? 0;
  const max = maxAttackDice(attackers);
  if (a.dice >= max || defenders <= 0) return 0;
  const mods = modsOf(s, a.from, a.to, seat, a.card, null);
  const defence = Math.min(2, defenders);
  const value = (dice: number): number => {
    const first = roundOdds(dice, defence, mods);
    const rest = after(first, attackers, defenders, mods.attackHero, mods.defenceHero);
    const want = a.stillFront ? Math.ceil((attackers - 1) / 2) : attackers;
    return a.worth * rest.conquer - rest.attackerLosses + rest.defenderLosses - KEPT_UNIT * forcedBeyond(first, dice, attackers, defenders, want);
  };
  return value(a.dice) - value(max);
}

/** The round a defence faces: a defensive card raises the attack to the most dice (RULES.md G), an ambush strikes first. */
function defenceRound(s: RisikoState, b: Battle, dice: number, card: string | null): RoundOutcome[] {
  const attackers = s.units[b.from] ?? 0;
  const attack = card === null ? b.dice : Math.max(b.dice, maxAttackDice(attackers));
  const mods = modsOf(s, b.from, b.to, b.attacker, b.attackCard, card);
  if (!battleModifiers(b.attackCard, card).ambush) return [...roundOdds(attack, dice, mods)];
  const out: RoundOutcome[] = [];
  for (let roll = 1; roll <= 6; roll++) {
    const destroyed = Math.min(roll, attack);
    if (destroyed === attack) out.push({ attackerLosses: destroyed, defenderLosses: 0, p: 1 / 6 });
    else for (const o of roundOdds(attack - destroyed, dice, mods)) out.push({ ...o, attackerLosses: o.attackerLosses + destroyed, p: o.p / 6 });
  }
  return out;
}

/**
 * A defence (dice, card) against the most dice without a card, for the seat that answers: holding the
 * territory (worth `worth` units) and the losses to the end of the invasion, a card's cost.
 */
export function defenceGain(s: RisikoState, b: Battle, dice: number, card: string | null, worth: number): number {
  const attackers = s.units[b.from] ?? 0;
  const defenders = s.units[b.to] ?? 0;
  const value = (n: number, c: string | null): number => {
    const first = defenceRound(s, b, n, c);
    const mods = modsOf(s, b.from, b.to, b.attacker, null, null);
    const rest = after(first, attackers, defenders, mods.attackHero, mods.defenceHero);
    // The neutral Flood's units are nobody's loss; the seat answering for it wants it to hold and to hurt.
    const ownLosses = b.defender === NEUTRAL ? 0 : rest.defenderLosses;
    return worth * (1 - rest.conquer) + rest.attackerLosses - ownLosses - (c === null ? 0 : CARD_COST);
  };
  return value(dice, card) - value(Math.min(2, defenders), null);
}
