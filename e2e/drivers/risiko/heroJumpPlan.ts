/**
 * A turn of OBJECTIVE on THE RING in which the player holds a hero-jump card, found with the real engine
 * when the test starts: the player reinforces, wins one invasion (moving in by choice), and then, between
 * invasions, jumps the hero to the own territory farthest from where it stands. The game before that turn
 * is the hoarding game of the card plan (nobody trades, so hands grow until a hero jump is drawn).
 */
import type { Seat } from '../../../engines/core';
import { factionCard, type ActionOf, type RisikoState } from '../../../engines/risiko';
import { battlefield as board } from '../../../engines/risiko/maps';
import { CARD_OPTIONS, CARD_PLAYERS, findHoardTurn } from './cardPlan';
import { active, owned } from '../../../renderer/games/risiko/testing/games';
import type { Step } from './plans';
import { Script } from './script';

export const JUMP_OPTIONS = CARD_OPTIONS;
export const JUMP_PLAYERS = CARD_PLAYERS;

const RING = board('the-ring');
const at = (id: string): number => RING.territories.indexOf(id);

export interface HeroJumpTurn {
  readonly seed: string;
  /** Actions before the tested turn. */
  readonly before: readonly Step[];
  /** The tested turn up to the jump: reinforcements, the invasion (defence and move-in included). */
  readonly turn: readonly Step[];
  readonly player: Seat;
  /** The hero-jump card in the player's hand. */
  readonly card: string;
  /** The invasion before the jump (its first round) and the territory it conquers. */
  readonly invasion: ActionOf<'attack'>;
  /** Where the hero stands when the card is played, and the jump. */
  readonly from: string;
  readonly jump: ActionOf<'playCard'> & { readonly territory: string };
  /** An enemy territory next to the jump's target: a wrong aim. */
  readonly wrong: string;
  /** Cards the player holds before the jump (hand and captured, as the players table counts them). */
  readonly held: number;
}

/** Hops between two territories over printed borders (teleporters ignored: only "far" matters). */
function hops(from: string, to: string): number {
  const seen = new Map<string, number>([[from, 0]]);
  const queue = [from];
  for (let t = queue.shift(); t !== undefined; t = queue.shift()) {
    const d = seen.get(t) ?? 0;
    if (t === to) return d;
    for (const n of RING.neighbours[t] ?? []) {
      if (!seen.has(n)) {
        seen.set(n, d + 1);
        queue.push(n);
      }
    }
  }
  return Infinity;
}

const heroOf = (s: RisikoState, seat: Seat): string => RING.territories[s.seats[seat]?.hero ?? -1] ?? '';

/** Attacks with the most dice until `to` falls (at most ten rounds); true when a move-in choice is left. */
function conquer(sc: Script, from: string, to: string, player: Seat): boolean {
  for (let round = 0; round < 10; round++) {
    if (sc.units(from) < 2) return false;
    sc.do({ type: 'attack', from, to, dice: Math.min(3, sc.units(from) - 1) });
    if (active(sc.s) !== player) sc.do({ type: 'defend', dice: Math.min(2, sc.units(to)) });
    const p = sc.s.phase;
    if (p.kind === 'attack' && p.battle?.stage === 'moveIn') {
      if (p.battle.minMove >= sc.units(from) - 1) return false;
      sc.do({ type: 'moveIn', count: p.battle.minMove, ...(p.battle.heroMust ? { hero: true } : {}) });
      return true;
    }
    if (sc.s.owner[at(to)] === player) return false;
  }
  return false;
}

/** Reinforcements on `source`, then an invasion of one of its enemy neighbours that ends in a move-in. */
function invade(start: RisikoState, player: Seat, source: string): { sc: Script; invasion: ActionOf<'attack'> } | null {
  for (const to of RING.neighbours[source] ?? []) {
    if ((start.owner[at(to)] ?? -1) < 0 || start.owner[at(to)] === player) continue;
    const sc = new Script(start);
    sc.do({ type: 'reinforce', territory: source, count: sc.left });
    const first = sc.steps.length;
    if (conquer(sc, source, to, player)) {
      const invasion = sc.steps[first]?.action;
      if (invasion?.type === 'attack') return { sc, invasion };
    }
  }
  return null;
}

/** The jump to the own territory farthest from the hero, and an enemy neighbour of it to aim at first. */
function farJump(sc: Script, card: string, player: Seat): { jump: HeroJumpTurn['jump']; wrong: string } | null {
  const from = heroOf(sc.s, player);
  const jumps = sc.legal('playCard').filter((a): a is HeroJumpTurn['jump'] => a.card === card && a.territory !== undefined && a.territory !== from);
  const enemy = (id: string) => (RING.neighbours[id] ?? []).find((n) => (sc.s.owner[at(n)] ?? -1) >= 0 && sc.s.owner[at(n)] !== player);
  const far = jumps.filter((a) => enemy(a.territory) !== undefined).sort((a, b) => hops(from, b.territory) - hops(from, a.territory))[0];
  const wrong = far === undefined ? undefined : enemy(far.territory);
  return far === undefined || wrong === undefined ? null : { jump: far, wrong };
}

function tryJumpTurn(seed: string, before: readonly Step[], start: RisikoState): HeroJumpTurn | null {
  const player = active(start);
  const st = start.seats[player];
  const card = st?.hand.find((c) => factionCard(c)?.ability === 'hero-jump');
  // A second card, so the hand also offers the skull trade at the start of the turn.
  if (st === undefined || card === undefined || st.hero < 0 || st.hand.length + st.captured.length < 2) return null;
  for (const source of owned(start, player)) {
    const invaded = invade(start, player, source);
    if (invaded === null) continue;
    const { sc, invasion } = invaded;
    const aim = farJump(sc, card, player);
    if (aim === null) continue;
    const now = sc.s.seats[player];
    const held = (now?.hand.length ?? 0) + (now?.captured.length ?? 0);
    return { seed, before, turn: sc.steps, player, card, invasion, from: heroOf(sc.s, player), ...aim, held };
  }
  return null;
}

export function findHeroJumpTurn(tries = 100, maxActions = 800): HeroJumpTurn {
  return findHoardTurn('hero-jump', tryJumpTurn, tries, maxActions);
}
