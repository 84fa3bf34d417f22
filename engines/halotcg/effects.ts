/**
 * The effect interpreter: runs the queued costs and effects of abilities, asking players through pending
 * decisions when a choice is open ("choose", "one of", "spot X"). Rulebook: costs must be paid in full;
 * effects do as much as they can; a choice of effects must be one that can be fully done, if any can.
 */
import type { Json, Seat } from '../core';
import type { Cost, Effect, Filter, Target } from './cardTypes';
import { matchesCardOnly, resolveTarget, spottableCultures, type Purpose } from './conditions';
import { discardFromPlay, draw, exert, exhaust, healCard, lift, put, shuffleDeck, type G } from './ops';
import { playFromZone, playableFrom } from './play';
import { setStage } from './procedure';
import { askSnipeAgain } from './snipingPhase';
import { cancelAnswered, openResponses } from './responses';
import { assign } from './assignmentPhase';
import { runKill } from './deaths';
import { placeWounds, woundSteps, preventAnswered } from './prevention';
import { cardOf, unassigned } from './queries';
import { replaceSite } from './siteReplacement';
import type { HaloState, Iid, Step } from './types';

function chooser(s: HaloState, t: Target, by: Seat): Seat {
  return t.t === 'choose' && t.by === 'fp' ? s.turn.fp : by;
}

/** Asks `seat` to pick one of `options` for this step; returns true when the step must wait. */
function ask(g: G, step: Step, seat: Seat, options: string[], kind: 'chooseTarget' | 'chooseOption' | 'chooseNumber' | 'choosePlay'): void {
  g.s.pending.push({ kind, seat, options, step });
}

/** Picks one card for a target, or asks; `undefined` means the step is waiting for an answer. */
function pickOne(g: G, step: Step, t: Target, purpose: Purpose, answer: string | undefined): Iid[] | undefined {
  const found = resolveTarget(g.s, t, step, purpose);
  if (t.t !== 'choose') return found;
  if (answer !== undefined) return found.includes(answer) ? [answer] : [];
  if (found.length > 1) {
    ask(g, step, chooser(g.s, t, step.by), found, 'chooseTarget');
    return undefined;
  }
  return found;
}

function remember(g: G, step: Step, picked: Iid[]): void {
  if (step.ctx >= 0) g.s.contexts[step.ctx]?.push(...picked);
}

export function runCost(g: G, step: Step, c: Cost, answer?: string): void {
  switch (c.c) {
    case 'exert':
    case 'damage': {
      const picked = pickOne(g, step, c.target, 'exert', answer);
      if (picked === undefined) return;
      for (const x of picked) exert(g, x);
      remember(g, step, picked);
      return;
    }
    case 'discardSelf':
      if (g.s.inPlay[step.src] !== undefined) discardFromPlay(g, step.src);
      return;
    case 'discardBearer': {
      const on = g.s.inPlay[step.src]?.on;
      if (on !== undefined) discardFromPlay(g, on);
      return;
    }
    case 'discardHand':
      discardHandStep(g, step, c.n, answer);
      return;
    case 'addTwilight':
      addTwilight(g, c.n);
      return;
    case 'removeTwilight':
      removeTwilight(g, c.n);
  }
}

function discardHandStep(g: G, step: Step, n: number, answer: string | undefined): void {
  const hand = g.s.players[step.by]?.hand ?? [];
  if (n <= 0 || hand.length === 0) return;
  if (answer === undefined) {
    ask(g, step, step.by, [...hand], 'chooseTarget');
    return;
  }
  lift(g, answer);
  put(g, answer, 'discard');
  g.log?.push({ type: 'discarded', card: cardOf(g.s, answer).id, iid: answer, seat: step.by, from: 'hand' });
  if (n > 1) g.s.queue.unshift({ ...step, effect: { e: 'discardHand', n: n - 1 } });
}

export function addTwilight(g: G, n: number): void {
  g.s.twilight += n;
  g.log?.push({ type: 'twilight', count: n, total: g.s.twilight });
}

export function removeTwilight(g: G, n: number): void {
  const k = Math.min(n, g.s.twilight);
  g.s.twilight -= k;
  g.log?.push({ type: 'twilight', count: -k, total: g.s.twilight });
}

/** Whether an effect can be done in full (for "one of" choices). */
function fullyPossible(s: HaloState, e: Effect, step: Step): boolean {
  switch (e.e) {
    case 'removeTwilight':
      return s.twilight >= e.n;
    case 'wound':
    case 'exert':
    case 'exhaust':
    case 'discard':
    case 'removeFromGame':
    case 'pump':
      return resolveTarget(s, e.target, step, e.e === 'exert' || e.e === 'exhaust' ? 'exert' : 'any').length > 0;
    case 'heal':
      return resolveTarget(s, e.target, step, 'heal').length > 0;
    case 'may':
    case 'oneOf':
      return true;
    default:
      return true;
  }
}

/**
 * What a logged choice chose, so the log can say it in words ("chooses: exert, +2 Strength"): the card whose
 * text asked, how it asked, and the effects chosen (public card text, never a secret).
 */
