/**
 * The hardening that does not fit in BrowserWindow options: the CSP response header on every response
 * the session sees (the app:// handler in appProtocol.ts also sets it on its own responses, so the policy
 * holds on our protocol whether or not the session's hooks see them), a request filter that lets only
 * our own files through, permissions always refused, and no navigation or new windows.
 */
import type { Session, WebContents } from 'electron';
import { isAllowedResource, type AppOrigin } from './appOrigin';

type Headers = Record<string, string | string[]>;

/** The response headers with our policy in place of any the response brought (matched case-insensitively). */
export function withContentSecurityPolicy(headers: Headers | undefined, policy: string): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() === 'content-security-policy') continue;
    result[name] = Array.isArray(value) ? value : [value];
  }
  result['Content-Security-Policy'] = [policy];
  return result;
}

export function hardenSession(session: Session, app: AppOrigin, policy: string, log: (message: string) => void): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders, policy) });
  });
  session.webRequest.onBeforeRequest((details, callback) => {
    const allowed = isAllowedResource(details.url, app);
    if (!allowed) log(`[security] blocked request to ${details.url.slice(0, 200)}`);
    callback({ cancel: !allowed });
  });
  session.setPermissionRequestHandler((_contents, permission, callback) => {
    log(`[security] denied permission ${permission}`);
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}

/** Applied to every web contents ever created: no navigation away, no pop-ups, no <webview>. */
export function hardenWebContents(contents: WebContents, log: (message: string) => void): void {
  const refuse = (what: string) => (event: { preventDefault(): void }, url?: string) => {
    event.preventDefault();
    log(`[security] refused ${what}${typeof url === 'string' ? ` to ${url.slice(0, 200)}` : ''}`);
  };
  contents.on('will-navigate', refuse('navigation'));
  // will-navigate covers the top frame; this covers frames inside it (there should be none at all).
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame) refuse('frame navigation')(event, event.url);
  });
  contents.on('will-attach-webview', (event) => refuse('webview')(event));
  contents.setWindowOpenHandler(({ url }) => {
    log(`[security] refused new window for ${url.slice(0, 200)}`);
    return { action: 'deny' };
  });
}
