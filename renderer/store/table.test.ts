import { describe, expect, it } from 'vitest';
import { act, startSession, type Session } from '../../engines/core';
import { fixtureEngine, type FixtureState } from '../../engines/fixture';
import type { RunningGame } from './gameSlice';
import { screenHolderAfter, tableOf, withSeatName, type Table, type TableRules } from './table';

const start = startSession(fixtureEngine, 2, { trackLength: 10 }, 'table');
if (!start.ok) throw new Error('fixture did not start');

function running(session: Session, confirmedSeat: number | null, seats: RunningGame['seats'] = []): RunningGame {
  return { gameId: 'fixture', seats, session, lastEvents: [], confirmedSeat, screen: null, saveLink: null };
}

const secretsAlways: TableRules = { engine: fixtureEngine };
/** Secrets only once the first seat has moved: the first placement of a setup, say. */
const secretsAfterMove: TableRules = { engine: fixtureEngine, showsSecrets: (view) => ((view as FixtureState).positions[0] ?? 0) > 0 };
const openEngine: TableRules = { engine: { ...fixtureEngine, hiddenInformation: false } };

const moved = act(fixtureEngine, start.value, 0, { type: 'step' });
if (!moved.ok) throw new Error('fixture did not step');

describe('who sits at the screen', () => {
  it.each([
    { name: 'a seat with secrets is asked for', rules: secretsAlways, session: start.value, confirmed: null, handOverTo: 0, seated: null },
    { name: 'a confirmed seat is not asked again', rules: secretsAlways, session: start.value, confirmed: 0, handOverTo: null, seated: null },
    { name: 'a seat without secrets takes the screen unasked', rules: secretsAfterMove, session: start.value, confirmed: null, handOverTo: null, seated: 0 },
    { name: 'and already seated, it is not seated again', rules: secretsAfterMove, session: start.value, confirmed: 0, handOverTo: null, seated: null },
    { name: 'once secrets show, the next seat is asked', rules: secretsAfterMove, session: moved.value, confirmed: 0, handOverTo: 1, seated: null },
    { name: 'a game without hidden information never asks', rules: openEngine, session: start.value, confirmed: null, handOverTo: null, seated: null },
  ])('$name', ({ rules, session, confirmed, handOverTo, seated }) => {
    const table = tableOf(rules, running(session, confirmed));
    expect(table.viewer).toBe(session === start.value ? 0 : 1);
    expect(table.handOverTo).toBe(handOverTo);
    expect(table.seatedWithoutAsking).toBe(seated);
  });
});

const person = (name: string) => ({ name, color: '#3d8fe0' });
const computer = (name: string) => ({ name, color: '#e0483d', computer: { level: 'normal' as const } });
const three = startSession(fixtureEngine, 3, { trackLength: 10 }, 'table');
if (!three.ok) throw new Error('fixture did not start');
const afterOne = (s: Session) => {
  const r = act(fixtureEngine, s, 0, { type: 'step' });
  if (!r.ok) throw new Error('no step');
  return r.value;
};

describe('who sits at the screen with computers at the table', () => {
  it.each([
    { name: 'one person is never asked (there is nobody to hide from)', seats: [person('Ada'), computer('C2')], session: start.value, confirmed: null, viewer: 0, handOverTo: null, computerTurn: null },
    { name: 'while a computer acts, the only person keeps their view', seats: [person('Ada'), computer('C2')], session: moved.value, confirmed: null, viewer: 0, handOverTo: null, computerTurn: 1 },
    { name: 'a computer first: still the person’s view, never the computer’s', seats: [computer('C1'), person('Bo')], session: start.value, confirmed: null, viewer: 1, handOverTo: null, computerTurn: 0 },
    { name: 'computers only: the spectator’s view', seats: [computer('C1'), computer('C2')], session: start.value, confirmed: null, viewer: null, handOverTo: null, computerTurn: 0 },
    { name: 'two people: a computer’s turn shows the person seated last', seats: [person('Ada'), computer('C2'), person('Cy')], session: afterOne(three.value), confirmed: 0, viewer: 0, handOverTo: null, computerTurn: 1 },
    { name: 'two people, nobody seated: the spectator’s view', seats: [person('Ada'), computer('C2'), person('Cy')], session: afterOne(three.value), confirmed: null, viewer: null, handOverTo: null, computerTurn: 1 },
    { name: 'two people: covers between them as before', seats: [computer('C1'), person('Bo'), person('Cy')], session: afterOne(three.value), confirmed: null, viewer: 1, handOverTo: 1, computerTurn: null },
  ])('$name', ({ seats, session, confirmed, viewer, handOverTo, computerTurn }) => {
    const table = tableOf(secretsAlways, running(session, confirmed, seats));
    expect({ viewer: table.viewer, handOverTo: table.handOverTo, computerTurn: table.computerTurn }).toEqual({ viewer, handOverTo, computerTurn });
  });
});

describe('who holds the screen for undo', () => {
  const table = (viewer: number | null, handOverTo: number | null, computerTurn: number | null = null): Table => ({ outcome: undefined, active: [], viewer, handOverTo, seatedWithoutAsking: null, computerTurn });
  const ada = { seat: 0, since: 3 };
  it.each([
    { name: 'the first uncovered view takes the screen from this action on', previous: null, table: table(0, null), count: 0, holder: { seat: 0, since: 0 } },
    { name: 'the same seat keeps its stint', previous: ada, table: table(0, null), count: 7, holder: ada },
    { name: 'another seat shown uncovered takes the screen', previous: ada, table: table(1, null), count: 7, holder: { seat: 1, since: 7 } },
    { name: 'while the hand-over screen is up, the mover still holds it', previous: ada, table: table(1, 1), count: 7, holder: ada },
    { name: 'a covered first seat holds nothing yet', previous: null, table: table(0, 0), count: 4, holder: null },
    { name: 'after the game ends, the last mover still holds it', previous: ada, table: table(null, null), count: 9, holder: ada },
    { name: 'a computer never takes it: the person keeps it while it acts', previous: ada, table: table(0, null, 1), count: 8, holder: ada },
    { name: 'nor does a computer take an empty screen', previous: null, table: table(null, null, 0), count: 0, holder: null },
  ])('$name', ({ previous, table: t, count, holder }) => {
    expect(screenHolderAfter(previous, t, count)).toEqual(holder);
  });

  it('names the seat an error is about', () => {
    const seats = [{ name: 'Ada', color: '#3d8fe0' }, { name: 'Bo', color: '#e0483d' }];
    expect(withSeatName({ code: 'core/undo-other-seat', params: { seat: 1 } }, seats)).toEqual({ code: 'core/undo-other-seat', params: { seat: 1, player: 'Bo' } });
    expect(withSeatName({ code: 'core/undo-dice' }, seats)).toEqual({ code: 'core/undo-dice' });
  });
});
