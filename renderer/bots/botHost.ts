/**
 * The table's side of the bot worker: one worker for the page, started on the first computer move. A
 * question gets one answer; an answer that does not come within the seat's budget and a grace period is
 * given up (the worker, maybe stuck in a loop, is ended and the next question starts a new one), and the
 * table plays a safe legal move instead: a computer seat never stalls the game.
 */
import { isBotAnswer, type BotAnswer, type BotRequest } from './protocol';

/** What the host needs of a worker (the browser's Worker; a fake in tests). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** Time an answer may take beyond the bot's budget (a slow machine). */
export const GRACE_MS = 4000;

/**
 * More time for the first answer of a new worker, which loads the game's rules and bot first: on a busy
 * machine that alone may pass the grace, and a worker ended for it would leave the next one to load again.
 */
export const START_MS = 15000;

export type Asked = Omit<BotRequest, 'id'>;

interface Waiting {
  readonly resolve: (answer: BotAnswer) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

export class BotHost {
  private worker: WorkerLike | null = null;
  /** Whether the worker has answered yet (a new one is still loading the bot's code). */
  private warm = false;
  private next = 1;
  private readonly waiting = new Map<number, Waiting>();

  constructor(private readonly start: () => WorkerLike) {}

  /** Asks for one decision; resolves with the answer, or `{ ok: false }` saying why there is none. */
  ask(request: Asked, graceMs = GRACE_MS): Promise<BotAnswer> {
    const id = this.next++;
    const worker = this.running();
    const limit = request.budgetMs + graceMs + (this.warm ? 0 : START_MS);
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.giveUp(id, 'late'), limit);
      this.waiting.set(id, { resolve, timer });
      try {
        worker.postMessage({ ...request, id });
      } catch (error) {
        this.settle({ id, ok: false, reason: error instanceof Error ? error.message : 'post-failed' });
      }
    });
  }

  /** Ends the worker and answers every open question with `stopped` (leaving the game). */
  stop(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const id of [...this.waiting.keys()]) this.settle({ id, ok: false, reason: 'stopped' });
  }

  private running(): WorkerLike {
    if (this.worker !== null) return this.worker;
    const worker = this.start();
    worker.onmessage = (event) => {
      if (!isBotAnswer(event.data)) return;
      this.warm = true;
      this.settle(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.restart(event.message || 'worker-error');
    };
    this.worker = worker;
    this.warm = false;
    return worker;
  }

  private settle(answer: BotAnswer): void {
    const waiting = this.waiting.get(answer.id);
    if (waiting === undefined) return;
    clearTimeout(waiting.timer);
    this.waiting.delete(answer.id);
    waiting.resolve(answer);
  }

  private giveUp(id: number, reason: string): void {
    if (!this.waiting.has(id)) return;
    this.restart(reason);
  }

  /** A worker that failed or is late is ended; every question it had is answered with the reason. */
  private restart(reason: string): void {
    this.worker?.terminate();
    this.worker = null;
    for (const id of [...this.waiting.keys()]) this.settle({ id, ok: false, reason });
  }
}

/** The page's bot worker (Vite bundles worker.ts as its own module chunk). */
export function startBotWorker(): WorkerLike {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'halo-bots' }) as unknown as WorkerLike;
}
