import { groupSpecials } from './Dials';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { actionclixEngine, type ActionClixAction, type ScarabState } from '../../../../engines/actionclix';
import en from '../../../../locales/en/actionclix.json';
import de from '../../../../locales/de/actionclix.json';
import { formatEvent } from '../formatEvent';
import { defaultOptions } from '../forceBuilder';
import { reinforcementChoices, reinforcementSummary, scarabOptions, scarabSeatOf, withScenario } from './options';
import { CELL, PAD, choiceAt, choicesOf, modesOf } from '../model';
import { placeUnits, scenario, withScarab } from '../testing/scarabScenario';
import { actionsPerTurn, promptOf } from '../prompt';
import { scarabModes, scarabOrderChoices, scarabStepChoices, spotOfUnit, targetChoices } from './choices';
import { legOf, localFeet, rotateQuarter, shortestAngle } from './geometry';
import { CHASSIS_INDEX, deckSpot, dialsOf, interiorAt, interiorCentre, placementOf, readEventClick, scarabWorldSize } from './read';

const engine = actionclixEngine;

describe('the Scarab drawn', () => {
  it.each([
    { name: 'no turn', p: { x: 3, y: -5 }, q: 0, out: { x: 3, y: -5 } },
    { name: 'a quarter turn clockwise takes up to right', p: { x: 0, y: -1 }, q: 1, out: { x: 1, y: 0 } },
    { name: 'a half turn', p: { x: 2, y: 1 }, q: 2, out: { x: -2, y: -1 } },
    { name: 'three quarters equal one back', p: { x: 0, y: -1 }, q: 3, out: { x: -1, y: 0 } },
    { name: 'a negative turn', p: { x: 0, y: -1 }, q: -1, out: { x: -1, y: 0 } },
  ])('rotateQuarter: $name', ({ p, q, out }) => {
    const r = rotateQuarter(p, q);
    expect({ x: r.x + 0, y: r.y + 0 }).toEqual(out);
  });

  it.each([
    { name: 'from north to east turns +90', from: 0, facing: 1, to: 90 },
    { name: 'from west (270) to north goes on to 360, not back', from: 270, facing: 0, to: 360 },
    { name: 'from north to west goes back to -90', from: 0, facing: 3, to: -90 },
    { name: 'after several turns the angle keeps counting', from: 450, facing: 2, to: 540 },
    { name: 'no change stays', from: 180, facing: 2, to: 180 },
  ])('shortestAngle: $name', ({ from, facing, to }) => {
    expect(shortestAngle(from, facing)).toBe(to);
  });

  it('the feet are rigid: the same local feet at every facing of the same stance', () => {
    const north = [{ x: 0, y: 0 }, { x: 160, y: 0 }, { x: 0, y: 240 }, { x: 160, y: 240 }];
    const east = north.map((p) => rotateQuarter(p, 1));
    expect(localFeet(east, 1).map((p) => ({ x: Math.round(p.x), y: Math.round(p.y) }))).toEqual(localFeet(north, 0).map((p) => ({ x: Math.round(p.x), y: Math.round(p.y) })));
  });

  it('kneeling splays the knee out further than standing', () => {
    const body = { halfW: 100, halfL: 180 };
    const foot = { x: 80, y: 120 };
    expect(legOf(foot, body, 'kneeling').knee.x).toBeGreaterThan(legOf(foot, body, 'standing').knee.x + 10);
  });

  it('the start: bases at the corners of the 6 x 8 area beneath, standing, facing north', () => {
    const { view } = scenario();
    const sc = view.scarab;
    if (sc === undefined) throw new Error('no Scarab');
    const p = placementOf(sc, view.width);
    // Shell (front left) covers (9, 8)-(10, 9): its centre is the corner of those four squares.
    expect(p.feet[0]).toEqual({ x: PAD + 10 * CELL, y: PAD + 9 * CELL });
    expect(p.feet[CHASSIS_INDEX]).toEqual({ x: PAD + 10 * CELL, y: PAD + 15 * CELL });
    expect(p.facing).toBe(0);
    expect(p.pose).toBe('standing');
  });
});

