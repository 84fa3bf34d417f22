/**
 * The worker thread that checks save files for the main process (see saveParser.ts): each request's text
 * goes through `parseSaveFile` (bounded scan, JSON, schema) and the answer is the checked save as compact
 * JSON, or the coded error. Bundled as dist-main/saveParseWorker.cjs (scripts/build-main.mjs).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { answer, WORKER_ROLE, type ParseRequest } from './saveParser';

// Only in the thread saveParser.ts starts (a test runner's own worker threads must not answer).
const port = workerData === WORKER_ROLE ? parentPort : null;
port?.on('message', (request: ParseRequest) => port.postMessage(answer(request)));
