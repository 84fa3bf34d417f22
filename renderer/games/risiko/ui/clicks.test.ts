import { describe, expect, it } from 'vitest';
import type { RisikoState } from '../../../../engines/risiko';
import { battlefield } from '../../../../engines/risiko/maps';
import { ctxOf, game, place, reinforceAll } from '../testing/games';
import { clickTerritory, type Outcome } from './clicks';
import { freshSelection, type Selection } from './selection';

/** HAMMER, ONE-ON-ONE, seed "unit": seat 1 reinforces first. Silent Cartographer arranged for the tests. */
const start = place(game(2, {}, 'unit'), {
  'cartographer-vault': [1, 5],
  'palm-shore': [0, 2],
  'security-center': [-2, 3],
  'foehammers-landing': [1, 1],
  'control-pyramid': [1, 4],
});
const attacking = reinforceAll(start, 'cartographer-vault');

function clicks(s: RisikoState, ids: readonly string[], selection: Selection = freshSelection('t')): Outcome {
  const ctx = ctxOf(s);
  let out: Outcome = { selection, send: [], explain: null };
  for (const id of ids) {
    const next = clickTerritory(ctx, out.selection, id);
    out = { selection: next.selection, send: [...out.send, ...next.send], explain: next.explain };
  }
  return out;
}

describe('reinforcement clicks', () => {
  it.each([
    { name: 'an own territory plans +1', ids: ['cartographer-vault'], plan: { 'cartographer-vault': 1 }, code: null, hint: null },
    { name: 'clicks add up', ids: ['cartographer-vault', 'cartographer-vault', 'control-pyramid'], plan: { 'cartographer-vault': 2, 'control-pyramid': 1 }, code: null, hint: null },
    { name: 'an enemy territory is refused with the engine code', ids: ['palm-shore'], plan: {}, code: 'risiko/not-your-territory', hint: null },
    { name: 'more clicks than reinforcements keep the plan full', ids: Array(5).fill('control-pyramid'), plan: { 'control-pyramid': 4 }, code: null, hint: 'planFull' },
  ])('$name', ({ ids, plan, code, hint }) => {
    const out = clicks(start, ids);
    expect(out.selection.plan).toEqual(plan);
    expect(out.explain?.code ?? null).toBe(code);
    expect(out.selection.hint).toBe(hint);
    expect(out.send).toEqual([]);
  });
});

describe('attack clicks', () => {
  it.each([
    { name: 'an own territory with units becomes the source', ids: ['cartographer-vault'], source: 'cartographer-vault', target: null, code: null },
    { name: 'an enemy reachable from one source picks both', ids: ['palm-shore'], source: 'cartographer-vault', target: 'palm-shore', code: null },
    { name: 'an own territory with one unit cannot attack', ids: ['foehammers-landing'], source: null, target: null, code: 'risiko/too-few-units' },
    { name: 'a territory out of reach is not adjacent', ids: ['cartographer-vault', 'ice-bridge'], source: 'cartographer-vault', target: null, code: 'risiko/not-adjacent' },
    { name: 'clicking the source again lets go', ids: ['cartographer-vault', 'cartographer-vault'], source: null, target: null, code: null },
    { name: 'an enemy territory is not a source', ids: ['ice-bridge'], source: null, target: null, code: 'risiko/not-your-territory' },
  ])('$name', ({ ids, source, target, code }) => {
    const out = clicks(attacking, ids);
    expect([out.selection.source, out.selection.target]).toEqual([source, target]);
    expect(out.explain?.code ?? null).toBe(code);
    expect(out.send).toEqual([]);
  });

  it('clicking the chosen target again attacks with the most dice', () => {
    const out = clicks(attacking, ['cartographer-vault', 'palm-shore', 'palm-shore']);
    expect(out.send).toEqual([{ type: 'attack', from: 'cartographer-vault', to: 'palm-shore', dice: 3 }]);
    expect(out.selection.source).toBe('cartographer-vault');
  });

  it('uses the chosen dice and a listed offensive card', () => {
    const selection = { ...freshSelection('t'), dice: 2, attackCard: 'not-a-card' };
    const out = clicks(attacking, ['palm-shore', 'palm-shore'], selection);
    expect(out.send).toEqual([{ type: 'attack', from: 'cartographer-vault', to: 'palm-shore', dice: 2 }]);
  });
});

describe('setup clicks', () => {
  const manual = game(5, { setup: 'manual' }, 'unit');

  it('places a mobile teleporter end where the engine lists one', () => {
    const out = clicks(manual, ['archive-99-03']);
    expect(out.send).toEqual([{ type: 'placeTeleporter', territory: 'archive-99-03' }]);
  });

  it('explains a second end on the same half with the map rule', () => {
    const a = battlefield('the-ring').territories.indexOf('archive-99-04');
    const s: RisikoState = { ...manual, teleporters: [{ a, b: -1, by: [manual.order[0] ?? 0] }], phase: { kind: 'setupTeleporters', queue: manual.phase.kind === 'setupTeleporters' ? manual.phase.queue : [], step: 1 } };
    const out = clicks(s, ['assembly-line']);
    expect(out.explain?.code).toBe('risiko/teleporter-same-half');
  });
});
