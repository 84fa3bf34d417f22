/**
 * The two gates every IPC call passes before main does anything: who sent it (our one window, showing
 * our own page, from its top frame) and what it carries (parsed with the contract's schemas; saves go
 * through JSON and `parseSaveFile`, so nothing structurally odd survives). Pure functions of plain data.
 */
import type { z } from 'zod';
import { err, ok, parseSaveFile, type Result, type SaveFile } from '../engines/core';
import { payloadSchemas } from './contract';
import { isAppPage, type AppOrigin } from './appOrigin';

/** What main knows about the sender of an IPC message, taken from the Electron event. */
export interface SenderInfo {
  readonly webContentsId: number;
  /** The sending frame's URL; undefined when the frame is gone (navigated away or destroyed). */
  readonly frameUrl: string | undefined;
  readonly isMainFrame: boolean;
}

/** Our window (undefined while there is none) and the page it must be showing. */
export interface TrustedWindow {
  readonly webContentsId: number | undefined;
  readonly app: AppOrigin;
}

/** Codes (for the log only): `ipc/unknown-window`, `ipc/no-frame`, `ipc/subframe`, `ipc/foreign-page`. */
export function checkSender(sender: SenderInfo, trusted: TrustedWindow): Result<void> {
  if (trusted.webContentsId === undefined || sender.webContentsId !== trusted.webContentsId) return err('ipc/unknown-window');
  if (sender.frameUrl === undefined) return err('ipc/no-frame');
  if (!sender.isMainFrame) return err('ipc/subframe');
  if (!isAppPage(sender.frameUrl, trusted.app)) return err('ipc/foreign-page', { url: sender.frameUrl.slice(0, 200) });
  return ok(undefined);
}

export type PayloadName = keyof typeof payloadSchemas;
export type Payload<K extends PayloadName> = z.infer<(typeof payloadSchemas)[K]>;

/** Parses a channel's argument list with its schema. Code: `ipc/invalid-payload` with the failing path. */
export function parsePayload<K extends PayloadName>(name: K, args: readonly unknown[]): Result<Payload<K>> {
  const parsed = payloadSchemas[name].safeParse(args);
  if (parsed.success) return ok(parsed.data as Payload<K>);
  const issue = parsed.error.issues[0];
  return err('ipc/invalid-payload', { channel: name, path: issue ? issue.path.join('.') : '' });
}

/**
 * A save that came over IPC, made plain JSON again and parsed as if read from a file: prototype keys,
 * cycles, BigInts, functions, class instances and wrong shapes are all refused with `file/*`/`save/*`.
 */
export function parseSavePayload(value: unknown): Result<SaveFile> {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return err('save/invalid', { path: '' });
  }
  return text === undefined ? err('save/invalid', { path: '' }) : parseSaveFile(text);
}
