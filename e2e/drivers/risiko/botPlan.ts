/**
 * The end of an OBJECTIVE game on THE RING for the test of a person against two Hard computers, found with
 * the real engine and the real bot when the test starts: Easy computers play a whole game in Node, and the
 * game is cut in the person's (seat 0's) last turn, at the end of its attacks, when the computer next in
 * turn will win in its coming turn by an objective it holds and that nothing in its own turn can undo
 * (a goal met at the start of the turn, or one of holding ground). The person's clicks end the turn, the
 * Hard computers play on from there through the bot worker.
 */
import type { Seat } from '../../../engines/core';
import { campaignCard } from '../../../engines/risiko/campaignCards';
import { risikoEngine, type RisikoAction, type RisikoState } from '../../../engines/risiko';
import { risikoBot } from '../../../engines/risiko/bot/index';
import { graphOf } from '../../../engines/risiko/bot/determinise';
import { objectiveMet } from '../../../engines/risiko/objectives';
import { controlsOwnBase } from '../../../engines/risiko/queries';
import type { Step } from './script';

export const RING_OPTIONS = { mode: 'objective', battlefield: 'the-ring' } as const;

export interface BotEnding {
  readonly seed: string;
  /** Every action before the person's end of attacks. */
  readonly steps: readonly Step[];
  /** The computer that will win in the next turn. */
  readonly winner: Seat;
}

// Goals an own turn cannot undo: checked at the turn's start, or ground held (attacking only adds ground).
const KEPT = new Set(['hold-territories', 'regions', 'region-bonus', 'both-halves', 'each-half']);

function unshakable(s: RisikoState, seat: Seat): boolean {
  const st = s.seats[seat];
  if (st === undefined || st.completed.length !== 2 || !controlsOwnBase(s, seat)) return false;
  const g = graphOf(s.options);
  return st.objectives.some((id) => {
    const card = campaignCard(id);
    return card !== undefined && (card.when === 'start' || KEPT.has(card.goal.kind)) && objectiveMet(g, s, seat, id);
  });
}

/** An Easy game to its end: every step, the state before each, and the last. */
function wholeGame(seed: string): { steps: Step[]; states: RisikoState[]; last: RisikoState } {
  const parsed = risikoEngine.parseOptions(RING_OPTIONS, 3);
  if (!parsed.ok) throw new Error(parsed.error.code);
  const started = risikoEngine.setup({ players: 3, options: parsed.value, seed });
  if (!started.ok) throw new Error(started.error.code);
  let s = started.value;
  const steps: Step[] = [];
  const states: RisikoState[] = [];
  for (let i = 0; i < 3000 && s.outcome === null; i++) {
    const seat = risikoEngine.activePlayers(s)[0] ?? 0;
    const legal = risikoEngine.legalActions(s, seat);
    const action: RisikoAction = risikoBot.decide({ seat, players: 3, options: parsed.value as never, view: risikoEngine.view(s, seat), legal, level: 'easy', seed: `${seed}:${i}`, budgetMs: 1e9, clock: () => 0 });
    const r = risikoEngine.apply(s, seat, action);
    if (!r.ok) throw new Error(`${seed} step ${i}: ${r.error.code}`);
    states.push(s);
    steps.push({ seat, action });
    s = r.value.state;
  }
  return { steps, states, last: s };
}

/** The ending in game `seed`, or undefined when its last turns do not fit. */
export function botEnding(seed: string): BotEnding | undefined {
  const { steps, states, last } = wholeGame(seed);
  const winner = last.outcome?.reason === 'objectives' ? last.outcome.winners[0] : undefined;
  if (winner === undefined || winner === 0) return undefined;
  // The winner's last turn starts right after the person's: the state before it is still seat 0's turn.
  const start = states.findIndex((s) => s.turn?.seat === winner && s.turnNumber === last.turnNumber);
  const before = states[start - 1];
  const now = states[start];
  if (before?.turn?.seat !== 0 || now === undefined || !unshakable(now, winner)) return undefined;
  const cut = steps.findIndex((step, k) => step.seat === 0 && step.action.type === 'endAttacks' && states[k]?.turnNumber === before.turnNumber);
  return cut < 0 ? undefined : { seed, steps: steps.slice(0, cut), winner };
}

/** The first seed from `prefix-from` on whose game ends so (`from`: the one known today, so one game is played). */
export function findBotEnding(prefix: string, from = 0, tries = 60): BotEnding {
  for (let i = from; i < from + tries; i++) {
    const found = botEnding(`${prefix}-${i}`);
    if (found !== undefined) return found;
  }
  throw new Error(`no ${prefix} game ends with a computer sure to win after the person's turn`);
}
