/**
 * The two "is about to" response windows (rulebook "Response": "whenever the situation described in its
 * game text happens"): a wound about to be placed (`aboutToWound`, prevention.ts) and a character about to
 * be killed (`aboutToKill`, deaths.ts). Each opens only when somebody holds a legal response; while no card
 * that answers it is in a hand or in play, nobody is asked and play goes on as before the window existed.
 */
import type { Card } from './cardTypes';
import { CARDS } from './cards';
import { legalResponses } from './responses';
import { cardOf, toTheRight } from './queries';
import type { HaloState, Iid, Step } from './types';

export type AboutTo = 'aboutToWound' | 'aboutToKill';

const answers = (c: Card, on: AboutTo): boolean =>
  (c.kind === 'event' && c.response?.on === on) || (c.abilities ?? []).some((a) => a.a === 'response' && a.on === on);

const idsAnswering = (on: AboutTo): ReadonlySet<string> => new Set(Object.values(CARDS).filter((c) => answers(c, on)).map((c) => c.id));

/** Per window, the ids of the cards that can answer it. */
const ANSWERS: Readonly<Record<AboutTo, ReadonlySet<string>>> = { aboutToWound: idsAnswering('aboutToWound'), aboutToKill: idsAnswering('aboutToKill') };

/** Whether a card that answers `on` is in anybody's hand or in play (the cheap test before any legality). */
function answerAround(s: HaloState, on: AboutTo): boolean {
  const ids = ANSWERS[on];
  for (const p of s.players) {
    for (const zone of [p.hand, p.company, p.support, p.minions, p.attached]) for (const x of zone) if (ids.has(cardOf(s, x).id)) return true;
  }
  return false;
}

/** A held step stands in for the waiting wound or kill while anybody checks whether a response is legal. */
const HELD: Readonly<Record<AboutTo, Step[]>> = {
  aboutToWound: [{ kind: 'effect', src: '', by: 0, ctx: -1 }],
  aboutToKill: [{ kind: 'kill', src: '', by: 0, ctx: -1 }],
};

/** Whether anybody holds a legal response to `x` being about to be wounded or killed. */
export function aboutToAnswerable(s: HaloState, on: AboutTo, x: Iid): boolean {
  if (!answerAround(s, on)) return false;
  const r = { on, subject: x, held: HELD[on] };
  return [s.turn.fp, ...toTheRight(s, s.turn.fp)].some((seat) => legalResponses(s, seat, r).length > 0);
}
