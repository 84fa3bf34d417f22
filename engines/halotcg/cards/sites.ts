/** Two adventure decks of nine sites each; sanctuaries at 3 and 6. */
import { kw, site } from '../builders';
import type { SiteCard } from '../cardTypes';
import { choose, exert, fightingMinion, myCompanion, pump } from './dsl';

const sanctuary = { keywords: [kw.sanctuary] };

export const PILLAR_SITES: readonly SiteCard[] = [
  site('autumn-bridge', 'Bridge of the Autumn', 1, 0, 'left'),
  site('halo-beachhead', 'Halo Beachhead', 2, 1, 'left', { abilities: [{ a: 'action', timing: 'maneuver', by: 'fp', costs: [exert(myCompanion())], effects: [{ e: 'draw', n: 1 }] }] }),
  site('alpha-base', 'Alpha Base', 3, 2, 'right', sanctuary),
  site('silent-cartographer', 'Silent Cartographer', 4, 3, 'left', { abilities: [{ a: 'action', timing: 'skirmish', by: 'shadow', costs: [{ c: 'removeTwilight', n: 2 }], effects: [pump(choose(fightingMinion), 2)] }] }),
  site('coolant-pond', 'Coolant Pond', 5, 4, 'right', { abilities: [{ a: 'static', mod: { s: 'skipSniping' }, whileSpot: { kinds: ['minion'], culture: 'flood' } }] }),
  site('control-room', 'Control Room', 6, 4, 'left', sanctuary),
  site('library', 'The Library', 7, 6, 'right', { abilities: [{ a: 'static', mod: { s: 'roaming', n: 1 } }] }),
  site('truth-and-reconciliation', 'Truth and Reconciliation', 8, 7, 'left'),
  site('maw', 'The Maw', 9, 8, 'left', { abilities: [{ a: 'static', mod: { s: 'sniping', side: 'shadow', n: 1 } }] }),
];

export const EARTH_SITES: readonly SiteCard[] = [
  site('cairo-station', 'Cairo Station', 1, 0, 'right'),
  site('outskirts', 'Outskirts', 2, 1, 'right', { abilities: [{ a: 'action', timing: 'skirmish', by: 'fp', costs: [exert(myCompanion())], effects: [pump(choose({ kinds: ['companion'], inFight: true }), 1)] }] }),
  site('metropolis', 'Metropolis', 3, 2, 'left', sanctuary),
  site('the-arbiter-site', 'Sacred Icon', 4, 3, 'right', { abilities: [{ a: 'static', mod: { s: 'sniping', side: 'fp', n: 1 } }] }),
  site('delta-halo', 'Delta Halo', 5, 3, 'left', { abilities: [{ a: 'trigger', on: 'moveTo', effects: [{ e: 'exert', target: { t: 'each', f: { kinds: ['companion'], mine: true } } }] }] }),
  site('uprising', 'Uprising', 6, 5, 'right', sanctuary),
  site('high-charity', 'High Charity', 7, 6, 'left', { abilities: [{ a: 'trigger', on: 'moveTo', effects: [{ e: 'addTwilight', n: 2 }] }] }),
  site('gravemind-chamber', 'Gravemind Chamber', 8, 7, 'right', { abilities: [{ a: 'static', mod: { s: 'roaming', n: 0 } }] }),
  site('the-ark', 'The Ark', 9, 8, 'right'),
];
