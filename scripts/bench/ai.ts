/**
 * Computer opponents benchmark (`npm run bench -- ai [games=N] [pairing=a,b] [scale=x]`): seeded games
 * between bot levels with seats swapped, printing win rates with 95 % Wilson intervals, time per decision
 * (p50/p95 per level), the whole computer turn (p95 per level) and the search's simulation speed.
 *
 * Pairings: easy-random, normal-easy, hard-normal (2 seats, ONE-ON-ONE, HAMMER and ANVIL alternating);
 * five (5-seat OBJECTIVE, 1 Hard, 2 Normal, 2 Easy, seats rotated; Hard's win rate); cheat (honest Hard
 * against a Hard that determinises with the true state: bench only). `scale=x` makes the search
 * iteration-bound (x times the shipped iterations, no time cap) for reproducible, faster samples.
 * Later ActionClix and TCG bots join as further pairings.
 */
import { Random, seedRng, type BotLevel, type GameBot } from '../../engines/core';
import type { RisikoAction, RisikoState, RisikoView } from '../../engines/risiko';
import { boundedBot, LEVEL_LIMITS, type BotHooks, type LevelLimits } from '../../engines/risiko/bot/index';
import { freshRng } from '../../engines/risiko/bot/determinise';
import { playMatch, type MatchSeat } from '../../engines/risiko/bot/testing/match';

const args = new Map(process.argv.slice(2).map((a) => a.split('=') as [string, string]));
const GAMES = Number(args.get('games') ?? 400);
const PAIRINGS = (args.get('pairing') ?? 'easy-random,normal-easy,hard-normal,five,cheat').split(',');
const SCALE = args.has('scale') ? Number(args.get('scale')) : null;
const MAX_ACTIONS = 6000;

function limits(): Partial<Record<BotLevel, LevelLimits>> {
  if (SCALE === null) return LEVEL_LIMITS;
  const scaled = (l: LevelLimits): LevelLimits => ({ ...l, iterations: Math.max(1, Math.round(l.iterations * SCALE)), capMs: 1e9 });
  return { normal: scaled(LEVEL_LIMITS.normal), hard: scaled(LEVEL_LIMITS.hard) };
}

interface Stats {
  decisions: Map<string, number[]>;
  turns: Map<string, number[]>;
  steps: number;
  searchMs: number;
}
const stats: Stats = { decisions: new Map(), turns: new Map(), steps: 0, searchMs: 0 };
const push = (m: Map<string, number[]>, k: string, v: number) => m.set(k, [...(m.get(k) ?? []), v]);

let searchStarted = 0;
const hooks: BotHooks = { onSearch: (r) => { stats.steps += r.steps; stats.searchMs += performance.now() - searchStarted; } };
const honest = boundedBot(limits(), hooks);
let truth: RisikoState | null = null;
const cheat = boundedBot(limits(), { ...hooks, determinise: (_v, _seat, rng) => ({ ...(truth as RisikoState), rng: freshRng(rng) }) });
const random: GameBot<RisikoView, RisikoAction> = { styles: [], decide: (t) => new Random(seedRng(t.seed)).pick(t.legal) };

interface Entrant { readonly name: string; readonly seat: MatchSeat }
const E = {
  random: { name: 'random', seat: { bot: random, level: 'easy' } },
  easy: { name: 'easy', seat: { bot: honest, level: 'easy' } },
  normal: { name: 'normal', seat: { bot: honest, level: 'normal' } },
  hard: { name: 'hard', seat: { bot: honest, level: 'hard' } },
  cheat: { name: 'hard-cheating', seat: { bot: cheat, level: 'hard' } },
} satisfies Record<string, Entrant>;

