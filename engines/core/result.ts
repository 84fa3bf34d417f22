/**
 * Errors are values (chessops style): a stable code that is also the i18n key, plus parameters for the
 * message. Throw only for programmer mistakes.
 */
export type ErrorParams = Readonly<Record<string, string | number>>;

export interface GameError {
  /** Namespaced and stable, e.g. `risiko/not-adjacent`; the renderer looks it up as `errors.<code>`. */
  readonly code: string;
  readonly params?: ErrorParams;
}

export type Result<T, E = GameError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err(code: string, params?: ErrorParams): { readonly ok: false; readonly error: GameError } {
  return { ok: false, error: params === undefined ? { code } : { code, params } };
}

/** Unwraps a result the caller knows to be ok (tests, data built into the app). Throws otherwise. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new Error(`unexpected error ${result.error.code} ${JSON.stringify(result.error.params ?? {})}`);
}
