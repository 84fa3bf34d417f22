/**
 * Risiko Halo's pairings for the AI bench (scripts/bench/ai.ts): seeded games between bot levels with seats
 * swapped. easy-random, normal-easy, hard-normal (2 seats, ONE-ON-ONE, HAMMER and ANVIL alternating); five
 * (5-seat OBJECTIVE, 1 Hard, 2 Normal, 2 Easy, seats rotated; Hard's win rate); cheat (honest Hard against a
 * Hard that determinises with the true state: bench only).
 *
 * The shipped levels are iteration-bound (LEVEL_LIMITS), so `scale=1` plays exactly their strength without
 * the clock (fast and reproducible: use it for win rates); without `scale` the shipped caps apply too (use
 * it for the decision times). Every 10 games a pairing prints its tally so far; `first=k` starts at game k
 * (one pairing split over several processes plays disjoint seeds, and the tallies add up).
 */
import { Random, seedRng, type BotLevel, type GameBot } from '../../../engines/core';
import type { RisikoAction, RisikoState, RisikoView } from '../../../engines/risiko';
import { boundedBot, LEVEL_LIMITS, type BotHooks, type LevelLimits } from '../../../engines/risiko/bot/index';
import { freshRng } from '../../../engines/risiko/bot/determinise';
import { playMatch, type MatchSeat } from '../../../engines/risiko/bot/testing/match';
import { cpuMs, pct, report, Timings, wilson, type BenchArgs } from './report';

const MAX_ACTIONS = 6000;
const ALL = ['easy-random', 'normal-easy', 'hard-normal', 'five', 'cheat'];
let GAMES = 400;
let SCALE: number | null = null;
let FIRST = 0;
/** What decisions are timed with: the wall clock, or this process's CPU time (`clock=cpu`). */
let clock: () => number = () => performance.now();
/** Iterations per search, by level (how much of its limit a capped search reached). */
const iterations = new Map<string, number[]>();
let deciding = '';

function limits(): Partial<Record<BotLevel, LevelLimits>> {
  const scale = SCALE;
  if (scale === null) return LEVEL_LIMITS;
  const scaled = (l: LevelLimits): LevelLimits => ({ ...l, iterations: Math.max(1, Math.round(l.iterations * scale)), capMs: 1e9 });
  return { normal: scaled(LEVEL_LIMITS.normal), hard: scaled(LEVEL_LIMITS.hard) };
}

const stats = new Timings();

let searchStarted = 0;
const hooks: BotHooks = {
  onSearch: (r) => {
    stats.steps += r.steps;
    stats.searchMs += performance.now() - searchStarted;
    iterations.set(deciding, [...(iterations.get(deciding) ?? []), r.iterations]);
  },
};
let honest = boundedBot(limits(), hooks);
let truth: RisikoState | null = null;
const cheating = (): GameBot<RisikoView, RisikoAction> => boundedBot(limits(), { ...hooks, determinise: (_v, _seat, rng) => ({ ...(truth as RisikoState), rng: freshRng(rng) }) });
let cheat = cheating();
const random: GameBot<RisikoView, RisikoAction> = { styles: [], decide: (t) => new Random(seedRng(t.seed)).pick(t.legal) };

interface Entrant { readonly name: string; readonly seat: MatchSeat }
const entrants = () => ({
  random: { name: 'random', seat: { bot: random, level: 'easy' } },
  easy: { name: 'easy', seat: { bot: honest, level: 'easy' } },
  normal: { name: 'normal', seat: { bot: honest, level: 'normal' } },
  hard: { name: 'hard', seat: { bot: honest, level: 'hard' } },
  cheat: { name: 'hard-cheating', seat: { bot: cheat, level: 'hard' } },
}) satisfies Record<string, Entrant>;
let E = entrants();

/** Plays one game; returns the winning entrants' names (empty for a draw at the action limit) and the last state. */
function game(entrants: readonly Entrant[], players: number, options: Record<string, unknown>, seed: string): { winners: string[]; end: RisikoState; reason: string } {
  const turnTime = new Map<string, number>();
  const result = playMatch({
    players, options, seed, seats: entrants.map((e) => e.seat), maxActions: MAX_ACTIONS, budgetMs: 1e9, clock,
    turnFor: (t, s) => { truth = s; deciding = t.level; searchStarted = performance.now(); return t; },
    onDecision: (d) => {
      const name = entrants[d.seat]?.name ?? '?';
      stats.decision(name, d.ms);
      if (d.current === d.seat) turnTime.set(`${name}:${d.turnNumber}`, (turnTime.get(`${name}:${d.turnNumber}`) ?? 0) + d.ms);
    },
  });
  for (const [key, ms] of turnTime) stats.turn(key.split(':')[0] ?? '?', ms);
  const winners = (result.outcome?.winners ?? []).map((w) => entrants[w]?.name ?? '?');
  return { winners, end: result.state, reason: result.outcome?.reason ?? 'unfinished' };
}

