/**
 * Invasions, one decision at a time (rulebook, ANGREIFEN): the attacker declares `attack`, the defender
 * answers with `defend` (the neutral Flood's dice are chosen by the other player), the dice are rolled,
 * and a conquered territory is filled by `moveIn`. Card effects on the round live in cardEffects.ts.
 */
import { type Result, type Seat } from '../core';
import { battleModifiers, defenceCardProblem, offenceCardProblem, rollAttack, rollAmbush, type CardModifiers } from './cardEffects';
import { cardEvent, discardCard } from './decks';
import { maxAttackDice, maxDefenceDice, resolveRound } from './dice';
import type { Draft } from './draft';
import { DONE, fail } from './errors';
import { areAdjacent, links } from './territoryGraph';
import { heroAt, sameTeam, territoryCount } from './queries';
import { eliminate } from './victory';
import { AUTO_DEFENCES, NEUTRAL, type ActionOf, type Battle, type RisikoState } from './types';

/** The seat that answers an invasion: the defender, or for the neutral Flood the attacker's opponent. */
export function defendingSeat(s: RisikoState, b: Battle): Seat {
  if (b.defender !== NEUTRAL) return b.defender;
  return s.order.find((seat) => seat !== b.attacker) ?? b.attacker;
}

function idlePhase(d: Draft): Result<void> {
  const p = d.s.phase;
  if (p.kind === 'reinforce') return p.left > 0 ? fail('risiko/must-place-all', { left: p.left }) : fail('risiko/hero-fallen');
  if (p.kind !== 'attack') return fail('risiko/wrong-phase', { phase: p.kind });
  if (p.battle !== null || p.transfer !== null) return fail('risiko/battle-pending');
  return DONE;
}

export function attackProblem(d: Draft, seat: Seat, action: ActionOf<'attack'>, from: number, to: number): Result<void> {
  const s = d.s;
  if (s.owner[from] !== seat) return fail('risiko/not-your-territory', { territory: action.from });
  const target = s.owner[to] ?? -1;
  if (target === seat) return fail('risiko/attack-own', { territory: action.to });
  if (sameTeam(s, seat, target)) return fail('risiko/attack-ally', { territory: action.to });
  if (!areAdjacent(links(d.g, s.teleporters), from, to)) return fail('risiko/not-adjacent', { from: action.from, to: action.to });
  const units = s.units[from] ?? 0;
  if (units < 2) return fail('risiko/too-few-units', { territory: action.from, min: 2 });
  const max = maxAttackDice(units);
  if (!Number.isInteger(action.dice) || action.dice < 1 || action.dice > max) return fail('risiko/too-many-dice', { min: 1, max });
  return action.card === undefined ? DONE : offenceCardProblem(d.seat(seat), action.card);
}

export function attack(d: Draft, seat: Seat, action: ActionOf<'attack'>, from: number, to: number): Result<void> {
  const idle = idlePhase(d);
  if (!idle.ok) return idle;
  const problem = attackProblem(d, seat, action, from, to);
  if (!problem.ok) return problem;
  const card = action.card ?? null;
  if (card !== null) {
    discardCard(d, seat, card);
    d.log?.push(cardEvent(seat, card));
    d.mark('hidden');
  }
  const battle: Battle = {
    stage: 'defend', from, to, attacker: seat, defender: d.s.owner[to] ?? NEUTRAL, dice: action.dice, attackCard: card,
    minMove: 0, heroMust: false, heroMay: false,
  };
  d.setPhase({ kind: 'attack', battle, transfer: null });
  if (!d.turn().attacked) d.updateTurn({ attacked: true });
  d.log?.push({ type: 'attackDeclared', attacker: seat, defender: battle.defender === NEUTRAL ? null : battle.defender, from: action.from, to: action.to, dice: action.dice });
  const forced = forcedDefence(d.s, battle);
  return forced === undefined ? DONE : resolveDefence(d, battle, forced, null);
}

