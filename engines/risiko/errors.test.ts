/** One case per error code (the last test checks that the table covers ERROR_CODES exactly). */
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './errors';
import { ATTACK, arrange, engine, FORTIFY, graph, inPhase, patchSeat, play, refused, reinforcing, rig, start } from './testing/positions';
import type { RisikoState } from './types';

const opt = (players: number, raw: unknown) => (): string => {
  const r = engine.parseOptions(raw, players);
  return r.ok ? 'accepted' : r.error.code;
};
const shape = (raw: unknown) => (): string => {
  const r = engine.parseAction(raw);
  return r.ok ? 'accepted' : r.error.code;
};

const ring3 = start(3, { battlefield: 'the-ring' }, 'errors');
/** Seat 0 attacks from grid-1 (6) into grid-2 (seat 1, 2 units); seat 2 holds the rest. No cards. */
const board3 = ((): RisikoState => {
  const s = arrange(ring3, { 'grid-1': [0, 6], 'grid-2': [1, 2], 'grid-3': [0, 1], 'cliff-1': [0, 3], 'relay-1': [1, 1] }, [2, 1], {}, { 0: 'grid-1', 1: 'grid-2', 2: 'beach-a' });
  return { ...s, teleporters: [], seats: s.seats.map((x) => ({ ...x, hand: [] })) };
})();
const attack3 = inPhase(board3, 0, ATTACK);
const declared = play(attack3, 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 3 }).state;
const conquered = play(rig(declared, [6, 6, 6, 1, 1]), 1, { type: 'defend', dice: 2 }).state;
const heroDeclared = play(inPhase(arrange(board3, { 'grid-1': [0, 6], 'grid-2': [1, 2], 'relay-1': [1, 1] }, [2, 1], { 0: 'grid-1' }), 0, ATTACK), 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 3 }).state;
const heroConquest = play(rig(heroDeclared, [6, 6, 6, 1, 1]), 1, { type: 'defend', dice: 2 }).state;
const fort3 = inPhase(patchSeat(board3, 0, { objectives: ['cc-e-02', 'cc-h-02'] }), 0, FORTIFY, { conquests: 3 });
const manual3 = start(3, { battlefield: 'the-ring', setup: 'manual' }, 'errors');
const tele3 = play(manual3, manual3.order[0] ?? 0, { type: 'placeTeleporter', territory: 'beach-a' }).state;
const hammer = start(2, { setup: 'manual' }, 'errors');
const team = ((): RisikoState => {
  const s = arrange(start(4, { mode: 'team-objective', battlefield: 'the-ring' }, 'errors'), { 'beach-a': [0, 5], 'beach-b': [2, 1], 'beach-c': [0, 1], 'cliff-5': [2, 3], 'canyon-4': [2, 1] }, [1, 1], { 2: 'canyon-4' });
  return inPhase({ ...s, teleporters: [] }, 0, ATTACK);
})();
const neutral1v1 = play(inPhase(arrange(start(2, {}, 'errors'), { 'h-n1': [0, 6], 'h-n2': ['n', 3] }, [1, 1], {}, { 0: 'h-n1', 1: 'h-s4' }), 0, ATTACK), 0, { type: 'attack', from: 'h-n1', to: 'h-n2', dice: 2 }).state;

/** Manual 1v1 setup driven to the first neutral reinforcing step. */
function neutralStep(): RisikoState {
  let s = hammer;
  while (!(s.phase.kind === 'setupReinforce' && engine.view(s, null).phase.neutralStep)) {
    const seat = engine.activePlayers(s)[0] ?? 0;
    s = play(s, seat, engine.legalActions(s, seat)[0] ?? { type: 'endTurn' }).state;
  }
  return s;
}

/** THE RING manual setup where every territory not bordering h-n1 already holds a teleporter. */
function noPartner(): RisikoState {
  const g = graph('hammer');
  const others = g.ids.map((_, t) => t).filter((t) => t !== 0 && !(g.adj[0] ?? []).includes(t));
  const pairs = [];
  for (let k = 0; k + 1 < others.length; k += 2) pairs.push({ a: others[k] ?? 0, b: others[k + 1] ?? 0, by: [0, 0] });
  return { ...hammer, teleporters: pairs, phase: { kind: 'setupTeleporters', queue: [hammer.order[0] ?? 0, hammer.order[0] ?? 0], step: 0 } };
}