describe('the interior map and the deck', () => {
  const { view } = scenario();
  const sc = view.scarab;
  if (sc === undefined) throw new Error('no Scarab');
  it('sits right of the battlefield and widens the world by its size', () => {
    expect(scarabWorldSize(view, sc)).toEqual({ width: 24 * CELL + 2 * PAD + 26 + 10 * CELL + 2 * 22, height: 24 * CELL + 2 * PAD });
  });
  it.each([
    { name: 'the first square', sq: 0 },
    { name: 'a Ramp square', sq: 112 },
    { name: 'the last square', sq: 119 },
  ])('a square and its centre map to each other: $name', ({ sq }) => {
    const c = interiorCentre(view, sc, sq);
    expect(interiorAt(view, sc, c.x, c.y)).toBe(sq);
  });
  it('a point left of the interior is no interior square', () => {
    const c = interiorCentre(view, sc, 0);
    expect(interiorAt(view, sc, c.x - CELL, c.y)).toBe(-1);
  });
  it('deck spots run in rows of three below the centre (kept free for the Scarab itself)', () => {
    const p = placementOf(sc, view.width);
    const spots = [0, 1, 2, 3].map((i) => deckSpot(p, i, 4));
    expect(spots.map((s) => Math.round(s.x - spots[1]!.x))).toEqual([-CELL, 0, CELL, 0]);
    expect(spots[3]!.y - spots[0]!.y).toBe(CELL);
  });
});

describe('the dials as shown', () => {
  it('before the roll the current Event click shows, no column marked', () => {
    const { view } = scenario();
    if (view.scarab === undefined) throw new Error('no Scarab');
    const d = dialsOf(view.scarab);
    expect(d.rows.map((r) => [r.dial, r.click])).toEqual([['shell', 0], ['chassis', 2], ['core', 3]]);
    expect(readEventClick(d)).toMatchObject({ click: 0, column: null, turnedTo: null });
  });
  it('after the roll, before the dial turns, there is no click it turned to', () => {
    const { view } = scenario((s) => withScarab(s, { die: 5, read: { click: 3, column: 2 }, clicks: { shell: 0, chassis: 2, core: 3, event: 3 } }));
    if (view.scarab === undefined) throw new Error('no Scarab');
    expect(readEventClick(dialsOf(view.scarab))).toMatchObject({ click: 3, column: 2, turnedTo: null });
  });
  it('after the roll the click the d6 read shows, its column marked, even once the dial turned on', () => {
    const { view } = scenario((s) => withScarab(s, { die: 5, read: { click: 3, column: 2 }, clicks: { shell: 0, chassis: 2, core: 3, event: 4 } }));
    if (view.scarab === undefined) throw new Error('no Scarab');
    expect(readEventClick(dialsOf(view.scarab))).toMatchObject({ click: 3, column: 2, turnedTo: 4 });
  });
});

