/**
 * What faction cards do. Offensive and defensive cards change one round of battle (a table of modifiers
 * per ability); strategic cards are played with `playCard` at the moment their ability names.
 */
import { ok, type Result, type Seat } from '../core';
import { cardEvent, discardCard } from './decks';
import type { Draft } from './draft';
import { DONE, fail } from './errors';
import { BOMBARDMENT_DICE, BOMBARDMENT_HIT, EXTRA_REINFORCEMENTS, factionCard, STRATEGIC_PHASE, type Ability } from './factionCards';
import { links, territoryIndex } from './territoryGraph';
import { isEnemyTerritory } from './queries';
import type { ActionOf, Battle, SeatState } from './types';

export interface CardModifiers {
  readonly attackPlus: number;
  readonly defencePlus: number;
  readonly attackWinsTies: boolean;
  readonly rerollOnes: boolean;
  readonly silenceAttackHero: boolean;
  readonly silenceDefenceHero: boolean;
  readonly ambush: boolean;
  readonly thirdDie: boolean;
}

const NONE: CardModifiers = {
  attackPlus: 0, defencePlus: 0, attackWinsTies: false, rerollOnes: false,
  silenceAttackHero: false, silenceDefenceHero: false, ambush: false, thirdDie: false,
};

const BATTLE_EFFECTS: Partial<Record<Ability, Partial<CardModifiers>>> = {
  'attack-plus-one': { attackPlus: 1 },
  'reroll-ones': { rerollOnes: true },
  'attack-wins-ties': { attackWinsTies: true },
  'silence-defending-hero': { silenceDefenceHero: true },
  ambush: { ambush: true },
  'defence-plus-one': { defencePlus: 1 },
  'third-defence-die': { thirdDie: true },
  'silence-attacking-hero': { silenceAttackHero: true },
};

export function battleModifiers(attackCard: string | null, defenceCard: string | null): CardModifiers {
  const a = attackCard === null ? undefined : factionCard(attackCard);
  const d = defenceCard === null ? undefined : factionCard(defenceCard);
  return { ...NONE, ...(a && BATTLE_EFFECTS[a.ability]), ...(d && BATTLE_EFFECTS[d.ability]) };
}

function usableCard(st: SeatState, id: string, kind: 'offensive' | 'defensive' | 'strategic'): Result<void> {
  if (st.captured.includes(id)) return fail('risiko/captured-card', { card: id });
  if (!st.hand.includes(id)) return fail('risiko/card-not-yours', { card: id });
  const card = factionCard(id);
  if (card?.kind === kind) return DONE;
  return fail(kind === 'offensive' ? 'risiko/not-offensive' : kind === 'defensive' ? 'risiko/not-defensive' : 'risiko/not-strategic', { card: id });
}

export const offenceCardProblem = (st: SeatState, id: string): Result<void> => usableCard(st, id, 'offensive');
export const defenceCardProblem = (st: SeatState, id: string): Result<void> => usableCard(st, id, 'defensive');

/** Attack dice; with `reroll-ones` every 1 is rolled once more. */
export function rollAttack(d: Draft, n: number, rerollOnes: boolean): number[] {
  const rolls = d.rng().dice(n);
  return rerollOnes ? rolls.map((r) => (r === 1 ? d.rng().die() : r)) : rolls;
}

/** Ambush (rulebook's known defensive ability): a die destroys that many attacking units, at most all. */
export function rollAmbush(d: Draft, b: Battle): number {
  const roll = d.rng().die();
  const destroyed = Math.min(roll, b.dice);
  d.addUnits(b.from, -destroyed);
  d.log?.push({ type: 'ambush', attacker: b.attacker, from: d.g.ids[b.from], roll, destroyed });
  return destroyed;
}

type Strategic = (d: Draft, seat: Seat, action: ActionOf<'playCard'>) => Result<void>;

function ownTerritory(d: Draft, seat: Seat, id: string | undefined, ability: Ability): Result<number> {
  if (id === undefined) return fail('risiko/card-target', { ability });
  const t = territoryIndex(d.g, id);
  if (t === undefined) return fail('risiko/unknown-territory', { territory: id });
  return d.s.owner[t] === seat ? ok(t) : fail('risiko/not-your-territory', { territory: id });
}

const extraReinforcements: Strategic = (d) => {
  const p = d.s.phase;
  if (p.kind === 'reinforce') d.setPhase({ ...p, left: p.left + EXTRA_REINFORCEMENTS });
  return DONE;
};

