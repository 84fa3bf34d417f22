/**
 * Deaths (rulebook "Wounds": a character whose wounds reach its vitality is killed; "Response": "whenever
 * the situation described in its game text happens"). A character about to be killed, by its wounds or by
 * being overwhelmed, is first offered in a response window (`aboutToKill`) whose subject is that
 * character, when somebody holds a legal response; the kill waits in the window as a `kill` step and
 * `prevent` drops it. A kill by wounds happens only if the character still has enough wounds (and is
 * still active) when the step runs, so healing it in the window keeps it alive. While no card that
 * answers `aboutToKill` is in a hand or in play, characters are killed at once, as before version 6.
 * As GEMP keeps characters "already on the way to death", a character whose kill waits is not found
 * dying again.
 */
import type { Seat } from '../core';
import { aboutToAnswerable } from './aboutTo';
import { kill, type G } from './ops';
import { cardOf, isActive, life, statics, type StaticList } from './queries';
import type { HaloState, Iid, Step } from './types';

export type KillCause = NonNullable<Step['cause']>;

const isCharacter = (s: HaloState, x: Iid): boolean => ['companion', 'ally', 'minion'].includes(cardOf(s, x).kind);

/**
 * Whether anybody holds a legal response to `x` being killed. Inactive cards are not affected by the game
 * (rulebook "Active cards"), so an inactive character's death is never answered.
 */
export function killAnswerable(s: HaloState, x: Iid): boolean {
  if (s.turn.stage === 'starting' || s.turn.stage === 'bid' || !isCharacter(s, x) || !isActive(s, x)) return false;
  return aboutToAnswerable(s, 'aboutToKill', x);
}

/** `x` is about to be killed: killed at once when nobody can answer (returns no steps), else its window and the waiting kill. */
export function killSteps(g: G, x: Iid, cause: KillCause, by: Seat): Step[] {
  if (!killAnswerable(g.s, x)) {
    kill(g, x);
    return [];
  }
  const ctx = g.s.contexts.push([]) - 1;
  return [
    { kind: 'respond', on: 'aboutToKill', subject: x, src: x, by, ctx },
    { kind: 'kill', subject: x, src: x, by, ctx, cause },
  ];
}

/** Whether an active character's wounds have reached its vitality (or a ship's damage its armor). */
export function dyingOfWounds(s: HaloState, x: Iid, list = statics(s)): boolean {
  return (s.inPlay[x]?.w ?? 0) >= life(s, x, list) && isActive(s, x);
}

/** The waiting kill runs: an overwhelmed character dies; one killed by wounds only if it still has enough. */
export function runKill(g: G, step: Step): void {
  const x = step.subject;
  if (x === undefined || g.s.inPlay[x] === undefined) return;
  if (step.cause === 'wounds' && !dyingOfWounds(g.s, x)) return;
  kill(g, x);
}

const waitsToDie = (steps: readonly Step[] | undefined, x: Iid): boolean => (steps ?? []).some((st) => st.kind === 'kill' && st.subject === x);

/** Whether a kill of `x` already waits (in the queue or in an open window). */
export function onTheWay(s: HaloState, x: Iid): boolean {
  const w = s.turn.response;
  return waitsToDie(s.queue, x) || (w !== null && (waitsToDie(w.held, x) || waitsToDie(w.after, x)));
}

/** Kills (or offers the kill of) every active character or ship whose wounds reached its vitality or armor. */
export function checkDeaths(g: G): void {
  if (g.dirty === false) return;
  g.dirty = false;
  // Most checks find nobody dying: the list of kills found in this check is made at the first one.
  let waiting: Step[] | undefined;
  const waits = (x: Iid): boolean => (waiting !== undefined && waitsToDie(waiting, x)) || onTheWay(g.s, x);
  for (;;) {
    const dying = firstDying(g.s, waits);
    if (dying === undefined) break;
    waiting ??= [];
    waiting.push(...killSteps(g, dying, 'wounds', g.s.turn.fp));
  }
  if (waiting !== undefined) g.s.queue.unshift(...waiting);
}

/** Whether a vitality or armor modifier (or static) lowers a stat, so an unwounded card may die. */
function lowersLife(s: HaloState, list: StaticList): boolean {
  for (const m of s.mods) if (m.n < 0 && (m.stat === 'vitality' || m.stat === 'armor')) return true;
  for (const { mod } of list) if (mod.s === 'stat' && mod.n < 0 && (mod.stat === 'vitality' || mod.stat === 'armor')) return true;
  return false;
}

/**
 * The first card in play (in `inPlayCards` order) whose wounds reached its vitality or armor, leaving out
 * those whose kill waits already. Rulebook "Active cards": inactive cards are not affected by the game, so
 * an inactive character kept alive by its own armour or a condition of its side is not killed while they
 * do not count. Walks the zones without copying them: the search's fast path runs this after every step.
 */
function firstDying(s: HaloState, waits: (x: Iid) => boolean): Iid | undefined {
  const list = statics(s);
  // An unwounded card can only die when something lowers vitality or armor below its printed value.
  const lowered = lowersLife(s, list);
  for (const p of s.players) {
    const found = dyingIn(s, p.company, lowered, list, waits) ?? dyingIn(s, p.support, lowered, list, waits) ?? dyingIn(s, p.minions, lowered, list, waits) ?? dyingIn(s, p.attached, lowered, list, waits);
    if (found !== undefined) return found;
  }
  return undefined;
}

function dyingIn(s: HaloState, zone: readonly Iid[], lowered: boolean, list: StaticList, waits: (x: Iid) => boolean): Iid | undefined {
  for (const iid of zone) {
    const w = s.inPlay[iid]?.w ?? 0;
    if (w === 0 && !lowered) continue;
    const k = cardOf(s, iid).kind;
    if ((k === 'companion' || k === 'ally' || k === 'minion' || k === 'ship') && dyingOfWounds(s, iid, list) && !waits(iid)) return iid;
  }
  return undefined;
}
