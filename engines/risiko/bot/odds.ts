/**
 * Battle odds, exact: the outcomes of one round for any dice and modifiers (heroes, the battle cards), and
 * a whole invasion fought to the end with the most dice on both sides. The bot's dice choices compare a
 * first round with fewer dice against the most dice by what follows (engines/risiko/dice.ts rolls them).
 */
import { resolveRound, type RoundModifiers } from '../dice';

export interface Mods extends RoundModifiers {
  /** Every attack 1 is rolled once more (offensive card). */
  readonly rerollOnes: boolean;
}

export const PLAIN: Mods = { attackPlus: 0, defencePlus: 0, attackHero: false, defenceHero: false, attackWinsTies: false, rerollOnes: false };

/** One way a round can end, with its chance. */
export interface RoundOutcome {
  readonly attackerLosses: number;
  readonly defenderLosses: number;
  readonly p: number;
}

const FACES = [1, 2, 3, 4, 5, 6] as const;
const UNIFORM = FACES.map(() => 1 / 6);
// With reroll-ones a 1 stays only when the second roll is a 1 again.
const REROLLED = FACES.map((f) => (f === 1 ? 1 / 36 : 1 / 6 + 1 / 36));

/** Every roll of n dice with its chance. */
function rolls(n: number, weights: readonly number[]): { readonly faces: number[]; readonly p: number }[] {
  let out = [{ faces: [] as number[], p: 1 }];
  for (let i = 0; i < n; i++) out = out.flatMap((r) => FACES.map((f, k) => ({ faces: [...r.faces, f], p: r.p * (weights[k] ?? 0) })));
  return out;
}

const rounds = new Map<string, readonly RoundOutcome[]>();

/** The outcomes of one round of `attack` against `defence` dice (at most 3 each). */
export function roundOdds(attack: number, defence: number, mods: Mods = PLAIN): readonly RoundOutcome[] {
  const key = `${attack}:${defence}:${mods.attackPlus}:${mods.defencePlus}:${+mods.attackHero}${+mods.defenceHero}${+mods.attackWinsTies}${+mods.rerollOnes}`;
  const known = rounds.get(key);
  if (known !== undefined) return known;
  const tally = new Map<number, number>();
  const defenceRolls = rolls(defence, UNIFORM);
  for (const a of rolls(attack, mods.rerollOnes ? REROLLED : UNIFORM)) {
    for (const d of defenceRolls) {
      const r = resolveRound(a.faces, d.faces, mods);
      const k = r.attackerLosses * 4 + r.defenderLosses;
      tally.set(k, (tally.get(k) ?? 0) + a.p * d.p);
    }
  }
  const out = [...tally].map(([k, p]) => ({ attackerLosses: Math.floor(k / 4), defenderLosses: k % 4, p }));
  rounds.set(key, out);
  return out;
}

/** How an invasion fought to the end goes: the chance to conquer and the losses expected on each side. */
export interface BattleOdds {
  readonly conquer: number;
  readonly attackerLosses: number;
  readonly defenderLosses: number;
}

const CAP = 40;
const battles = new Map<string, BattleOdds>();

/**
 * An invasion from `attackers` units (one stays behind) against `defenders`, every round with the most
 * dice (attack min(3, units − 1), defence min(2, units)) and only the heroes' bonus; the attacker goes on
 * until it conquers or has one unit left. Large armies are capped (the odds hardly move past 40 units).
 */
export function battleOdds(attackers: number, defenders: number, attackHero = false, defenceHero = false): BattleOdds {
  const a = Math.min(CAP, attackers);
  const d = Math.min(CAP, defenders);
  if (d <= 0) return { conquer: 1, attackerLosses: 0, defenderLosses: 0 };
  if (a < 2) return { conquer: 0, attackerLosses: 0, defenderLosses: 0 };
  const key = `${a}:${d}:${+attackHero}${+defenceHero}`;
  const known = battles.get(key);
  if (known !== undefined) return known;
  const mods = { ...PLAIN, attackHero, defenceHero };
  const result = after(roundOdds(Math.min(3, a - 1), Math.min(2, d), mods), a, d, attackHero, defenceHero);
  battles.set(key, result);
  return result;
}

/** The odds of an invasion after a first round with the given outcomes, fought on with the most dice. */
export function after(outcomes: readonly RoundOutcome[], attackers: number, defenders: number, attackHero = false, defenceHero = false): BattleOdds {
  let conquer = 0;
  let attackerLosses = 0;
  let defenderLosses = 0;
  for (const o of outcomes) {
    const rest = battleOdds(attackers - o.attackerLosses, defenders - o.defenderLosses, attackHero, defenceHero);
    conquer += o.p * rest.conquer;
    attackerLosses += o.p * (o.attackerLosses + rest.attackerLosses);
    defenderLosses += o.p * (o.defenderLosses + rest.defenderLosses);
  }
  return { conquer, attackerLosses, defenderLosses };
}
