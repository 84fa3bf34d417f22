/** Every action naming a card instance that does not exist, or is in the wrong place, is refused with a code (never thrown). */
import { describe, expect, it } from 'vitest';
import { halotcgEngine as engine } from './engine';
import { cardScene } from './testing/cardScene';
import { act, iid } from './testing/scene';
import type { HaloState } from './types';

const IDS = ['0.0', '0.1', '0.2', '0.3', '0.4', '1.0', '1.1', '1.2', '1.3', '0.999', '1.999', '5.1', 'x', '.', '0.', '-1.0'];

function states(): [string, HaloState][] {
  const fp = { company: ['unsc-marine'], support: ['longsword'], hand: ['medic', 'countermeasures'], attached: [['ma5b', '0']] as const };
  const shadow = { minions: ['elite-veteran'], hand: ['plasma-volley', 'overcharge'] };
  const company = cardScene({ fp, shadow, timing: 'company' });
  const skirmish = cardScene({ fp, shadow, timing: 'skirmish', fight: 'master-chief' });
  const maneuver = cardScene({ fp, shadow, timing: 'maneuver', next: 1, twilight: 2 });
  const response = act(maneuver, 1, { type: 'play', card: iid(maneuver, 1, 'plasma-volley') }).state;
  return [['company', company], ['skirmish', skirmish], ['maneuver', maneuver], ['response', response]];
}

describe('refusals', () => {
  it.each(states())('in a %s window no action with unknown or misplaced cards throws', (_name, s) => {
    const thrown: string[] = [];
    let refusedCount = 0;
    for (const a of IDS) {
      for (const b of IDS) {
        const raws = [{ type: 'play', card: a, on: b }, { type: 'use', card: a, ability: 0 }, { type: 'healNamesake', card: a, target: b }, { type: 'transfer', card: a, to: b }, { type: 'staff', card: a, ship: b }, { type: 'choose', option: a }];
        for (const raw of raws) {
          const parsed = engine.parseAction(raw);
          if (!parsed.ok) continue;
          for (const seat of [0, 1]) {
            try {
              const r = engine.apply(s, seat, parsed.value);
              if (!r.ok) {
                expect(r.error.code).toMatch(/^halotcg\//);
                refusedCount++;
              }
            } catch (e) {
              thrown.push(`${seat} ${JSON.stringify(raw)}: ${String(e)}`);
            }
          }
        }
      }
    }
    expect(thrown.slice(0, 5)).toEqual([]);
    expect(refusedCount).toBeGreaterThan(1000);
  });
});