const t0 = manual3.order[0] ?? 0;
const CASES: readonly { readonly code: string; readonly run: () => string }[] = [
  { code: 'risiko/bad-options', run: opt(3, { colour: 'red' }) },
  { code: 'risiko/bad-action', run: shape({ type: 'attack', from: 'a', to: 'b', dice: 'three' }) },
  { code: 'risiko/mode-players', run: opt(2, { mode: 'slayer' }) },
  { code: 'risiko/battlefield-players', run: opt(4, { battlefield: 'anvil' }) },
  { code: 'risiko/faction-limit', run: opt(3, { factions: ['covenant', 'covenant', 'covenant'] }) },
  { code: 'risiko/team-factions', run: opt(4, { mode: 'team-objective', factions: ['unsc', 'covenant', 'covenant', 'unsc'] }) },
  { code: 'risiko/one-on-one-factions', run: opt(2, { factions: ['unsc', 'flood'] }) },
  { code: 'risiko/teleporters-players', run: opt(2, { teleporters: 'last-player-only' }) },
  { code: 'risiko/game-over', run: () => refused({ ...attack3, outcome: { winners: [0], reason: 'last-standing' } }, 0, { type: 'endAttacks' }) },
  { code: 'risiko/not-active', run: () => refused(attack3, 1, { type: 'endAttacks' }) },
  { code: 'risiko/wrong-phase', run: () => refused(attack3, 0, { type: 'claim', territory: 'beach-a' }) },
  { code: 'risiko/unknown-territory', run: () => refused(inPhase(board3, 0, reinforcing(3)), 0, { type: 'reinforce', territory: 'reach', count: 1 }) },
  { code: 'risiko/territory-taken', run: () => refused({ ...manual3, owner: manual3.owner.map(() => 1), phase: { kind: 'setupBases', step: 0 } }, t0, { type: 'placeBase', territory: 'beach-a' }) },
  { code: 'risiko/not-your-territory', run: () => refused(inPhase(board3, 0, reinforcing(3)), 0, { type: 'reinforce', territory: 'grid-2', count: 1 }) },
  { code: 'risiko/not-neutral', run: () => { const s = neutralStep(); return refused(s, engine.activePlayers(s)[0] ?? 0, { type: 'placeNeutral', territory: s.owner.findIndex((o) => o >= 0) >= 0 ? graph('hammer').ids[s.owner.findIndex((o) => o >= 0)] ?? '' : '', count: 1 }); } },
  { code: 'risiko/bad-count', run: () => refused(inPhase(board3, 0, reinforcing(3)), 0, { type: 'reinforce', territory: 'grid-1', count: 4 }) },
  { code: 'risiko/teleporter-same-territory', run: () => refused(tele3, t0, { type: 'placeTeleporter', territory: 'beach-a' }) },
  { code: 'risiko/teleporter-already-here', run: () => refused(play(tele3, t0, { type: 'placeTeleporter', territory: 'grid-2' }).state, tele3.phase.kind === 'setupTeleporters' ? (tele3.phase.queue[2] ?? 0) : 0, { type: 'placeTeleporter', territory: 'grid-2' }) },
  { code: 'risiko/teleporter-connected', run: () => { const s = play(hammer, hammer.order[0] ?? 0, { type: 'placeTeleporter', territory: 'h-n1' }).state; return refused(s, hammer.order[0] ?? 0, { type: 'placeTeleporter', territory: 'h-n2' }); } },
  { code: 'risiko/teleporter-same-half', run: () => refused(tele3, t0, { type: 'placeTeleporter', territory: 'cliff-2' }) },
  { code: 'risiko/teleporter-no-partner', run: () => refused(noPartner(), hammer.order[0] ?? 0, { type: 'placeTeleporter', territory: 'h-n1' }) },
  { code: 'risiko/must-place-all', run: () => refused(inPhase(board3, 0, reinforcing(3)), 0, { type: 'endAttacks' }) },
  { code: 'risiko/trade-too-late', run: () => refused(inPhase(patchSeat(board3, 0, { hand: ['fc-unsc-01'] }), 0, { ...reinforcing(3), placed: true }), 0, { type: 'tradeSkulls', cards: ['fc-unsc-01'] }) },
  { code: 'risiko/trade-skulls', run: () => refused(inPhase(patchSeat(board3, 0, { hand: ['fc-unsc-02'] }), 0, reinforcing(3)), 0, { type: 'tradeSkulls', cards: ['fc-unsc-02'] }) },
  { code: 'risiko/trade-duplicate', run: () => refused(inPhase(patchSeat(board3, 0, { hand: ['fc-unsc-01'] }), 0, reinforcing(3)), 0, { type: 'tradeSkulls', cards: ['fc-unsc-01', 'fc-unsc-01'] }) },
  { code: 'risiko/card-not-yours', run: () => refused(inPhase(board3, 0, reinforcing(3)), 0, { type: 'tradeSkulls', cards: ['fc-cov-01', 'fc-cov-02'] }) },
  { code: 'risiko/hero-not-fallen', run: () => refused(inPhase(board3, 0, reinforcing(3)), 0, { type: 'redeployHero', territory: 'grid-1' }) },
  { code: 'risiko/hero-fallen', run: () => refused(inPhase(patchSeat(board3, 0, { heroFallen: true }), 0, reinforcing(0)), 0, { type: 'endAttacks' }) },
  { code: 'risiko/battle-pending', run: () => refused(conquered, 0, { type: 'endAttacks' }) },
  { code: 'risiko/no-battle', run: () => refused(attack3, 0, { type: 'defend', dice: 1 }) },
  { code: 'risiko/not-adjacent', run: () => refused(attack3, 0, { type: 'attack', from: 'grid-1', to: 'relay-1', dice: 1 }) },
  { code: 'risiko/attack-own', run: () => refused(attack3, 0, { type: 'attack', from: 'grid-1', to: 'grid-3', dice: 1 }) },
  { code: 'risiko/attack-ally', run: () => refused(team, 0, { type: 'attack', from: 'beach-a', to: 'beach-b', dice: 1 }) },
  { code: 'risiko/too-few-units', run: () => refused(attack3, 0, { type: 'attack', from: 'grid-3', to: 'grid-4', dice: 1 }) },
  { code: 'risiko/too-many-dice', run: () => refused(attack3, 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 4 }) },
  { code: 'risiko/defend-dice', run: () => refused(declared, 1, { type: 'defend', dice: 3 }) },
  { code: 'risiko/not-offensive', run: () => refused(patchSeat(attack3, 0, { hand: ['fc-unsc-08'] }), 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 1, card: 'fc-unsc-08' }) },
  { code: 'risiko/not-defensive', run: () => refused(patchSeat(declared, 1, { hand: ['fc-cov-01'] }), 1, { type: 'defend', dice: 1, card: 'fc-cov-01' }) },
  { code: 'risiko/captured-card', run: () => refused(patchSeat(attack3, 0, { captured: ['fc-cov-01'] }), 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 1, card: 'fc-cov-01' }) },
  { code: 'risiko/neutral-card', run: () => refused(patchSeat(neutral1v1, 1, { hand: ['fc-cov-08'] }), 1, { type: 'defend', dice: 1, card: 'fc-cov-08' }) },
  { code: 'risiko/move-in-too-few', run: () => refused(conquered, 0, { type: 'moveIn', count: 2 }) },
  { code: 'risiko/move-in-too-many', run: () => refused(conquered, 0, { type: 'moveIn', count: 6 }) },
  { code: 'risiko/hero-must-follow', run: () => refused(heroConquest, 0, { type: 'moveIn', count: 3, hero: false }) },
  { code: 'risiko/hero-not-here', run: () => refused(conquered, 0, { type: 'moveIn', count: 3, hero: true }) },
  { code: 'risiko/objective-closed', run: () => refused(inPhase(fort3, 0, { ...FORTIFY, objectiveOpen: false }, { conquests: 3 }), 0, { type: 'claimObjective', card: 'cc-e-02' }) },
  { code: 'risiko/objective-done', run: () => refused(inPhase(fort3, 0, FORTIFY, { conquests: 3, objectiveDone: true }), 0, { type: 'claimObjective', card: 'cc-e-02' }) },
  { code: 'risiko/objective-not-yours', run: () => refused(fort3, 0, { type: 'claimObjective', card: 'cc-l-01' }) },
  { code: 'risiko/objective-not-met', run: () => refused(fort3, 0, { type: 'claimObjective', card: 'cc-h-02' }) },
  { code: 'risiko/maneuver-used', run: () => refused(inPhase(board3, 0, { ...FORTIFY, maneuvered: true }), 0, { type: 'maneuver', from: 'grid-1', to: 'grid-3', count: 1 }) },
  { code: 'risiko/same-territory', run: () => refused(fort3, 0, { type: 'maneuver', from: 'grid-1', to: 'grid-1', count: 1 }) },
  { code: 'risiko/not-connected', run: () => refused(fort3, 0, { type: 'maneuver', from: 'grid-1', to: 'cliff-1', count: 1 }) },
  { code: 'risiko/leave-one', run: () => refused(fort3, 0, { type: 'maneuver', from: 'grid-1', to: 'grid-3', count: 6 }) },
  { code: 'risiko/not-team-mode', run: () => refused(attack3, 0, { type: 'requestTransfer', territory: 'grid-2', from: 'grid-1' }) },
  { code: 'risiko/transfer-used', run: () => refused(inPhase(team, 0, ATTACK, { transferUsed: true }), 0, { type: 'requestTransfer', territory: 'beach-b', from: 'beach-a' }) },
  { code: 'risiko/transfer-too-late', run: () => refused(inPhase(team, 0, ATTACK, { attacked: true }), 0, { type: 'requestTransfer', territory: 'beach-b', from: 'beach-a' }) },
  { code: 'risiko/transfer-not-ally', run: () => refused(team, 0, { type: 'requestTransfer', territory: 'grid-1', from: 'beach-a' }) },
  { code: 'risiko/transfer-one-unit', run: () => refused(team, 0, { type: 'requestTransfer', territory: 'cliff-5', from: 'beach-a' }) },
  { code: 'risiko/transfer-last-territory', run: () => refused(inPhase(arrange(team, { 'beach-a': [0, 5], 'beach-b': [2, 1] }, [1, 1]), 0, ATTACK), 0, { type: 'requestTransfer', territory: 'beach-b', from: 'beach-a' }) },
  { code: 'risiko/transfer-hero', run: () => refused(team, 0, { type: 'requestTransfer', territory: 'canyon-4', from: 'beach-a' }) },
  { code: 'risiko/transfer-source', run: () => refused(team, 0, { type: 'requestTransfer', territory: 'beach-b', from: 'beach-c' }) },
  { code: 'risiko/no-transfer', run: () => refused(team, 0, { type: 'answerTransfer', accept: true }) },
  { code: 'risiko/not-strategic', run: () => refused(patchSeat(attack3, 0, { hand: ['fc-unsc-06'] }), 0, { type: 'playCard', card: 'fc-unsc-06' }) },
  { code: 'risiko/card-wrong-time', run: () => refused(patchSeat(attack3, 0, { hand: ['fc-unsc-14'] }), 0, { type: 'playCard', card: 'fc-unsc-14', from: 'grid-1', to: 'grid-3', count: 1 }) },
  { code: 'risiko/card-target', run: () => refused(patchSeat(attack3, 0, { hand: ['fc-unsc-13'] }), 0, { type: 'playCard', card: 'fc-unsc-13', territory: 'relay-1' }) },
];

describe('every error code', () => {
  it.each(CASES.map((c) => ({ ...c, name: c.code })))('$name', ({ code, run }) => expect(run()).toBe(code));

  it('the table covers every code the engine declares', () => {
    expect([...new Set(CASES.map((c) => c.code))].sort()).toEqual([...ERROR_CODES].sort());
  });

  it('an error leaves the state untouched', () => {
    const before = JSON.stringify(attack3);
    refused(attack3, 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 4 });
    expect(JSON.stringify(attack3)).toBe(before);
  });

  it('errors carry the parameters that say what is allowed', () => {
    const r = engine.apply(attack3, 0, { type: 'attack', from: 'grid-1', to: 'grid-2', dice: 4 });
    expect(r.ok ? null : r.error).toEqual({ code: 'risiko/too-many-dice', params: { min: 1, max: 3 } });
    const m = engine.apply(conquered, 0, { type: 'moveIn', count: 1 });
    expect(m.ok ? null : m.error).toEqual({ code: 'risiko/move-in-too-few', params: { min: 3, max: 5 } });
  });
});
