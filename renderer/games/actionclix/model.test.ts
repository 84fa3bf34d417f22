import { describe, expect, it } from 'vitest';
import { actionclixEngine, type ActionClixAction, type ActionClixState, type UnitView } from '../../../engines/actionclix';
import { defaultOptions } from './forceBuilder';
import { blastSquares, CELL, choiceAt, refusalAt, choicesOf, grenadeNeeds, geoOfView, modesOf, offers, orderableUnits, PAD, shotNeeds, squareAt, squareCentre, squareName, worldSize } from './model';
import { plan } from './testing/policy';

const engine = actionclixEngine;
const steps = plan(defaultOptions(2), 2, 'acx-2', 40);

function at(type: ActionClixAction['type']): { state: ActionClixState; seat: number; action: ActionClixAction } {
  const step = steps.find((s) => s.action.type === type);
  if (step === undefined) throw new Error(`no ${type}`);
  return step;
}

describe('square geometry', () => {
  it.each([
    { name: 'the first square sits inside the margin', sq: 0, x: PAD + CELL / 2, y: PAD + CELL / 2, label: 'A1' },
    { name: 'the last square of the standard battlefield', sq: 575, x: PAD + 23 * CELL + CELL / 2, y: PAD + 23 * CELL + CELL / 2, label: 'X24' },
    { name: 'row 2 starts at 24', sq: 24, x: PAD + CELL / 2, y: PAD + CELL + CELL / 2, label: 'A2' },
  ])('$name', ({ sq, x, y, label }) => {
    expect(squareCentre(24, sq)).toEqual({ x, y });
    expect(squareAt(24, 24, x, y)).toBe(sq);
    expect(squareName(24, sq)).toBe(label);
  });

  it.each([
    { name: 'column 26 of the large battlefield is Z', sq: 25, label: 'Z1' },
    { name: 'column 27 is AA', sq: 26, label: 'AA1' },
    { name: 'the last square of the large battlefield (36 x 24)', sq: 36 * 24 - 1, label: 'AJ24' },
  ])('square names past Z on the large battlefield: $name', ({ sq, label }) => {
    expect(squareName(36, sq)).toBe(label);
  });

  it.each([
    { name: 'the margin left of A1', height: 24, px: PAD - 0.5, py: PAD + 1, sq: -1 },
    { name: 'the very edge of A1', height: 24, px: PAD, py: PAD, sq: 0 },
    { name: 'the last pixel of X24', height: 24, px: PAD + 24 * CELL - 0.01, py: PAD + 24 * CELL - 0.01, sq: 575 },
    { name: 'just past X24', height: 24, px: PAD + 24 * CELL, py: PAD + 10, sq: -1 },
    { name: 'the last row of a quick battlefield', height: 12, px: PAD + 10, py: PAD + 12 * CELL - 0.01, sq: 11 * 24 },
    { name: 'below a quick battlefield', height: 12, px: PAD + 10, py: PAD + 12 * CELL, sq: -1 },
  ])('$name', ({ height, px, py, sq }) => expect(squareAt(24, height, px, py)).toBe(sq));

  it('sizes the world with the margin', () => {
    expect(worldSize({ width: 24, height: 24 })).toEqual({ width: 24 * CELL + 2 * PAD, height: 24 * CELL + 2 * PAD });
    expect(worldSize({ width: 24, height: 12 })).toEqual({ width: 24 * CELL + 2 * PAD, height: 12 * CELL + 2 * PAD });
  });

  it.each([
    { name: 'a corner has 4 blast squares', height: 24, sq: 0, n: 4 },
    { name: 'an edge has 6', height: 24, sq: 5, n: 6 },
    { name: 'the middle has 9', height: 24, sq: 24 * 5 + 5, n: 9 },
    { name: 'the last square of a quick battlefield has 4', height: 12, sq: 24 * 12 - 1, n: 4 },
  ])('$name', ({ height, sq, n }) => expect(blastSquares(24, height, sq)).toHaveLength(n));
});