describe('choices on the three boards', () => {
  const top = { status: 'top' as const, sq: -1 };
  const { view } = scenario((s) => placeUnits(s, { '0-master-chief': { status: 'map', sq: 300 }, '0-spartan-ar': top, '0-odst-smg': top, '0-marine-ar': { status: 'inside', sq: 112 } }));
  it.each<{ name: string; id: string; board: string; sq: number }>([
    { name: 'a battlefield unit at its square', id: '0-master-chief', board: 'map', sq: 300 },
    { name: 'the second unit on top at deck spot 1', id: '0-odst-smg', board: 'top', sq: 1 },
    { name: 'a unit inside at its interior square', id: '0-marine-ar', board: 'inside', sq: 112 },
  ])('spotOfUnit: $name', ({ id, board, sq }) => {
    expect(spotOfUnit(view, id)).toEqual({ board, sq });
  });

  it.each<{ name: string; action: ActionClixAction; mode: 'auto' | 'moveAttack' | 'grenade'; want: unknown[] }>([
    { name: 'climbing on is the Scarab itself', action: { type: 'climbOn', unit: 'u', attack: false }, mode: 'auto', want: [{ board: 'top', sq: -1, role: 'climb' }] },
    { name: 'a climb that attacks is offered only in move-and-attack', action: { type: 'climbOn', unit: 'u', attack: true }, mode: 'auto', want: [] },
    { name: 'stepping off is a battlefield square', action: { type: 'stepOff', unit: 'u', to: 77, attack: false }, mode: 'auto', want: [{ sq: 77, role: 'off' }] },
    { name: 'jumping off while moving to attack', action: { type: 'jumpOff', unit: 'u', to: 78, attack: true }, mode: 'moveAttack', want: [{ sq: 78, role: 'off' }] },
    { name: 'entering is a Ramp square inside', action: { type: 'enter', unit: 'u', to: 113, attack: false }, mode: 'auto', want: [{ board: 'inside', sq: 113, role: 'enter' }] },
    { name: 'exiting is the Scarab itself', action: { type: 'exit', unit: 'u', attack: false }, mode: 'auto', want: [{ board: 'top', sq: -1, role: 'exit' }] },
    { name: 'a move inside is an interior square', action: { type: 'moveInside', unit: 'u', to: 52, attack: false }, mode: 'auto', want: [{ board: 'inside', sq: 52, role: 'move' }] },
    { name: 'a grenade inside only in grenade mode', action: { type: 'grenadeInside', unit: 'u', square: 24 }, mode: 'auto', want: [] },
  ])('scarabOrderChoices: $name', ({ action, mode, want }) => {
    expect(scarabOrderChoices(view, action, mode).map(({ action: _a, ...c }) => c)).toEqual(want);
  });

  it.each([
    { name: 'the Scarab: its outline, apart from the deck a unit climbs onto', target: 'scarab', want: [{ board: 'top', sq: -2 }] },
    { name: 'the core: both its squares', target: 'core', want: [{ board: 'inside', sq: 24 }, { board: 'inside', sq: 25 }] },
    { name: 'a unit on top at its deck spot', target: '0-spartan-ar', want: [{ board: 'top', sq: 0 }] },
  ])('targetChoices: $name', ({ target, want }) => {
    expect(targetChoices(view, { type: 'attack', unit: 'x', target }).map((c) => ({ board: c.board, sq: c.sq }))).toEqual(want);
  });

  it('modes: climbing with an attack adds move-and-attack, a grenade inside adds grenade', () => {
    const legal: ActionClixAction[] = [{ type: 'climbOn', unit: 'u', attack: false }, { type: 'climbOn', unit: 'u', attack: true }, { type: 'grenadeInside', unit: 'v', square: 24 }];
    expect([...scarabModes(legal, 'u')]).toEqual(['auto', 'moveAttack']);
    expect(modesOf(legal, 'v')).toEqual(['grenade']);
  });

  it('the guns: the chosen gun’s targets while it may fire, else the other’s', () => {
    const legal: ActionClixAction[] = [{ type: 'scarabFire', gun: 'main', target: '0-master-chief' }, { type: 'scarabFire', gun: 'turret', target: '0-hornet' }, { type: 'scarabHold', gun: 'main' }];
    expect(scarabStepChoices(view, legal, 'turret', null).map((c) => c.unit)).toEqual(['0-hornet']);
    expect(scarabStepChoices(view, legal.slice(1), 'main', null).map((c) => c.unit)).toEqual(['0-hornet']);
  });

  it('a reinforcement’s Ramp squares are those of the chosen unit only, on the interior map', () => {
    const legal: ActionClixAction[] = [{ type: 'scarabReinforce', unit: 'a', to: 102 }, { type: 'scarabReinforce', unit: 'b', to: 103 }, { type: 'scarabReinforce', unit: 'b', to: 104 }];
    expect(scarabStepChoices(view, legal, 'main', 'b').map((c) => [c.board, c.sq])).toEqual([['inside', 103], ['inside', 104]]);
    expect(scarabStepChoices(view, legal, 'main', null).map((c) => c.sq)).toEqual([102]);
  });

  it('a click finds the choice on its own board: square 24 inside is the core, not battlefield square 24', () => {
    const legal: ActionClixAction[] = [{ type: 'attack', unit: '0-marine-ar', target: 'core' }];
    const choices = choicesOf(view, legal, { unit: '0-marine-ar', mode: 'auto' });
    expect(choiceAt(choices, 24)).toBeUndefined();
    expect(choiceAt(choices, 24, 'inside')?.action).toEqual(legal[0]);
  });
});

