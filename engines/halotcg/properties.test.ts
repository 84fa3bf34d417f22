/** The shared engine property suite for 2, 3 and 5 players; random games must end. */
import { runPropertySuite, type Secret } from '../core/testing/propertySuite';
import { halotcgEngine } from './index';
import type { HaloState } from './types';

function secrets(s: HaloState): Secret[] {
  return s.players.flatMap((p, owner) => [...p.hand, ...p.deck, ...p.adventure].map((iid) => ({ owner, value: `"${iid}"` })));
}

function invariant(s: HaloState): string | undefined {
  for (const [seat, p] of s.players.entries()) {
    const all = [...p.stacked.map(([x]) => x), ...p.deck, ...p.hand, ...p.discard, ...p.dead, ...p.removed, ...p.adventure, ...p.company, ...p.support, ...p.minions, ...p.attached];
    const onPath = s.path.filter((x) => x !== null && x.startsWith(`${seat}.`)).length;
    if (new Set(all).size !== all.length) return `seat ${seat} has a card in two zones`;
    if (all.length + onPath !== s.lists[seat]?.length) return `seat ${seat} lost cards (${all.length + onPath} of ${s.lists[seat]?.length})`;
    if (p.company.length > 10) return `seat ${seat} company over 10`;
  }
  if (s.twilight < 0) return 'negative twilight';
  return undefined;
}

runPropertySuite({
  engine: halotcgEngine,
  setups: [
    { name: '2 players', players: 2, options: {} },
    { name: '3 players', players: 3, options: {} },
    { name: '5 players', players: 5, options: {} },
  ],
  games: 3,
  maxActions: 6000,
  mustFinish: true,
  invariant,
  secrets,
  malformed: [{ type: 'play' }, { type: 'choose', option: 7 }, { type: 'use', card: '0.1', ability: -1 }, { type: 'pass', extra: 1 }, null, []],
  timeout: 120_000,
});
