/**
 * The browser fallback's address must not change between runs: the browser keeps IndexedDB (the saves,
 * the game in progress, the settings) per origin, so a new port looks like an empty app. `npm start`
 * therefore tries a fixed list of ports in order; a port that answers as our own server (still running
 * from an earlier start) is reused instead of starting another. Only when every port of the list is held
 * by something else does it take a free port, and says that the saves of the usual address are not there.
 */
import { SERVER_HEADER, SERVER_ID, serveStatic } from './serveStatic.mjs';

/** Tried in this order; the first is the usual address. */
export const FALLBACK_PORTS = Object.freeze([4310, 4311, 4312, 4313, 4314]);
const HOST = '127.0.0.1';

/** Whether the server on `port` is a Halo Tabletop static server (it names itself in every answer). */
export async function isOurServer(port, timeoutMs = 1500) {
  try {
    const response = await fetch(`http://${HOST}:${port}/`, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
    return response.headers.get(SERVER_HEADER) === SERVER_ID;
  } catch {
    return false;
  }
}

/**
 * Serves `dist` on the first port of `ports` that is free, or reuses our server already on one of them.
 * Answers `{ url, close, kind }`: `kind` is `new`, `reused` (close does nothing: the other run owns it)
 * or `unstable` (a random port: every port of the list was held by something else).
 */
export async function serveOnStablePort(dist, { ports = FALLBACK_PORTS, serve = serveStatic, probe = isOurServer } = {}) {
  for (const port of ports) {
    try {
      return { ...(await serve(dist, { port })), kind: 'new' };
    } catch {
      if (await probe(port)) return { url: `http://${HOST}:${port}/`, close: async () => undefined, kind: 'reused' };
    }
  }
  return { ...(await serve(dist, { port: 0 })), kind: 'unstable' };
}