describe('prompt and action count', () => {
  it.each([
    { name: 'the attacker: half its 8 units', seat: 0, step: null, count: 4, key: 'ui.prompt.choose' },
    { name: 'the Scarab rolls first', seat: 1, step: { kind: 'roll' }, count: 0, key: 'ui.prompt.scarab.roll' },
    { name: 'a rotation to choose', seat: 1, step: { kind: 'move', move: 'rotate', choices: ['cw', 'ccw'] }, count: 0, key: 'ui.prompt.scarab.rotate' },
    { name: 'inactive reinforcements end the turn', seat: 1, step: { kind: 'reinforcements', actions: 0 }, count: 0, key: 'ui.prompt.scarab.inactive' },
  ])('$name', ({ seat, step, count, key }) => {
    const { view } = scenario((s) => withScarab({ ...s, phase: { kind: 'play' }, turn: { seat, used: 0, acted: {}, swapped: [], pending: [], deploy: false } }, { step: step as ScarabState['step'] }));
    expect(actionsPerTurn(view)).toBe(count);
    expect(promptOf(view, [], 'Bo', null, 'auto', (k) => k).key).toBe(key);
  });
});

describe('the count in the prompt and beside it agree', () => {
  it.each([
    { lng: 'en', used: 0, prompt: '(4 of 4 left)', count: 'Actions given: 0 of 4' },
    { lng: 'en', used: 1, prompt: '(3 of 4 left)', count: 'Actions given: 1 of 4' },
    { lng: 'de', used: 0, prompt: '(noch 4 von 4)', count: 'Vergebene Aktionen: 0 von 4' },
  ])('$lng, $used given: "$prompt" and "$count"', ({ lng, used, prompt, count }) => {
    const { view } = scenario((s) => withScarab({ ...s, phase: { kind: 'play' }, turn: { seat: 0, used, acted: {}, swapped: [], pending: [], deploy: false } }, { step: null }));
    const t = i18n.getFixedT(lng, 'actionclix');
    const p = promptOf(view, [], 'Ada', null, 'auto', (k) => k);
    expect(t(p.key, p.params)).toContain(prompt);
    expect(t('ui.actions', { used, max: actionsPerTurn(view) })).toBe(count);
  });
});

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', fallbackLng: false, resources: { en: { actionclix: en }, de: { actionclix: de } }, ns: ['actionclix'], defaultNS: 'actionclix', interpolation: { escapeValue: false } });

