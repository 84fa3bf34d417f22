/**
 * TEAM OBJECTIVE command transfer (rulebook, KOMMANDOÜBERTRAGUNG): after reinforcing, once per turn, take
 * over one allied territory holding exactly one unit, replacing that unit with exactly one of yours from
 * one of your territories; the ally must agree (a decision of the ally: `answerTransfer`).
 */
import { type Result, type Seat } from '../core';
import type { Draft } from './draft';
import { DONE, fail, type RisikoErrorCode } from './errors';
import { heroAt, isTeamMode, sameTeam, territoryCount } from './queries';
import type { ActionOf } from './types';

export function transferProblem(d: Pick<Draft, 's'>, seat: Seat, territory: number, from: number): RisikoErrorCode | undefined {
  const s = d.s;
  const p = s.phase;
  if (!isTeamMode(s)) return 'risiko/not-team-mode';
  if (p.kind !== 'attack') return 'risiko/wrong-phase';
  if (p.battle !== null || p.transfer !== null) return 'risiko/battle-pending';
  if (s.turn?.transferUsed === true) return 'risiko/transfer-used';
  if (s.turn?.attacked === true) return 'risiko/transfer-too-late';
  const ally = s.owner[territory] ?? -1;
  if (ally < 0 || ally === seat || !sameTeam(s, seat, ally)) return 'risiko/transfer-not-ally';
  if ((s.units[territory] ?? 0) !== 1) return 'risiko/transfer-one-unit';
  if (territoryCount(s, ally) <= 1) return 'risiko/transfer-last-territory';
  if (heroAt(s, territory) >= 0) return 'risiko/transfer-hero';
  if (s.owner[from] !== seat || (s.units[from] ?? 0) < 2) return 'risiko/transfer-source';
  return undefined;
}

export function requestTransfer(d: Draft, seat: Seat, action: ActionOf<'requestTransfer'>, territory: number, from: number): Result<void> {
  const problem = transferProblem(d, seat, territory, from);
  if (problem !== undefined) {
    return fail(problem, { territory: action.territory, from: action.from, phase: d.s.phase.kind });
  }
  const ally = d.s.owner[territory] ?? 0;
  d.setPhase({ kind: 'attack', battle: null, transfer: { ally, territory, from } });
  d.updateTurn({ transferUsed: true });
  d.log?.push({ type: 'transferRequested', seat, ally, territory: action.territory, from: action.from });
  return DONE;
}

export function answerTransfer(d: Draft, seat: Seat, action: ActionOf<'answerTransfer'>): Result<void> {
  const p = d.s.phase;
  const t = p.kind === 'attack' ? p.transfer : null;
  if (t === null) return fail('risiko/no-transfer');
  const current = d.turn().seat;
  if (action.accept) {
    d.setOwner(t.territory, current);
    d.setUnits(t.territory, 1);
    d.addUnits(t.from, -1);
  }
  d.setPhase({ kind: 'attack', battle: null, transfer: null });
  d.log?.push({ type: action.accept ? 'transferAccepted' : 'transferDeclined', seat, to: current, territory: d.g.ids[t.territory] ?? '' });
  return DONE;
}
