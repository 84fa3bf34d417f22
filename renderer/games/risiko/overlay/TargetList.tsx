/**
 * The board's choices as buttons, for the keyboard and screen readers (the canvas cannot be tabbed):
 * every territory marked for the current decision, with its name, owner and units. Visually hidden until
 * focused; clicking one is the same intent as clicking the territory on the board.
 */
import { useTranslation } from 'react-i18next';
import type { SeatInfo } from '../../../../engines/core';
import type { RisikoView, TerritoryId } from '../../../../engines/risiko';
import { territoryName } from '../panel/common';
import type { Marks } from '../ui/roles';

interface TargetListProps {
  readonly view: RisikoView;
  readonly seats: readonly SeatInfo[];
  readonly marks: Marks;
  readonly step: string;
  readonly onTerritory: (id: TerritoryId) => void;
}

export function TargetList({ view, seats, marks, step, onTerritory }: TargetListProps) {
  const { t } = useTranslation('risiko');
  const entries = [...marks.roles].filter(([, role]) => role !== 'dim' && role !== 'none');
  return (
    <nav className="rk-targets" aria-label={t('ui.targets')} data-testid="risiko-targets" data-step={step}>
      <ul>
        {entries.map(([id, role]) => {
          const owner = view.territories[id]?.owner;
          const who = owner === null || owner === undefined ? '' : owner === 'neutral' ? t('neutral') : (seats[owner]?.name ?? '');
          return (
            <li key={id}>
              <button type="button" data-testid={`risiko-target-${id}`} data-territory={id} data-role={role} data-units={view.territories[id]?.units ?? 0} onClick={() => onTerritory(id)}>
                {territoryName(view.battlefield, id)}
                {who ? ` – ${who}` : ''} ({t('ui.units', { count: view.territories[id]?.units ?? 0 })})
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
