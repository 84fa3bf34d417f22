/**
 * Halo ActionClix's pairings for the AI bench (scripts/bench/ai.ts): seeded 2-player games between bot
 * levels with seats swapped. easy-random, normal-easy, hard-normal (basic game, standard battlefield, 5
 * kill points); scarab-<level> (the Scarab at Normal power, the level on both sides, seats swapped: the
 * Scarab side's win rate, hence the attacker's) and scarab-<level>-<attacker> (the level on the Scarab side
 * against another level or random attacking). Not in the default run: `five` (five computers on
 * the large battlefield: games finished, decision times) and `speed` (the search's speed, actionclixSpeed.ts).
 * `first=k` plays games k to k + games - 1 (the seeds `ai-<pairing>-<i>`, the seats swapped by i's parity), so
 * one pairing split into chunks adds up by seed; every game prints one `game` line (seed, winner, turns, seconds).
 */
import { Random, seedRng, type BotLevel, type GameBot } from '../../../engines/core';
import { playMatch, type MatchSeat } from '../../../engines/core/bot/testing/match';
import { actionclixEngine, type ActionClixAction, type ActionClixState, type ActionClixView } from '../../../engines/actionclix';
import { boundedBot, LEVEL_LIMITS, type BotHooks, type LevelLimits } from '../../../engines/actionclix/bot/index';
import { cpuMs, report, Timings, type BenchArgs } from './report';
import { runSpeed } from './actionclixSpeed';

type Seat = MatchSeat<ActionClixView, ActionClixAction>;
const MAX_ACTIONS = 4000;
const ALL = ['easy-random', 'normal-easy', 'hard-normal', 'scarab-easy', 'scarab-normal', 'scarab-hard'];

function limits(scale: number | null): Partial<Record<BotLevel, LevelLimits>> {
  if (scale === null) return LEVEL_LIMITS;
  const scaled = (l: LevelLimits): LevelLimits => ({
    ...l, iterations: Math.max(1, Math.round(l.iterations * scale)), capMs: 1e9,
    ...(l.anchor === undefined ? {} : { anchor: { ...l.anchor, limits: scaled(l.anchor.limits) } }),
  });
  return { normal: scaled(LEVEL_LIMITS.normal), hard: scaled(LEVEL_LIMITS.hard) };
}

const stats = new Timings();
let FIRST = 0;
/** What decisions are timed with (and what the time caps count): the wall clock, or this process's CPU time (`clock=cpu`). */
let clock: () => number = () => performance.now();
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

/** Plays one game; returns the winning seats (empty for a draw at the action limit) and the last state. */
function game(seats: readonly Entrant[], options: Record<string, unknown>, seed: string, watch?: (s: ActionClixState) => void): { readonly winners: readonly number[]; readonly state: ActionClixState } {
  const turnTime = new Map<string, number>();
  const result = playMatch(actionclixEngine, {
    players: seats.length, options, seed, seats: seats.map((e) => e.seat), maxActions: MAX_ACTIONS, budgetMs: 1e9, clock,
    turnFor: (t) => { searchStarted = performance.now(); return t; },
    onDecision: (d, s: ActionClixState) => {
      const name = seats[d.seat]?.name ?? '?';
      stats.decision(name, d.ms);
      watch?.(s);
      const key = `${name}:${s.turnNumber}`;
      if (s.turn?.seat === d.seat) turnTime.set(key, (turnTime.get(key) ?? 0) + d.ms);
    },
  });
  for (const [key, ms] of turnTime) stats.turn(key.split(':')[0] ?? '?', ms);
  return { winners: result.outcome?.winners ?? [], state: result.state };
}

