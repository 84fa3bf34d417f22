import { describe, expect, it } from 'vitest';
import { unwrap, type Seat } from '../core';
import { CAMPAIGN_CARDS } from './campaignCards';
import { slotAt } from './setupPlacement';
import { startingCardCounts, startingUnits, teleporterQueue, turnOrder } from './setup';
import { engine, graph, play, refused, start } from './testing/positions';
import { Random, seedRng } from '../core';
import type { RisikoAction, RisikoState } from './types';

/** Plays the first legal action until the phase changes; returns the acting seats in order. */
function runPhase(s0: RisikoState, pick: (legal: readonly RisikoAction[]) => RisikoAction = (l) => l[0] as RisikoAction): { s: RisikoState; seats: Seat[]; actions: RisikoAction[] } {
  let s = s0;
  const seats: Seat[] = [];
  const actions: RisikoAction[] = [];
  const kind = s.phase.kind;
  while (s.phase.kind === kind) {
    const seat = engine.activePlayers(s)[0] ?? 0;
    const action = pick(engine.legalActions(s, seat));
    seats.push(seat);
    actions.push(action);
    s = play(s, seat, action).state;
  }
  return { s, seats, actions };
}

const manual = (players: number, options: Record<string, unknown> = {}): RisikoState => start(players, { setup: 'manual', ...options });

describe('start-player roll and turn order', () => {
  it.each([2, 3, 4, 5])('%i players: the winner of the roll starts, then seat order (clockwise)', (players) => {
    for (let i = 0; i < 20; i++) {
      const s = start(players, {}, `order-${i}`);
      const last = s.startRolls[s.startRolls.length - 1] ?? [];
      const top = Math.max(...last);
      expect(last.filter((r) => r === top)).toHaveLength(1);
      const first = last.indexOf(top);
      expect(s.order).toEqual(Array.from({ length: players }, (_, k) => (first + k) % players));
    }
  });

  it('ties among the highest roll again', () => {
    const tied = Array.from({ length: 40 }, (_, i) => start(3, {}, `tie-${i}`)).find((s) => s.startRolls.length > 1);
    expect(tied).toBeDefined();
    const [firstRow, second] = tied?.startRolls ?? [];
    const top = Math.max(...(firstRow ?? []));
    expect(second?.map((r) => r > 0)).toEqual(firstRow?.map((r) => r === top));
  });

  it('team 5p: the Flood starts, then the best roller, the best opponent, and their allies; allies never follow each other', () => {
    const options = unwrap(engine.parseOptions({ mode: 'team-objective' }, 5));
    for (let i = 0; i < 30; i++) {
      const { order } = turnOrder(new Random(seedRng(`t5-${i}`)), options, 5);
      expect(order[0]).toBe(0);
      expect(order.slice(1).map((seat) => (seat - 1) % 2)).toSatisfy((teams: number[]) => teams.every((t, k) => k === 0 || t !== teams[k - 1]));
    }
  });

  it('team 4p: seats alternate teams, so turn order alternates too', () => {
    const s = start(4, { mode: 'team-objective' });
    expect(s.seats.map((x) => x.team)).toEqual([0, 1, 0, 1]);
    expect(s.order.map((seat) => seat % 2)).toSatisfy((t: number[]) => t.every((x, k) => k === 0 || x !== t[k - 1]));
  });
});

