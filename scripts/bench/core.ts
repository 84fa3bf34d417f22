// Core benchmark: seeded dice per second, and replay speed of game records on the fixture engine.
import { Random, seedRng } from '../../engines/core/rng';
import { replay, resumeSession } from '../../engines/core';
import { playRandomGame } from '../../engines/core/testing/propertySuite';
import { fixtureEngine } from '../../engines/fixture';

function perSecond(run: () => number, seconds = 1): number {
  const start = performance.now();
  let count = 0;
  while (performance.now() - start < seconds * 1000) count += run();
  return count / ((performance.now() - start) / 1000);
}

const random = new Random(seedRng('bench'));
const dice = perSecond(() => {
  for (let i = 0; i < 10_000; i++) random.die();
  return 10_000;
});
console.log(`random draws (d6, unbiased): ${Math.round(dice).toLocaleString('en')} per second`);

// A long record to replay: random legal fixture games chained until enough actions exist.
const config = { engine: fixtureEngine, setups: [], games: 1, maxActions: 10_000 } as const;
const played = playRandomGame(config, { name: 'bench', players: 4, options: undefined }, 'bench-record');
const record = played.session.record;
const actions = record.actions.length;
const replays = perSecond(() => {
  const r = replay(fixtureEngine, record);
  if (!r.ok) throw new Error(r.error.code);
  return 1;
});
console.log(`record replay (fixture engine, ${actions} actions): ${Math.round(replays * actions).toLocaleString('en')} actions per second`);
const resumed = resumeSession(fixtureEngine, JSON.parse(JSON.stringify(record)));
console.log(`replayed state identical: ${resumed.ok && JSON.stringify(resumed.value.state) === JSON.stringify(played.session.state)}`);
