/** Legal placements during manual setup (see setupPlacement.ts for the order). */
import type { Seat } from '../core';
import type { TerritoryGraph } from './territoryGraph';
import { hasPartner, placedTeleporterIds, slotAt } from './setupPlacement';
import { NEUTRAL, UNCLAIMED, type RisikoAction, type RisikoState } from './types';

function teleporterLegal(g: TerritoryGraph, s: RisikoState, step: number, out: RisikoAction[]): void {
  const placed = placedTeleporterIds(g, s);
  const open = s.teleporters[s.teleporters.length - 1];
  const firstEnd = step % 2 === 0 || open === undefined;
  for (let t = 0; t < g.n; t++) {
    const territory = g.ids[t] ?? '';
    const legal = firstEnd
      ? !placed.has(territory) && hasPartner(g, placed, t)
      : g.source.mobilePairProblem(g.id, g.ids[open.a] ?? '', territory, placed) === undefined;
    if (legal) out.push({ type: 'placeTeleporter', territory });
  }
}

function eachTerritory(g: TerritoryGraph, s: RisikoState, owner: number, make: (territory: string) => void): void {
  for (let t = 0; t < g.n; t++) if (s.owner[t] === owner) make(g.ids[t] ?? '');
}

export function setupLegal(g: TerritoryGraph, s: RisikoState, seat: Seat, out: RisikoAction[]): void {
  const p = s.phase;
  switch (p.kind) {
    case 'setupTeleporters':
      return teleporterLegal(g, s, p.step, out);
    case 'setupBases':
      return eachTerritory(g, s, UNCLAIMED, (territory) => out.push({ type: 'placeBase', territory }));
    case 'setupClaim': {
      const count = Math.min(2, s.neutralReserve);
      const neutral = slotAt(s, p.cursor).neutral;
      return eachTerritory(g, s, UNCLAIMED, (territory) =>
        out.push(neutral ? { type: 'placeNeutral', territory, count } : { type: 'claim', territory }),
      );
    }
    case 'setupReinforce': {
      const neutral = slotAt(s, p.cursor).neutral;
      return eachTerritory(g, s, neutral ? NEUTRAL : seat, (territory) => {
        const type = neutral ? 'placeNeutral' : 'placeSetupUnits';
        out.push({ type, territory, count: 1 });
        if (p.left > 1) out.push({ type, territory, count: p.left });
      });
    }
    case 'setupHeroes':
      return eachTerritory(g, s, seat, (territory) => out.push({ type: 'placeHero', territory }));
    default:
      return;
  }
}