describe('log lines of the scenario', () => {
  const names = ['Ada', 'Bo'];
  const line = (lng: 'en' | 'de', event: Parameters<typeof formatEvent>[0]) => {
    const t = i18n.getFixedT(lng, 'actionclix');
    return formatEvent(event, (key, params) => t(key, params ?? {}) as string, (s) => names[s] ?? '?');
  };
  it.each([
    { name: 'a shift names its direction', event: { type: 'scarabShifted', dir: 'e', from: { x: 9, y: 8, facing: 'n' }, to: { x: 10, y: 8, facing: 'n' } } },
    { name: 'a rotation names its way', event: { type: 'scarabRotated', turn: 'ccw', from: { x: 9, y: 8, facing: 'n' }, to: { x: 8, y: 9, facing: 'w' } } },
    { name: 'a push names the unit and both squares', event: { type: 'displaced', unit: '0-marine-ar', owner: 0, from: 200, to: 176, base: 'chassis' } },
    { name: 'the Main Power Core hit from inside', event: { type: 'scarabHit', seat: 0, unit: '0-marine-ar', target: 'core', part: 'core', attack: 12, total: 19, needed: 16, doubleSix: false } },
    { name: 'entering names an interior square', event: { type: 'entered', seat: 0, unit: '0-spartan-ar', to: 112, path: [112] } },
    { name: 'the gun fired', event: { type: 'scarabFired', gun: 'turret', target: '0-hornet', attack: 10, total: 17, needed: 16, hit: true } },
    { name: 'damage lost past the Chassis\'s last click', event: { type: 'scarabDamageLost', amount: 2, source: 'shot' } },
  ])('$name, in both languages, every placeholder filled', ({ event }) => {
    for (const lng of ['en', 'de'] as const) {
      const text = line(lng, event) ?? '';
      expect(text).not.toMatch(/\{\{|undefined|\[object|scarab\.|ui\./);
      expect(text.length).toBeGreaterThan(10);
    }
  });
  it.each([
    { name: 'shift', event: { type: 'scarabShifted', dir: 'e', from: {}, to: { facing: 'n' } }, en: 'The Scarab shifts one square east.' },
    { name: 'entering', event: { type: 'entered', seat: 0, unit: '0-spartan-ar', to: 112, path: [112] }, en: 'Spartan (MA37) enters the Scarab (interior C12).' },
    { name: 'core hit', event: { type: 'scarabHit', seat: 0, unit: '0-marine-ar', target: 'core', part: 'core', attack: 12, total: 19, needed: 16 }, en: 'Marine (MA37) hits the Main Power Core: 19 against defense 16.' },
    { name: 'damage lost', event: { type: 'scarabDamageLost', amount: 2, source: 'shot' }, en: 'The Scarab’s Chassis shows its last click: 2 damage is lost (only attacks from inside damage the Main Power Core).' },
  ])('exact English: $name', ({ event, en: text }) => {
    expect(line('en', event)).toBe(text);
  });
});

describe('the launcher’s scenario options', () => {
  it('switching to the Scarab gives the engine’s Normal defaults for two players, the Scarab on seat 2', () => {
    const o = withScenario(defaultOptions(2), 2, 'scarab');
    expect(o.mode).toBe('scarab');
    expect(o.scarab).toEqual({ power: 'normal', scarabSeat: 1 });
    expect(reinforcementSummary(o)).toEqual({ points: 290, max: 300 });
    expect(engine.parseOptions(o, 2).ok).toBe(true);
  });
  it('Heroic raises the budgets; the Scarab on seat 1 swaps the forces', () => {
    const o = scarabOptions(defaultOptions(2), 'heroic', 0);
    expect(scarabSeatOf(o)).toBe(0);
    expect(reinforcementSummary(o).max).toBe(400);
    expect(o.forces[1]).toContain('master-chief');
    expect(engine.parseOptions(o, 2).ok).toBe(true);
  });
  it('reinforcements offer Covenant figures only, none twice', () => {
    const o = withScenario(defaultOptions(2), 2, 'scarab');
    const offered = reinforcementChoices(o);
    expect(offered).toContain('brute-hammer');
    expect(offered).not.toContain('grunt-pistol');
    expect(offered).not.toContain('ghost');
    expect(offered).not.toContain('marine-ar');
  });
  it('back to the basic game keeps the battlefield', () => {
    const o = withScenario(withScenario({ ...defaultOptions(2), battlefield: 'quick', tiles: ['hangar', 'canyon'] }, 2, 'scarab'), 2, 'basic');
    expect([o.mode, o.battlefield, o.scarab]).toEqual(['basic', 'quick', undefined]);
    expect(engine.parseOptions(o, 2).ok).toBe(true);
  });
});

describe("the Scarab's dial specials", () => {
  it.each([
    { name: 'one of each stays in order', ids: ['stomp', 'mortar'], want: [{ id: 'stomp', count: 1 }, { id: 'mortar', count: 1 }] },
    { name: 'two Dropships in a column are one chip with its count', ids: ['reinforce', 'reinforce'], want: [{ id: 'reinforce', count: 2 }] },
    { name: 'none', ids: [], want: [] },
  ])('$name', ({ ids, want }) => {
    expect(groupSpecials(ids)).toEqual(want);
  });
});
