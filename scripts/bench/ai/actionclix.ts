/**
 * Halo ActionClix's pairings for the AI bench (scripts/bench/ai.ts): seeded 2-player games between bot
 * levels with seats swapped. easy-random, normal-easy, hard-normal (basic game, standard battlefield, 5
 * kill points); scarab-<level> (the Scarab at Normal power, the level on one side against Normal on the
 * other, sides swapped: the level's win rate on each side).
 */
import { Random, seedRng, type BotLevel, type GameBot } from '../../../engines/core';
import { playMatch, type MatchSeat } from '../../../engines/core/bot/testing/match';
import { actionclixEngine, type ActionClixAction, type ActionClixState, type ActionClixView } from '../../../engines/actionclix';
import { boundedBot, LEVEL_LIMITS, type BotHooks, type LevelLimits } from '../../../engines/actionclix/bot/index';
import { report, Timings, type BenchArgs } from './report';
import { runSpeed } from './actionclixSpeed';

type Seat = MatchSeat<ActionClixView, ActionClixAction>;
const MAX_ACTIONS = 4000;
const ALL = ['easy-random', 'normal-easy', 'hard-normal', 'scarab-easy', 'scarab-normal', 'scarab-hard'];

function limits(scale: number | null): Partial<Record<BotLevel, LevelLimits>> {
  if (scale === null) return LEVEL_LIMITS;
  const scaled = (l: LevelLimits): LevelLimits => ({ ...l, iterations: Math.max(1, Math.round(l.iterations * scale)), capMs: 1e9 });
  return { normal: scaled(LEVEL_LIMITS.normal), hard: scaled(LEVEL_LIMITS.hard) };
}

const stats = new Timings();
let searchStarted = 0;
const hooks: BotHooks = { onSearch: (r) => { stats.steps += r.steps; stats.searchMs += performance.now() - searchStarted; } };
const random: GameBot<ActionClixView, ActionClixAction> = { styles: [], decide: (t) => new Random(seedRng(t.seed)).pick(t.legal) };

interface Entrant { readonly name: string; readonly seat: Seat }

function entrants(bot: GameBot<ActionClixView, ActionClixAction>): Record<'random' | BotLevel, Entrant> {
  return {
    random: { name: 'random', seat: { bot: random, level: 'easy' } },
    easy: { name: 'easy', seat: { bot, level: 'easy' } },
    normal: { name: 'normal', seat: { bot, level: 'normal' } },
    hard: { name: 'hard', seat: { bot, level: 'hard' } },
  };
}

/** Plays one game; returns the winning seats (empty for a draw at the action limit). */
function game(seats: readonly Entrant[], options: Record<string, unknown>, seed: string): readonly number[] {
  const turnTime = new Map<string, number>();
  const result = playMatch(actionclixEngine, {
    players: 2, options, seed, seats: seats.map((e) => e.seat), maxActions: MAX_ACTIONS, budgetMs: 1e9, clock: () => performance.now(),
    turnFor: (t) => { searchStarted = performance.now(); return t; },
    onDecision: (d, s: ActionClixState) => {
      const name = seats[d.seat]?.name ?? '?';
      stats.decision(name, d.ms);
      const key = `${name}:${s.turnNumber}`;
      if (s.turn?.seat === d.seat) turnTime.set(key, (turnTime.get(key) ?? 0) + d.ms);
    },
  });
  for (const [key, ms] of turnTime) stats.turn(key.split(':')[0] ?? '?', ms);
  return result.outcome?.winners ?? [];
}

function duel(label: string, a: Entrant, b: Entrant, games: number, target: string): void {
  let wins = 0;
  let draws = 0;
  for (let i = 0; i < games; i++) {
    const seats = i % 2 === 0 ? [a, b] : [b, a];
    const winners = game(seats, {}, `ai-${label}-${i}`);
    if (winners.length === 0) draws++;
    if (winners.some((w) => seats[w] === a)) wins++;
  }
  report(label, a.name, wins, games, draws, target);
}

/** The level on the Scarab side in even games, attacking in odd ones, against Normal. */
function scarab(label: string, level: Entrant, normal: Entrant, games: number): void {
  const won = { scarab: 0, attacker: 0 };
  const played = { scarab: 0, attacker: 0 };
  let draws = 0;
  for (let i = 0; i < games; i++) {
    const side = i % 2 === 0 ? 'scarab' : 'attacker';
    const seat = (i >> 1) % 2;
    const scarabSeat = side === 'scarab' ? seat : 1 - seat;
    const seats = seat === 0 ? [{ ...level, name: `${level.name}*` }, normal] : [normal, { ...level, name: `${level.name}*` }];
    const winners = game(seats, { mode: 'scarab', scarab: { power: 'normal', scarabSeat } }, `ai-${label}-${i}`);
    played[side]++;
    if (winners.length === 0) draws++;
    if (winners.includes(seat)) won[side]++;
  }
  report(`${label} on the Scarab side`, level.name, won.scarab, played.scarab, 0, 'reported');
  report(`${label} attacking the Scarab`, level.name, won.attacker, played.attacker, 0, 'reported');
  if (draws > 0) console.log(`  ${draws} games reached ${MAX_ACTIONS} actions unfinished`);
}

/** Runs the ActionClix pairings (all without `pairing=`). */
export function runActionClix(args: BenchArgs): void {
  const E = entrants(boundedBot(limits(args.scale), hooks));
  console.log(`ActionClix: games per pairing ${args.games}; search ${args.scale === null ? 'as shipped (time-capped)' : `iteration-bound at ${args.scale} × shipped iterations`}`);
  for (const p of args.pairings ?? ALL) {
    if (p === 'easy-random') duel(p, E.easy, E.random, args.games, '≥ 85 %');
    else if (p === 'normal-easy') duel(p, E.normal, E.easy, args.games, '≥ 60 %');
    else if (p === 'hard-normal') duel(p, E.hard, E.normal, args.games, '≥ 60 %');
    else if (p.startsWith('scarab-') && ['easy', 'normal', 'hard'].includes(p.slice(7))) scarab(p, E[p.slice(7) as BotLevel], E.normal, args.games);
    else if (p === 'speed') runSpeed(Math.max(1, Math.min(args.games, 40)));
    else console.log(`unknown ActionClix pairing ${p}`);
  }
  stats.print();
}
