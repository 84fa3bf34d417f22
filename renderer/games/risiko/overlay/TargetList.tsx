/**
 * The board's choices as buttons, for the keyboard and screen readers (the canvas cannot be tabbed):
 * every territory marked for the current decision, with its name, owner and units. It sits in the side
 * panel, visually hidden until focused, so it never covers the board; Enter or Space on a choice is the
 * same intent as clicking the territory on the board (the panel's global Enter does not take it).
 */
import { memo, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
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

interface TargetProps {
  readonly id: TerritoryId;
  readonly role: string;
  readonly name: string;
  readonly who: string;
  readonly units: number;
  readonly onTerritory: (id: TerritoryId) => void;
}

/** Enter and Space activate the focused choice; the window's shortcuts (Enter: confirm) never see them. */
function ownKeys(e: KeyboardEvent<HTMLButtonElement>): void {
  if (e.key === 'Enter' || e.key === ' ') e.stopPropagation();
}

/** One choice; memoised, so a click re-renders only the choices whose role or units it changed. */
const Target = memo(function Target({ id, role, name, who, units, onTerritory }: TargetProps) {
  const { t } = useTranslation('risiko');
  return (
    <li>
      <button type="button" data-testid={`risiko-target-${id}`} data-territory={id} data-role={role} data-units={units} onClick={() => onTerritory(id)} onKeyDown={ownKeys}>
        {name}
        {who ? ` – ${who}` : ''} ({t('ui.units', { count: units })})
      </button>
    </li>
  );
});

export function TargetList({ view, seats, marks, step, onTerritory }: TargetListProps) {
  const { t } = useTranslation('risiko');
  const entries = [...marks.roles].filter(([, role]) => role !== 'dim' && role !== 'none');
  const ownerName = (id: TerritoryId): string => {
    const owner = view.territories[id]?.owner;
    return owner === null || owner === undefined ? '' : owner === 'neutral' ? t('neutral') : (seats[owner]?.name ?? '');
  };
  return (
    <nav className="rk-targets" aria-label={t('ui.targets')} data-testid="risiko-targets" data-step={step}>
      <ul>
        {entries.map(([id, role]) => (
          <Target key={id} id={id} role={role} name={territoryName(view.battlefield, id)} who={ownerName(id)} units={view.territories[id]?.units ?? 0} onTerritory={onTerritory} />
        ))}
      </ul>
    </nav>
  );
}
