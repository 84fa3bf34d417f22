/**
 * The Halo TCG's pairings for the AI bench (scripts/bench/ai.ts): seeded games between bot levels with seats
 * and decks swapped. easy-random, normal-easy, hard-normal (2 seats; each pair of starter decks played from
 * both seats); three and five (3 and 5 seats, Hard, Normal and Easy, seats rotated; every level's wins);
 * search (`SEARCHING`, Hard searching the Shadow's plays too, against the shipped Hard); cheat (the shipped
 * Hard against one that determinises with the true state, so sees every hand: bench only); speed (the
 * search's simulated actions per CPU-second, `halotcgSpeed.ts`); predict (how well the evaluation predicts
 * the winner, `halotcgEval.ts`). `lines=1` prints one line per game. `hard=only:a+b,iterations:n` tries the Hard level with other limits. `first=k`
 * (even, so each deck pair keeps both seats) starts at game k: a pairing split over runs adds up.
 */
import { Random, seedRng, type BotLevel, type GameBot } from '../../../engines/core';
import { STARTER_DECKS, type HaloAction, type HaloState, type HaloView } from '../../../engines/halotcg';
import type { SearchResult } from '../../../engines/core/bot/index';
import { boundedBot, LEVEL_LIMITS, SEARCHING, type BotHooks, type LevelLimits } from '../../../engines/halotcg/bot/index';
import { freshRng } from '../../../engines/halotcg/bot/determinise';
import { playMatch } from '../../../engines/halotcg/bot/testing/match';
import type { MatchSeat } from '../../../engines/core/bot/testing/match';
import { predictive } from './halotcgEval';
import { runSpeed } from './halotcgSpeed';
import { cpuMs, report, Timings, type BenchArgs } from './report';

const MAX_ACTIONS = 8000;
const ALL = ['easy-random', 'normal-easy', 'hard-normal', 'three', 'five', 'search', 'cheat', 'speed', 'predict'];
const DECKS = STARTER_DECKS.map((d) => d.id);
let GAMES = 400;
/** The first game's index (`first=k`): a pairing split over several runs plays disjoint seeds (k to k + games - 1). */
let FIRST = 0;
let SCALE: number | null = null;
/** `lines=1`: one line per game (winners, actions, simulated actions, a digest of the final state), to check that a change leaves every choice as it was. */
const LINES = process.argv.includes('lines=1');

/** FNV-1a of a text, as 8 hex digits: the same final state gives the same digest. */
function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** `hard=<k>:<v>,…` on the command line: the Hard level with other limits (`only=a+b`, `iterations=n`, `keep=n`), to try them. */
function hardLimits(): LevelLimits {
  const arg = process.argv.find((a) => a.startsWith('hard='));
  if (arg === undefined) return LEVEL_LIMITS.hard;
  const out: Record<string, unknown> = { ...LEVEL_LIMITS.hard };
  for (const [k, v] of arg.slice(5).split(',').map((x) => x.split(':') as [string, string])) out[k] = k === 'only' ? v.split('+').map((x) => x.replace('~', ':')) : k === 'root' ? v : Number(v);
  return out as unknown as LevelLimits;
}

function limits(): Partial<Record<BotLevel, LevelLimits>> {
  const scale = SCALE;
  const shipped = { normal: LEVEL_LIMITS.normal, hard: hardLimits() };
  if (scale === null) return shipped;
  const scaled = (l: LevelLimits): LevelLimits => (l.iterations === 0 ? l : { ...l, iterations: Math.max(1, Math.round(l.iterations * scale)), capMs: 1e9 });
  return { normal: scaled(shipped.normal), hard: scaled(shipped.hard) };
}

/** The searching Hard (`SEARCHING`), scaled like the levels. */
function searching(): Partial<Record<BotLevel, LevelLimits>> {
  const scale = SCALE;
  return { hard: scale === null ? SEARCHING : { ...SEARCHING, iterations: Math.max(1, Math.round(SEARCHING.iterations * scale)), capMs: 1e9 } };
}

