import { describe, expect, it } from 'vitest';
import { distanceToArea, SCARAB_TARGET, type ActionClixAction, type ActionClixState } from '../../../../engines/actionclix';
import { aimOf, nearestOnArea } from '../board/aim';
import { geoOfView, refusalAt, type Choice } from '../model';
import { placeUnits, scenario } from '../testing/scarabScenario';
import { bodyChoice, hoverAt, SCARAB_HOVER } from './choices';

// The start: the area beneath the Scarab is x 9–14, y 8–15 of the 24-wide battlefield.
const BODY = 12 * 24 + 12;
const FAR = 12 * 24 + 0;
const t = (key: string, params?: Record<string, unknown>) => `${key}${params === undefined ? '' : JSON.stringify(params)}`;
const shoot: ActionClixAction = { type: 'attack', unit: '0-master-chief', target: SCARAB_TARGET };
const TARGET: Choice = { sq: -2, board: 'top', role: 'target', action: shoot, unit: SCARAB_TARGET };
const MOVE_UNDER: Choice = { sq: BODY, role: 'move', action: { type: 'move', unit: '0-master-chief', to: BODY } };

describe("a click on the Scarab's body", () => {
  const { view } = scenario((s) => placeUnits(s, { '0-master-chief': { status: 'map', sq: FAR } }));
  it.each<{ name: string; choices: Choice[]; sq: number; want: Choice | undefined }>([
    { name: 'attacks the Scarab when it is a target, though the unit could walk beneath', choices: [MOVE_UNDER, TARGET], sq: BODY, want: TARGET },
    { name: 'attacks it from far away (no choice on the square at all)', choices: [TARGET], sq: BODY + 1, want: TARGET },
    { name: 'still chooses a unit standing beneath', choices: [TARGET, { sq: BODY, role: 'select', action: null, unit: '0-spartan-ar' }], sq: BODY, want: { sq: BODY, role: 'select', action: null, unit: '0-spartan-ar' } },
    { name: 'leaves the squares to their own choices when the Scarab is no target', choices: [MOVE_UNDER], sq: BODY, want: undefined },
    { name: 'means nothing off the body', choices: [TARGET], sq: FAR + 1, want: undefined },
  ])('$name', ({ choices, sq, want }) => {
    expect(bodyChoice(view, choices, sq)).toEqual(want);
  });

  it('hovering the body aims at the Scarab when it is a target, and at the square otherwise', () => {
    expect(hoverAt(view, [TARGET], BODY)).toBe(SCARAB_HOVER);
    expect(hoverAt(view, [MOVE_UNDER], BODY)).toBe(BODY);
    expect(hoverAt(view, [TARGET], FAR + 1)).toBe(FAR + 1);
  });

  it("aims a thread at the nearest square beneath with the roll against the Shell's defense", () => {
    const sc = view.scarab;
    const me = view.units.find((u) => u.id === '0-master-chief');
    if (sc === undefined || me === undefined) throw new Error('setup');
    const aim = aimOf(view, geoOfView(view), me.id, SCARAB_HOVER, [TARGET], t);
    expect(distanceToArea(sc, view.width, FAR)).toBe(9);
    expect(aim).toEqual({ kind: 'shot', from: FAR, to: 12 * 24 + 9, stop: null, label: `ui.aim.needs${JSON.stringify({ roll: sc.shell.defense - me.attack })}` });
  });
});

describe("the Scarab's guns aim too", () => {
  const { view } = scenario((s) => placeUnits(s, { '0-master-chief': { status: 'map', sq: FAR } }));
  it("shows the main gun's thread from the nearest square beneath and the roll against the target's defense", () => {
    const sc = view.scarab;
    const target = view.units.find((u) => u.id === '0-master-chief');
    if (sc === undefined || target === undefined) throw new Error('setup');
    const fire: Choice = { sq: FAR, role: 'target', action: { type: 'scarabFire', gun: 'main', target: target.id }, unit: target.id };
    expect(aimOf(view, geoOfView(view), null, FAR, [fire], t)).toEqual({ kind: 'shot', from: 12 * 24 + 9, to: FAR, stop: null, label: `ui.aim.needs${JSON.stringify({ roll: target.defense - sc.core.attack })}` });
  });
  it('finds the nearest square of an area by steps, then by straight distance', () => {
    expect(nearestOnArea(24, [9, 10, 33, 34], 24 + 12)).toBe(34);
  });
});

describe('a refused click on the body says why', () => {
  it('a hand-to-hand unit away from the bases must stand next to one', () => {
    const asBrute = (s: ActionClixState): ActionClixState => ({ ...s, units: s.units.map((u) => (u.id === '0-master-chief' ? { ...u, roster: 'brute-hammer' } : u)) });
    const { view } = scenario((s) => asBrute(placeUnits(s, { '0-master-chief': { status: 'map', sq: FAR } })));
    expect(refusalAt(view, geoOfView(view), '0-master-chief', BODY)?.code).toBe('actionclix/scarab-adjacent-only');
  });
});
