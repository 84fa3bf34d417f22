/**
 * The effect interpreter: runs the queued costs and effects of abilities, asking players through pending
 * decisions when a choice is open ("choose", "one of", "spot X"). Rulebook: costs must be paid in full;
 * effects do as much as they can; a choice of effects must be one that can be fully done, if any can.
 */
import type { Seat } from '../core';
import type { Cost, Effect, Filter, Requirement, Target } from './cardTypes';
import { addWounds, discardFromPlay, draw, exert, healCard, lift, put, shuffleDeck, type G } from './ops';
import { playFromZone, playableFrom } from './play';
import { cancelAnswered, openResponses } from './responses';
import { canExert, cardOf, inCurrentFight, spotAll } from './queries';
import type { HaloState, Iid, Step } from './types';

type Purpose = 'exert' | 'wound' | 'heal' | 'any';

function chooser(s: HaloState, t: Target, by: Seat): Seat {
  return t.t === 'choose' && t.by === 'fp' ? s.turn.fp : by;
}

function candidates(s: HaloState, f: Filter, by: Seat, src: Iid, purpose: Purpose): Iid[] {
  const all = spotAll(s, f, by, src);
  if (purpose === 'exert') return all.filter((x) => canExert(s, x));
  if (purpose === 'heal') return all.filter((x) => (s.inPlay[x]?.w ?? 0) > 0);
  return all;
}

/** Cards a target names right now (`choose` gives the candidates to pick from). */
export function resolveTarget(s: HaloState, t: Target, step: Pick<Step, 'src' | 'by' | 'ctx' | 'subject' | 'bearer'>, purpose: Purpose): Iid[] {
  switch (t.t) {
    case 'self':
      return s.inPlay[step.src] !== undefined ? [step.src] : [];
    case 'bearer': {
      const on = s.inPlay[step.src]?.on ?? step.bearer;
      return on === undefined ? [] : [on];
    }
    case 'subject':
      return step.subject !== undefined && s.inPlay[step.subject] !== undefined ? [step.subject] : [];
    case 'chosen': {
      const x = s.contexts[step.ctx]?.[t.i];
      return x === undefined || s.inPlay[x] === undefined ? [] : [x];
    }
    case 'choose':
    case 'each':
      return candidates(s, t.f, step.by, step.src, purpose);
  }
}

export function requirementMet(s: HaloState, r: Requirement, by: Seat, src: Iid): boolean {
  switch (r.r) {
    case 'spot':
      return spotAll(s, r.f, by, src).length >= (r.n ?? 1);
    case 'twilight':
      return s.twilight >= r.atLeast;
    case 'site':
      return (s.players[s.turn.fp]?.pos ?? 0) >= r.atLeast;
    case 'inFight': {
      const on = s.inPlay[src]?.on;
      return inCurrentFight(s, src) || (on !== undefined && inCurrentFight(s, on));
    }
  }
}

/** Whether a cost can be paid in full now (checked before anything is paid). */
export function canPay(s: HaloState, c: Cost, by: Seat, src: Iid): boolean {
  const step = { src, by, ctx: -1 };
  switch (c.c) {
    case 'exert':
      return c.target.t === 'self' ? canExert(s, src) : resolveTarget(s, c.target, step, 'exert').length > 0;
    case 'damage':
      return resolveTarget(s, c.target, step, 'exert').length > 0;
    case 'discardSelf':
      return s.inPlay[src] !== undefined;
    case 'discardBearer':
      return s.inPlay[src]?.on !== undefined;
    case 'discardHand':
      return (s.players[by]?.hand.length ?? 0) >= c.n;
    case 'addTwilight':
      return true;
    case 'removeTwilight':
      return s.twilight >= c.n;
  }
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
    case 'discard':
    case 'removeFromGame':
    case 'pump':
      return resolveTarget(s, e.target, step, e.e === 'exert' ? 'exert' : 'any').length > 0;
    case 'heal':
      return resolveTarget(s, e.target, step, 'heal').length > 0;
    default:
      return true;
  }
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
  g.log?.push({ type: 'chose', seat: step.by, option: Number(pick) });
  g.s.queue.unshift(...chosenEffects.map((effect) => ({ ...step, kind: 'effect' as const, effect })));
}

/** Shadow cultures other than `except` that the player can spot. */
export function spottableCultures(s: HaloState, by: Seat, except: string): number {
  const set = new Set<string>();
  for (const iid of spotAll(s, { side: 'shadow' }, by)) {
    const c = cardOf(s, iid);
    if (c.kind !== 'site' && c.culture !== except) set.add(c.culture);
  }
  return set.size;
}

function perCulture(g: G, step: Step, e: Extract<Effect, { e: 'perCulturePlay' }>, answer: string | undefined): void {
  const max = spottableCultures(g.s, step.by, e.except);
  if (answer === undefined) {
    if (max > 0) return ask(g, step, step.by, Array.from({ length: max + 1 }, (_, i) => String(i)), 'chooseNumber');
    return;
  }
  const x = Number(answer);
  g.log?.push({ type: 'chose', seat: step.by, option: x });
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

type EffectRunner = (g: G, step: Step, e: Effect, answer: string | undefined) => void;

const RUN: { readonly [K in Effect['e']]: (g: G, step: Step, e: Extract<Effect, { e: K }>, answer: string | undefined) => void } = {
  wound: (g, step, e, answer) => targeted(g, step, e.target, 'wound', answer, (x) => addWounds(g, x, e.n ?? 1, 'wounded')),
  heal: (g, step, e, answer) => targeted(g, step, e.target, 'heal', answer, (x) => healCard(g, x, e.n ?? 1)),
  exert: (g, step, e, answer) => targeted(g, step, e.target, 'exert', answer, (x) => void exert(g, x)),
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
  cancelFight: (g) => {
    const f = g.s.turn.current === null ? undefined : g.s.turn.fights[g.s.turn.current];
    if (f !== undefined) f.cancelled = true;
  },
  cancel: (g) => cancelAnswered(g),
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

/** Filter test for cards out of play (only printed properties count). */
export function matchesCardOnly(s: HaloState, iid: Iid, f: Filter): boolean {
  const c = cardOf(s, iid);
  if (c.kind === 'site') return false;
  return (
    (f.kinds === undefined || f.kinds.includes(c.kind)) &&
    (f.culture === undefined || c.culture === f.culture) &&
    (f.side === undefined || c.side === f.side) &&
    (f.title === undefined || c.title === f.title) &&
    (f.race === undefined || ('race' in c && c.race === f.race))
  );
}

/** Runs one queued step (or resumes it with the player's answer). */
export function runStep(g: G, step: Step, answer?: string): void {
  if (step.kind === 'respond') return openResponses(g, step);
  if (step.kind === 'cost' && step.cost !== undefined) return runCost(g, step, step.cost, answer);
  const e = step.effect;
  if (e === undefined) return;
  (RUN[e.e] as EffectRunner)(g, step, e, answer);
}
