import type { HostApi } from '../../main/contract';
import { createBrowserHost } from './browserHost';

/** The Electron preload exposes `window.haloHost`; a plain browser gets the IndexedDB host. */
export function pickHost(): HostApi {
  const exposed = (window as unknown as { haloHost?: HostApi }).haloHost;
  return exposed ?? createBrowserHost();
}
