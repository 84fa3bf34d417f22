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

/** A refused result: what `err` returns and every engine's `fail`. */
export type Failure = { readonly ok: false; readonly error: GameError };

export function err(code: string, params?: ErrorParams): Failure {
  return { ok: false, error: params === undefined ? { code } : { code, params } };
}

/**
 * An engine's `fail`: `err` that takes only the engine's own codes, so a misspelt code does not compile.
 * An engine writes `export const fail: Fail<RisikoErrorCode> = err;` beside its list of codes.
 */
export type Fail<C extends string> = (code: C, params?: ErrorParams) => Failure;

/** The one successful result of a rule step that returns nothing (shared: rule steps run many times per action). */
export const DONE: { readonly ok: true; readonly value: undefined } = Object.freeze(ok(undefined));

/** Unwraps a result the caller knows to be ok (tests, data built into the app). Throws otherwise. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new Error(`unexpected error ${result.error.code} ${JSON.stringify(result.error.params ?? {})}`);
}