describe('choices from the legal actions', () => {
  it.each(['placeSpawn', 'deploy', 'move', 'endTurn', 'respawn', 'pass'] as const)('says whether the legal list offers a %s, as a scan of the list does', (type) => {
    for (const kind of ['placeSpawn', 'deploy', 'move'] as const) {
      const { state, seat } = at(kind);
      const legal = engine.legalActions(state, seat);
      expect(offers(legal, type)).toBe(legal.some((a) => a.type === type));
    }
  });

  it('offers every legal spawn point, and a click on one sends it', () => {
    const { state, seat } = at('placeSpawn');
    const legal = engine.legalActions(state, seat);
    const choices = choicesOf(engine.view(state, seat), legal, { unit: null, mode: 'auto' });
    expect(choices.map((c) => c.sq).sort((a, b) => a - b)).toEqual(legal.flatMap((a) => (a.type === 'placeSpawn' ? [a.square] : [])).sort((a, b) => a - b));
    const first = choices[0];
    expect(first && choiceAt(choices, first.sq)?.action).toEqual(first?.action);
  });

  it('deploys the chosen unit (the first by default) to exactly its legal squares', () => {
    const { state, seat } = at('deploy');
    const legal = engine.legalActions(state, seat);
    const view = engine.view(state, seat);
    const first = legal.find((a) => a.type === 'deploy');
    const choices = choicesOf(view, legal, { unit: null, mode: 'auto' });
    expect(choices.every((c) => c.role === 'deploy')).toBe(true);
    expect(choices.length).toBe(legal.filter((a) => a.type === 'deploy' && first?.type === 'deploy' && a.unit === first.unit).length);
  });

  it('without a selection offers the units that can act; with one, its moves and targets', () => {
    const { state, seat, action } = at('attackCover');
    const legal = engine.legalActions(state, seat);
    const view = engine.view(state, seat);
    const none = choicesOf(view, legal, { unit: null, mode: 'auto' });
    expect(none.every((c) => c.role === 'select')).toBe(true);
    expect(none.map((c) => c.unit)).toEqual(orderableUnits(legal));
    if (action.type !== 'attackCover') throw new Error('type');
    const plain = choicesOf(view, legal, { unit: action.unit, mode: 'auto' });
    const moves = legal.filter((a) => a.type === 'move' && a.unit === action.unit).length;
    const shots = legal.filter((a) => a.type === 'attack' && a.unit === action.unit).length;
    expect(plain.filter((c) => c.role === 'move')).toHaveLength(moves);
    expect(plain.filter((c) => c.role === 'target')).toHaveLength(shots);
    expect(plain.filter((c) => c.role === 'selected').map((c) => c.unit)).toEqual([action.unit]);
    const cover = choicesOf(view, legal, { unit: action.unit, mode: 'attackCover' });
    expect(cover.filter((c) => c.role === 'target').map((c) => c.action?.type)).toEqual(Array(shots).fill('attackCover'));
    expect(modesOf(legal, action.unit)).toContain('attackCover');
    const target = view.units.find((u) => u.id === action.target);
    expect(target && choiceAt(cover, target.sq)?.action).toEqual(action);
  });

  it('a unit that has acted but may still upgrade can be chosen, with no orders (the panel offers the upgrade)', () => {
    const legal: ActionClixAction[] = [
      { type: 'move', unit: '1-elite-rifle', to: 5 },
      { type: 'upgrade', unit: '1-brute-spiker', into: '1-elite-sword', spend: 1 },
      { type: 'swap', unit: '1-jackal-beam', into: '1-jackal-carbine' },
      { type: 'endTurn' },
    ];
    expect(orderableUnits(legal)).toEqual(['1-elite-rifle', '1-brute-spiker', '1-jackal-beam']);
    expect(modesOf(legal, '1-brute-spiker')).toEqual([]);
  });

  it('a pending knockback offers exactly its choice squares', () => {
    const step = plan(defaultOptions(2), 2, 'kb-34', 80).find((s) => s.action.type === 'knockback');
    if (step === undefined) throw new Error('no knockback in kb-34');
    const legal = engine.legalActions(step.state, step.seat);
    const pending = step.state.turn?.pending[0];
    const choices = choicesOf(engine.view(step.state, step.seat), legal, { unit: 'anything', mode: 'grenade' });
    expect(choices.map((c) => c.role)).toEqual(Array(choices.length).fill('knockback'));
    expect(choices.map((c) => c.sq)).toEqual(pending?.kind === 'knockback' ? pending.choices : []);
    expect(choices.length).toBeGreaterThan(1);
  });

  it('a pending cover move offers only that unit\'s cover squares', () => {
    const { state, seat } = at('cover');
    const legal = engine.legalActions(state, seat);
    const choices = choicesOf(engine.view(state, seat), legal, { unit: null, mode: 'auto' });
    expect(choices.length).toBe(legal.filter((a) => a.type === 'cover').length);
    expect(choices.every((c) => c.role === 'cover')).toBe(true);
  });
});

