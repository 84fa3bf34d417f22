import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engines/core';
import { EVENT_TYPES } from '../../../engines/halotcg';
import en from '../../../locales/en/halotcg.json';
import de from '../../../locales/de/halotcg.json';
import { actorOf, EVENT_FIELDS, formatEvent } from './formatEvent';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', fallbackLng: false, resources: { en: { halotcg: en }, de: { halotcg: de } }, ns: ['halotcg'], defaultNS: 'halotcg', interpolation: { escapeValue: false } });

const names = ['Ana', 'Ben'];
const name = (seat: number) => names[seat] ?? '?';

function line(language: 'en' | 'de', event: GameEvent): string | null {
  const t = i18n.getFixedT(language, 'halotcg');
  return formatEvent(event, (key, params) => t(key, params ?? {}) as string, name);
}

/** One example of every event type, shaped as the engine emits it. */
const SAMPLES: Readonly<Record<string, GameEvent>> = {
  bid: { type: 'bid', seat: 0 },
  firstPlayer: { type: 'firstPlayer', seat: 1 },
  startingCompanion: { type: 'startingCompanion', seat: 0, card: 'mobuto' },
  shuffled: { type: 'shuffled', seat: 0 },
  drew: { type: 'drew', seat: 1, count: 8 },
  turnStarted: { type: 'turnStarted', seat: 0, turn: 1 },
  poolReset: { type: 'poolReset', count: 4 },
  healed: { type: 'healed', card: 'mobuto', iid: '0.1', count: 1 },
  played: { type: 'played', seat: 0, card: 'master-chief' },
  used: { type: 'used', seat: 0, card: 'jacob-keyes', iid: '0.2' },
  twilight: { type: 'twilight', count: 3, total: 5 },
  moved: { type: 'moved', seat: 0, to: 2, card: 'mobuto' },
  sitePlaced: { type: 'sitePlaced', seat: 1, card: 'mobuto', number: 2 },
  phase: { type: 'phase', phase: 'shadow' },
  passed: { type: 'passed', seat: 1 },
  wounded: { type: 'wounded', card: 'mobuto', count: 2 },
  exerted: { type: 'exerted', card: 'mobuto' },
  killed: { type: 'killed', card: 'mobuto', iid: '0.1', seat: 0 },
  discarded: { type: 'discarded', card: 'mobuto', iid: '0.1', seat: 0, from: 'hand' },
  removed: { type: 'removed', card: 'mobuto' },
  pumped: { type: 'pumped', card: 'mobuto', iid: '0.1', stat: 'strength', count: 2 },
  assigned: { type: 'assigned', defender: 'mobuto', attacker: 'master-chief', def: '0.1', atk: '1.2' },
  fightResolved: { type: 'fightResolved', def: '0.1', fp: 9, shadow: 6, winner: 'fp', ships: false },
  overwhelmed: { type: 'overwhelmed', def: '0.1', winner: 'fp' },
  fightCancelled: { type: 'fightCancelled', def: '0.1' },
  cancelled: { type: 'cancelled', card: 'mobuto', iid: '0.1', seat: 0, what: 'event' },
  prevented: { type: 'prevented', card: 'master-chief', iid: '0.0', seat: 0 },
  killPrevented: { type: 'killPrevented', card: 'master-chief', iid: '0.0', seat: 0 },
  reconciled: { type: 'reconciled', seat: 0, hand: 8 },
  transferred: { type: 'transferred', card: 'mobuto', iid: '0.3', to: '0.1', seat: 0 },
  staffed: { type: 'staffed', seat: 0, card: 'mobuto', iid: '0.1', ship: '0.4' },
  stacked: { type: 'stacked', seat: 1, card: 'mobuto', iid: '1.3', on: '1.4' },
  eliminated: { type: 'eliminated', seat: 1 },
  siteReplaced: { type: 'siteReplaced', number: 3, seat: 1 },
  won: { type: 'won', seat: 0, reason: 'site-nine' },
  chose: { type: 'chose', seat: 0, option: 2 },
  mulligan: { type: 'mulligan', seat: 0 },
  revealed: { type: 'revealed', seat: 1, bid: 2 },
};

