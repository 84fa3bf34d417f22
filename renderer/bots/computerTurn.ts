/**
 * The table plays a computer seat: it asks the bot worker with what the seat may know, waits out the
 * table's pace, and applies the answer through the same path as a person's action (`act`, recorded, the
 * same events, dice and log lines). A wrong or late answer is logged and replaced by a safe legal move.
 */
import type { Json, Seat, Session } from '../../engines/core';
import type { AppThunk } from '../store';
import { applyActions, applySession, followUpSeats, standingOrdersFor } from '../store/gameThunks';
import { runningGame } from '../store/running';
import { tableOf } from '../store/table';
import { PACE_MS } from '../store/tableSlice';
import { failWith } from '../store/uiSlice';
import { BotHost, startBotWorker, type Asked } from './botHost';
import { E2E_BOT_BUDGET_KEY, E2E_BOT_PACE_KEY, shortened } from './e2eOverrides';
import { BUDGET_MS, botSeed } from './seed';

let pageBots: BotHost | null = null;

/** The page's bot host (one worker), started on the first computer move. */
export function botHost(): BotHost {
  pageBots ??= new BotHost(startBotWorker);
  return pageBots;
}

/** Sessions a computer was already asked to move in (a re-render never asks twice). */
const asked = new WeakSet<Session>();

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A bot's thinking budget (the e2e build lets a test shorten it, see e2eOverrides.ts). */
const budgetOf = (level: keyof typeof BUDGET_MS): number => shortened(E2E_BOT_BUDGET_KEY, BUDGET_MS[level], { zeroAllowed: false });

/** The time between a computer's moves at the table's pace (the e2e build lets a test shorten it). */
const paceOf = (pace: keyof typeof PACE_MS): number => shortened(E2E_BOT_PACE_KEY, PACE_MS[pace], { zeroAllowed: true });

/** What the seat is told: its view and legal actions, the public options, its level, style and seed. */
export function questionFor(gameId: string, session: Session, seat: Seat, view: unknown, legal: readonly unknown[], computer: { level: keyof typeof BUDGET_MS; style?: string | undefined; salt?: string | undefined }): Asked {
  return {
    gameId,
    seat,
    players: session.record.players,
    options: session.record.options as Json,
    view,
    legal,
    level: computer.level,
    ...(computer.style === undefined ? {} : { style: computer.style }),
    seed: botSeed(computer.salt ?? gameId, seat, session.record.actions.length),
    budgetMs: budgetOf(computer.level),
  };
}

export interface ComputerTurnOptions {
  readonly bots?: BotHost;
  readonly now?: () => number;
  readonly warn?: (message: string, detail: unknown) => void;
}

/**
 * Plays the computer seat that must act now, if any. Returns whether a move was applied (false when no
 * computer is to act, it was already asked in this position, or the game changed meanwhile: an undo, a
 * load, leaving the game).
 */
export const playComputerTurn = (options: ComputerTurnOptions = {}): AppThunk<Promise<boolean>> => async (dispatch, getState) => {
  const running = dispatch(runningGame());
  if (!running) return false;
  const { game, plugin } = running;
  const { session } = game;
  const seat = tableOf(plugin, game).computerTurn;
  const computer = seat === null ? undefined : game.seats[seat]?.computer;
  if (seat === null || computer === undefined || asked.has(session)) return false;
  asked.add(session);
  const { engine } = plugin;
  const legal = engine.legalActions(session.state, seat) as readonly unknown[];
  const safe = legal[0];
  if (safe === undefined) return false;
  const now = options.now ?? (() => performance.now());
  const warn = options.warn ?? ((message: string, detail: unknown) => console.warn(message, detail));
  const started = now();
  const answer = legal.length === 1 ? { ok: true as const, action: safe } : await (options.bots ?? botHost()).ask(questionFor(game.gameId, session, seat, engine.view(session.state, seat), legal, computer));
  if (!answer.ok) warn(`Computer seat ${seat + 1} gave no move (${answer.reason}); it plays a safe legal move.`, answer);
  const table = getState().table;
  const wait = table.skipping ? 0 : paceOf(table.pace) - (now() - started);
  if (wait > 0) await sleep(wait);
  const current = dispatch(runningGame());
  if (current?.game.session !== session) return false;
  const answers = dispatch(followUpSeats(tableOf(plugin, current.game).viewer));
  let sent = applyActions(engine, session, seat, [answer.ok ? answer.action : safe], standingOrdersFor(session), answers);
  if (sent.refused !== null) {
    warn(`Computer seat ${seat + 1} answered a move the rules refuse (${sent.refused.code}); it plays a safe legal move.`, answer);
    sent = applyActions(engine, session, seat, [safe], standingOrdersFor(session), answers);
  }
  if (sent.refused !== null) return dispatch(failWith(sent.refused));
  await dispatch(applySession(sent.session, sent.events));
  return true;
};