describe('factions, units and cards at the start', () => {
  it.each([
    { name: '3p objective', players: 3, options: {}, factions: ['unsc', 'covenant', 'flood'], units: [30, 30, 30] },
    { name: '4p objective', players: 4, options: {}, factions: ['unsc', 'covenant', 'unsc', 'covenant'], units: [25, 25, 25, 25] },
    { name: '5p objective', players: 5, options: {}, factions: ['unsc', 'covenant', 'flood', 'unsc', 'covenant'], units: [20, 20, 20, 20, 20] },
    { name: '1v1', players: 2, options: {}, factions: ['unsc', 'covenant'], units: [30, 30] },
    { name: 'team 4p', players: 4, options: { mode: 'team-objective' }, factions: ['unsc', 'covenant', 'unsc', 'covenant'], units: [25, 25, 25, 25] },
    { name: 'team 5p', players: 5, options: { mode: 'team-objective' }, factions: ['flood', 'unsc', 'covenant', 'unsc', 'covenant'], units: [30, 20, 20, 20, 20] },
  ])('$name: factions and starting units', ({ players, options, factions, units }) => {
    const s = manual(players, options);
    expect(s.seats.map((x) => x.faction)).toEqual(factions);
    expect(s.seats.map((x) => startingUnits(s.options, players, x.faction))).toEqual(units);
    expect(s.seats.map((x) => x.reserve)).toEqual(units);
    expect(s.neutralReserve).toBe(players === 2 ? 48 : 0);
  });

  it.each([
    { name: 'objective deals 1 Easy, 1 Heroic, 1 Legendary each', players: 4, options: {}, oneOnOne: false },
    { name: 'ONE-ON-ONE deals only cards marked ••', players: 2, options: {}, oneOnOne: true },
  ])('$name', ({ players, options, oneOnOne }) => {
    const s = manual(players, options);
    const dealt = s.seats.flatMap((x) => x.objectives);
    expect(new Set(dealt).size).toBe(players * 3);
    for (const st of s.seats) {
      const cards = st.objectives.map((id) => CAMPAIGN_CARDS.find((c) => c.id === id));
      expect(cards.map((c) => c?.difficulty)).toEqual(['easy', 'heroic', 'legendary']);
      if (oneOnOne) expect(cards.every((c) => c?.oneOnOne)).toBe(true);
    }
  });

  it('SLAYER deals no campaign cards and places no bases', () => {
    const s = start(3, { mode: 'slayer' });
    expect(s.seats.every((x) => x.objectives.length === 0 && x.base === -1)).toBe(true);
  });

  it.each([
    { name: '3p: none', players: 3, options: {}, counts: [0, 0, 0] },
    { name: '4p: the 4th player 1', players: 4, options: {}, counts: [0, 0, 0, 1] },
    { name: '5p: the 4th 1 and the 5th 2', players: 5, options: {}, counts: [0, 0, 0, 1, 2] },
    { name: 'team 4p: the 3rd and 4th 1 each', players: 4, options: { mode: 'team-objective' }, counts: [0, 0, 1, 1] },
    { name: 'team 5p: the 4th and 5th 1 each', players: 5, options: { mode: 'team-objective' }, counts: [0, 0, 0, 1, 1] },
    { name: '1v1: none', players: 2, options: {}, counts: [0, 0] },
  ])('starting faction cards by turn position, $name', ({ players, options, counts }) => {
    const s = start(players, options);
    expect(startingCardCounts(s.options, players)).toEqual(counts);
    expect(s.order.map((seat) => s.seats[seat]?.hand.length)).toEqual(counts);
    s.order.forEach((seat) => expect(s.seats[seat]?.hand.every((id) => id.startsWith(`fc-${s.seats[seat]?.faction === 'covenant' ? 'cov' : s.seats[seat]?.faction}`))).toBe(true));
  });
});

