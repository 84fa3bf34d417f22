/**
 * The bot worker: a computer seat thinks here, off the page's thread, so the table stays responsive while
 * it searches. It is told the seat's view and legal actions (never the game's state), asks the game's bot
 * and answers with the action or why there is none. Started by botHost.ts as a module worker.
 */
import '../zodConfig';
import { answerRequest } from './answer';
import { isBotRequest } from './protocol';
import { loadBot } from './registry';

self.onmessage = (event: MessageEvent<unknown>) => {
  if (!isBotRequest(event.data)) return;
  void answerRequest(event.data, loadBot, () => performance.now()).then((answer) => self.postMessage(answer));
};