/** One line per 5-seat game: who won how, in which turn, each seat's objectives done (h = the Hard seat, x = out) and Hard's left. */
function summary(i: number, seats: readonly Entrant[], g: ReturnType<typeof game>): string {
  const done = g.end.seats.map((st, k) => `${(seats[k]?.name ?? '?')[0]}${st.completed.length}${st.eliminated ? 'x' : ''}`).join(' ');
  const hard = seats.findIndex((e) => e.name === 'hard');
  const left = g.end.seats[hard]?.objectives.join(' ') ?? '';
  return `  game ${i}: ${g.winners.join('+') || 'none'} by ${g.reason}, turn ${g.end.turnNumber}; objectives ${done}; hard still holds ${left || 'none'}`;
}

function duel(label: string, a: Entrant, b: Entrant, target: string): void {
  let wins = 0;
  let draws = 0;
  for (let i = FIRST; i < FIRST + GAMES; i++) {
    const seats = i % 2 === 0 ? [a, b] : [b, a];
    const battlefield = i % 4 < 2 ? 'hammer' : 'anvil';
    const { winners } = game(seats, 2, { mode: 'one-on-one', battlefield }, `ai-${label}-${i}`);
    if (winners.length === 0) draws++;
    if (winners.includes(a.name)) wins++;
    progress(label, a.name, wins, i + 1 - FIRST);
  }
  report(label, a.name, wins, GAMES, draws, target);
}

function five(): void {
  let draws = 0;
  const byLevel = new Map<string, number>();
  const lineup: Entrant[] = [E.hard, E.normal, E.easy, E.normal, E.easy];
  for (let i = FIRST; i < FIRST + GAMES; i++) {
    const seats = lineup.map((_, k) => lineup[(k + i) % 5] as Entrant);
    const played = game(seats, 5, { mode: 'objective', battlefield: i % 2 === 0 ? 'the-ring' : 'forge' }, `ai-five-${i}`);
    const winners = played.winners;
    console.log(summary(i, seats, played));
    if (winners.length === 0) draws++;
    for (const w of winners) byLevel.set(w, (byLevel.get(w) ?? 0) + 1);
    progress('five', 'hard', byLevel.get('hard') ?? 0, i + 1 - FIRST);
  }
  report('five (OBJECTIVE, 1 hard, 2 normal, 2 easy)', 'hard', byLevel.get('hard') ?? 0, GAMES, draws, '≥ 35 %');
  console.log(`  wins by level: ${[...byLevel].map(([k, v]) => `${k} ${v}`).join(', ')}`);
}

/** The tally so far, every 10 games (a long run interrupted still says what it found). */
function progress(label: string, who: string, wins: number, played: number): void {
  if (played % 10 !== 0) return;
  const [lo, hi] = wilson(wins, played);
  console.log(`  ${label} after ${played}: ${who} ${wins} (${pct(wins / played)}, 95 % CI ${pct(lo)}–${pct(hi)})`);
}

function printIterations(): void {
  const limit = limits();
  for (const [level, xs] of iterations) {
    const cap = level === 'normal' || level === 'hard' ? limit[level]?.iterations : undefined;
    const mean = xs.reduce((x, y) => x + y, 0) / Math.max(1, xs.length);
    console.log(`${level} searches: ${xs.length}, mean ${mean.toFixed(0)} iterations (limit ${cap ?? '?'} × the decision's share)`);
  }
}

/** Runs the Risiko pairings (all without `pairing=`). */
export function runRisiko(args: BenchArgs): void {
  GAMES = args.games;
  SCALE = args.scale;
  FIRST = args.first ?? 0;
  clock = args.cpu === true ? cpuMs : () => performance.now();
  honest = boundedBot(limits(), hooks);
  cheat = cheating();
  E = entrants();
  console.log(`Risiko: games per pairing ${GAMES}; search ${SCALE === null ? 'as shipped (time-capped)' : `iteration-bound at ${SCALE} × shipped iterations`}; decisions timed in ${args.cpu === true ? 'CPU time' : 'wall time'}`);
  for (const p of args.pairings ?? ALL) {
    if (p === 'easy-random') duel(p, E.easy, E.random, '≥ 85 %');
    else if (p === 'normal-easy') duel(p, E.normal, E.easy, '≥ 60 %');
    else if (p === 'hard-normal') duel(p, E.hard, E.normal, '≥ 60 %');
    else if (p === 'five') five();
    else if (p === 'cheat') duel(p, E.hard, E.cheat, '≥ 40 %');
    else console.log(`unknown Risiko pairing ${p}`);
  }
  stats.print();
  printIterations();
}
