/**
 * Risiko's sounds, highlights, factions and statistics for the frame: dice and conquests are heard, a completed
 * objective and an eliminated player get a banner, and the victory screen tells how the game went
 * (territories over time, battles, conquests, objectives, dice).
 */
import type { GameEvent, Seat } from '../../../engines/core';
import type { RisikoView } from '../../../engines/risiko';
import type { GameStats, Highlight, StatDelta } from '../types';
import type { FactionId } from '../../ui/art';
import type { SoundId } from '../../ui/sound';

type Translate = (key: string, params?: Record<string, unknown>) => string;

const SOUNDS: Readonly<Record<string, SoundId>> = { diceRolled: 'dice', conquered: 'conquest', bombarded: 'dice' };

export function soundOf(event: GameEvent): SoundId | null {
  return SOUNDS[event.type] ?? null;
}

const seatOf = (value: unknown): Seat | null => (typeof value === 'number' ? value : null);

export function highlightOf(event: GameEvent, t: Translate, name: (seat: Seat) => string): Highlight | null {
  const seat = seatOf(event.seat);
  if (seat === null) return null;
  if (event.type === 'objectiveCompleted' && typeof event.card === 'string') {
    return { seat, title: t('common:highlight.objective'), detail: `${name(seat)}: ${t(`objectives.${event.card}.title`)}`, sound: 'objective' };
  }
  if (event.type === 'playerEliminated') {
    return { seat, title: t('common:highlight.eliminated'), detail: name(seat), sound: null };
  }
  return null;
}

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : []);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** A dice round: who rolled what, and who won it (fewer losses; a tie in losses counts for neither). */
function battleDeltas(event: GameEvent): StatDelta[] {
  const attacker = seatOf(event.attacker);
  const defender = seatOf(event.defender);
  const out: StatDelta[] = [];
  const rolled = (seat: Seat | null, rolls: number[]) => {
    if (seat !== null && rolls.length > 0) out.push({ seat, stat: 'dice', amount: rolls.length }, { seat, stat: 'pips', amount: sum(rolls) });
  };
  rolled(attacker, numbers(event.attackRolls));
  rolled(defender, numbers(event.defenceRolls));
  const lostA = typeof event.attackerLosses === 'number' ? event.attackerLosses : 0;
  const lostD = typeof event.defenderLosses === 'number' ? event.defenderLosses : 0;
  const [winner, loser] = lostD > lostA ? [attacker, defender] : lostA > lostD ? [defender, attacker] : [null, null];
  if (winner !== null) out.push({ seat: winner, stat: 'battlesWon', amount: 1 });
  if (loser !== null) out.push({ seat: loser, stat: 'battlesLost', amount: 1 });
  return out;
}

function tally(event: GameEvent): readonly StatDelta[] {
  const seat = seatOf(event.seat);
  switch (event.type) {
    case 'diceRolled':
      return battleDeltas(event);
    case 'conquered':
      return seat === null ? [] : [{ seat, stat: 'conquests', amount: 1 }];
    case 'objectiveCompleted':
      return seat === null ? [] : [{ seat, stat: 'objectives', amount: 1 }];
    case 'playerEliminated': {
      const by = seatOf(event.by);
      return by === null ? [] : [{ seat: by, stat: 'eliminations', amount: 1 }];
    }
    default:
      return [];
  }
}

/** Territories each seat holds. */
function territories(view: RisikoView, seats: number): number[] {
  const held = new Array<number>(seats).fill(0);
  for (const t of Object.values(view.territories)) if (typeof t.owner === 'number' && t.owner < seats) held[t.owner] = (held[t.owner] ?? 0) + 1;
  return held;
}

export function factionOf(view: RisikoView, seat: Seat): FactionId | null {
  return view.players[seat]?.faction ?? null;
}

export const stats: GameStats<RisikoView> = { series: 'territories', sample: territories, tally };
