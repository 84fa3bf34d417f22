/** What every game's AI bench prints the same way: win rates with 95 % Wilson intervals and timings. */

export interface BenchArgs {
  readonly games: number;
  readonly pairings: readonly string[] | null;
  /** Iteration-bound search at this many times the shipped iterations (no time cap); null: as shipped. */
  readonly scale: number | null;
  /** The first game's index (`first=`): one pairing split over several processes plays disjoint seeds. */
  readonly first?: number;
  /**
   * `clock=cpu`: decisions and turns are timed in this process's CPU time, which is what they would take on
   * an idle core whatever else the machine is running (the bench is one thread).
   */
  readonly cpu?: boolean;
}

/** This process's CPU time in ms (user and system). */
export const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Times per entrant: each decision, and each whole computer turn. */
export class Timings {
  readonly decisions = new Map<string, number[]>();
  readonly turns = new Map<string, number[]>();
  steps = 0;
  searchMs = 0;

  decision(name: string, ms: number): void {
    const xs = this.decisions.get(name);
    if (xs === undefined) this.decisions.set(name, [ms]);
    else xs.push(ms);
  }

  turn(name: string, ms: number): void {
    const xs = this.turns.get(name);
    if (xs === undefined) this.turns.set(name, [ms]);
    else xs.push(ms);
  }

  print(): void {
    for (const [name, xs] of this.decisions) {
      const turns = this.turns.get(name) ?? [];
      console.log(`${name}: ${xs.length} decisions, p50 ${quantile(xs, 0.5).toFixed(1)} ms, p95 ${quantile(xs, 0.95).toFixed(1)} ms; ${turns.length} turns, turn p95 ${quantile(turns, 0.95).toFixed(0)} ms, max ${Math.max(0, ...turns).toFixed(0)} ms`);
    }
    console.log(`search: ${this.steps} simulated actions in ${(this.searchMs / 1000).toFixed(1)} s = ${Math.round(this.steps / Math.max(1e-9, this.searchMs / 1000))} actions/s`);
  }
}

/** Wilson score interval for k successes in n trials (95 %). */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

export const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;

export function report(label: string, who: string, wins: number, n: number, draws: number, target: string): void {
  const [lo, hi] = wilson(wins, n);
  console.log(`${label}: ${who} won ${wins}/${n} = ${pct(wins / Math.max(1, n))} (95 % CI ${pct(lo)}–${pct(hi)}), draws ${draws}; target ${target}`);
}

export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
}

/** Search effort counted by a bot's `onSearch` hook: simulated actions (steps) and iterations. */
export interface SearchTally {
  steps: number;
  iterations: number;
}

/**
 * Times `run` (Hard deciding `decisions` positions) in CPU and wall time and prints the search's pace:
 * simulated actions and iterations per CPU-second, CPU-ms per decision, actions per wall-second.
 */
export function timeSearches(label: string, tally: SearchTally, decisions: number, run: () => void): void {
  const before = { ...tally };
  const cpu = process.cpuUsage();
  const wall = performance.now();
  run();
  const used = process.cpuUsage(cpu);
  const cpuS = (used.user + used.system) / 1e6;
  const wallS = (performance.now() - wall) / 1000;
  const n = tally.steps - before.steps;
  const it = tally.iterations - before.iterations;
  console.log(`speed ${label}: ${decisions} Hard decisions, ${it} iterations, ${n} simulated actions; ${Math.round(n / cpuS)} actions/s CPU (${Math.round(it / cpuS)} iterations/s, ${((1000 * cpuS) / Math.max(1, decisions)).toFixed(0)} CPU-ms a decision), ${Math.round(n / wallS)} actions/s wall`);
}