describe('a refused click', () => {
  const { state } = at('attackCover');
  const view = engine.view(state, 0);
  const geo = geoOfView(view);
  const me = view.units.find((u) => u.seat === 0 && u.status === 'map');
  const enemy = view.units.find((u) => u.seat === 1 && u.status === 'map');
  if (me === undefined || enemy === undefined) throw new Error('units');
  // The hangar hall's west wall (grid line x = 3, rows 4 to 9, a door in row 5) stands between E6 and A6.
  const others = view.units.filter((u) => u.id !== me.id && u.id !== enemy.id).map((u) => ({ ...u, sq: -1, status: 'reserve' as const }));
  const placed = (a: number, b: number) => ({ ...view, units: [{ ...me, sq: a }, { ...enemy, sq: b }, ...others] });
  const turn = view.turn;
  if (turn === null) throw new Error('turn');
  const mine = me.seat === turn.seat ? me : enemy;
  const theirs = mine === me ? enemy : me;
  const fresh = { ...view, turn: { ...turn, acted: {} } };
  const rock = geo.blocked.findIndex((b) => b === 1);
  const sword = { ...me, abilities: ['energySword' as const] };
  it.each([
    { name: 'an enemy behind a wall: no line of fire', v: placed(5 * 24 + 4, 5 * 24 + 0), unit: me.id, sq: 5 * 24 + 0, code: 'actionclix/no-line-of-fire' },
    { name: 'an enemy in the open for a unit still to act: nothing to say (the click lets go)', v: { ...placed(5 * 24 + 4, 5 * 24 + 6), turn: fresh.turn }, unit: me.id, sq: 5 * 24 + 6, code: null },
    { name: 'an enemy in the open for a unit that has acted: it has acted', v: { ...fresh, turn: { ...turn, acted: { [mine.id]: 1 } }, units: [{ ...mine, sq: 5 * 24 + 4 }, { ...theirs, sq: 5 * 24 + 6 }, ...others] }, unit: mine.id, sq: 5 * 24 + 6, code: 'actionclix/unit-acted' },
    { name: 'a far enemy for a hand-to-hand unit: adjacent only', v: { ...placed(5 * 24 + 4, 5 * 24 + 6), units: [{ ...sword, sq: 5 * 24 + 4 }, { ...enemy, sq: 5 * 24 + 6 }] }, unit: me.id, sq: 5 * 24 + 6, code: 'actionclix/adjacent-only' },
    { name: 'a rock: blocking terrain', v: placed(5 * 24 + 4, 5 * 24 + 0), unit: me.id, sq: rock, code: 'actionclix/square-blocked' },
    { name: 'nothing chosen, an empty square', v: placed(5 * 24 + 4, 5 * 24 + 0), unit: null, sq: 7 * 24 + 7, code: null },
    { name: 'nothing chosen, an enemy unit: not yours', v: view, unit: null, sq: theirs.sq, code: 'actionclix/not-your-unit' },
    { name: 'an empty square the unit cannot reach: out of reach', v: fresh, unit: mine.id, sq: mine.sq < 300 ? 575 : 0, code: 'actionclix/out-of-reach' },
  ])('$name', ({ v, unit, sq, code }) => {
    expect(refusalAt(v, geo, unit, sq)?.code ?? null).toBe(code);
  });
});

describe('the roll needed', () => {
  const unit = (p: Partial<UnitView>): UnitView => ({ id: 'x', seat: 0, roster: 'marine-ar', status: 'map', sq: 0, click: 0, grenades: 1, upgrades: 0, downTurn: 0, speed: 7, attack: 9, defense: 16, damage: 2, abilities: [], ...p });
  const view = engine.view(at('placeSpawn').state, 0);
  const geo = geoOfView(view);
  it.each([
    { name: 'attack 9 against defense 16 needs 7', a: unit({}), t: unit({ sq: 3, defense: 16 }), penalty: false, needs: 7 },
    { name: 'moving more than 4 squares costs 3', a: unit({}), t: unit({ sq: 3, defense: 16 }), penalty: true, needs: 10 },
    { name: 'a sniper at 6 squares gets +2', a: unit({ abilities: ['sniper'] }), t: unit({ sq: 6, defense: 16 }), penalty: false, needs: 5 },
    { name: 'a sniper at 5 squares does not', a: unit({ abilities: ['sniper'] }), t: unit({ sq: 5, defense: 16 }), penalty: false, needs: 7 },
  ])('$name', ({ a, t, penalty, needs }) => expect(shotNeeds(geo, a, t, penalty)).toBe(needs));

  it('a grenade at distance 2 with attack 10 needs 4 (defense 12 + 2)', () => expect(grenadeNeeds(geo, unit({ attack: 10 }), 2, false)).toBe(4));
});
