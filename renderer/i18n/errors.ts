import type { GameError } from '../../engines/core';

/** Namespaces whose codes the shell translates itself, under `common:errors.<ns>.*`. */
const SHELL_NAMESPACES = new Set(['core', 'save', 'file', 'app', 'storage', 'name']);

export interface MessageKey {
  readonly ns: string;
  readonly key: string;
}

/**
 * Where a coded error's message lives: engine code `risiko/not-adjacent` is `risiko:errors.not-adjacent`;
 * shell codes `core/undo-dice` are `common:errors.core.undo-dice`. A code without a namespace is generic.
 */
export function errorMessageKey(code: string): MessageKey {
  const slash = code.indexOf('/');
  if (slash <= 0) return { ns: 'common', key: 'errors.generic' };
  const ns = code.slice(0, slash);
  const rest = code.slice(slash + 1);
  return SHELL_NAMESPACES.has(ns) ? { ns: 'common', key: `errors.${ns}.${rest}` } : { ns, key: `errors.${rest}` };
}

export interface Translator {
  (key: string, options: Record<string, unknown>): string;
}

/**
 * The message for an error in the current language, with the generic text when no message exists. A
 * player never reads a code: the generic text has none, and a `code` parameter (the move a replay
 * refused) is passed as `reason`, that code's own message (empty when it has none). The code itself
 * stays on the message's `data-code` attribute for developers.
 */
export function translateError(t: Translator, exists: (key: string, ns: string) => boolean, error: GameError): string {
  const { ns, key } = errorMessageKey(error.code);
  if (!exists(key, ns)) return t('errors.generic', { ns: 'common' });
  const nested = error.params?.['code'];
  const reason = typeof nested === 'string' && nested !== error.code ? nestedReason(t, exists, nested) : undefined;
  return t(key, { ...error.params, ...(reason === undefined ? {} : { reason }), ns });
}

function nestedReason(t: Translator, exists: (key: string, ns: string) => boolean, code: string): string {
  const { ns, key } = errorMessageKey(code);
  return exists(key, ns) ? t(key, { ns }) : '';
}

/** Outcome reasons are `outcome.<reason>` in the engine's namespace; a namespaced reason drops its prefix. */
export function outcomeMessageKey(engineId: string, reason: string): MessageKey {
  const slash = reason.indexOf('/');
  return slash > 0 ? { ns: reason.slice(0, slash), key: `outcome.${reason.slice(slash + 1)}` } : { ns: engineId, key: `outcome.${reason}` };
}
