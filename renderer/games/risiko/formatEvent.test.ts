import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../../engines/risiko';
import en from '../../../locales/en/risiko.json';
import de from '../../../locales/de/risiko.json';
import { actorOf, EVENT_FIELDS, formatEvent } from './formatEvent';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', fallbackLng: false, resources: { en: { risiko: en }, de: { risiko: de } }, ns: ['risiko'], defaultNS: 'risiko', interpolation: { escapeValue: false } });

const names = ['Grey', 'Ana', 'Ben'];
const name = (seat: number) => names[seat] ?? '?';

function line(language: 'en' | 'de', event: Parameters<typeof formatEvent>[0]): string | null {
  const t = i18n.getFixedT(language, 'risiko');
  return formatEvent(event, (key, params) => t(key, params ?? {}) as string, name);
}

describe('log lines', () => {
  it('knows every event type the engine emits', () => {
    expect(EVENT_TYPES.filter((type) => EVENT_FIELDS[type] === undefined)).toEqual([]);
  });

  it.each([
    {
      name: 'an automatic defence says so, with its reason',
      event: { type: 'defendedAutomatically', defender: 1, dice: 2, reason: 'no-card' },
      en: 'Ana defends automatically with 2 dice (no card that could change the battle).',
      de: 'Ana verteidigt automatisch mit 2 Würfeln (keine Karte, die den Kampf ändern könnte).',
    },
    {
      name: 'the neutral Flood defends automatically',
      event: { type: 'defendedAutomatically', defender: null, dice: 1, reason: 'neutral' },
      en: 'Neutral Flood defends automatically with 1 die (the neutral Flood always rolls the most dice).',
      de: 'Neutrale Flood verteidigt automatisch mit 1 Würfel (die neutrale Flood würfelt immer mit den meisten Würfeln).',
    },
  ])('$name', ({ event, en: english, de: german }) => {
    expect(line('en', event)).toBe(english);
    expect(line('de', event)).toBe(german);
  });

  it.each([
    {
      name: 'a battle names both places and the result',
      event: { type: 'diceRolled', attacker: 0, defender: 1, from: 'archive-99-03', to: 'research-facility-a', attackDice: [6, 3], defenceDice: [5, 4], attackerLosses: 1, defenderLosses: 1 },
      en: 'Grey attacks Research Facility A from Archive 99-03: 6 3 against 5 4. Grey loses 1 unit, Ana loses 1 unit.',
      de: 'Grey greift Research Facility A von Archive 99-03 aus an: 6 3 gegen 5 4. Grey verliert 1 Einheit, Ana verliert 1 Einheit.',
    },
    {
      name: 'a maneuver keeps territory names English in German',
      event: { type: 'maneuvered', seat: 2, from: 'archive-99-04', to: 'archive-99-03', count: 4, hero: false },
      en: 'Ben moved 4 units from Archive 99-04 to Archive 99-03.',
      de: null,
    },
    {
      name: 'the neutral Flood has a name',
      event: { type: 'attackDeclared', attacker: 1, defender: null, from: 'tide-pools', to: 'crash-beach', dice: 2 },
      en: 'Ana attacks Crash Beach from Tide Pools with 2 dice.',
      de: null,
    },
    {
      name: '`to` is a seat in a transfer',
      event: { type: 'transferAccepted', seat: 1, to: 0, territory: 'beacon-spire' },
      en: 'Ana hands command of Beacon Spire to Grey.',
      de: null,
    },
  ])('$name', ({ event, en: english, de: german }) => {
    expect(line('en', event)).toBe(english);
    if (german !== null) expect(line('de', event)).toBe(german);
    else expect(line('de', event)).toContain(english.includes('Archive 99-04') ? 'Archive 99-04' : '');
  });

  it.each([
    { dice: 1, en: 'Grey attacks Tide Pools from Tide Pools with 1 die.', de: 'Grey greift Tide Pools von Tide Pools aus mit 1 Würfel an.' },
    { dice: 3, en: 'Grey attacks Tide Pools from Tide Pools with 3 dice.', de: 'Grey greift Tide Pools von Tide Pools aus mit 3 Würfeln an.' },
  ])('counts $dice dice in an attack', ({ dice, en: english, de: german }) => {
    const event = { type: 'attackDeclared', attacker: 0, defender: 1, from: 'tide-pools', to: 'tide-pools', dice };
    expect([line('en', event), line('de', event)]).toEqual([english, german]);
  });

  it.each(['en', 'de'] as const)('has a text for every event type in %s', (language) => {
    const sample = { seat: 0, attacker: 0, defender: 1, by: 1, to: 1, ally: 1, territory: 'tide-pools', from: 'tide-pools', card: 'cc-e-01', ability: 'ambush', faction: 'unsc', reason: 'objectives', winners: [0], count: 2 };
    for (const type of EVENT_TYPES) {
      const text = line(language, { type, ...sample }) ?? '';
      expect(text, type).not.toMatch(/^(log|ui)\./);
      expect(text.length, type).toBeGreaterThan(5);
    }
  });
});

