import { describe, expect, it } from 'vitest';
import { act, startSession, type Session } from '../../engines/core';
import { fixtureEngine, type FixtureState } from '../../engines/fixture';
import type { RunningGame } from './gameSlice';
import { tableOf, type TableRules } from './table';

const start = startSession(fixtureEngine, 2, { trackLength: 10 }, 'table');
if (!start.ok) throw new Error('fixture did not start');

function running(session: Session, confirmedSeat: number | null): RunningGame {
  return { gameId: 'fixture', seats: [], session, lastEvents: [], confirmedSeat, saveLink: null };
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
