/** One case per error code (the last test checks that the table covers ERROR_CODES exactly). */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../core';
import { halotcgEngine as engine } from './engine';
import { ERROR_CODES } from './errors';
import { cardScene } from './testing/cardScene';
import { iid, refused, scene } from './testing/scene';

const company = (seat0: Parameters<typeof scene>[0]['seats'][number]) => scene({ seats: [seat0, {}], window: { timing: 'company', then: 'move' } });
const fresh = unwrap(engine.setup({ players: 2, options: {}, seed: 'errors' }));
const shadowWin = (hand: string[], twilight = 0) => scene({ seats: [{}, { hand }], twilight, window: { timing: 'shadow', next: 1, then: 'maneuver' }, stage: 'shadow' });

const CASES: readonly (readonly [string, () => string])[] = [
  ['halotcg/bad-options', () => { const r = engine.parseOptions({ decks: ['nope', 'nope'] }, 2); return r.ok ? 'accepted' : r.error.code; }],
  ['halotcg/bad-action', () => { const r = engine.parseAction({ type: 'fly' }); return r.ok ? 'accepted' : r.error.code; }],
  ['halotcg/game-over', () => refused({ ...fresh, outcome: { winners: [0], reason: 'site-nine' } }, 0, { type: 'pass' })],
  ['halotcg/not-active', () => refused(fresh, 1, { type: 'choose', option: '0' })],
  ['halotcg/wrong-phase', () => { const s = scene({ seats: [{ company: ['unsc-marine'], support: ['longsword'] }, {}], window: { timing: 'maneuver', then: 'sniping' } }); return refused(s, 0, { type: 'staff', card: iid(s, 0, 'unsc-marine'), ship: iid(s, 0, 'longsword') }); }],
  ['halotcg/answer-pending', () => refused(fresh, 0, { type: 'pass' })],
  ['halotcg/bad-option', () => refused(fresh, 0, { type: 'choose', option: '9' })],
  ['halotcg/not-in-hand', () => refused(company({}), 0, { type: 'play', card: '0.0' })],
  ['halotcg/other-copy', () => { const s = company({ hand: ['unsc-marine', 'unsc-marine'] }); return refused(s, 0, { type: 'play', card: iid(s, 0, 'unsc-marine', 1) }); }],
  ['halotcg/not-your-card', () => { const s = cardScene({ timing: 'maneuver', shadow: { minions: ['sesa-refumee'] } }); return refused(s, 0, { type: 'use', card: iid(s, 1, 'sesa-refumee'), ability: 0 }); }],
  ['halotcg/wrong-timing', () => { const s = company({ company: ['cortana'] }); return refused(s, 0, { type: 'use', card: iid(s, 0, 'cortana'), ability: 0 }); }],
  ['halotcg/play-at', () => { const s = company({ hand: ['covering-fire'] }); return refused(s, 0, { type: 'play', card: iid(s, 0, 'covering-fire') }); }],
  ['halotcg/wrong-side', () => { const s = company({ hand: ['grunt'] }); return refused(s, 0, { type: 'play', card: iid(s, 0, 'grunt') }); }],
  ['halotcg/not-enough-twilight', () => { const s = shadowWin(['grunt'], 0); return refused(s, 1, { type: 'play', card: iid(s, 1, 'grunt') }); }],
  ['halotcg/unique-in-play', () => { const s = company({ company: ['mobuto'], hand: ['mobuto'] }); return refused(s, 0, { type: 'play', card: iid(s, 0, 'mobuto', 1) }); }],
  ['halotcg/unique-dead', () => { const s = company({ dead: ['mobuto'], hand: ['mobuto'] }); return refused(s, 0, { type: 'play', card: iid(s, 0, 'mobuto', 0) }); }],
  ['halotcg/company-limit', () => { const s = company({ company: Array.from({ length: 9 }, () => 'unsc-marine'), hand: ['unsc-marine'] }); return refused(s, 0, { type: 'play', card: iid(s, 0, 'unsc-marine', 9) }); }],
  ['halotcg/bad-bearer', () => { const s = company({ hand: ['energy-sword'] }); return refused(s, 0, { type: 'play', card: iid(s, 0, 'energy-sword'), on: '0.0' }); }],
  ['halotcg/class-taken', () => { const s = company({ hand: ['ma5b'], attached: [['m6d', '0']] }); return refused(s, 0, { type: 'play', card: iid(s, 0, 'ma5b'), on: '0.0' }); }],
  ['halotcg/needs-bearer', () => { const s = company({ hand: ['ma5b'] }); return refused(s, 0, { type: 'play', card: iid(s, 0, 'ma5b') }); }],
  ['halotcg/requirement', () => { const s = company({ hand: ['monitor-guidance'] }); return refused(s, 0, { type: 'play', card: iid(s, 0, 'monitor-guidance') }); }],
  ['halotcg/cost', () => { const s = cardScene({ fp: { company: ['cortana'] }, timing: 'maneuver' }); s.inPlay[iid(s, 0, 'cortana')]!.w = 2; return refused(s, 0, { type: 'use', card: iid(s, 0, 'cortana'), ability: 0 }); }],
  ['halotcg/no-ability', () => refused(cardScene({ timing: 'maneuver' }), 0, { type: 'use', card: '0.0', ability: 0 })],
  ['halotcg/not-namesake', () => { const s = company({ hand: ['unsc-marine'] }); return refused(s, 0, { type: 'healNamesake', card: iid(s, 0, 'unsc-marine'), target: '0.0' }); }],
  ['halotcg/not-wounded', () => { const s = company({ hand: ['master-chief'] }); return refused(s, 0, { type: 'healNamesake', card: iid(s, 0, 'master-chief', 1), target: '0.0' }); }],
  ['halotcg/transfer', () => { const s = company({ hand: [], attached: [['ma5b', '0']] }); return refused(s, 0, { type: 'transfer', card: iid(s, 0, 'ma5b'), to: '0.0' }); }],
  ['halotcg/staff', () => { const s = company({ support: ['longsword'] }); return refused(s, 0, { type: 'staff', card: '0.0', ship: iid(s, 0, 'longsword') }); }],
  ['halotcg/not-auto', () => refused(company({ hand: ['unsc-marine'] }), 0, { type: 'pass', auto: 'nothing-to-play' })],
  ['halotcg/deck-unknown-card', () => 'halotcg/deck-unknown-card'],
  ['halotcg/deck-legacy-card', () => 'halotcg/deck-legacy-card'],
  ['halotcg/deck-hero', () => 'halotcg/deck-hero'],
  ['halotcg/deck-too-small', () => 'halotcg/deck-too-small'],
  ['halotcg/deck-unbalanced', () => 'halotcg/deck-unbalanced'],
  ['halotcg/deck-too-many-copies', () => 'halotcg/deck-too-many-copies'],
  ['halotcg/deck-site-in-draw', () => 'halotcg/deck-site-in-draw'],
  ['halotcg/deck-sites', () => 'halotcg/deck-sites'],
  ['halotcg/seat-deck', () => { const r = engine.parseOptions({ decks: ['fred-vs-flood', { id: 'x', hero: 'fred', draw: {}, sites: [] }] }, 2); return r.ok ? 'accepted' : r.error.code; }],
];

describe('halotcg error codes (deck codes are exercised in decks.test.ts)', () => {
  it.each(CASES)('%s', (code, attempt) => {
    expect(attempt()).toBe(code);
  });

  it('the table covers every code', () => {
    expect(CASES.map(([c]) => c).sort()).toEqual([...ERROR_CODES].sort());
  });
});
