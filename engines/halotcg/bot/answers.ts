/**
 * How good each answer to a question is (the pending decisions: bid, starting company, wounds to place,
 * defenders, leftover attackers, reconciling, moving again). Higher is better; `done`/`skip` score 0 where
 * stopping is an honest choice.
 */
import type { Seat } from '../../core';
import { allAttackers, isShip } from '../attackers';
import { cardOf, ownerOf, stat } from '../queries';
import type { HaloState, Iid, PendingKind } from '../types';
import { scoreOf } from './evaluate';
import { leftOf, strengthOf } from './reading';

/** `careless`: Easy's judgement, blind to what comes next (the attackers that pile onto the Hero, another Shadow phase). */
type Answer = (s: HaloState, seat: Seat, option: string, careless: boolean) => number;

const body = (s: HaloState, iid: Iid): number => {
  const c = cardOf(s, iid) as { strength?: number; vitality?: number };
  return (c.strength ?? 0) + (c.vitality ?? 0);
};
const isHero = (s: HaloState, iid: Iid): boolean => s.players[ownerOf(iid)]?.hero === iid;

/** A wound placed on one's own card: where it kills nothing and hurts least (never the Hero first). */
const ownWound = (s: HaloState, iid: Iid): number => leftOf(s, iid) - (isHero(s, iid) ? 3 : 0) - 0.1 * strengthOf(s, iid);

interface Blow { readonly iid: Iid; readonly strength: number; readonly damage: number }
interface Exposure { readonly hero: Iid; readonly strength: number; readonly left: number; readonly pile: readonly Blow[]; readonly mine: readonly Blow[] }

const blow = (s: HaloState, iid: Iid): Blow => ({ iid, strength: strengthOf(s, iid), damage: stat(s, iid, 'damage') });
const exposures = new WeakMap<HaloState, Exposure | null>();

/** The Hero, its skirmish and the character attackers nobody has taken yet (read once per state: every defender option asks). */
function exposure(s: HaloState): Exposure | null {
  const known = exposures.get(s);
  if (known !== undefined) return known;
  const hero = s.players[s.turn.fp]?.hero;
  let out: Exposure | null = null;
  if (hero !== undefined && s.inPlay[hero] !== undefined) {
    const taken = new Set(s.turn.fights.flatMap((f) => f.atk));
    const pile = allAttackers(s).filter((a) => !taken.has(a) && !isShip(s, a)).map((a) => blow(s, a));
    const mine = (s.turn.fights.find((f) => f.def === hero)?.atk ?? []).map((a) => blow(s, a));
    out = { hero, strength: strengthOf(s, hero), left: leftOf(s, hero), pile, mine };
  }
  exposures.set(s, out);
  return out;
}

/**
 * Whether the Hero dies if every character attacker still unassigned (after `def>atk`, when given) joins the
 * Hero's skirmish, as a Shadow player would put them: overwhelmed at double its strength, or wounded to death.
 */
export function heroExposed(s: HaloState, pair?: readonly [Iid, Iid]): boolean {
  const e = exposure(s);
  if (e === null) return false;
  let total = 0;
  let damage = 0;
  let n = 0;
  for (const blows of [e.mine, e.pile]) {
    for (const b of blows) {
      // The pair's attacker leaves the pile, unless it goes to the Hero itself.
      if (pair !== undefined && b.iid === pair[1] && pair[0] !== e.hero) continue;
      total += b.strength;
      damage += b.damage;
      n++;
    }
  }
  if (n === 0) return false;
  return total >= 2 * e.strength || (total >= e.strength && e.left <= 1 + damage);
}

/** What the Hero's exposure costs an answer: a dead Hero loses the game. */
const EXPOSED = 12;

/** Free Peoples: defender against attacker; a defender that wins, not the Hero, not into a kill, never leaving the Hero to die. */
function defend(s: HaloState, option: string, careless: boolean): number {
  const [def = '', atk = ''] = option.split('>');
  const margin = strengthOf(s, def) - strengthOf(s, atk);
  const dies = margin <= 0 && leftOf(s, def) <= 1 + stat(s, atk, 'damage');
  const exposed = careless || isShip(s, atk) ? 0 : heroExposed(s, [def, atk]) ? EXPOSED : 0;
  return 2 + (margin > 0 ? 2 + 0.2 * margin : 0.5 * margin) - (dies ? 3 : 0) - (isHero(s, def) ? 2 : 0) - exposed + 0.05 * strengthOf(s, atk);
}