describe('mobile teleporters first', () => {
  const order = [2, 0, 1];
  it.each([
    { name: 'each player one pair, in turn order', players: 3, options: { teleporters: 'each-player' }, queue: [2, 2, 0, 0, 1, 1] },
    { name: 'only the last player', players: 3, options: { teleporters: 'last-player-only' }, queue: [1, 1] },
  ])('$name', ({ players, options, queue }) => {
    const parsed = unwrap(engine.parseOptions(options, players));
    expect(teleporterQueue(parsed, [0, 1, 2], order)).toEqual(queue);
  });

  it('team play: one pair per team, one end per member; the lone Flood places both ends', () => {
    const parsed = unwrap(engine.parseOptions({ mode: 'team-objective' }, 5));
    expect(teleporterQueue(parsed, [0, 1, 2, 1, 2], [0, 3, 2, 1, 4])).toEqual([0, 0, 3, 1, 2, 4]);
  });

  it('2-player boards get one pair per player too', () => {
    const s = manual(2);
    expect(s.phase).toMatchObject({ kind: 'setupTeleporters', queue: [s.order[0], s.order[0], s.order[1], s.order[1]] });
  });

  it('THE RING: ends on opposite halves, never two in one territory', () => {
    const s = manual(3);
    const seat = engine.activePlayers(s)[0] ?? 0;
    const a = play(s, seat, { type: 'placeTeleporter', territory: 'beach-a' }).state;
    expect(refused(a, seat, { type: 'placeTeleporter', territory: 'beach-c' })).toBe('risiko/teleporter-same-half');
    expect(refused(a, seat, { type: 'placeTeleporter', territory: 'beach-a' })).toBe('risiko/teleporter-same-territory');
    expect(engine.legalActions(a, seat).every((x) => x.type === 'placeTeleporter' && ['archive', 'research', 'grid', 'relay'].some((p) => x.territory.startsWith(p)))).toBe(true);
    const b = play(a, seat, { type: 'placeTeleporter', territory: 'grid-2' }).state;
    expect(b.teleporters).toEqual([{ a: graph('the-ring').index.get('beach-a'), b: graph('the-ring').index.get('grid-2'), by: [seat, seat] }]);
    const next = engine.activePlayers(b)[0] ?? 0;
    expect(refused(b, next, { type: 'placeTeleporter', territory: 'grid-2' })).toBe('risiko/teleporter-already-here');
  });

  it('HAMMER: ends must not be connected already', () => {
    const s = manual(2);
    const seat = engine.activePlayers(s)[0] ?? 0;
    const a = play(s, seat, { type: 'placeTeleporter', territory: 'h-n1' }).state;
    expect(refused(a, seat, { type: 'placeTeleporter', territory: 'h-n2' })).toBe('risiko/teleporter-connected');
    expect(refused(a, seat, { type: 'placeTeleporter', territory: 'h-m3' })).toBe('risiko/teleporter-connected');
    expect(play(a, seat, { type: 'placeTeleporter', territory: 'h-s4' }).state.teleporters).toHaveLength(1);
  });
});