describe('counted lines read as sentences', () => {
  const at = { seat: 0, territory: 'tide-pools', from: 'tide-pools', to: 'crash-beach' };
  it.each([
    { name: 'one unit placed', event: { type: 'setupUnitsPlaced', ...at, count: 1 }, en: 'Grey placed 1 unit in Tide Pools.', de: 'Grey hat 1 Einheit in Tide Pools gesetzt.' },
    { name: 'one reinforcement', event: { type: 'reinforced', ...at, count: 1 }, en: 'Grey reinforced Tide Pools with 1 unit.', de: 'Grey hat Tide Pools mit 1 Einheit verstärkt.' },
    { name: 'one card drawn', event: { type: 'cardDrawn', seat: 0, count: 1 }, en: 'Grey drew 1 faction card.', de: 'Grey hat 1 Fraktionskarte gezogen.' },
    { name: 'two cards drawn', event: { type: 'cardDrawn', seat: 0, count: 2 }, en: 'Grey drew 2 faction cards.', de: 'Grey hat 2 Fraktionskarten gezogen.' },
    { name: 'one card traded', event: { type: 'skullsTraded', seat: 0, cards: 1, skulls: 2, units: 3 }, en: 'Grey traded 1 card (2 skulls) for 3 units.', de: 'Grey hat 1 Karte (2 Schädel) gegen 3 Einheiten getauscht.' },
    {
      name: 'a battle one side wins outright says who lost how many',
      event: { type: 'diceRolled', attacker: 0, defender: 1, from: 'tide-pools', to: 'crash-beach', attackDice: [6, 6], defenceDice: [2, 1], attackerLosses: 0, defenderLosses: 2 },
      en: 'Grey attacks Crash Beach from Tide Pools: 6 6 against 2 1. Grey loses no unit, Ana loses 2 units.',
      de: 'Grey greift Crash Beach von Tide Pools aus an: 6 6 gegen 2 1. Grey verliert keine Einheit, Ana verliert 2 Einheiten.',
    },
    { name: 'a bombardment with one hit', event: { type: 'bombarded', seat: 0, territory: 'tide-pools', hits: 1, removed: 1 }, en: 'Grey bombarded Tide Pools: 1 hit, 1 unit destroyed.', de: 'Grey hat Tide Pools bombardiert: 1 Treffer, 1 Einheit vernichtet.' },
    { name: 'an elimination without cards', event: { type: 'playerEliminated', seat: 1, by: 0, cards: 0 }, en: 'Ana was eliminated by Grey, who captures no faction cards.', de: 'Ana wurde von Grey aus dem Spiel geworfen; Grey erbeutet keine Fraktionskarten.' },
  ])('$name', ({ event, en: english, de: german }) => {
    expect([line('en', event), line('de', event)]).toEqual([english, german]);
  });

  it.each([
    ['en', en],
    ['de', de],
  ] as const)('no %s text spells a plural with brackets ("card(s)", "Karte(n)")', (_language, texts) => {
    expect(JSON.stringify(texts)).not.toMatch(/\w\((s|n|en|e)\)/);
  });
});

describe('whose line it is', () => {
  it.each([
    { name: 'a battle belongs to the attacker', event: { type: 'diceRolled', attacker: 2, defender: 0 }, actor: 2 },
    { name: 'a turn to its player', event: { type: 'turnStarted', seat: 1 }, actor: 1 },
    { name: 'a Flood attack to no one', event: { type: 'attackDeclared', attacker: null, defender: 1 }, actor: null },
    { name: 'the end of the setup to no one', event: { type: 'setupFinished' }, actor: null },
  ])('$name', ({ event, actor }) => {
    expect(actorOf(event)).toBe(actor);
  });
});

describe('card aiming refusals', () => {
  it.each(['bombardment', 'airlift', 'hero-jump'])('say what a %s needs, in English and German', (ability) => {
    for (const language of ['en', 'de'] as const) {
      const text = i18n.getFixedT(language, 'risiko')('errors.card-target', { ability });
      expect(text).toBe(i18n.getFixedT(language, 'risiko')(`cardTargets.${ability}`));
      expect(text.length).toBeGreaterThan(30);
    }
  });
});