/** Stopping with attackers unassigned lets the Shadow put them where they hurt most (on the Hero). */
function leftOver(s: HaloState, careless: boolean): number {
  return -2.5 * allAttackers(s).filter((a) => !s.turn.fights.some((f) => f.atk.includes(a))).length - (!careless && heroExposed(s) ? EXPOSED : 0);
}

/** Shadow: a leftover attacker joins where it wins or kills most, the Hero above all. */
function attack(s: HaloState, option: string): number {
  const [def = '', atk = ''] = option.split('>');
  const fight = s.turn.fights.find((f) => f.def === def);
  const ours = (fight?.atk ?? []).reduce((n, x) => n + strengthOf(s, x), 0) + strengthOf(s, atk);
  const margin = ours - strengthOf(s, def);
  return (margin >= 0 ? 3 : 0) + 0.3 * margin + (isHero(s, def) ? 2 : 0) + (leftOf(s, def) <= 1 ? 1 : 0);
}

/** Shadow numbers of the starter adventure decks by site (the next site is not placed until the company moves). */
const SHADOW_NUMBER = [0, 0, 1, 2, 3, 3.5, 4.5, 6, 7, 8];

/**
 * Move again unless the next Shadow phase could overwhelm the Hero even by a wide margin: the worst case of
 * the attackers still in play (they stay until the end of the turn) and new ones for the twilight the move
 * adds (about 2 strength per twilight, as the starter minions cost), less what the strongest companions hold
 * off, against six times the Hero's strength; and the Hero must have a wound to spare. That worst case
 * overstates the Shadow, who never spends every twilight on minions nor sends them all at the Hero: at twice
 * the Hero's strength (and two wounds to spare) Normal stayed where moving on won the race to site 9, and lost
 * to Easy's careless moving on (Normal won 57.8 % of 400 games against Easy; at three times 70.0 % of 800, at
 * six times 73.9 % of 800: `pairing=normal-easy` of the AI bench).
 */
function moveAgain(s: HaloState, seat: Seat, option: string, careless: boolean): number {
  const p = s.players[seat];
  if (p === undefined) return 0;
  const hero = leftOf(s, p.hero);
  const next = p.pos + 1;
  // A beginner moves on while the Hero is not about to fall, whatever waits.
  if (careless) return (option === 'move') === (hero >= 2) ? 1 : 0;
  const pool = s.twilight + (SHADOW_NUMBER[next] ?? 8) + p.company.length;
  const shadowHands = s.players.reduce((n, q, i) => (i === seat || q.out ? n : n + q.hand.length), 0);
  const threat = allAttackers(s).reduce((n, x) => n + strengthOf(s, x), 0) + Math.min(2 * pool, 3.5 * shadowHands);
  const guard = p.company.filter((x) => x !== p.hero).map((x) => strengthOf(s, x)).sort((a, b) => b - a);
  // The strongest companions hold off as many attackers; what is left comes at the Hero.
  const pressing = threat - guard.slice(0, 3).reduce((n, x) => n + x, 0);
  const lag = lagBehind(s, seat);
  // Far behind the leading company, a player who waits loses anyway: it risks more (and everything once the
  // leader is a move or two from site 9); far ahead, it keeps the margin it needs.
  const margin = lag >= 2 ? 7.5 : lag <= -2 ? 4.8 : 6;
  const safe = pressing < margin * strengthOf(s, p.hero);
  const desperate = lag >= 1 && leaderPos(s, seat) >= 7 && hero >= 2;
  const ready = desperate || (hero >= 2 && safe);
  return (option === 'move') === ready ? 1 : 0;
}

/** The furthest site another company still in has reached (0 without one). */
function leaderPos(s: HaloState, seat: Seat): number {
  return s.players.reduce((n, q, i) => (i === seat || q.out ? n : Math.max(n, q.pos)), 0);
}

