import { describe, expect, it } from 'vitest';
import type { Battle, RisikoState } from '../../../../engines/risiko';
import { battlefield } from '../../../../engines/risiko/maps';
import { apply, ctxOf, game, place, reinforceAll } from '../testing/games';
import { keep, type Outcome } from './clicks';
import { adjust, cancel, confirm, countControl, fill, setAmount } from './commands';
import { freshSelection, type Selection } from './selection';

const start = place(game(2, {}, 'unit'), { 'cartographer-vault': [1, 5], 'palm-shore': [0, 2], 'control-pyramid': [1, 4] });
const attacking = reinforceAll(start, 'cartographer-vault');

type Command = (ctx: ReturnType<typeof ctxOf>, d: Selection) => Outcome;

function run(s: RisikoState, selection: Selection, ...commands: Command[]): Outcome {
  const ctx = ctxOf(s);
  return commands.reduce<Outcome>((out, c) => {
    const next = c(ctx, out.selection);
    return { selection: next.selection, send: [...out.send, ...next.send], explain: next.explain };
  }, keep(selection));
}

const focused = (plan: Record<string, number>, focus: string): Selection => ({ ...freshSelection('t'), plan, focus });

describe('reinforcement plan commands', () => {
  it.each([
    { name: '+ adds one to the focused territory', selection: focused({ 'cartographer-vault': 1 }, 'cartographer-vault'), cmds: [(c, d) => adjust(c, d, 1)] as Command[], plan: { 'cartographer-vault': 2 } },
    { name: '− to zero drops the territory from the plan', selection: focused({ 'cartographer-vault': 1 }, 'cartographer-vault'), cmds: [(c, d) => adjust(c, d, -1)] as Command[], plan: {} },
    { name: 'a digit sets the amount within what is left', selection: focused({ 'control-pyramid': 1 }, 'control-pyramid'), cmds: [(c, d) => setAmount(c, d, 9)] as Command[], plan: { 'control-pyramid': 4 } },
    { name: 'fill puts every unplanned unit here', selection: focused({ 'cartographer-vault': 1, 'control-pyramid': 1 }, 'control-pyramid'), cmds: [fill] as Command[], plan: { 'cartographer-vault': 1, 'control-pyramid': 3 } },
  ])('$name', ({ selection, cmds, plan }) => {
    expect(run(start, selection, ...cmds).selection.plan).toEqual(plan);
  });

  it('confirm sends one reinforce action per planned territory, in plan order', () => {
    const out = run(start, focused({ 'control-pyramid': 1, 'cartographer-vault': 3 }, 'control-pyramid'), confirm);
    expect(out.send).toEqual([
      { type: 'reinforce', territory: 'control-pyramid', count: 1 },
      { type: 'reinforce', territory: 'cartographer-vault', count: 3 },
    ]);
    expect(out.selection.plan).toEqual({});
  });

  it('confirm without a plan only hints', () => {
    const out = run(start, freshSelection('t'), confirm);
    expect([out.send, out.selection.hint]).toEqual([[], 'planEmpty']);
  });
});

describe('attack and battle commands', () => {
  const chosen: Selection = { ...freshSelection('t'), source: 'cartographer-vault', target: 'palm-shore' };

  it('offers 1–3 dice, the most by default', () => {
    expect(countControl(ctxOf(attacking), chosen)).toEqual({ value: 3, range: { min: 1, max: 3 }, what: 'dice' });
  });

  it('sends the dice chosen with a digit', () => {
    expect(run(attacking, chosen, (c, d) => setAmount(c, d, 1), confirm).send).toEqual([{ type: 'attack', from: 'cartographer-vault', to: 'palm-shore', dice: 1 }]);
  });

  it('defends with the most dice by default', () => {
    const declared = apply(attacking, { type: 'attack', from: 'cartographer-vault', to: 'palm-shore', dice: 3 });
    expect(run(declared, freshSelection('t'), confirm).send).toEqual([{ type: 'defend', dice: 2 }]);
  });

  it('moves in all but one by default and carries on from the conquered territory', () => {
    const ids = battlefield('hammer').territories;
    const battle: Battle = { stage: 'moveIn', from: ids.indexOf('cartographer-vault'), to: ids.indexOf('palm-shore'), attacker: 1, defender: 0, dice: 3, attackCard: null, minMove: 3, heroMust: false, heroMay: false };
    const won = { ...place(attacking, { 'palm-shore': [1, 0] }), phase: { kind: 'attack' as const, battle, transfer: null } };
    const out = run(won, freshSelection('t'), confirm);
    expect(out.send).toEqual([{ type: 'moveIn', count: 8 }]);
    expect(out.selection.source).toBe('palm-shore');
    expect(countControl(ctxOf(won), freshSelection('t'))?.range).toEqual({ min: 3, max: 8 });
  });
});

describe('cancel', () => {
  it.each([
    { name: 'a chosen source', selection: { ...freshSelection('t'), source: 'x' }, changed: true },
    { name: 'a plan', selection: focused({ x: 2 }, 'x'), changed: true },
    { name: 'nothing', selection: freshSelection('t'), changed: false },
  ])('lets go of $name', ({ selection, changed }) => {
    const out = cancel(selection);
    expect(out.changed).toBe(changed);
    expect([out.selection.source, out.selection.plan]).toEqual([null, {}]);
  });
});
