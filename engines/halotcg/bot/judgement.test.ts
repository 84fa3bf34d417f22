import { describe, expect, it } from 'vitest';
import { halotcgEngine as engine } from '../engine';
import { life } from '../queries';
import type { HaloState, Modifier } from '../types';
import { heroExposed } from './answers';
import { evaluate, pressure, scoreOf } from './evaluate';
import { FEATURES, featuresOf } from './features';
import { halotcgBot } from './index';
import { ranked } from './policy';
import { statesOf } from './testing/match';

const TWO = { decks: ['chief-vs-covenant', 'fred-vs-flood'] };
const THREE = { decks: ['chief-vs-covenant', 'fred-vs-flood', 'arbiter-vs-heretics'] };

const twoPlayer = statesOf(2, TWO, 'judge-2', halotcgBot, 900);
const threePlayer = statesOf(3, THREE, 'judge-3', halotcgBot, 900);

const withPos = (s: HaloState, pos: readonly number[]): HaloState => ({ ...s, players: s.players.map((p, i) => ({ ...p, pos: pos[i] ?? p.pos })) });
const heroStrength = (s: HaloState, n: number): HaloState => {
  const hero = s.players[s.turn.fp]?.hero ?? '';
  const mod: Modifier = { target: hero, stat: 'strength', n, until: 'phase' };
  return { ...s, mods: [...s.mods, mod] };
};

describe('evaluate', () => {
  const mid = twoPlayer.find((s) => s.turnNumber >= 2 && s.outcome === null) as HaloState;

  it.each([
    { name: 'the seats’ chances add up to 1 (2 players)', state: () => mid, check: (s: HaloState) => expect(evaluate(s, 0) + evaluate(s, 1)).toBeCloseTo(1, 9) },
    { name: 'the seats’ chances add up to 1 (3 players)', state: () => threePlayer[200] as HaloState, check: (s: HaloState) => expect([0, 1, 2].reduce((n, i) => n + evaluate(s, i), 0)).toBeCloseTo(1, 9) },
    { name: 'a seat further along the path is likelier to win', state: () => mid, check: (s: HaloState) => expect(evaluate(withPos(s, [8, 2]), 0)).toBeGreaterThan(evaluate(withPos(s, [2, 8]), 0)) },
    { name: 'a won game is 1 for the winner and 0 for the others', state: () => ({ ...mid, outcome: { winners: [1], reason: 'site-nine' } }), check: (s: HaloState) => expect([evaluate(s, 0), evaluate(s, 1)]).toEqual([0, 1]) },
    { name: 'a seat that is out scores 0', state: () => ({ ...mid, players: mid.players.map((p, i) => (i === 0 ? { ...p, out: true } : p)) }), check: (s: HaloState) => expect(evaluate(s, 0)).toBe(0) },
  ])('$name', ({ state, check }) => check(state()));

  it('reads one value per named feature', () => {
    expect(featuresOf(mid, 0)).toHaveLength(FEATURES.length);
    expect(scoreOf(mid, 0)).toBeTypeOf('number');
  });
});

describe('pressure: at three seats a Shadow player plays hardest against the leader', () => {
  const s = threePlayer.find((x) => x.turnNumber >= 2 && x.turn.window?.timing === 'shadow') as HaloState;
  const fp = s.turn.fp;
  const shadow = (fp + 1) % 3;
  const pos = (fpPos: number, others: number): number[] => [0, 1, 2].map((i) => (i === fp ? fpPos : others));

  it.each([
    { name: 'the Free Peoples player leads: above 1', pos: pos(8, 2), above: true },
    { name: 'the Free Peoples player trails: below 1', pos: pos(2, 8), above: false },
  ])('$name', ({ pos: p, above }) => {
    expect(pressure(withPos(s, p), shadow) > 1).toBe(above);
  });

  it('is 1 for the Free Peoples player and at two seats', () => {
    expect(pressure(withPos(s, pos(8, 2)), fp)).toBe(1);
    const two = twoPlayer.find((x) => x.turn.window?.timing === 'shadow') as HaloState;
    expect(pressure(two, (two.turn.fp + 1) % 2)).toBe(1);
  });

  it('makes a minion worth more against the leader', () => {
    const legal = engine.legalActions(s, s.turn.window?.next ?? shadow);
    const minion = legal.find((a) => a.type === 'play');
    if (minion === undefined) return;
    const seat = s.turn.window?.next ?? shadow;
    const worth = (st: HaloState) => ranked(st, seat, [minion])[0]?.score ?? 0;
    expect(worth(withPos(s, pos(8, 2)))).toBeGreaterThan(worth(withPos(s, pos(2, 8))));
  });
});

