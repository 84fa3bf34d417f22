/** Rulings the rulebook leaves open about ships: a turn with only Shadow ships, and companions staffing a ship. */
import { describe, expect, it } from 'vitest';
import { act, iid, passAll, scene } from './testing/scene';
import type { HaloState } from './types';

const SHADOW = { timing: 'shadow', next: 1, then: 'shadow' } as const;

/** Seat 0's marine staffs its Longsword (set directly, as the staff action leaves it). */
function staffed(s: HaloState, wounds = 0): HaloState {
  const [ship, marine] = [iid(s, 0, 'longsword'), iid(s, 0, 'unsc-marine')];
  return { ...s, inPlay: { ...s.inPlay, [marine]: { w: wounds, staff: ship } } };
}

describe('a turn with only Shadow ships', () => {
  it('is not skipped to regroup: a Shadow ship attacks like a minion, so the maneuver phase comes', () => {
    const s = scene({ seats: [{}, { minions: ['seraph'] }], stage: 'shadow', window: SHADOW });
    const after = act(s, 1, { type: 'pass' }).state;
    expect([after.turn.phase, after.turn.window?.timing]).toEqual(['maneuver', 'maneuver']);
  });

  it('without a staffed ship to meet it, no engagement takes place and the turn goes to regroup', () => {
    const s = scene({ seats: [{}, { minions: ['seraph'] }], stage: 'assignment', window: { timing: 'assignment', then: 'assignDefenders' } });
    const asked = passAll(s);
    expect(asked.pending.at(-1)?.options).toEqual(['done']);
    const done = act(asked, 0, { type: 'choose', option: 'done' }).state;
    expect([done.turn.phase, done.turn.fights]).toEqual(['regroup', []]);
  });
});

describe('companions staffing a ship', () => {
  it('do not heal at a sanctuary: the company heals, the crew is aboard its ship', () => {
    // Seat 1 ends its turn; seat 0's company is at site 3, a sanctuary.
    const base = staffed(scene({ seats: [{ support: ['longsword', 'unsc-marine'], company: ['jacob-keyes'], pos: 3 }, {}], fp: 1, stage: 'fpChoice' }), 1);
    const keyes = iid(base, 0, 'jacob-keyes');
    const s: HaloState = { ...base, inPlay: { ...base.inPlay, [keyes]: { w: 1 } }, pending: [{ kind: 'regroupChoice', seat: 1, options: ['move', 'stop'] }] };
    const ended = act(act(s, 1, { type: 'choose', option: 'stop' }).state, 1, { type: 'choose', option: 'skip' }).state;
    expect(ended.pending.at(-1)).toMatchObject({ kind: 'sanctuaryHeal', seat: 0, options: [keyes, 'done'] });
  });

  it('may pay costs: a staffing companion exerts for Halo Beachhead', () => {
    const s = staffed(scene({ seats: [{ support: ['longsword', 'unsc-marine'], pos: 2, deck: ['medic'] }, {}], stage: 'maneuver', window: { timing: 'maneuver', then: 'sniping' } }));
    const marine = iid(s, 0, 'unsc-marine');
    const used = act(s, 0, { type: 'use', card: s.path[2] ?? '', ability: 0 }).state;
    expect(used.pending.at(-1)).toMatchObject({ kind: 'chooseTarget', seat: 0, options: ['0.0', marine] });
    const paid = act(used, 0, { type: 'choose', option: marine }).state;
    expect([paid.inPlay[marine], paid.players[0]?.hand.length]).toEqual([{ w: 1, staff: iid(s, 0, 'longsword') }, 1]);
  });
});
