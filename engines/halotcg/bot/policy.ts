/**
 * The bot's judgement of single moves: `score` values one legal action for its seat (0 for passing), so
 * `ranked` orders a decision, `candidates` prunes it for the search, `rolloutMove` plays quickly inside the
 * search and `pickAmongGood` is the Easy bot's choice (one of the best few, never one far below the best).
 */
import type { Random, Seat } from '../../core';
import { EASY_ODDS, pickAmongGood as pickFromGood } from '../../core/bot/index';
import type { Ability, Card, PlayCard } from '../cardTypes';
import { cardOf } from '../queries';
import type { HaloAction, HaloState } from '../types';
import { answerScore } from './answers';
import { pressure } from './evaluate';
import { leftOf } from './reading';
import { costsWorth, effectsWorth, type Use } from './value';

export interface Scored {
  readonly action: HaloAction;
  readonly score: number;
}

const bodyOf = (c: Card): number => ((c as { strength?: number }).strength ?? 0) + ((c as { vitality?: number }).vitality ?? 0);
const itemOf = (c: Card): number => ['strength', 'vitality', 'weapons', 'armor'].reduce((n, k) => n + ((c as unknown as Record<string, number | undefined>)[k] ?? 0), 0);

function playScore(s: HaloState, seat: Seat, a: Extract<HaloAction, { type: 'play' }>): number {
  const c = cardOf(s, a.card) as PlayCard;
  const u: Use = { s, seat, src: a.card };
  const fp = s.turn.fp === seat;
  // Twilight the Free Peoples player adds is the Shadow's to spend.
  const price = fp ? 0.3 * c.twilight : 0.15 * c.twilight;
  const toil = 0.4 * (a.toil ?? 0);
  switch (c.kind) {
    case 'companion':
    case 'ally':
      return 1.5 + 0.5 * bodyOf(c) - price - toil;
    case 'minion':
      return s.players[s.turn.fp] === undefined ? -1 : (1.5 + 0.5 * bodyOf(c)) * pressure(s, seat) - price - toil;
    case 'ship':
      return 0.8 + 0.3 * itemOf(c) - price - toil;
    case 'possession':
    case 'artifact': {
      const bearer = a.on === undefined ? 0 : (a.on === s.players[seat]?.hero ? 0.4 : 0) + 0.1 * Math.max(0, leftOf(s, a.on));
      return 1 + 0.6 * itemOf(c) + bearer + 0.3 * (c.abilities?.length ?? 0) - price - toil;
    }
    case 'condition':
      return 0.8 + 0.3 * (c.abilities?.length ?? 0) - price - toil;
    case 'event': {
      // At three seats or more a Shadow event is kept for the leader's turn unless this turn's player leads.
      const worth = (effectsWorth(u, c.effects) + costsWorth(u, c.costs)) * pressure(s, seat);
      // An event that does nothing here is not played.
      return worth <= 0.3 ? -1 : worth - price - toil;
    }
  }
}

function useScore(s: HaloState, seat: Seat, a: Extract<HaloAction, { type: 'use' }>): number {
  const ab = cardOf(s, a.card).abilities?.[a.ability] as Ability | undefined;
  if (ab === undefined || (ab.a !== 'action' && ab.a !== 'response')) return -1;
  const u: Use = { s, seat, src: a.card };
  const worth = effectsWorth(u, ab.effects) + costsWorth(u, ab.costs);
  return worth <= 0.3 ? -1 : worth;
}

/** How good one legal action is for `seat` (passing and ending a question's picks score 0); `careless` is Easy's judgement. */
export function score(s: HaloState, seat: Seat, a: HaloAction, careless = false): number {
  switch (a.type) {
    case 'pass':
      return 0;
    case 'play':
      return playScore(s, seat, a);
    case 'use':
      return useScore(s, seat, a);
    case 'healNamesake':
      return (s.inPlay[a.target]?.w ?? 0) > 0 ? 1.5 : -1;
    case 'transfer':
      return -0.5;
    case 'staff':
      // A staffing companion leaves the company: it no longer defends the Hero in skirmishes.
      return -0.3;
    case 'choose':
      return answerScore(s, seat, a.option, careless);
  }
}

/** Every legal action scored, best first (ties keep the legal order). */
export function ranked(s: HaloState, seat: Seat, legal: readonly HaloAction[], careless = false): Scored[] {
  return legal.map((action) => ({ action, score: score(s, seat, action, careless) })).sort((x, y) => y.score - x.score);
}

/** The moves worth searching, best first: the best `keep`, and passing always. */
export function candidates(s: HaloState, seat: Seat, legal: readonly HaloAction[], keep = 6): HaloAction[] {
  const all = ranked(s, seat, legal);
  const out = all.filter((x) => x.score > -0.5).slice(0, keep).map((x) => x.action);
  const pass = legal.find((a) => a.type === 'pass');
  if (pass !== undefined && !out.includes(pass)) out.push(pass);
  return out.length > 0 ? out : [all[0]?.action ?? (legal[0] as HaloAction)];
}

/** The rollout policy: Normal's judgement, the best-scored move with a little noise (moves within about 0.3 trade places). */
export function rolloutMove(s: HaloState, seat: Seat, legal: readonly HaloAction[], rng: Random): HaloAction | undefined {
  if (legal.length === 1) return legal[0];
  let best: HaloAction | undefined;
  let bestScore = -Infinity;
  for (const a of legal) {
    const v = score(s, seat, a) + rng.below(1000) / 3000;
    if (v > bestScore) {
      bestScore = v;
      best = a;
    }
  }
  return best;
}

/**
 * One of the best few moves within `floor` of the best, the first with `odds[0]` percent, the second with
 * `odds[1]` and so on (Easy: 60/25/15; Normal: 85/15): plausible mistakes, never a move far below the best.
 */
export function pickAmongGood(scored: readonly Scored[], rng: Random, floor = 1, odds: readonly number[] = EASY_ODDS): HaloAction {
  // A move scored at -0.5 or below is never good; odds left over (fewer good moves than odds) go to the best.
  return pickFromGood(scored, rng, floor, { odds, rest: 'best', above: -0.5 });
}
