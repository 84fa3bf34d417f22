/** A stand-in for the bot worker in tests: answers in a later task, as a real worker would. */
import type { AnyBot } from './registry';
import { answerRequest } from './answer';
import type { WorkerLike } from './botHost';
import { isBotRequest, type BotRequest } from './protocol';

export type Reply = (request: BotRequest) => unknown | Promise<unknown>;

export class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly received: BotRequest[] = [];
  terminated = false;

  constructor(private readonly reply: Reply) {}

  postMessage(message: unknown): void {
    if (!isBotRequest(message)) throw new Error('not a request');
    this.received.push(message);
    setTimeout(() => {
      void Promise.resolve(this.reply(message)).then((data) => {
        if (data !== undefined && !this.terminated) this.onmessage?.({ data } as MessageEvent<unknown>);
      });
    }, 0);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** The worker fails as a script error would. */
  fail(message: string): void {
    this.onerror?.({ message, preventDefault: () => undefined } as ErrorEvent);
  }
}

/** A fake worker that asks a real bot, as worker.ts does. */
export const botReply = (bot: AnyBot): Reply => (request) => answerRequest(request, async () => bot, () => 0);
