/**
 * What the effect language reads without changing anything: the cards a target names, whether a
 * requirement is met or a cost can be paid in full (rulebook: costs must be paid in full), and the filter
 * test for cards out of play. Plays, abilities and responses ask these before anything happens.
 */
import type { Seat } from '../core';
import type { Cost, Filter, Requirement, Target } from './cardTypes';
import { canExert, cardOf, fighters, inCurrentFight, spotAll, unassigned } from './queries';
import type { HaloState, Iid, Step } from './types';

/** `assign`: a character that may be assigned by a card effect (an unassigned minion, or an unassigned character that may defend). */
export type Purpose = 'exert' | 'wound' | 'heal' | 'assign' | 'any';

function candidates(s: HaloState, f: Filter, by: Seat, src: Iid, purpose: Purpose): Iid[] {
  const all = spotAll(s, f, by, src);
  if (purpose === 'exert') return all.filter((x) => canExert(s, x));
  if (purpose === 'heal') return all.filter((x) => (s.inPlay[x]?.w ?? 0) > 0);
  if (purpose === 'assign') return all.filter((x) => unassigned(s, x) && (cardOf(s, x).kind === 'minion' || fighters(s).includes(x)));
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
      if (t.unchosen === true) {
        const picked = s.contexts[step.ctx] ?? [];
        return candidates(s, t.f, step.by, step.src, purpose).filter((x) => !picked.includes(x));
      }
      return candidates(s, t.f, step.by, step.src, purpose);
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

/** Shadow cultures other than `except` that the player can spot. */
export function spottableCultures(s: HaloState, by: Seat, except: string): number {
  const set = new Set<string>();
  for (const iid of spotAll(s, { side: 'shadow' }, by)) {
    const c = cardOf(s, iid);
    if (c.kind !== 'site' && c.culture !== except) set.add(c.culture);
  }
  return set.size;
}

/** Filter test for cards out of play (only printed properties count; `bearer` needs the card `src` is borne by). */
export function matchesCardOnly(s: HaloState, iid: Iid, f: Filter, src?: Iid): boolean {
  const c = cardOf(s, iid);
  if (c.kind === 'site') return false;
  if (f.bearer === true && (src === undefined || s.inPlay[src]?.on !== iid)) return false;
  return (
    (f.kinds === undefined || f.kinds.includes(c.kind)) &&
    (f.culture === undefined || c.culture === f.culture) &&
    (f.side === undefined || c.side === f.side) &&
    (f.title === undefined || c.title === f.title) &&
    (f.race === undefined || ('race' in c && c.race === f.race)) &&
    (f.signet === undefined || (c.kind === 'companion' && c.signet === f.signet))
  );
}