/** The only possible defence when the defender has a single choice and (visibly) no cards to play. */
function forcedDefence(s: RisikoState, b: Battle): number | undefined {
  if ((s.units[b.to] ?? 0) !== 1) return undefined;
  return b.defender === NEUTRAL || s.seats[b.defender]?.hand.length === 0 ? 1 : undefined;
}

export function defend(d: Draft, seat: Seat, action: ActionOf<'defend'>): Result<void> {
  const p = d.s.phase;
  const b = p.kind === 'attack' ? p.battle : null;
  if (b === null || b.stage !== 'defend') return fail('risiko/no-battle');
  if (action.auto !== undefined && !(AUTO_DEFENCES as readonly string[]).includes(action.auto)) return fail('risiko/bad-action', { field: 'auto' });
  const card = action.card ?? null;
  if (card !== null) {
    if (b.defender === NEUTRAL) return fail('risiko/neutral-card');
    const problem = defenceCardProblem(d.seat(seat), card);
    if (!problem.ok) return problem;
  }
  const max = maxDefenceDice(d.s.units[b.to] ?? 0, card !== null && battleModifiers(null, card).thirdDie);
  if (!Number.isInteger(action.dice) || action.dice < 1 || action.dice > max) return fail('risiko/defend-dice', { min: 1, max });
  // A defence the table sent without asking the defender is said so in the log (UX: every automatic choice).
  if (action.auto !== undefined) d.log?.push({ type: 'defendedAutomatically', defender: b.defender === NEUTRAL ? null : b.defender, dice: action.dice, reason: action.auto });
  if (card !== null) {
    discardCard(d, seat, card);
    d.log?.push(cardEvent(seat, card));
  }
  return resolveDefence(d, b, action.dice, card);
}

/** Rolls the round; a defensive card first raises the attack to the most dice allowed (RULES.md G). */
function resolveDefence(d: Draft, declared: Battle, defenceDice: number, defenceCard: string | null): Result<void> {
  let b = declared;
  if (defenceCard !== null && b.dice < maxAttackDice(d.s.units[b.from] ?? 0)) {
    b = { ...b, dice: maxAttackDice(d.s.units[b.from] ?? 0) };
    d.log?.push({ type: 'attackForced', attacker: b.attacker, dice: b.dice });
  }
  const mods = battleModifiers(b.attackCard, defenceCard);
  d.mark('dice');
  if (mods.ambush) b = { ...b, dice: b.dice - rollAmbush(d, b) };
  const heroHere = heroAt(d.s, b.from) === b.attacker;
  const heroBonus = b.dice > 0 && rollRound(d, b, defenceDice, mods, heroHere && !mods.silenceAttackHero);
  if (b.dice > 0 && (d.s.units[b.to] ?? 0) === 0) conquer(d, b, heroHere, heroBonus);
  else d.setPhase({ kind: 'attack', battle: null, transfer: null });
  return DONE;
}

/** Rolls and compares one round, removes the losses; returns whether the attacking hero gave its bonus. */
function rollRound(d: Draft, b: Battle, defenceDice: number, mods: CardModifiers, attackHero: boolean): boolean {
  const defenceHero = b.defender !== NEUTRAL && heroAt(d.s, b.to) === b.defender && !mods.silenceDefenceHero;
  const attackRolls = rollAttack(d, b.dice, mods.rerollOnes);
  const defenceRolls = d.rng().dice(defenceDice);
  const round = resolveRound(attackRolls, defenceRolls, {
    attackPlus: mods.attackPlus, defencePlus: mods.defencePlus, attackWinsTies: mods.attackWinsTies, attackHero, defenceHero,
  });
  d.addUnits(b.from, -round.attackerLosses);
  d.addUnits(b.to, -round.defenderLosses);
  d.log?.push({
    type: 'diceRolled',
    attacker: b.attacker, defender: b.defender === NEUTRAL ? null : b.defender, from: d.g.ids[b.from], to: d.g.ids[b.to],
    attackDice: [...round.attack], defenceDice: [...round.defence], attackRolls, defenceRolls,
    attackerLosses: round.attackerLosses, defenderLosses: round.defenderLosses, heroBonus: { attack: attackHero, defence: defenceHero },
  });
  return attackHero;
}