/** One line per game, so chunks run apart add up by seed. */
function logGame(seed: string, winner: string, state: ActionClixState, started: number): void {
  console.log(`  game ${seed}: ${winner}, ${state.turnNumber} turns, ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function duel(label: string, a: Entrant, b: Entrant, games: number, target: string): void {
  let wins = 0;
  let draws = 0;
  for (let i = FIRST; i < FIRST + games; i++) {
    const seats = i % 2 === 0 ? [a, b] : [b, a];
    const started = performance.now();
    const seed = `ai-${label}-${i}`;
    const { winners, state } = game(seats, {}, seed);
    if (winners.length === 0) draws++;
    const won = winners.some((w) => seats[w] === a);
    if (won) wins++;
    logGame(seed, winners.length === 0 ? 'draw' : won ? a.name : b.name, state, started);
    const played = i + 1 - FIRST;
    if (played % 10 === 0 && played < games) console.log(`  ${label} after ${played} games: ${a.name} won ${wins}`);
  }
  report(label, a.name, wins, games, draws, target);
}

/** The most attacker units seen on top of and inside the Scarab at once in a game. */
class Aboard {
  top = 0;
  inside = 0;
  readonly watch = (s: ActionClixState): void => {
    const sc = s.scarab;
    if (sc === undefined) return;
    let top = 0;
    let inside = 0;
    for (const u of s.units) {
      if (u.seat === sc.seat || u.status !== 'elsewhere') continue;
      if (sc.aboard[u.id] === 'inside') inside++;
      else if (sc.aboard[u.id] === 'top') top++;
    }
    this.top = Math.max(this.top, top);
    this.inside = Math.max(this.inside, inside);
  };

  line(s: ActionClixState): string {
    const c = s.scarab?.clicks;
    return `attackers on top at most ${this.top}, inside at most ${this.inside}; Shell ${c?.shell}, Chassis ${c?.chassis}, core ${c?.core}`;
  }
}

/**
 * The Scarab at Normal power: `side` plays the Scarab, `attacker` attacks, the seats swapped every game.
 * Reports the Scarab side's wins, its kill points at the end (it needs 20) and the game's length in turns.
 */
function scarab(label: string, side: Entrant, attacker: Entrant, games: number): void {
  let won = 0;
  let draws = 0;
  let kills = 0;
  let turns = 0;
  for (let i = FIRST; i < FIRST + games; i++) {
    const scarabSeat = i % 2;
    const seats = scarabSeat === 0 ? [{ ...side, name: `${side.name} (Scarab)` }, attacker] : [attacker, { ...side, name: `${side.name} (Scarab)` }];
    const started = performance.now();
    const seed = `ai-${label}-${i}`;
    const aboard = new Aboard();
    const { winners, state } = game(seats, { mode: 'scarab', scarab: { power: 'normal', scarabSeat } }, seed, aboard.watch);
    if (winners.length === 0) draws++;
    if (winners.includes(scarabSeat)) won++;
    const sk = state.seats[scarabSeat]?.kills ?? 0;
    kills += sk;
    turns += state.turnNumber;
    logGame(seed, `${winners.length === 0 ? 'draw' : winners.includes(scarabSeat) ? `Scarab (${sk} kill points)` : `attacker (Scarab side ${sk} kill points)`}; ${aboard.line(state)}`, state, started);
    const played = i + 1 - FIRST;
    if (played % 10 === 0 && played < games) console.log(`  ${label} after ${played} games: the Scarab side won ${won}`);
  }
  report(`${label}: ${side.name} on the Scarab side against ${attacker.name} attacking`, side.name, won, games, draws, 'reported');
  console.log(`  the Scarab side's kill points at the end ${(kills / Math.max(1, games)).toFixed(1)} of 20 on average; ${(turns / Math.max(1, games)).toFixed(1)} turns a game`);
}

/** Five computers on the large battlefield (Easy, Normal, Hard, Normal, Hard): games finished, decision times. */
function five(E: Record<'random' | BotLevel, Entrant>, games: number): void {
  let finished = 0;
  const wins = new Map<string, number>();
  for (let i = 0; i < games; i++) {
    const seats = [E.easy, E.normal, E.hard, E.normal, E.hard];
    const { winners } = game(seats, { battlefield: 'large' }, `ai-five-${i}`);
    if (winners.length > 0) finished++;
    for (const w of winners) wins.set(seats[w]?.name ?? '?', (wins.get(seats[w]?.name ?? '?') ?? 0) + 1);
  }
  console.log(`five players, large battlefield: ${finished}/${games} finished; wins ${[...wins].map(([k, v]) => `${k} ${v}`).join(', ')}`);
}

/** Runs the ActionClix pairings (all without `pairing=`). */
export function runActionClix(args: BenchArgs): void {
  const E = entrants(boundedBot(limits(args.scale), hooks));
  FIRST = args.first ?? 0;
  clock = args.cpu === true ? cpuMs : () => performance.now();
  console.log(`ActionClix: games per pairing ${args.games} from game ${FIRST}; search ${args.scale === null ? 'as shipped (time-capped)' : `iteration-bound at ${args.scale} × shipped iterations`}; decisions timed in ${args.cpu === true ? 'CPU time' : 'wall time'}`);
  for (const p of args.pairings ?? ALL) {
    if (p === 'easy-random') duel(p, E.easy, E.random, args.games, '≥ 85 %');
    else if (p === 'normal-easy') duel(p, E.normal, E.easy, args.games, '≥ 60 %');
    else if (p === 'hard-normal') duel(p, E.hard, E.normal, args.games, '≥ 60 %');
    else if (/^scarab-(easy|normal|hard)(-(random|easy|normal|hard))?$/.test(p)) {
      const [, side, against] = p.split('-') as [string, BotLevel, BotLevel | 'random' | undefined];
      scarab(p, E[side], E[against ?? side], args.games);
    }
    else if (p === 'five') five(E, args.games);
    else if (p === 'speed') runSpeed(Math.max(1, Math.min(args.games, 40)));
    else console.log(`unknown ActionClix pairing ${p}`);
  }
  stats.print();
}