describe('defenders: Normal never leaves the Hero to be overwhelmed, Easy does not look', () => {
  const s = twoPlayer.find((x) => x.pending.at(-1)?.kind === 'assignDefender' && x.turn.fights.length === 0) as HaloState;

  it.each([
    { name: 'a strong Hero is not exposed', state: () => heroStrength(s, 100), exposed: false },
    { name: 'a Hero of strength 0 facing every attacker is', state: () => heroStrength(s, -100), exposed: true },
  ])('$name', ({ state, exposed }) => {
    expect(heroExposed(state())).toBe(exposed);
  });

  it('stopping with the Hero exposed is the worst answer for Normal, not for Easy', () => {
    const weak = heroStrength(s, -100);
    const legal = engine.legalActions(weak, weak.turn.fp);
    const done = (xs: ReturnType<typeof ranked>) => xs.findIndex((x) => x.action.type === 'choose' && x.action.option === 'done');
    const careful = ranked(weak, weak.turn.fp, legal);
    expect(careful[careful.length - 1]?.score).toBe(careful[done(careful)]?.score);
    expect(ranked(weak, weak.turn.fp, legal, true)[done(ranked(weak, weak.turn.fp, legal, true))]?.score).toBeGreaterThan(careful[done(careful)]?.score ?? 0);
  });
});

describe('moving again at three seats: a company far behind a leader near site 9 takes the risk', () => {
  const found = threePlayer.find((x) => x.pending.at(-1)?.kind === 'regroupChoice');
  const base = found ?? (threePlayer[300] as HaloState);
  const fp = base.turn.fp;
  // A Hero too weak to be safe, with two wounds to spare: Normal waits unless waiting loses the race.
  const weak = (pos: readonly number[]): HaloState => {
    const s = heroStrength(withPos(base, pos), -100);
    const hero = s.players[fp]?.hero ?? '';
    return { ...s, inPlay: { ...s.inPlay, [hero]: { ...(s.inPlay[hero] ?? { w: 0 }), w: 0 } }, pending: [{ kind: 'regroupChoice', seat: fp, options: ['move', 'stop'] }] };
  };
  const moves = (s: HaloState): boolean => {
    const best = ranked(s, fp, [{ type: 'choose', option: 'move' }, { type: 'choose', option: 'stop' }])[0]?.action;
    return best?.type === 'choose' && best.option === 'move';
  };
  const at = (me: number, others: number): number[] => [0, 1, 2].map((i) => (i === fp ? me : others));

  it.each([
    { name: 'another company at site 8, this one at 4: moves', pos: at(4, 8), move: true },
    { name: 'this company leads (4 against 2): stops', pos: at(4, 2), move: false },
    { name: 'level with the others at site 4: stops', pos: at(4, 4), move: false },
  ])('$name', ({ pos, move }) => {
    expect(moves(weak(pos))).toBe(move);
  });
});

describe('moving again at two seats: Normal moves on unless its Hero is about to fall or would be overwhelmed', () => {
  const base = twoPlayer.find((x) => x.pending.at(-1)?.kind === 'regroupChoice') ?? (twoPlayer[300] as HaloState);
  const fp = base.turn.fp;
  const hero = base.players[fp]?.hero ?? '';
  // The Hero with `spare` wounds left, facing no attackers, asked whether to move again.
  const asked = (s: HaloState, spare: number): HaloState => ({
    ...s, inPlay: { ...s.inPlay, [hero]: { ...(s.inPlay[hero] ?? { w: 0 }), w: life(s, hero) - spare } },
    players: s.players.map((p, i) => (i === fp ? p : { ...p, minions: [] })), turn: { ...s.turn, fights: [] },
    pending: [{ kind: 'regroupChoice', seat: fp, options: ['move', 'stop'] }],
  });
  const moves = (s: HaloState): boolean => {
    const best = ranked(s, fp, [{ type: 'choose', option: 'move' }, { type: 'choose', option: 'stop' }])[0]?.action;
    return best?.type === 'choose' && best.option === 'move';
  };

  it.each([
    { name: 'two wounds to spare: moves', state: () => asked(withPos(base, [3, 3]), 2), move: true },
    { name: 'one wound left: stays', state: () => asked(withPos(base, [3, 3]), 1), move: false },
    { name: 'a Hero too weak for any attacker: stays', state: () => heroStrength(asked(withPos(base, [3, 3]), 3), -100), move: false },
  ])('$name', ({ state, move }) => {
    expect(moves(state())).toBe(move);
  });
});
