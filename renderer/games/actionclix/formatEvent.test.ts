import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, EVENT_TYPES, OUTCOME_REASONS, ROSTER, ABILITIES, actionclixEngine } from '../../../engines/actionclix';
import en from '../../../locales/en/actionclix.json';
import de from '../../../locales/de/actionclix.json';
import { actorOf, formatEvent } from './formatEvent';
import { defaultOptions } from './forceBuilder';
import { plan } from './testing/policy';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', fallbackLng: false, resources: { en: { actionclix: en }, de: { actionclix: de } }, ns: ['actionclix'], defaultNS: 'actionclix', interpolation: { escapeValue: false } });

const names = ['Ada', 'Bo'];
const name = (seat: number) => names[seat] ?? '?';

function line(language: 'en' | 'de', event: Parameters<typeof formatEvent>[0]): string | null {
  const t = i18n.getFixedT(language, 'actionclix');
  return formatEvent(event, (key, params) => t(key, params ?? {}) as string, name);
}

function keys(o: unknown, prefix = ''): string[] {
  if (typeof o !== 'object' || o === null) return [prefix];
  return Object.entries(o).flatMap(([k, v]) => keys(v, prefix === '' ? k : `${prefix}.${k}`));
}

describe('log lines', () => {
  it.each([
    { name: 'a move names the unit, both squares and the engine’s distance (the path includes the start; A1 top left, 24 columns)', event: { type: 'moved', seat: 0, unit: '0-marine-ar', from: 0, to: 26, path: [0, 25, 26], squares: 2 }, en: 'Ada moves Marine (MA37) from A1 to C2 (2 squares).', de: 'Ada bewegt Marine (MA37) von A1 nach C2 (2 Felder).' },
    { name: 'a hit gives total against defense', event: { type: 'shotHit', seat: 0, unit: '0-odst-sniper', target: '1-grunt-pistol', attack: 9, total: 19, needed: 16, doubleSix: false }, en: 'ODST (Sniper Rifle) hits Grunt (Plasma Pistol): 19 against defense 16.', de: 'ODST (Scharfschützengewehr) trifft Grunt (Plasmapistole): 19 gegen Verteidigung 16.' },
    { name: 'two 6s say so', event: { type: 'shotHit', seat: 1, unit: '1-ghost', target: '0-warthog', attack: 9, total: 21, needed: 22, doubleSix: true }, en: 'Ghost hits Warthog with two 6s.', de: 'Ghost trifft Warthog mit zwei Sechsen.' },
    { name: 'a unit respawned as itself is named once', event: { type: 'respawned', seat: 0, unit: '0-ghost', into: '0-ghost', square: 0 }, en: 'Ada respawns Ghost on A1.', de: 'Ada lässt Ghost auf A1 wieder ins Spiel kommen.' },
    { name: 'the Scarab’s one Event die is left to the Event dial’s line', event: { type: 'diceRolled', seat: 1, unit: 'scarab', dice: [1], total: 1, purpose: 'event' }, en: null, de: null },
    { name: 'the dice are both shown', event: { type: 'diceRolled', seat: 0, unit: '0-marine-ar', dice: [6, 5], total: 11, purpose: 'shot' }, en: 'Marine (MA37) rolls 6 + 5 = 11.', de: 'Marine (MA37) würfelt 6 + 5 = 11.' },
    { name: 'damage names its source', event: { type: 'damaged', unit: '1-brute-hammer', owner: 1, amount: 4, click: 4, source: 'grenade' }, en: 'Brute (Gravity Hammer) takes 4 damage (grenade).', de: 'Brute (Gravitationshammer) nimmt 4 Schaden (Granate).' },
    { name: 'a knockback ends on the last square of its path', event: { type: 'knockedBack', unit: '1-grunt-pistol', owner: 1, path: [48, 72], blocked: true }, en: 'Grunt (Plasma Pistol) is knocked back 2 squares to A4 and stopped.', de: 'Grunt (Plasmapistole) wird 2 Felder nach A4 zurückgestoßen und aufgehalten.' },
    { name: 'a knockback blocked at once moves no square', event: { type: 'knockedBack', unit: '1-grunt-pistol', owner: 1, path: [], blocked: true }, en: 'Grunt (Plasma Pistol) is knocked back against an obstacle and stays put.', de: 'Grunt (Plasmapistole) wird gegen ein Hindernis gestoßen und bleibt stehen.' },
    { name: 'an elimination names the owner', event: { type: 'eliminated', unit: '1-jackal-beam', owner: 1, by: '0-spartan-ar' }, en: 'Jackal (Beam Rifle) of Bo is eliminated.', de: 'Jackal (Strahlengewehr) von Bo ist ausgeschaltet.' },
    { name: 'a respawn names both units and the spawn point', event: { type: 'respawned', seat: 0, unit: '0-marine-ar', into: '0-marine-shotgun', square: 575 }, en: 'Ada respawns Marine (MA37) as Marine (Shotgun) on X24.', de: 'Ada lässt Marine (MA37) als Marine (Schrotflinte) auf X24 wieder ins Spiel kommen.' },
    { name: 'a move of one square says "1 square"', event: { type: 'moved', seat: 0, unit: '0-marine-ar', from: 0, to: 1, path: [0, 1], squares: 1 }, en: 'Ada moves Marine (MA37) from A1 to B1 (1 square).', de: 'Ada bewegt Marine (MA37) von A1 nach B1 (1 Feld).' },
    { name: 'a knockback of one square says "1 square"', event: { type: 'knockedBack', seat: 1, unit: '0-marine-ar', by: '1-ghost', path: [1] }, en: 'Marine (MA37) is knocked back 1 square to B1.', de: 'Marine (MA37) wird 1 Feld nach B1 zurückgestoßen.' },
    { name: 'a blocked knockback of one square says "1 square"', event: { type: 'knockedBack', seat: 1, unit: '0-marine-ar', by: '1-ghost', path: [1], blocked: true }, en: 'Marine (MA37) is knocked back 1 square to B1 and stopped.', de: 'Marine (MA37) wird 1 Feld nach B1 zurückgestoßen und aufgehalten.' },
    { name: 'the loot result is told with the engine’s own words (lootResults)', event: { type: 'lootRolled', seat: 1, unit: '1-elite-rifle', dice: [3, 3], total: 6, result: 'grenade' }, en: 'Elite (Plasma Rifle) rolls 3 + 3 for loot: a Grenade token.', de: 'Elite (Plasmagewehr) würfelt 3 + 3 um Beute: ein Granaten-Marker.' },
    { name: 'a pass says what was passed', event: { type: 'passed', seat: 0, unit: '0-odst-sniper', step: 'cover' }, en: 'Ada passes the cover move with ODST (Sniper Rifle).', de: 'Ada verzichtet mit ODST (Scharfschützengewehr) auf die Deckungsbewegung.' },
    { name: 'a deployment turn says so', event: { type: 'turnStarted', seat: 1, turn: 2, deploy: true }, en: 'Bo begins turn 2 and deploys the force.', de: 'Bo beginnt Zug 2 und bringt die Streitmacht ins Spiel.' },
    { name: 'the winners are named', event: { type: 'gameWon', seat: 0, winners: [0], kills: 5 }, en: 'Ada win with 5 kill points.', de: 'Ada gewinnen mit 5 Abschusspunkten.' },
  ])('$name', ({ event, en: inEnglish, de: inGerman }) => {
    expect(line('en', event)).toBe(inEnglish);
    expect(line('de', event)).toBe(inGerman);
  });

  it('has a line for every event type in both languages, and every line of a played game is filled in', () => {
    for (const type of EVENT_TYPES) for (const l of [en, de]) expect(l.log, type).toHaveProperty(type);
    const steps = plan(defaultOptions(2), 2, 'acx-2', 40);
    const setup = actionclixEngine.setup({ players: 2, options: defaultOptions(2), seed: 'acx-2' });
    if (!setup.ok) throw new Error('setup');
    let s = setup.value;
    for (const step of steps) {
      const r = actionclixEngine.apply(s, step.seat, step.action);
      if (!r.ok) throw new Error(r.error.code);
      for (const e of r.value.events) for (const lang of ['en', 'de'] as const) expect(line(lang, e), e.type).not.toMatch(/\{\{|log\.|units\.|undefined/);
      s = r.value.state;
    }
  });

  it.each([
    { name: 'the usual battlefield, 24 across', width: 24, square: 24 * 4 + 23, en: 'X5' },
    { name: 'the large battlefield, 36 across: columns go on AA…', width: 36, square: 36 * 6 + 27, en: 'AB7' },
    { name: 'the large battlefield’s last square', width: 36, square: 36 * 24 - 1, en: 'AJ24' },
  ])('names squares on the board the frame passes: $name', ({ width, square, en: at }) => {
    const t = i18n.getFixedT('en', 'actionclix');
    const text = formatEvent({ type: 'respawned', seat: 0, unit: '0-ghost', into: '0-ghost', square }, (key, params) => t(key, params ?? {}) as string, name, { width });
    expect(text).toBe(`Ada respawns Ghost on ${at}.`);
  });

  it('names the acting seat, else the owner', () => {
    expect(actorOf({ type: 'moved', seat: 1 })).toBe(1);
    expect(actorOf({ type: 'damaged', owner: 0 })).toBe(0);
    expect(actorOf({ type: 'firstPlayer' })).toBeNull();
  });
});

describe('locale files', () => {
  it('have the same keys in English and German', () => expect(keys(de).sort()).toEqual(keys(en).sort()));
  it('translate every error code, outcome, unit and ability', () => {
    for (const code of ERROR_CODES) expect(en.errors, code).toHaveProperty(code.slice('actionclix/'.length));
    for (const reason of OUTCOME_REASONS) expect(en.outcome).toHaveProperty(reason);
    for (const u of ROSTER) expect(en.units).toHaveProperty(u.id);
    for (const a of ABILITIES) expect(en.abilities).toHaveProperty(a);
  });
});