const stats = new Timings();
let searchStarted = 0;
let cpuStarted = 0;
let searchCpuMs = 0;
/** CPU milliseconds of this process (user + system): on a loaded machine wall time overstates the search's cost. */
let truth: HaloState | null = null;
/** Per searched question (`pending` kind or `window:<timing>`): searches, and how often the move played was not the heuristics' first. */
const overruled = new Map<string, [number, number]>();
function tally(r: SearchResult<HaloAction>, played: HaloAction): void {
  const s = truth as HaloState;
  const top = s.pending[s.pending.length - 1];
  const kind = top !== undefined ? top.kind : `window:${s.turn.window?.timing ?? '?'}`;
  const [n, k] = overruled.get(kind) ?? [0, 0];
  overruled.set(kind, [n + 1, k + (played === r.stats[0]?.action ? 0 : 1)]);
}
const hooks: BotHooks = { onSearch: (r, played) => { stats.steps += r.steps; stats.searchMs += performance.now() - searchStarted; searchCpuMs += cpuMs() - cpuStarted; tally(r, played); } };
const cheating = (): GameBot<HaloView, HaloAction> => boundedBot({ hard: limits().hard as LevelLimits }, { ...hooks, determinise: (_v, _seat, _o, _p, rng) => ({ ...(truth as HaloState), rng: freshRng(rng) }) });
const random: GameBot<HaloView, HaloAction> = { styles: [], decide: (t) => new Random(seedRng(t.seed)).pick(t.legal) };

interface Entrant { readonly name: string; readonly seat: MatchSeat<HaloView, HaloAction> }
function entrants() {
  const honest = boundedBot(limits(), hooks);
  return {
    random: { name: 'random', seat: { bot: random, level: 'easy' } },
    easy: { name: 'easy', seat: { bot: honest, level: 'easy' } },
    normal: { name: 'normal', seat: { bot: honest, level: 'normal' } },
    hard: { name: 'hard', seat: { bot: honest, level: 'hard' } },
    search: { name: 'hard-searching', seat: { bot: boundedBot(searching(), hooks), level: 'hard' } },
    cheat: { name: 'hard-cheating', seat: { bot: cheating(), level: 'hard' } },
  } satisfies Record<string, Entrant>;
}
let E = entrants();

/** Plays one game; returns the winning entrants' names (empty when unfinished at the action limit). */
function game(lineup: readonly Entrant[], decks: readonly string[], seed: string): string[] {
  const turnTime = new Map<string, number>();
  const steps = stats.steps;
  const result = playMatch({
    players: lineup.length, options: { decks }, seed, seats: lineup.map((e) => e.seat), maxActions: MAX_ACTIONS, budgetMs: 1e9, clock: () => performance.now(),
    turnFor: (t, s) => {
      truth = s;
      searchStarted = performance.now();
      // Reading the CPU clock is a system call: only for the seats that may search. Their time cap runs on
      // it, so a loaded machine does not cut their thinking short (as shipped the cap is a safety net only).
      if (lineup[t.seat]?.name.startsWith('hard') !== true) return t;
      cpuStarted = cpuMs();
      return { ...t, clock: cpuMs };
    },
    onDecision: (d, s) => {
      const name = lineup[d.seat]?.name ?? '?';
      stats.decision(name, d.ms);
      const key = `${name}:${s.turnNumber}:${s.turn.fp === d.seat ? 'fp' : 'shadow'}`;
      turnTime.set(key, (turnTime.get(key) ?? 0) + d.ms);
    },
  });
  for (const [key, ms] of turnTime) stats.turn(key.split(':')[0] ?? '?', ms);
  if (LINES) console.log(`  ${seed} ${lineup.map((e) => e.name).join(',')}: winners ${result.outcome?.winners.join(',') ?? '-'}, ${result.actions} actions, ${stats.steps - steps} simulated, state ${digest(JSON.stringify(result.state))}`);
  return (result.outcome?.winners ?? []).map((w) => lineup[w]?.name ?? '?');
}