describe('manual setup order', () => {
  it('OBJECTIVE 3p: bases in turn order, claims one by one from the start player, then 3 at a time, then heroes', () => {
    const tele = runPhase(manual(3));
    expect(tele.s.phase.kind).toBe('setupBases');
    const bases = runPhase(tele.s);
    expect(bases.seats).toEqual(tele.s.order);
    expect(bases.s.seats.map((x) => x.base >= 0)).toEqual([true, true, true]);
    const claims = runPhase(bases.s);
    expect(claims.seats).toEqual(Array.from({ length: 24 - 3 }, (_, k) => bases.s.order[k % 3]));
    expect(claims.s.owner.every((o) => o >= 0)).toBe(true);
    expect(claims.s.phase).toMatchObject({ kind: 'setupReinforce', left: 3 });
    expect(engine.activePlayers(claims.s)).toEqual([bases.s.order[0]]);
    const reinforce = runPhase(claims.s, (l) => l.find((a) => 'count' in a && a.count > 1) ?? (l[0] as RisikoAction));
    expect(reinforce.seats.slice(0, 6)).toEqual([...bases.s.order, ...bases.s.order]);
    expect(reinforce.s.seats.every((x) => x.reserve === 0)).toBe(true);
    const heroes = runPhase(reinforce.s);
    expect(heroes.seats).toEqual(bases.s.order);
    expect(heroes.s.phase.kind).toBe('reinforce');
    expect(heroes.s.turn?.seat).toBe(bases.s.order[0]);
    expect(heroes.s.units.reduce((a, b) => a + b, 0)).toBe(90);
  });

  it('the 3 units of a reinforcing step may be spread over several territories', () => {
    let s = runPhase(runPhase(runPhase(manual(3)).s).s).s;
    const seat = engine.activePlayers(s)[0] ?? 0;
    const mine = engine.legalActions(s, seat).filter((a) => a.type === 'placeSetupUnits').map((a) => (a as { territory: string }).territory);
    s = play(s, seat, { type: 'placeSetupUnits', territory: mine[0] ?? '', count: 1 }).state;
    expect(refused(s, seat, { type: 'placeSetupUnits', territory: mine[0] ?? '', count: 3 })).toBe('risiko/bad-count');
    s = play(s, seat, { type: 'placeSetupUnits', territory: mine[1] ?? '', count: 2 }).state;
    expect(engine.activePlayers(s)).not.toEqual([seat]);
  });

  it('SLAYER: no bases, claims start with the start player', () => {
    const tele = runPhase(manual(4, { mode: 'slayer' }));
    expect(tele.s.phase.kind).toBe('setupClaim');
    expect(engine.activePlayers(tele.s)).toEqual([tele.s.order[0]]);
  });

  it('ONE-ON-ONE follows the diagram: P1 base, P2 base, P1 2 Flood, P2, P1, P2 2 Flood, ... strictly alternating', () => {
    const tele = runPhase(manual(2));
    const [p1, p2] = tele.s.order;
    const bases = runPhase(tele.s);
    expect(bases.seats).toEqual([p1, p2]);
    const claims = runPhase(bases.s);
    const expected = claims.seats.map((_, k) => ({ seat: [p1, p2][(k + 2) % 2], neutral: (k + 2) % 3 === 2 }));
    expect(claims.seats.map((seat, k) => ({ seat, neutral: claims.actions[k]?.type === 'placeNeutral' }))).toEqual(expected);
    expect(claims.actions.slice(0, 4).map((a) => a.type)).toEqual(['placeNeutral', 'claim', 'claim', 'placeNeutral']);
    expect(claims.actions.filter((a) => a.type === 'placeNeutral').every((a) => 'count' in a && a.count === 2)).toBe(true);
  });

  it('ONE-ON-ONE reinforcing continues the pattern; the 2 Flood units may be split over two Flood territories', () => {
    let s = runPhase(runPhase(runPhase(manual(2)).s).s).s;
    expect(s.phase.kind).toBe('setupReinforce');
    while (!(s.phase.kind === 'setupReinforce' && slotAt(s, s.phase.cursor).neutral)) {
      const seat = engine.activePlayers(s)[0] ?? 0;
      expect(s.phase).toMatchObject({ left: 1 });
      s = play(s, seat, engine.legalActions(s, seat)[0] as RisikoAction).state;
    }
    const seat = engine.activePlayers(s)[0] ?? 0;
    const flood = engine.legalActions(s, seat).map((a) => (a as { territory: string }).territory);
    s = play(s, seat, { type: 'placeNeutral', territory: flood[0] ?? '', count: 1 }).state;
    expect(engine.activePlayers(s)).toEqual([seat]);
    expect(refused(s, seat, { type: 'placeNeutral', territory: 'h-n1', count: 1 })).not.toBe('accepted');
    s = play(s, seat, { type: 'placeNeutral', territory: flood.find((t, i) => i > 1 && t !== flood[0]) ?? '', count: 1 }).state;
    expect(engine.activePlayers(s)).not.toEqual([seat]);
    const done = runPhase(s);
    expect(done.s.phase.kind).toBe('setupHeroes');
    expect(done.s.neutralReserve).toBe(0);
    expect(done.s.units.reduce((a, b) => a + b, 0)).toBe(30 + 30 + 48);
  });

  it('placing a base on an occupied territory is refused', () => {
    const bases = runPhase(manual(3)).s;
    const seat = engine.activePlayers(bases)[0] ?? 0;
    const first = play(bases, seat, { type: 'placeBase', territory: 'beach-a' }).state;
    expect(refused(first, engine.activePlayers(first)[0] ?? 0, { type: 'placeBase', territory: 'beach-a' })).toBe('risiko/territory-taken');
  });

  it('quick setup makes every placement and starts the first turn', () => {
    for (const [players, options] of [[2, {}], [3, {}], [5, { mode: 'team-objective' }], [4, { mode: 'slayer', battlefield: 'forge' }]] as const) {
      const s = start(players, options);
      expect(s.phase.kind).toBe('reinforce');
      expect(s.turn?.seat).toBe(s.order[0]);
      expect(s.owner.every((o) => o !== -1)).toBe(true);
      expect(s.seats.every((x) => x.reserve === 0 && x.hero >= 0)).toBe(true);
    }
  });
});