/** Plays one game; returns the winning entrants' names (empty for a draw at the action limit). */
function game(entrants: readonly Entrant[], players: number, options: Record<string, unknown>, seed: string): string[] {
  const turnTime = new Map<string, number>();
  const result = playMatch({
    players, options, seed, seats: entrants.map((e) => e.seat), maxActions: MAX_ACTIONS, budgetMs: 1e9, clock: () => performance.now(),
    turnFor: (t, s) => { truth = s; searchStarted = performance.now(); return t; },
    onDecision: (d) => {
      const name = entrants[d.seat]?.name ?? '?';
      push(stats.decisions, name, d.ms);
      if (d.current === d.seat) turnTime.set(`${name}:${d.turnNumber}`, (turnTime.get(`${name}:${d.turnNumber}`) ?? 0) + d.ms);
    },
  });
  for (const [key, ms] of turnTime) push(stats.turns, key.split(':')[0] ?? '?', ms);
  return (result.outcome?.winners ?? []).map((w) => entrants[w]?.name ?? '?');
}

/** Wilson score interval for k successes in n trials (95 %). */
function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

function report(label: string, who: string, wins: number, n: number, draws: number, target: string): void {
  const [lo, hi] = wilson(wins, n);
  console.log(`${label}: ${who} won ${wins}/${n} = ${pct(wins / Math.max(1, n))} (95 % CI ${pct(lo)}–${pct(hi)}), draws ${draws}; target ${target}`);
}

function duel(label: string, a: Entrant, b: Entrant, target: string): void {
  let wins = 0;
  let draws = 0;
  for (let i = 0; i < GAMES; i++) {
    const seats = i % 2 === 0 ? [a, b] : [b, a];
    const battlefield = i % 4 < 2 ? 'hammer' : 'anvil';
    const winners = game(seats, 2, { mode: 'one-on-one', battlefield }, `ai-${label}-${i}`);
    if (winners.length === 0) draws++;
    if (winners.includes(a.name)) wins++;
  }
  report(label, a.name, wins, GAMES, draws, target);
}

function five(): void {
  let draws = 0;
  const byLevel = new Map<string, number>();
  const lineup: Entrant[] = [E.hard, E.normal, E.easy, E.normal, E.easy];
  for (let i = 0; i < GAMES; i++) {
    const seats = lineup.map((_, k) => lineup[(k + i) % 5] as Entrant);
    const winners = game(seats, 5, { mode: 'objective', battlefield: i % 2 === 0 ? 'the-ring' : 'forge' }, `ai-five-${i}`);
    if (winners.length === 0) draws++;
    for (const w of winners) byLevel.set(w, (byLevel.get(w) ?? 0) + 1);
  }
  report('five (OBJECTIVE, 1 hard, 2 normal, 2 easy)', 'hard', byLevel.get('hard') ?? 0, GAMES, draws, '≥ 35 %');
  console.log(`  wins by level: ${[...byLevel].map(([k, v]) => `${k} ${v}`).join(', ')}`);
}

function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
}

const started = performance.now();
console.log(`games per pairing ${GAMES}; search ${SCALE === null ? 'as shipped (time-capped)' : `iteration-bound at ${SCALE} × shipped iterations`}`);
for (const p of PAIRINGS) {
  if (p === 'easy-random') duel(p, E.easy, E.random, '≥ 85 %');
  else if (p === 'normal-easy') duel(p, E.normal, E.easy, '≥ 60 %');
  else if (p === 'hard-normal') duel(p, E.hard, E.normal, '≥ 60 %');
  else if (p === 'five') five();
  else if (p === 'cheat') duel(p, E.hard, E.cheat, '≥ 40 %');
  else console.log(`unknown pairing ${p}`);
}
for (const [name, xs] of stats.decisions) {
  const turns = stats.turns.get(name) ?? [];
  console.log(`${name}: ${xs.length} decisions, p50 ${quantile(xs, 0.5).toFixed(1)} ms, p95 ${quantile(xs, 0.95).toFixed(1)} ms; ${turns.length} turns, turn p95 ${quantile(turns, 0.95).toFixed(0)} ms, max ${Math.max(0, ...turns).toFixed(0)} ms`);
}
console.log(`search: ${stats.steps} simulated actions in ${(stats.searchMs / 1000).toFixed(1)} s = ${Math.round(stats.steps / Math.max(1e-9, stats.searchMs / 1000))} actions/s`);
console.log(`wall time ${((performance.now() - started) / 1000).toFixed(0)} s`);