const bombardment: Strategic = (d, seat, action) => {
  const t = action.territory === undefined ? undefined : territoryIndex(d.g, action.territory);
  if (t === undefined) return fail('risiko/card-target', { ability: 'bombardment' });
  const adj = links(d.g, d.s.teleporters);
  const inReach = (adj[t] ?? []).some((n) => d.s.owner[n] === seat);
  if (!isEnemyTerritory(d.s, seat, t) || !inReach || (d.s.units[t] ?? 0) < 2) return fail('risiko/card-target', { ability: 'bombardment' });
  const hits = d.rng().dice(BOMBARDMENT_DICE).filter((r) => r >= BOMBARDMENT_HIT).length;
  const removed = Math.min(hits, (d.s.units[t] ?? 0) - 1);
  d.addUnits(t, -removed);
  d.mark('dice');
  d.log?.push({ type: 'bombarded', seat, territory: action.territory ?? '', hits, removed });
  return DONE;
};

const airlift: Strategic = (d, seat, action) => {
  const from = ownTerritory(d, seat, action.from, 'airlift');
  if (!from.ok) return from;
  const to = ownTerritory(d, seat, action.to, 'airlift');
  if (!to.ok) return to;
  if (from.value === to.value) return fail('risiko/same-territory');
  const max = (d.s.units[from.value] ?? 0) - 1;
  const count = action.count ?? 0;
  if (!Number.isInteger(count) || count < 1 || count > max) return fail('risiko/leave-one', { min: 1, max: Math.max(0, max) });
  d.addUnits(from.value, -count);
  d.addUnits(to.value, count);
  const p = d.s.phase;
  if (p.kind === 'fortify') d.setPhase({ ...p, objectiveOpen: false });
  d.log?.push({ type: 'airlifted', seat, from: action.from ?? '', to: action.to ?? '', count });
  return DONE;
};

const heroJump: Strategic = (d, seat, action) => {
  const t = ownTerritory(d, seat, action.territory, 'hero-jump');
  if (!t.ok) return t;
  // A jump to where the hero stands would spend the card for nothing.
  const st = d.seat(seat);
  if (!st.heroFallen && st.hero === t.value) return fail('risiko/card-target', { ability: 'hero-jump' });
  d.updateSeat(seat, { hero: t.value, heroFallen: false });
  d.log?.push({ type: 'heroJumped', seat, territory: action.territory ?? '' });
  return DONE;
};

const STRATEGIC: Partial<Record<Ability, Strategic>> = {
  'extra-reinforcements': extraReinforcements,
  bombardment,
  airlift,
  'hero-jump': heroJump,
};

/** Whether the phase allows a strategic card of this ability now. */
export function strategicTimeOk(d: Pick<Draft, 's'>, ability: Ability): boolean {
  const p = d.s.phase;
  const when = STRATEGIC_PHASE[ability];
  if (when === 'attack') return p.kind === 'attack' && p.battle === null && p.transfer === null;
  return when !== null && p.kind === when;
}

/** What a strategic card's play names: a field its card does not use is refused (it would stay in the record). */
const CARD_FIELDS: Partial<Record<Ability, readonly ('territory' | 'from' | 'to' | 'count')[]>> = {
  'extra-reinforcements': [],
  bombardment: ['territory'],
  airlift: ['from', 'to', 'count'],
  'hero-jump': ['territory'],
};

export function playCard(d: Draft, seat: Seat, action: ActionOf<'playCard'>): Result<void> {
  const usable = usableCard(d.seat(seat), action.card, 'strategic');
  if (!usable.ok) return usable;
  const card = factionCard(action.card);
  const effect = card === undefined ? undefined : STRATEGIC[card.ability];
  if (card === undefined || effect === undefined) return fail('risiko/not-strategic', { card: action.card });
  const named = CARD_FIELDS[card.ability] ?? [];
  if ((['territory', 'from', 'to', 'count'] as const).some((f) => action[f] !== undefined && !named.includes(f))) return fail('risiko/card-target', { ability: card.ability });
  if (!strategicTimeOk(d, card.ability)) return fail('risiko/card-wrong-time', { card: action.card });
  d.log?.push(cardEvent(seat, action.card));
  const done = effect(d, seat, action);
  if (!done.ok) return done;
  discardCard(d, seat, action.card);
  d.mark('hidden');
  return DONE;
}