function chosenWords(s: HaloState, step: Step, how: 'oneOf' | 'yes' | 'no' | 'count', effects: readonly Effect[]): { card: string; how: string; effects: Json } {
  return { card: cardOf(s, step.src).id, how, effects: effects as unknown as Json };
}

function oneOf(g: G, step: Step, options: readonly (readonly Effect[])[], answer: string | undefined): void {
  const full = options.map((o, i) => (o.every((e) => fullyPossible(g.s, e, step)) ? String(i) : '')).filter((x) => x !== '');
  const allowed = full.length > 0 ? full : options.map((_, i) => String(i));
  let pick = answer;
  if (pick === undefined) {
    if (allowed.length > 1) return ask(g, step, step.by, allowed, 'chooseOption');
    pick = allowed[0];
  }
  const chosenEffects = options[Number(pick)] ?? [];
  g.log?.push({ type: 'chose', seat: step.by, option: Number(pick), ...chosenWords(g.s, step, 'oneOf', chosenEffects) });
  g.s.queue.unshift(...chosenEffects.map((effect) => ({ ...step, kind: 'effect' as const, effect })));
}

/**
 * "You may ...": offered as yes or no to the controller only when the effects can be done in full; the
 * answer is logged like any choice (`yes` as option 0, `no` as 1).
 */
function may(g: G, step: Step, effects: readonly Effect[], answer: string | undefined): void {
  if (answer === undefined) {
    if (effects.every((e) => fullyPossible(g.s, e, step))) ask(g, step, step.by, ['yes', 'no'], 'chooseOption');
    return;
  }
  g.log?.push({ type: 'chose', seat: step.by, option: answer === 'yes' ? 0 : 1, ...chosenWords(g.s, step, answer === 'yes' ? 'yes' : 'no', effects) });
  if (answer === 'yes') g.s.queue.unshift(...effects.map((effect) => ({ ...step, kind: 'effect' as const, effect })));
}

function perCulture(g: G, step: Step, e: Extract<Effect, { e: 'perCulturePlay' }>, answer: string | undefined): void {
  const max = spottableCultures(g.s, step.by, e.except);
  if (answer === undefined) {
    if (max > 0) return ask(g, step, step.by, Array.from({ length: max + 1 }, (_, i) => String(i)), 'chooseNumber');
    return;
  }
  const x = Number(answer);
  g.log?.push({ type: 'chose', seat: step.by, option: x, ...chosenWords(g.s, step, 'count', []) });
  const play: Effect = { e: 'playFrom', from: e.from, f: e.f };
  g.s.queue.unshift(...Array.from({ length: x }, () => ({ ...step, effect: play })));
}

function playFrom(g: G, step: Step, e: Extract<Effect, { e: 'playFrom' }>, answer: string | undefined): void {
  const options = playableFrom(g.s, step.by, e.from, e.f, e.free === true);
  if (answer === undefined) {
    if (options.length === 0) {
      if (e.from !== 'hand' && e.from !== 'discard') shuffleDeck(g, step.by);
      return;
    }
    return ask(g, step, step.by, [...options, 'none'], 'choosePlay');
  }
  if (answer !== 'none') playFromZone(g, step.by, answer, e.free === true);
  if (e.from === 'deck' || e.from === 'deckOrDiscard') shuffleDeck(g, step.by);
}

/** Wounds from an effect: each may first be answered ("about to take a wound", prevention.ts). */
function woundEffect(g: G, step: Step, e: Extract<Effect, { e: 'wound' }>, answer: string | undefined): void {
  const held: Step[] = [];
  targeted(g, step, e.target, 'wound', answer, (x) => {
    held.push(...(step.asked === true ? placeWounds(g, x, e.n ?? 1, step.by) : woundSteps(g, x, e.n ?? 1, step.by)));
  });
  g.s.queue.unshift(...held);
}

/** "Assign a minion to a companion": the minion first, then the character it fights; both must be unassigned. */
function assignEffect(g: G, step: Step, e: Extract<Effect, { e: 'assign' }>, answer: string | undefined): void {
  if (step.picked === undefined) {
    const minion = pickOne(g, step, e.minion, 'assign', answer);
    const m = minion?.find((x) => cardOf(g.s, x).kind === 'minion');
    if (m !== undefined) g.s.queue.unshift({ ...step, picked: m });
    return;
  }
  const to = pickOne(g, step, e.to, 'assign', answer);
  const d = to?.find((x) => cardOf(g.s, x).kind !== 'minion');
  if (d === undefined || g.s.inPlay[step.picked] === undefined || !unassigned(g.s, step.picked) || !unassigned(g.s, d)) return;
  assign(g, d, step.picked);
  remember(g, step, [step.picked, d]);
}

type EffectRunner = (g: G, step: Step, e: Effect, answer: string | undefined) => void;