/** Game i: the decks are the (i/2)-th ordered pair of different starters; odd games swap the seats (and decks with them). */
function duel(label: string, a: Entrant, b: Entrant, target: string): void {
  let wins = 0;
  let draws = 0;
  for (let i = FIRST; i < FIRST + GAMES; i++) {
    const k = Math.floor(i / 2);
    const pair = [DECKS[k % 4], DECKS[(k + 1 + Math.floor(k / 4)) % 4]] as string[];
    if (pair[0] === pair[1]) pair[1] = DECKS[(k + 2) % 4] as string;
    const swap = i % 2 === 1;
    const winners = game(swap ? [b, a] : [a, b], swap ? [pair[1] as string, pair[0] as string] : pair, `ai-tcg-${label}-${k}`);
    if (winners.length === 0) draws++;
    if (winners.includes(a.name)) wins++;
  }
  report(label, a.name, wins, GAMES, draws, target);
}

/** Hard, Normal, Easy (and at five seats Normal, Easy again) around the table, rotated each game. */
function table(players: 3 | 5): void {
  const lineup: Entrant[] = players === 3 ? [E.hard, E.normal, E.easy] : [E.hard, E.normal, E.easy, E.normal, E.easy];
  const byLevel = new Map<string, number>();
  let draws = 0;
  for (let i = FIRST; i < FIRST + GAMES; i++) {
    const seats = lineup.map((_, k) => lineup[(k + i) % players] as Entrant);
    const decks = seats.map((_, k) => DECKS[(k + Math.floor(i / players)) % 4] as string);
    const winners = game(seats, decks, `ai-tcg-${players}-${i}`);
    if (winners.length === 0) draws++;
    for (const w of winners) byLevel.set(w, (byLevel.get(w) ?? 0) + 1);
  }
  report(`${players === 3 ? 'three' : 'five'} (${players} seats, ${lineup.map((e) => e.name).join(', ')})`, 'hard', byLevel.get('hard') ?? 0, GAMES, draws, 'hard > normal > easy');
  console.log(`  wins by level: ${['hard', 'normal', 'easy'].map((k) => `${k} ${byLevel.get(k) ?? 0}`).join(', ')}`);
}

/** Runs the Halo TCG pairings (all without `pairing=`). */
export function runHalotcg(args: BenchArgs): void {
  GAMES = args.games;
  FIRST = args.first ?? 0;
  SCALE = args.scale;
  E = entrants();
  console.log(`Halo TCG: games per pairing ${GAMES} (from game ${FIRST}); search ${SCALE === null ? 'as shipped (iteration-bound, time cap on CPU time)' : `iteration-bound at ${SCALE} × shipped iterations`}`);
  for (const p of args.pairings ?? ALL) {
    if (p === 'easy-random') duel(p, E.easy, E.random, '≥ 85 %');
    else if (p === 'normal-easy') duel(p, E.normal, E.easy, '≥ 60 %');
    else if (p === 'hard-normal') duel(p, E.hard, E.normal, '≥ 60 %');
    else if (p === 'three') table(3);
    else if (p === 'five') table(5);
    else if (p === 'search') duel(p, E.search, E.hard, '≥ 50 %');
    else if (p === 'cheat') duel(p, E.hard, E.cheat, '≥ 40 %');
    else if (p === 'speed') runSpeed(GAMES);
    else if (p === 'predict') predictive(boundedBot(limits(), hooks), GAMES);
    else console.log(`unknown Halo TCG pairing ${p}`);
  }
  stats.print();
  if (overruled.size > 0) console.log(`searched (overruling the heuristics): ${[...overruled].map(([k, [n, o]]) => `${k} ${n} (${o})`).join(', ')}`);
  if (stats.steps > 0) console.log(`search per CPU-second: ${Math.round(stats.steps / Math.max(1e-9, searchCpuMs / 1000))} simulated actions/s (${(searchCpuMs / 1000).toFixed(1)} CPU-s)`);
}