describe('log lines', () => {
  it('knows every event type the engine emits', () => {
    expect(EVENT_TYPES.filter((type) => EVENT_FIELDS[type] === undefined)).toEqual([]);
    expect(EVENT_TYPES.filter((type) => SAMPLES[type] === undefined)).toEqual([]);
  });

  it.each(EVENT_TYPES.flatMap((type) => (['en', 'de'] as const).map((lang) => ({ type, lang }))))('$type reads as a sentence in $lang', ({ type, lang }) => {
    const text = line(lang, SAMPLES[type] as GameEvent);
    expect(text).not.toBeNull();
    expect(text).not.toMatch(/ui\.log|\{\{|undefined/);
  });

  it.each([
    { name: 'a player plays a card by its title', event: SAMPLES.played, en: 'Ana plays • Master Chief.', de: 'Ana spielt • Master Chief.' },
    { name: 'moving names the site and the player', event: SAMPLES.moved, en: 'Ana moves to site 2 (• Sergeant Mobuto).', de: 'Ana zieht zu Ort 2 (• Sergeant Mobuto).' },
    { name: 'twilight removed counts without a sign', event: { type: 'twilight', count: -2, total: 1 }, en: '2 twilight removed; the pool holds 1.', de: '2 Dämmerung entfernt; im Vorrat sind 1.' },
    { name: 'a skirmish won by the Free Peoples gives the margin', event: SAMPLES.fightResolved, en: 'The Free Peoples win the skirmish by 3 (9 to 6).', de: 'Die Freien Völker gewinnen das Scharmützel mit 3 (9 zu 6).' },
    { name: 'a skirmish won by the Shadow puts its total first', event: { type: 'fightResolved', def: '0.1', fp: 4, shadow: 9, winner: 'shadow', ships: false }, en: 'The Shadow wins the skirmish by 5 (9 to 4).', de: 'Der Schatten gewinnt das Scharmützel mit 5 (9 zu 4).' },
    { name: 'an engagement of ships is called one', event: { type: 'fightResolved', def: '0.4', fp: 13, shadow: 6, winner: 'fp', ships: true }, en: 'The Free Peoples win the engagement by 7 (13 to 6).', de: 'Die Freien Völker gewinnen das Gefecht mit 7 (13 zu 6).' },
    { name: 'an engagement the Shadow wins', event: { type: 'fightResolved', def: '0.4', fp: 5, shadow: 6, winner: 'shadow', ships: true }, en: 'The Shadow wins the engagement by 1 (6 to 5).', de: 'Der Schatten gewinnt das Gefecht mit 1 (6 zu 5).' },
    { name: 'the phase is named in the language', event: SAMPLES.phase, en: 'Shadow phase.', de: 'Phase Schatten.' },
    { name: 'the second round of fierce minions says so', event: { type: 'phase', phase: 'assignment', fierce: true }, en: 'Assignment phase again: fierce minions fight a second round.', de: 'Erneut Phase Zuweisung: wilde Schergen kämpfen eine zweite Runde.' },
    { name: 'a skipped sniping phase says so', event: { type: 'phase', phase: 'sniping', skipped: true }, en: 'Sniping phase skipped.', de: 'Phase Scharfschützen entfällt.' },
    { name: 'assignment names both cards', event: SAMPLES.assigned, en: '• Sergeant Mobuto defends against • Master Chief.', de: '• Sergeant Mobuto verteidigt gegen • Master Chief.' },
    { name: 'a pass a player chose', event: SAMPLES.passed, en: 'Ben passes.', de: 'Ben passt.' },
    { name: 'an automatic pass gives its reason', event: { type: 'passed', seat: 1, auto: 'nothing-to-play' }, en: 'Ben passes automatically: nothing to play.', de: 'Ben passt automatisch: nichts zu spielen.' },
    { name: 'one card drawn is singular', event: { type: 'drew', seat: 1, count: 1 }, en: 'Ben draws 1 card.', de: 'Ben zieht 1 Karte.' },
    { name: 'one wound is singular', event: { type: 'wounded', card: 'mobuto', iid: '0.1', count: 1 }, en: '• Sergeant Mobuto takes 1 wound.', de: '• Sergeant Mobuto erhält 1 Wunde.' },
    { name: 'a ship takes damage, not wounds', event: { type: 'wounded', card: 'seraph', iid: '1.3', count: 1 }, en: 'Seraph takes 1 damage.', de: 'Seraph erhält 1 Schaden.' },
    { name: 'a ship is repaired, not healed', event: { type: 'healed', card: 'seraph', iid: '1.3', count: 1 }, en: 'Seraph is repaired (1 damage removed).', de: 'Seraph wird repariert (1 Schaden entfernt).' },
    { name: 'a bonus reads signed', event: { type: 'pumped', card: 'mobuto', iid: '0.1', stat: 'strength', count: 3 }, en: '• Sergeant Mobuto gets +3 Strength.', de: '• Sergeant Mobuto erhält +3 Stärke.' },
    { name: 'a tie is no win by 0', event: { type: 'fightResolved', def: '0.1', fp: 6, shadow: 6, winner: 'shadow', ships: false }, en: 'The Shadow wins the skirmish on a tie (6 to 6).', de: 'Der Schatten gewinnt das Scharmützel bei Gleichstand (6 zu 6).' },
    { name: 'two cards drawn are plural', event: { type: 'drew', seat: 1, count: 2 }, en: 'Ben draws 2 cards.', de: 'Ben zieht 2 Karten.' },
    { name: 'a pass without a stop says so', event: { type: 'passed', seat: 1, auto: 'no-stop' }, en: 'Ben passes automatically: no stop set at this phase.', de: 'Ben passt automatisch: in dieser Phase kein Halt gesetzt.' },
    { name: 'a pass until a later phase says so', event: { type: 'passed', seat: 1, auto: 'pass-until' }, en: 'Ben passes automatically: passing until a later phase.', de: 'Ben passt automatisch: passt bis zu einer späteren Phase.' },
    { name: 'a hand kept without a reconcile stop', event: { type: 'reconciled', seat: 1, hand: 8, auto: 'no-stop' }, en: 'Ben keeps the hand (no stop set at reconcile) and reconciles to 8 cards.', de: 'Ben behält die Hand (kein Halt beim Abgleichen) und gleicht auf 8 Karten ab.' },
    { name: 'a revealed bid', event: SAMPLES.revealed, en: 'Ben bid 2.', de: 'Ben hat 2 geboten.' },
    { name: 'a choice of one effect says what was chosen', event: { type: 'chose', seat: 1, option: 0, how: 'oneOf', card: 'mobuto', effects: [{ e: 'removeTwilight', n: 2 }] }, en: 'Ben chooses for • Sergeant Mobuto: remove 2 twilight.', de: 'Ben wählt für • Sergeant Mobuto: 2 Dämmerung entfernen.' },
    { name: 'a "you may" answered yes says what it does', event: { type: 'chose', seat: 0, option: 0, how: 'yes', card: 'mobuto', effects: [{ e: 'exert', target: { t: 'self' } }, { e: 'draw', n: 1 }] }, en: 'Ana says yes to • Sergeant Mobuto: exert, draw 1.', de: 'Ana sagt Ja zu • Sergeant Mobuto: erschöpfen, 1 ziehen.' },
    { name: 'a "you may" answered no', event: { type: 'chose', seat: 0, option: 1, how: 'no', card: 'mobuto', effects: [{ e: 'draw', n: 1 }] }, en: 'Ana says no to • Sergeant Mobuto: draw 1.', de: 'Ana sagt Nein zu • Sergeant Mobuto: 1 ziehen.' },
    { name: 'a number chosen names the card', event: { type: 'chose', seat: 1, option: 2, how: 'count', card: 'mobuto', effects: [] }, en: 'Ben chooses 2 for • Sergeant Mobuto.', de: 'Ben wählt 2 für • Sergeant Mobuto.' },
    { name: 'a win gives the reason', event: SAMPLES.won, en: 'Ana wins. The company reached site 9 and its Hero survived.', de: 'Ana gewinnt. Die Gruppe hat Ort 9 erreicht und ihr Held hat überlebt.' },
  ])('$name', ({ event, en: english, de: german }) => {
    expect(line('en', event as GameEvent)).toBe(english);
    expect(line('de', event as GameEvent)).toBe(german);
  });

  it('ignores events it does not know and belongs lines to their seat', () => {
    expect(line('en', { type: 'nonsense' })).toBeNull();
    expect(actorOf({ type: 'passed', seat: 1 })).toBe(1);
    expect(actorOf({ type: 'poolReset', count: 0 })).toBeNull();
  });
});
