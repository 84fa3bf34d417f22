/**
 * Turns (rulebook "Actions", "Deploying units", "Loot rolls"): a player's first turn deploys the whole
 * force; every later turn gives three actions, at most one per unit. At the end of the turn every unit
 * that was given an action and stands on an opponent's spawn point makes a loot roll.
 */
import type { GameError, Seat } from '../core';
import { isEnemySpawn } from './battlemap';
import type { Draft } from './draft';
import { heal } from './elimination';
import { DONE, fail } from './errors';
import type { LootResult } from './events';
import type { GameMode } from './mode';
import type { ActionClixState } from './types';

export const ACTIONS_PER_TURN = 3;

/** Actions the seat may give this turn (three in the basic game; a mode may set its own). */
export function actionsPerTurn(b: { readonly s: ActionClixState; readonly mode: GameMode }, seat: Seat): number {
  return b.mode.actionsPerTurn(b.s, seat);
}

export function startTurn(d: Draft, seat: Seat): void {
  d.s.turnNumber += 1;
  const deploy = d.s.units.some((u) => u.seat === seat && u.status === 'force');
  d.s.turn = { seat, used: 0, acted: {}, swapped: [], pending: [], deploy };
  d.log?.push({ type: 'turnStarted', seat, turn: d.s.turnNumber, deploy });
  d.mode.turnStarted(d, seat);
}

/** The loot roll chart (rulebook): 2–4 heal 2, 5–6 heal 1, 7–8 a Grenade token, 9–12 an Upgrade token. */
export function lootResult(total: number): LootResult {
  if (total <= 4) return 'heal2';
  if (total <= 6) return 'heal1';
  if (total <= 8) return 'grenade';
  return 'upgrade';
}

function lootRoll(d: Draft, i: number): void {
  const u = d.unit(i);
  const [a = 1, b = 1] = d.roll(2);
  const result = lootResult(a + b);
  d.log?.push({ type: 'lootRolled', seat: u.seat, unit: u.id, dice: [a, b], total: a + b, result });
  if (result === 'heal2' || result === 'heal1') heal(d, i, result === 'heal2' ? 2 : 1);
  else if (result === 'grenade') {
    d.patchUnit(i, { grenades: u.grenades + 1 });
    d.log?.push({ type: 'grenadeGained', unit: u.id, owner: u.seat, grenades: u.grenades + 1 });
  } else {
    d.patchUnit(i, { upgrades: u.upgrades + 1 });
    d.log?.push({ type: 'upgradeTokenGained', unit: u.id, owner: u.seat, upgrades: u.upgrades + 1 });
  }
}

export function lootRolls(d: Draft, seat: Seat): void {
  const acted = d.turn().acted;
  d.s.units.forEach((u, i) => {
    if (u.seat === seat && u.status === 'map' && (acted[u.id] ?? 0) > 0 && isEnemySpawn(d.s, seat, u.sq)) lootRoll(d, i);
  });
}

/** Ends the turn: loot rolls, then the next seat in turn order begins. */
export function endTurn(d: Draft, seat: Seat, deployStuck: boolean): { ok: false; error: GameError } | typeof DONE {
  const t = d.turn();
  if (t.pending.length > 0) return fail('actionclix/pending-choice', { kind: t.pending[0]?.kind ?? '' });
  if (t.deploy && !deployStuck) return fail('actionclix/deploy-first');
  const steps = d.mode.endTurnProblem(d.s, seat);
  if (steps !== undefined) return { ok: false, error: steps };
  if (t.deploy) {
    // Units that found no square to enter wait in reserves and may respawn on a later turn.
    d.s.units.forEach((u, i) => {
      if (u.seat === seat && u.status === 'force') d.patchUnit(i, { status: 'down', downTurn: d.s.turnNumber });
    });
  }
  lootRolls(d, seat);
  d.log?.push({ type: 'turnEnded', seat });
  const order = d.s.order;
  startTurn(d, order[(order.indexOf(seat) + 1) % order.length] ?? 0);
  return DONE;
}

/** Team kill points; a team (or a lone player) wins with `killsToWin` during one of its own turns. */
export function teamKills(d: { s: { seats: readonly { team: number; kills: number }[] } }, team: number): number {
  return d.s.seats.reduce((n, st) => n + (st.team === team ? st.kills : 0), 0);
}

/** Victory, checked after every action and at the start of every turn: the mode's rule (`GameMode.settle`). */
export function settleOutcome(d: Draft): void {
  if (d.s.phase.kind !== 'play' || d.s.turn === null) return;
  d.mode.settle(d);
}

/** The basic game's victory (RULINGS): the team of the seat whose turn it is holds `killsToWin` kill points. */
export function settleKills(d: Draft): void {
  if (d.s.phase.kind !== 'play' || d.s.turn === null) return;
  const seat = d.s.turn.seat;
  const team = d.team(seat);
  const kills = teamKills(d, team);
  if (kills < d.s.options.killsToWin) return;
  const winners = d.s.seats.flatMap((st, i) => (st.team === team ? [i] : []));
  d.s.outcome = { winners, reason: 'kills' };
  d.s.phase = { kind: 'over' };
  d.log?.push({ type: 'gameWon', seat, winners, kills });
}
