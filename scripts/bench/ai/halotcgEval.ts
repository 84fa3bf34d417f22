/**
 * How well the Halo TCG bot's evaluation predicts the winner (AI bench pairing `predict`, game=halotcg):
 * seeded 2-player games between Easy and Normal (starter decks, seats swapped) record every fifth
 * decision's position with its features (`featuresOf`) and the final winner. A logistic regression on the
 * difference of the two seats' features is fitted on two thirds of the games and scored on the rest, beside
 * the shipped `evaluate`: log loss, Brier score, accuracy and the correlation of the prediction with the
 * winner, early (turns 1 to 4), in the middle (5 to 8) and late (9 on). Prints the fitted weights.
 */
import type { BotLevel, GameBot } from '../../../engines/core';
import { STARTER_DECKS, type HaloAction, type HaloState, type HaloView } from '../../../engines/halotcg';
import { evaluate, WEIGHTS } from '../../../engines/halotcg/bot/evaluate';
import { FEATURES, featuresOf } from '../../../engines/halotcg/bot/features';
import { playMatch } from '../../../engines/halotcg/bot/testing/match';

interface Point { readonly x: number[]; readonly y: number; readonly turn: number; readonly shipped: number; readonly game: number }

const DECKS = STARTER_DECKS.map((d) => d.id);

function collect(bot: GameBot<HaloView, HaloAction>, games: number): Point[] {
  const points: Point[] = [];
  const levels: BotLevel[] = ['easy', 'normal'];
  for (let g = 0; g < games; g++) {
    const seen: HaloState[] = [];
    const decks = [DECKS[g % 4] as string, DECKS[(g + 1 + Math.floor(g / 4)) % 4] as string];
    const seats = [0, 1].map((i) => ({ bot, level: levels[(g + i * Math.floor(g / 2)) % 2] as BotLevel }));
    const result = playMatch({ players: 2, options: { decks }, seed: `predict-${g}`, seats, maxActions: 8000, budgetMs: 1e9, clock: () => 0, onDecision: (d, s) => { if (d.step % 5 === 0 && s.turnNumber >= 1) seen.push(s); } });
    const winner = result.outcome?.winners[0];
    if (winner === undefined || result.outcome?.winners.length !== 1) continue;
    for (const s of seen) {
      const a = featuresOf(s, 0);
      const b = featuresOf(s, 1);
      if (a === undefined || b === undefined) continue;
      points.push({ x: a.map((v, i) => v - (b[i] ?? 0)), y: winner === 0 ? 1 : 0, turn: s.turnNumber, shipped: evaluate(s, 0), game: g });
    }
  }
  return points;
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));
const dot = (w: readonly number[], x: readonly number[]): number => x.reduce((n, v, i) => n + v * (w[i] ?? 0), 0);

/** Logistic regression without intercept (the seats are symmetric), L2-regularised, by gradient descent on standardised features. */
function fit(points: readonly Point[]): number[] {
  const k = FEATURES.length;
  const sd = Array.from({ length: k }, (_, i) => Math.sqrt(points.reduce((n, p) => n + (p.x[i] ?? 0) ** 2, 0) / Math.max(1, points.length)) || 1);
  const w = new Array<number>(k).fill(0);
  for (let epoch = 0; epoch < 600; epoch++) {
    const grad = new Array<number>(k).fill(0);
    for (const p of points) {
      const z = p.x.map((v, i) => v / (sd[i] as number));
      const e = sigmoid(dot(w, z)) - p.y;
      z.forEach((v, i) => { grad[i] = (grad[i] as number) + e * v; });
    }
    for (let i = 0; i < k; i++) w[i] = (w[i] as number) - 0.5 * ((grad[i] as number) / points.length + 0.001 * (w[i] as number));
  }
  return w.map((v, i) => v / (sd[i] as number));
}

function score(label: string, points: readonly Point[], predict: (p: Point) => number): void {
  const bands: [string, (t: number) => boolean][] = [['all', () => true], ['turns 1-4', (t) => t <= 4], ['turns 5-8', (t) => t >= 5 && t <= 8], ['turns 9+', (t) => t >= 9]];
  const parts = bands.map(([name, inBand]) => {
    const ps = points.filter((p) => inBand(p.turn));
    if (ps.length === 0) return `${name}: none`;
    const q = ps.map((p) => Math.min(1 - 1e-6, Math.max(1e-6, predict(p))));
    const loss = -ps.reduce((n, p, i) => n + (p.y === 1 ? Math.log(q[i] as number) : Math.log(1 - (q[i] as number))), 0) / ps.length;
    const brier = ps.reduce((n, p, i) => n + ((q[i] as number) - p.y) ** 2, 0) / ps.length;
    const acc = ps.filter((p, i) => ((q[i] as number) > 0.5) === (p.y === 1)).length / ps.length;
    return `${name} (${ps.length}): log loss ${loss.toFixed(3)}, Brier ${brier.toFixed(3)}, right ${(100 * acc).toFixed(1)} %, r ${correlation(q, ps.map((p) => p.y)).toFixed(3)}`;
  });
  console.log(`${label}\n  ${parts.join('\n  ')}`);
}

function correlation(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  const ma = a.reduce((x, y) => x + y, 0) / n;
  const mb = b.reduce((x, y) => x + y, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] as number) - ma;
    const db = (b[i] as number) - mb;
    sab += da * db;
    saa += da * da;
    sbb += db * db;
  }
  return sab / Math.sqrt(saa * sbb || 1);
}

/** The `predict` pairing: fit on games 0, 1 (of every 3), test on game 2. */
export function predictive(bot: GameBot<HaloView, HaloAction>, games: number): void {
  const points = collect(bot, games);
  const train = points.filter((p) => p.game % 3 !== 2);
  const test = points.filter((p) => p.game % 3 === 2);
  const w = fit(train);
  console.log(`predict: ${points.length} positions from ${games} games (${train.length} to fit, ${test.length} to test)`);
  score('  shipped evaluate (seat 0)', test, (p) => p.shipped);
  score('  shipped weights as logistic', test, (p) => sigmoid(dot(WEIGHTS, p.x)));
  score('  fitted logistic', test, (p) => sigmoid(dot(w, p.x)));
  console.log(`  fitted weights: { ${FEATURES.map((f, i) => `${f}: ${(w[i] as number).toFixed(3)}`).join(', ')} }`);
}
