import { describe, expect, it } from 'vitest';
import type { RisikoState } from '../../../../engines/risiko';
import { active, apply, ctxOf, game, owned, place, reinforceAll } from '../testing/games';
import { clickTerritory } from './clicks';
import { freshSelection, type Selection } from './selection';
import { marksOf } from './roles';

const start = place(game(2, {}, 'unit'), { 'cartographer-vault': [1, 5], 'palm-shore': [0, 2], 'foehammers-landing': [1, 1] });
const attacking = reinforceAll(start, 'cartographer-vault');
const roleOf = (s: RisikoState, selection: Selection, id: string) => marksOf(ctxOf(s), selection).roles.get(id) ?? 'none';

describe('marks on the board', () => {
  it.each([
    { name: 'reinforcing: own territories outlined, nothing dimmed', s: start, selection: freshSelection('t'), id: 'cartographer-vault', role: 'source' },
    { name: 'attacking: sources outlined before a choice', s: attacking, selection: freshSelection('t'), id: 'cartographer-vault', role: 'source' },
    { name: 'attacking: the chosen source', s: attacking, selection: { ...freshSelection('t'), source: 'cartographer-vault' }, id: 'cartographer-vault', role: 'selected' },
    { name: 'attacking: its targets glow', s: attacking, selection: { ...freshSelection('t'), source: 'cartographer-vault' }, id: 'palm-shore', role: 'target' },
    { name: 'attacking: the chosen target', s: attacking, selection: { ...freshSelection('t'), source: 'cartographer-vault', target: 'palm-shore' }, id: 'palm-shore', role: 'chosen' },
  ])('$name', ({ s, selection, id, role }) => {
    expect(roleOf(s, selection, id)).toBe(role);
  });

  it('dims the rest once a source is chosen, and not before', () => {
    expect(marksOf(ctxOf(attacking), freshSelection('t')).dimOthers).toBe(false);
    expect(marksOf(ctxOf(attacking), { ...freshSelection('t'), source: 'cartographer-vault' }).dimOthers).toBe(true);
  });

  it('marks the battle for the defender', () => {
    const declared = apply(attacking, { type: 'attack', from: 'cartographer-vault', to: 'palm-shore', dice: 3 });
    expect([roleOf(declared, freshSelection('t'), 'cartographer-vault'), roleOf(declared, freshSelection('t'), 'palm-shore')]).toEqual(['selected', 'chosen']);
  });
});

describe('strategic cards and command transfers', () => {
  const withCard = (s: RisikoState, card: string): RisikoState => ({ ...s, seats: s.seats.map((st, i) => (i === active(s) ? { ...st, hand: [card] } : st)) });

  it('aims a bombardment at an enemy territory the engine lists, and refuses another', () => {
    const s = withCard(place(attacking, { 'palm-shore': [0, 3] }), 'fc-unsc-13');
    const ctx = ctxOf(s);
    const selection: Selection = { ...freshSelection('t'), tool: 'card', card: 'fc-unsc-13' };
    expect(clickTerritory(ctx, selection, 'palm-shore').send).toEqual([{ type: 'playCard', card: 'fc-unsc-13', territory: 'palm-shore' }]);
    expect(clickTerritory(ctx, selection, 'cartographer-vault').explain?.code).toBe('risiko/card-target');
  });

  it('asks an ally for a territory with one unit, sending the replacement from an own territory', () => {
    let s = game(4, { mode: 'team-objective' }, 'unit');
    const me = active(s);
    const ally = (me + 2) % 4;
    const theirs = owned(s, ally);
    s = place(s, { [theirs[0] ?? '']: [ally, 1] });
    s = { ...s, seats: s.seats.map((st) => ({ ...st, hero: -1 })) };
    s = reinforceAll(s, owned(s, me)[0] ?? '');
    const ctx = ctxOf(s);
    const from = owned(s, me)[0] ?? '';
    let selection: Selection = { ...freshSelection('t'), tool: 'transfer' };
    selection = clickTerritory(ctx, selection, theirs[0] ?? '').selection;
    expect(selection.target).toBe(theirs[0]);
    expect(clickTerritory(ctx, selection, from).send).toEqual([{ type: 'requestTransfer', territory: theirs[0], from }]);
    expect(clickTerritory(ctx, { ...freshSelection('t'), tool: 'transfer' }, owned(s, (me + 1) % 4)[0] ?? '').explain?.code).toBe('risiko/transfer-not-ally');
  });
});