const RUN: { readonly [K in Effect['e']]: (g: G, step: Step, e: Extract<Effect, { e: K }>, answer: string | undefined) => void } = {
  wound: woundEffect,
  heal: (g, step, e, answer) => targeted(g, step, e.target, 'heal', answer, (x) => healCard(g, x, e.n ?? 1)),
  exert: (g, step, e, answer) => targeted(g, step, e.target, 'exert', answer, (x) => void exert(g, x)),
  exhaust: (g, step, e, answer) => targeted(g, step, e.target, 'exert', answer, (x) => exhaust(g, x)),
  may: (g, step, e, answer) => may(g, step, e.effects, answer),
  pump: (g, step, e, answer) =>
    targeted(g, step, e.target, 'any', answer, (x) => {
      g.s.mods.push({ target: x, stat: e.stat, n: e.n, until: e.until ?? 'phase' });
      if (e.n < 0) g.dirty = true;
      g.log?.push({ type: 'pumped', card: cardOf(g.s, x).id, iid: x, stat: e.stat, count: e.n });
    }),
  discard: (g, step, e, answer) => targeted(g, step, e.target, 'any', answer, (x) => discardFromPlay(g, x)),
  removeFromGame: (g, step, e, answer) => targeted(g, step, e.target, 'any', answer, (x) => discardFromPlay(g, x, 'removed')),
  addTwilight: (g, _step, e) => addTwilight(g, e.n),
  removeTwilight: (g, _step, e) => removeTwilight(g, e.n),
  draw: (g, step, e) => draw(g, step.by, e.n),
  discardHand: (g, step, e, answer) => discardHandStep(g, step, e.n, answer),
  fromDiscard: (g, step, e, answer) => fromDiscard(g, step, e.f, answer),
  playFrom,
  oneOf: (g, step, e, answer) => oneOf(g, step, e.options, answer),
  cancelFight: (g) => cancelFight(g),
  cancel: (g) => cancelAnswered(g),
  prevent: (g) => preventAnswered(g),
  assign: assignEffect,
  replaceSite: (g, step) => replaceSite(g, step.by),
  perCulturePlay: perCulture,
  stackFromHand: (g, step, e, answer) => stackFromHand(g, step, e.f, answer),
  takeStacked: (g, step) => {
    const p = g.s.players[step.by];
    if (p === undefined) return;
    const mine = p.stacked.filter(([, on]) => on === step.src).map(([x]) => x);
    for (const x of mine) {
      lift(g, x);
      put(g, x, 'hand');
      g.log?.push({ type: 'revealed', card: cardOf(g.s, x).id, iid: x, seat: step.by, to: 'hand' });
    }
  },
};

/**
 * A cancelled skirmish or engagement ends at once, with no winner or loser: its action window closes, so no
 * skirmish action can touch it any more; it is then resolved as cancelled (`resolve` in skirmishPhase.ts).
 */
function cancelFight(g: G): void {
  const t = g.s.turn;
  const f = t.current === null ? undefined : t.fights[t.current];
  if (f === undefined || f.cancelled === true) return;
  f.cancelled = true;
  if (t.window?.then === 'resolveFight') {
    t.window = null;
    setStage(g.s, 'resolveFight');
  }
}

function stackFromHand(g: G, step: Step, f: Filter, answer: string | undefined): void {
  const p = g.s.players[step.by];
  if (p === undefined || g.s.inPlay[step.src] === undefined) return;
  const options = p.hand.filter((x) => matchesCardOnly(g.s, x, f));
  if (options.length === 0) return;
  if (answer === undefined) return ask(g, step, step.by, options, 'chooseTarget');
  lift(g, answer);
  p.stacked = [...p.stacked, [answer, step.src]];
  g.log?.push({ type: 'stacked', card: cardOf(g.s, answer).id, iid: answer, on: step.src, seat: step.by });
}

function targeted(g: G, step: Step, t: Target, purpose: Purpose, answer: string | undefined, act: (x: Iid) => void): void {
  const picked = pickOne(g, step, t, purpose, answer);
  if (picked === undefined) return;
  for (const x of picked) if (g.s.inPlay[x] !== undefined) act(x);
  remember(g, step, picked);
}

function fromDiscard(g: G, step: Step, f: Filter, answer: string | undefined): void {
  const p = g.s.players[step.by];
  if (p === undefined) return;
  const options = p.discard.filter((x) => matchesCardOnly(g.s, x, f));
  if (options.length === 0) return;
  if (answer === undefined) return ask(g, step, step.by, options, 'chooseTarget');
  lift(g, answer);
  put(g, answer, 'hand');
  g.log?.push({ type: 'revealed', card: cardOf(g.s, answer).id, iid: answer, seat: step.by, to: 'hand' });
}

/** Runs one queued step (or resumes it with the player's answer). */
export function runStep(g: G, step: Step, answer?: string): void {
  if (step.kind === 'respond') return openResponses(g, step);
  if (step.kind === 'resume') return step.resume === undefined ? undefined : askSnipeAgain(g, step.resume);
  if (step.kind === 'kill') return runKill(g, step);
  if (step.kind === 'cost' && step.cost !== undefined) return runCost(g, step, step.cost, answer);
  const e = step.effect;
  if (e === undefined) return;
  (RUN[e.e] as EffectRunner)(g, step, e, answer);
}
