/**
 * A save of a Halo TCG game at the moment one of the first player's companions is about to be killed (or
 * wounded) while that player holds the card that answers it (Biofoam, Bubble Shield), found with the real
 * engine when the spec starts (so it follows today's rules): the first player plays the Chief starter deck
 * with four of that card in place of its MA5Bs and BR55s, and both players play at random, keeping every
 * response for that moment, with the table's automatic passes.
 */
import { newRecord, Random, seedRng, type Json, type Session } from '../../../engines/core';
import { halotcgEngine as engine, starterDeck, type DeckList, type HaloAction, type HaloState } from '../../../engines/halotcg';
import { applyActions } from '../../../renderer/store/gameThunks';
import { autoPasses, type Seating } from '../../../renderer/games/halotcg/ui/send';
import { DEFAULT_STOPS } from '../../../renderer/games/halotcg/ui/stops';
import { testSave } from '../../support/saveFile';

const DEFAULTS: Seating = { stops: () => DEFAULT_STOPS, until: () => null, forget: () => undefined };

/** The moment a save stops at: a companion about to be killed (answered by Biofoam) or wounded (Bubble Shield). */
export type Moment = { readonly on: 'aboutToKill'; readonly card: 'biofoam' } | { readonly on: 'aboutToWound'; readonly card: 'bubble-shield' };

/** The Chief starter deck with four of `card` in place of its two MA5Bs and two BR55s (30 Free Peoples cards still). */
export function deckWith(card: string): DeckList {
  const chief = starterDeck('chief-vs-covenant');
  if (chief === undefined) throw new Error('no Chief starter deck');
  const { ma5b: _ma5b, br55: _br55, ...draw } = chief.draw;
  return { id: `chief-with-${card}`, hero: chief.hero, sites: chief.sites, draw: { ...draw, [card]: 4 } };
}

/** Whether the first player may answer the moment for one of its companions with the card now. */
function reached(s: HaloState, m: Moment): boolean {
  const r = s.turn.response;
  if (r === null || r.on !== m.on || r.next !== 0 || !r.subject.startsWith('0.')) return false;
  return engine.legalActions(s, 0).some((a) => a.type === 'play' && s.lists[0]?.[Number(a.card.split('.')[1])] === m.card);
}

function choose(s: HaloState, legal: readonly HaloAction[], rng: Random): HaloAction {
  const pick = (xs: readonly HaloAction[]): HaloAction => xs[rng.below(xs.length)] ?? legal[0] ?? { type: 'pass' };
  const top = s.pending[s.pending.length - 1];
  const word = (w: string) => legal.find((a) => a.type === 'choose' && a.option === w);
  if (top !== undefined) {
    if (top.kind === 'bid') return word('0') ?? pick(legal);
    if (top.kind === 'mulligan') return word('keep') ?? pick(legal);
    if (top.kind === 'regroupChoice') return word('move') ?? pick(legal);
    return pick(legal);
  }
  const pass = legal.find((a) => a.type === 'pass') ?? pick(legal);
  if (s.turn.response !== null) return pass;
  const plays = legal.filter((a) => a.type !== 'pass');
  return plays.length > 0 && rng.below(10) < 8 ? pick(plays) : pass;
}

export interface PreventionSave {
  readonly save: ReturnType<typeof testSave>;
  readonly state: HaloState;
}

/** The first of a few seeds whose game reaches the moment; its save stops right there. */
export function preventionSave(m: Moment, names: readonly string[], colours: readonly string[]): PreventionSave {
  const decks: Json = [deckWith(m.card) as unknown as Json, 'fred-vs-flood'];
  const options = engine.parseOptions({ decks }, 2);
  if (!options.ok) throw new Error(options.error.code);
  for (let k = 0; k < 60; k++) {
    const seed = `prevent-${k}`;
    const first = engine.setup({ players: 2, seed, options: options.value });
    if (!first.ok) throw new Error(first.error.code);
    let session: Session<HaloState> = { record: newRecord(engine, 2, { decks }, seed), state: first.value, events: [], irreversible: [] };
    const rng = new Random(seedRng(`policy:${seed}`));
    for (let i = 0; i < 1500 && session.state.outcome === null; i++) {
      if (reached(session.state, m)) {
        const steps = session.record.actions.map((a) => ({ seat: a.seat, action: a.action }));
        return { save: testSave(engine, { name: `Halo TCG ${seed}`, seed, players: 2, options: { decks }, steps, names, colours }), state: session.state };
      }
      const seat = engine.activePlayers(session.state)[0];
      if (seat === undefined) break;
      const action = choose(session.state, engine.legalActions(session.state, seat), rng);
      const sent = applyActions(engine, session, seat, [action], autoPasses(engine, DEFAULTS));
      if (sent.refused !== null) throw new Error(sent.refused.code);
      session = sent.session as Session<HaloState>;
    }
  }
  throw new Error(`no seed reaches ${m.on} with ${m.card} in hand`);
}
