/**
 * The other half of "every listed action is legal": every action `apply` accepts is listed by
 * `legalActions`. Actions are made up around a state from its own listing (each listed action with one field
 * swapped for a value that field takes anywhere in the listing or in `extra`, with an optional field left
 * out, or with an amount one step past its listed range) and each one `apply` accepts must be listed. An
 * amount the listing gives as its smallest and largest counts as listed anywhere between the two, and a
 * flag sent as false is the action that leaves it out.
 */
import type { GameEngine, Seat } from '../engine';

type Fields = Record<string, unknown>;

/** JSON with sorted keys, so two actions with the same fields compare equal; a flag left out reads as false. */
function key(action: unknown): string {
  if (typeof action !== 'object' || action === null) return JSON.stringify(action);
  const fields = action as Fields;
  return `{${Object.keys(fields)
    .filter((k) => fields[k] !== false && fields[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${key(fields[k])}`)
    .join(',')}}`;
}

/** Actions made up from `legal`: one field swapped, an optional one dropped, an amount one past its range. */
export function madeUpActions<A>(legal: readonly A[], extra: Readonly<Record<string, readonly unknown[]>>, amountKeys: readonly string[]): A[] {
  const pool = new Map<string, Map<string, unknown>>();
  const add = (field: string, value: unknown) => {
    const values = pool.get(field) ?? new Map<string, unknown>();
    values.set(key(value), value);
    pool.set(field, values);
  };
  for (const action of legal) for (const [field, value] of Object.entries(action as Fields)) if (field !== 'type') add(field, value);
  for (const [field, values] of Object.entries(extra)) for (const value of values) add(field, value);
  const out = new Map<string, A>();
  const put = (a: Fields) => out.set(key(a), a as A);
  for (const action of legal) {
    const fields = action as Fields;
    for (const field of Object.keys(fields)) {
      if (field === 'type') continue;
      const { [field]: _dropped, ...rest } = fields;
      put(rest);
      for (const value of pool.get(field)?.values() ?? []) put({ ...fields, [field]: value });
      const amount = fields[field];
      if (amountKeys.includes(field) && typeof amount === 'number') for (const step of [-1, 1]) put({ ...fields, [field]: amount + step });
    }
    for (const [field, values] of pool) if (!(field in fields)) for (const value of values.values()) put({ ...fields, [field]: value });
  }
  return [...out.values()];
}

/** Whether `action` is listed: the very action, or an amount between a listed smallest and largest of it. */
function listed(action: Fields, legal: readonly Fields[], exact: ReadonlySet<string>, amountKeys: readonly string[]): boolean {
  if (exact.has(key(action))) return true;
  return amountKeys.some((field) => {
    const n = action[field];
    if (typeof n !== 'number') return false;
    const same = legal.filter((b) => typeof b[field] === 'number' && key({ ...b, [field]: 0 }) === key({ ...action, [field]: 0 })).map((b) => b[field] as number);
    return same.length > 0 && n >= Math.min(...same) && n <= Math.max(...same);
  });
}

/**
 * The made-up actions a player's move would have taken (`parseAction`, as a session reads every action, then
 * `apply`) for `seat` in `state` that `legalActions` does not list, as parsed.
 */
export function acceptedUnlisted<S, A, V, O>(engine: GameEngine<S, A, V, O>, state: S, seat: Seat, candidates: readonly A[], amountKeys: readonly string[]): A[] {
  const legal = engine.legalActions(state, seat) as readonly Fields[];
  const exact = new Set(legal.map(key));
  const out: A[] = [];
  for (const raw of candidates) {
    const parsed = engine.parseAction(raw);
    if (!parsed.ok || !engine.apply(state, seat, parsed.value).ok) continue;
    if (!listed(parsed.value as Fields, legal, exact, amountKeys)) out.push(parsed.value);
  }
  return out;
}