function conquer(d: Draft, b: Battle, heroHere: boolean, heroBonus: boolean): void {
  const fallen = b.defender === NEUTRAL ? -1 : heroAt(d.s, b.to);
  if (fallen >= 0) {
    d.updateSeat(fallen, { hero: -1, heroFallen: true });
    d.log?.push({ type: 'heroFell', seat: fallen, territory: d.g.ids[b.to] });
  }
  d.setOwner(b.to, b.attacker);
  const turn = d.turn();
  const from = turn.conqueredFrom.slice();
  from[b.defender === NEUTRAL ? d.s.players : b.defender] = (from[b.defender === NEUTRAL ? d.s.players : b.defender] ?? 0) + 1;
  d.updateTurn({
    conquests: turn.conquests + 1, conqueredFrom: from, halves: turn.halves | (1 << (d.g.half[b.to] ?? 0)),
    heroConquests: turn.heroConquests + (heroBonus ? 1 : 0),
  });
  d.log?.push({ type: 'conquered', seat: b.attacker, defender: b.defender === NEUTRAL ? null : b.defender, from: d.g.ids[b.from], to: d.g.ids[b.to] });
  if (b.defender !== NEUTRAL && territoryCount(d.s, b.defender) === 0) {
    eliminate(d, b.defender, b.attacker);
    d.updateTurn({ eliminations: d.turn().eliminations + 1 });
  }
  const movable = (d.s.units[b.from] ?? 0) - 1;
  const pending: Battle = { ...b, stage: 'moveIn', minMove: Math.min(b.dice, movable), heroMust: heroBonus, heroMay: heroHere };
  d.setPhase({ kind: 'attack', battle: pending, transfer: null });
  // Nothing to decide: move the only legal amount at once (hot-seat friendly, see RULES.md).
  if (pending.minMove === movable && pending.heroMust === pending.heroMay) moveUnitsIn(d, pending, movable, pending.heroMust);
}

function moveUnitsIn(d: Draft, b: Battle, count: number, hero: boolean): void {
  d.addUnits(b.from, -count);
  d.setUnits(b.to, count);
  if (hero) d.updateSeat(b.attacker, { hero: b.to });
  d.setPhase({ kind: 'attack', battle: null, transfer: null });
  d.log?.push({ type: 'movedIn', seat: b.attacker, from: d.g.ids[b.from], to: d.g.ids[b.to], count, hero });
}

export function moveIn(d: Draft, seat: Seat, action: ActionOf<'moveIn'>): Result<void> {
  const p = d.s.phase;
  const b = p.kind === 'attack' ? p.battle : null;
  if (b === null || b.stage !== 'moveIn') return fail('risiko/no-battle');
  const max = (d.s.units[b.from] ?? 0) - 1;
  if (!Number.isInteger(action.count) || action.count < b.minMove) return fail('risiko/move-in-too-few', { min: b.minMove, max });
  if (action.count > max) return fail('risiko/move-in-too-many', { min: b.minMove, max });
  const hero = action.hero ?? b.heroMust;
  if (b.heroMust && !hero) return fail('risiko/hero-must-follow');
  if (hero && !b.heroMay) return fail('risiko/hero-not-here', { territory: d.g.ids[b.from] ?? '' });
  moveUnitsIn(d, b, action.count, hero);
  return DONE;
}

export function endAttacks(d: Draft, seat: Seat): Result<void> {
  const idle = idlePhase(d);
  if (!idle.ok) return idle;
  const st = d.seat(seat);
  d.setPhase({ kind: 'fortify', objectiveOpen: st.objectives.length > 0, maneuvered: false });
  d.log?.push({ type: 'attacksEnded', seat });
  return DONE;
}
