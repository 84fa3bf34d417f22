/**
 * How good each answer to a question is (the pending decisions: bid, starting company, wounds to place,
 * defenders, leftover attackers, reconciling, moving again). Higher is better; `done`/`skip` score 0 where
 * stopping is an honest choice.
 */
import type { Seat } from '../../core';
import { allAttackers } from '../attackers';
import { cardOf, ownerOf, stat } from '../queries';
import type { HaloState, Iid, PendingKind } from '../types';
import { leftOf, standing, strengthOf } from './reading';

type Answer = (s: HaloState, seat: Seat, option: string) => number;

const body = (s: HaloState, iid: Iid): number => {
  const c = cardOf(s, iid) as { strength?: number; vitality?: number };
  return (c.strength ?? 0) + (c.vitality ?? 0);
};
const isHero = (s: HaloState, iid: Iid): boolean => s.players[ownerOf(iid)]?.hero === iid;

/** A wound placed on one's own card: where it kills nothing and hurts least (never the Hero first). */
const ownWound = (s: HaloState, iid: Iid): number => leftOf(s, iid) - (isHero(s, iid) ? 3 : 0) - 0.1 * strengthOf(s, iid);

/** Free Peoples: defender against attacker; a defender that wins, not the Hero, not into a kill. */
function defend(s: HaloState, option: string): number {
  const [def = '', atk = ''] = option.split('>');
  const margin = strengthOf(s, def) - strengthOf(s, atk);
  const dies = margin <= 0 && leftOf(s, def) <= 1 + stat(s, atk, 'damage');
  return 2 + (margin > 0 ? 2 + 0.2 * margin : 0.5 * margin) - (dies ? 3 : 0) - (isHero(s, def) ? 2 : 0);
}

/** Stopping with attackers unassigned lets the Shadow put them where they hurt most (on the Hero). */
function leftOver(s: HaloState): number {
  return -2.5 * allAttackers(s).filter((a) => !s.turn.fights.some((f) => f.atk.includes(a))).length;
}

/** Shadow: a leftover attacker joins where it wins or kills most, the Hero above all. */
function attack(s: HaloState, option: string): number {
  const [def = '', atk = ''] = option.split('>');
  const fight = s.turn.fights.find((f) => f.def === def);
  const ours = (fight?.atk ?? []).reduce((n, x) => n + strengthOf(s, x), 0) + strengthOf(s, atk);
  const margin = ours - strengthOf(s, def);
  return (margin >= 0 ? 3 : 0) + 0.3 * margin + (isHero(s, def) ? 2 : 0) + (leftOf(s, def) <= 1 ? 1 : 0);
}

/** Move again when the company can take another Shadow phase (site 9 wins). */
function moveAgain(s: HaloState, seat: Seat, option: string): number {
  const p = s.players[seat];
  if (p === undefined) return 0;
  const hero = leftOf(s, p.hero);
  const company = p.company.reduce((n, x) => n + strengthOf(s, x), 0);
  const ready = hero >= 3 || (p.pos + 1 === 9 && hero >= 2) || (hero >= 2 && company >= 14);
  return (option === 'move') === ready ? 1 : 0;
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
  snipeShadow: (s, _seat, o) => (s.players[Number(o)]?.minions.length ?? 0) + 0.1 * standing(s, Number(o)),
  assignDefender: (s, _seat, o) => (o === 'done' ? leftOver(s) : defend(s, o)),
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

export function answerScore(s: HaloState, seat: Seat, option: string): number {
  const p = s.pending[s.pending.length - 1];
  return p === undefined ? 0 : ANSWERS[p.kind](s, seat, option);
}