describe('options', () => {
  it.each([
    { name: 'defaults for 2 players', players: 2, raw: undefined, expected: { mode: 'one-on-one', battlefield: 'hammer', factions: ['unsc', 'covenant'], teleporters: 'each-player', setup: 'quick' } },
    { name: 'defaults for 5 players', players: 5, raw: {}, expected: { mode: 'objective', battlefield: 'the-ring', factions: ['unsc', 'covenant', 'flood', 'unsc', 'covenant'] } },
    { name: 'team 5p puts the Flood in seat 0', players: 5, raw: { mode: 'team-objective' }, expected: { factions: ['flood', 'unsc', 'covenant', 'unsc', 'covenant'] } },
  ])('$name', ({ players, raw, expected }) => expect(unwrap(engine.parseOptions(raw, players))).toMatchObject(expected));

  it.each([
    { name: 'OBJECTIVE with 2 players', players: 2, raw: { mode: 'objective' }, code: 'risiko/mode-players' },
    { name: 'ONE-ON-ONE with 3', players: 3, raw: { mode: 'one-on-one' }, code: 'risiko/mode-players' },
    { name: 'TEAM OBJECTIVE with 3', players: 3, raw: { mode: 'team-objective' }, code: 'risiko/mode-players' },
    { name: 'HAMMER with 3', players: 3, raw: { battlefield: 'hammer' }, code: 'risiko/battlefield-players' },
    { name: 'THE RING with 2', players: 2, raw: { battlefield: 'the-ring' }, code: 'risiko/battlefield-players' },
    { name: 'three UNSC', players: 3, raw: { factions: ['unsc', 'unsc', 'unsc'] }, code: 'risiko/faction-limit' },
    { name: 'two Flood', players: 3, raw: { factions: ['flood', 'unsc', 'flood'] }, code: 'risiko/faction-limit' },
    { name: 'Flood in ONE-ON-ONE', players: 2, raw: { factions: ['flood', 'unsc'] }, code: 'risiko/one-on-one-factions' },
    { name: 'allies side by side', players: 4, raw: { mode: 'team-objective', factions: ['unsc', 'unsc', 'covenant', 'covenant'] }, code: 'risiko/team-factions' },
    { name: 'team 5p without the Flood first', players: 5, raw: { mode: 'team-objective', factions: ['unsc', 'flood', 'covenant', 'unsc', 'covenant'] }, code: 'risiko/team-factions' },
    { name: 'last-player teleporters with 2 players', players: 2, raw: { teleporters: 'last-player-only' }, code: 'risiko/teleporters-players' },
    { name: 'last-player teleporters in team play', players: 4, raw: { mode: 'team-objective', teleporters: 'last-player-only' }, code: 'risiko/teleporters-players' },
    { name: 'an unknown field', players: 3, raw: { speed: 2 }, code: 'risiko/bad-options' },
    { name: 'an unknown mode', players: 3, raw: { mode: 'capture' }, code: 'risiko/bad-options' },
    { name: 'a wrong number of factions', players: 3, raw: { factions: ['unsc'] }, code: 'risiko/bad-options' },
    { name: 'not an object', players: 3, raw: 'fast', code: 'risiko/bad-options' },
  ])('refuses $name', ({ players, raw, code }) => {
    const r = engine.parseOptions(raw, players);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });
});
