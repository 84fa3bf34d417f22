/** The shared engine property suite over every mode × battlefield × player count, manual and quick setup. */
import { runPropertySuite, type PropertySetup, type Secret } from '../core/testing/propertySuite';
import { FACTION_CARDS } from './factionCards';
import { risikoEngine } from './index';
import { NEUTRAL, type RisikoState } from './types';

const COMBOS: readonly (readonly [string, string, readonly number[]])[] = [
  ['objective', 'the-ring', [3, 4, 5]],
  ['objective', 'forge', [3, 4, 5]],
  ['slayer', 'the-ring', [3, 4, 5]],
  ['slayer', 'forge', [3, 4, 5]],
  ['team-objective', 'the-ring', [4, 5]],
  ['team-objective', 'forge', [4, 5]],
  ['one-on-one', 'hammer', [2]],
  ['one-on-one', 'anvil', [2]],
];

const setups: PropertySetup[] = COMBOS.flatMap(([mode, battlefield, counts]) =>
  counts.flatMap((players) =>
    (['quick', 'manual'] as const).map((setup) => ({ name: `${mode} ${battlefield} ${players}p ${setup}`, players, options: { mode, battlefield, setup } })),
  ),
);

/** Completed objectives at the start of each turn, to check "at most one objective per turn". */
let turnMark = { turn: -1, completed: 0 };

function boardProblem(s: RisikoState): string | undefined {
  const setupDone = !s.phase.kind.startsWith('setup');
  const pending = s.phase.kind === 'attack' && s.phase.battle?.stage === 'moveIn' ? s.phase.battle.to : -1;
  for (let t = 0; t < s.owner.length; t++) {
    const units = s.units[t] ?? 0;
    const o = s.owner[t] ?? -1;
    if (units < 0) return `negative units in ${t}`;
    if (setupDone && t !== pending && (units < 1 || (o < 0 && o !== NEUTRAL))) return `territory ${t} empty or unowned`;
    if (o >= 0 && s.seats[o]?.eliminated === true) return `eliminated seat ${o} owns ${t}`;
  }
  return undefined;
}

function seatProblem(s: RisikoState): string | undefined {
  for (let seat = 0; seat < s.seats.length; seat++) {
    const st = s.seats[seat];
    if (st === undefined) continue;
    if (st.hero >= 0 && s.owner[st.hero] !== seat) return `hero of ${seat} on a foreign territory`;
    if (st.revealed.some((id) => !st.objectives.includes(id))) return `seat ${seat} reveals a card it does not hold`;
    if (!s.phase.kind.startsWith('setup') && st.reserve !== 0) return `seat ${seat} still has starting units`;
  }
  const cards = [...Object.values(s.decks).flatMap((d) => [...d.draw, ...d.discard]), ...s.seats.flatMap((st) => [...st.hand, ...st.captured])];
  if (cards.length !== FACTION_CARDS.length || new Set(cards).size !== FACTION_CARDS.length) return `faction cards not conserved (${cards.length})`;
  return undefined;
}

function oneObjectivePerTurn(s: RisikoState): string | undefined {
  const completed = s.seats.reduce((n, st) => n + st.completed.length, 0);
  if (s.turnNumber !== turnMark.turn) turnMark = { turn: s.turnNumber, completed };
  return completed - turnMark.completed > 1 ? `more than one objective in turn ${s.turnNumber}` : undefined;
}

function invariant(s: RisikoState): string | undefined {
  return boardProblem(s) ?? seatProblem(s) ?? oneObjectivePerTurn(s);
}

function secrets(s: RisikoState): Secret[] {
  return s.seats.flatMap((st, owner) => [
    ...st.objectives.filter((id) => !st.revealed.includes(id)).map((value) => ({ owner, value })),
    ...st.hand.map((value) => ({ owner, value })),
    ...st.captured.map((value) => ({ owner, value })),
  ]);
}

runPropertySuite({
  engine: risikoEngine,
  setups,
  games: 2,
  maxActions: 700,
  invariant,
  secrets,
  malformed: [
    { type: 'attack', from: 'tide-pools', to: 'crash-beach' },
    { type: 'attack', from: 'tide-pools', to: 'crash-beach', dice: 2.5 },
    { type: 'reinforce', territory: 'x', count: '3' },
    { type: 'endTurn', extra: true },
    { type: 'defend', dice: 1, card: 7 },
    { type: 'tradeSkulls', cards: 'fc-unsc-01' },
    { type: 'answerTransfer', accept: 'yes' },
    { type: '__proto__' },
    null,
    [],
  ],
  timeout: 60_000,
});