/** At three seats or more, how many sites the leading other company is ahead of this one (negative: this one leads); 0 with two. */
function lagBehind(s: HaloState, seat: Seat): number {
  if (s.players.filter((q) => !q.out).length < 3) return 0;
  return leaderPos(s, seat) - (s.players[seat]?.pos ?? 0);
}

/** A card to discard from hand: the one worth least (Shadow cards first while playing the Free Peoples, and so on). */
function discardWorth(s: HaloState, seat: Seat, option: string): number {
  if (option === 'skip') return 0;
  const c = cardOf(s, option) as { twilight?: number; side?: string };
  const side = c.side ?? 'fp';
  const next = s.turn.fp === seat ? 'shadow' : 'fp';
  return (side === next ? 0.3 : -0.3) - 0.3 + 0.1 * (c.twilight ?? 0) - 0.1 * body(s, option);
}

/** A target for a card's text: the other side's weakest-left card, or one's own with the most left. */
function target(s: HaloState, seat: Seat, option: string): number {
  if (!option.includes('.')) return option === 'done' ? -0.5 : 0.1 * (Number(option) || 0);
  if (s.inPlay[option] === undefined) return 0.5 + 0.1 * body(s, option);
  return ownerOf(option) === seat ? 0.2 * leftOf(s, option) - (isHero(s, option) ? 1 : 0) : 1 - 0.3 * leftOf(s, option) + 0.1 * strengthOf(s, option);
}

/** A hand worth keeping holds at least two cheap Free Peoples cards to play in one's own turns. */
function mulliganWorth(s: HaloState, seat: Seat, option: string): number {
  if (option === 'keep') return 0;
  const cheap = (s.players[seat]?.hand ?? []).filter((iid) => {
    const c = cardOf(s, iid) as { twilight?: number; side?: string };
    return (c.side ?? 'fp') === 'fp' && (c.twilight ?? 0) <= 2;
  }).length;
  return cheap < 2 ? 0.5 : -0.5;
}

const ANSWERS: Readonly<Record<PendingKind, Answer>> = {
  // The bid's winner goes first: the company moves before the others have built up their minions.
  chooseFirst: (_s, seat, o) => (o === String(seat) ? 1 : 0),
  mulligan: mulliganWorth,
  bid: (_s, _seat, o) => (o === '0' ? 1 : o === '1' ? 0.5 : -1),
  startingCompanion: (s, _seat, o) => (o === 'done' ? 0 : 1 + 0.3 * body(s, o)),
  sanctuaryHeal: (s, _seat, o) => (o === 'done' ? 0 : 1 + (isHero(s, o) ? 1 : 0) + 0.1 * (s.inPlay[o]?.w ?? 0)),
  snipeWound: (s, _seat, o) => ownWound(s, o),
  // The company's sniping wounds go to the Shadow player with the most minions, the leader among equals.
  snipeShadow: (s, _seat, o) => (s.players[Number(o)]?.minions.length ?? 0) + 0.1 * (scoreOf(s, Number(o)) ?? 0),
  assignDefender: (s, _seat, o, careless) => (o === 'done' ? leftOver(s, careless) : defend(s, o, careless)),
  assignShadow: (s, _seat, o) => attack(s, o),
  chooseFight: (s, seat, o) => (s.turn.fp === seat ? strengthOf(s, o) : -strengthOf(s, o)) * 0.1,
  reconcileOne: discardWorth,
  reconcileDown: discardWorth,
  regroupChoice: moveAgain,
  chooseTarget: target,
  chooseOption: (_s, _seat, o) => -0.1 * (Number(o) || 0),
  chooseNumber: (_s, _seat, o) => 0.1 * (Number(o) || 0),
  choosePlay: target,
  orderTriggers: () => 0,
};

export function answerScore(s: HaloState, seat: Seat, option: string, careless = false): number {
  const p = s.pending[s.pending.length - 1];
  return p === undefined ? 0 : ANSWERS[p.kind](s, seat, option, careless);
}
