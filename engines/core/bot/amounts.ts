/**
 * Actions with an amount: `legalActions` lists the smallest and the largest legal amount and `apply`
 * accepts every amount between. A search must be able to choose the amounts between, so this spreads a
 * few values over each listed range (the ends included).
 */
import type { Json } from '../engine';

type Fields = Readonly<Record<string, Json | undefined>>;

/** A stable text key of an action (fields sorted), for trees and for comparing actions. */
export function actionKey(action: unknown): string {
  if (action === null || typeof action !== 'object' || Array.isArray(action)) return JSON.stringify(action);
  const fields = action as Fields;
  const keys = Object.keys(fields).sort();
  let out = '{';
  for (const k of keys) if (fields[k] !== undefined) out += `${JSON.stringify(k)}:${JSON.stringify(fields[k])},`;
  return `${out}}`;
}

/** Up to `points` integers spread evenly over [min, max], both ends included, ascending. */
export function spread(min: number, max: number, points: number): number[] {
  if (max <= min) return [min];
  const span = max - min;
  if (span + 1 <= points) return Array.from({ length: span + 1 }, (_, i) => min + i);
  const out = new Set<number>();
  for (let i = 0; i < points; i++) out.add(min + Math.round((span * i) / (points - 1)));
  return [...out].sort((a, b) => a - b);
}

/** The action's key with `field` left out: actions equal but for their amount share it. */
function groupKey(action: Fields, field: string): string {
  return actionKey({ ...action, [field]: undefined });
}

/**
 * Every action whose `field` is a number, with the range its group lists (min and max) filled in with
 * `points` spread values. Other actions pass unchanged; order follows the first appearance of a group.
 */
export function expandAmounts<A>(legal: readonly A[], field: string, points = 4): A[] {
  const groups = new Map<string, { first: A; min: number; max: number }>();
  const order: (A | string)[] = [];
  for (const a of legal) {
    const value = (a as Fields)[field];
    if (typeof value !== 'number') {
      order.push(a);
      continue;
    }
    const key = groupKey(a as Fields, field);
    const g = groups.get(key);
    if (g === undefined) {
      groups.set(key, { first: a, min: value, max: value });
      order.push(key);
    } else {
      g.min = Math.min(g.min, value);
      g.max = Math.max(g.max, value);
    }
  }
  const out: A[] = [];
  for (const item of order) {
    if (typeof item !== 'string') {
      out.push(item);
      continue;
    }
    const g = groups.get(item);
    if (g === undefined) continue;
    for (const v of spread(g.min, g.max, points)) out.push({ ...g.first, [field]: v });
  }
  return out;
}

/** Whether `action` is one of `legal` or an amount inside a listed range (for checking a bot's answer). */
export function withinLegal<A>(legal: readonly A[], action: A, fields: readonly string[]): boolean {
  const key = actionKey(action);
  if (legal.some((a) => actionKey(a) === key)) return true;
  return fields.some((field) => {
    const value = (action as Fields)[field];
    if (typeof value !== 'number') return false;
    const group = groupKey(action as Fields, field);
    const values = legal.filter((a) => groupKey(a as Fields, field) === group).map((a) => (a as Fields)[field]).filter((v): v is number => typeof v === 'number');
    return values.length > 0 && value >= Math.min(...values) && value <= Math.max(...values) && Number.isInteger(value);
  });
}
