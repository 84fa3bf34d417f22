/**
 * Computer opponents benchmark (`npm run bench -- ai [game=risiko,...] [games=N] [pairing=a,b] [scale=x] [first=k] [clock=cpu]`):
 * seeded games between bot levels with seats swapped, printing win rates with 95 % Wilson intervals, time
 * per decision (p50/p95 per level), the whole computer turn (p95 per level) and the search's simulation
 * speed. Each game's pairings live in scripts/bench/ai/<game>.ts. `scale=x` makes the search
 * iteration-bound (x times the shipped iterations, no time cap) for reproducible, faster samples; `clock=cpu`
 * times decisions in the process's CPU time (what they take on an idle core) where a game supports it.
 */
import { runActionClix } from './ai/actionclix';
import type { BenchArgs } from './ai/report';
import { runHalotcg } from './ai/halotcg';
import { runRisiko } from './ai/risiko';

const GAMES: Readonly<Record<string, (args: BenchArgs) => void>> = {
  risiko: runRisiko,
  actionclix: runActionClix,
  halotcg: runHalotcg,
};

const args = new Map(process.argv.slice(2).map((a) => a.split('=') as [string, string]));
const bench: BenchArgs = {
  games: Number(args.get('games') ?? 400),
  pairings: args.has('pairing') ? (args.get('pairing') as string).split(',') : null,
  scale: args.has('scale') ? Number(args.get('scale')) : null,
  ...(args.has('first') ? { first: Number(args.get('first')) } : {}),
  ...(args.get('clock') === 'cpu' ? { cpu: true } : {}),
};
const wanted = args.has('game') ? (args.get('game') as string).split(',') : Object.keys(GAMES);
const started = performance.now();
for (const name of wanted) {
  const run = GAMES[name];
  if (run === undefined) console.log(`unknown game ${name}; the AI bench knows ${Object.keys(GAMES).join(', ')}`);
  else run(bench);
}
console.log(`wall time ${((performance.now() - started) / 1000).toFixed(0)} s`);
