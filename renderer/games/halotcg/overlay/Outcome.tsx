/**
 * The outcome of each skirmish or engagement just resolved, over the table: the result line first, then
 * the wounds (tokens dropping in), an overwhelm, and each killed card sliding off to its owner's dead
 * pile, one after another. With reduced motion everything shows at once. It stays until the next action
 * and can be closed.
 */
import { useMemo, useState } from 'react';
import type { GameEvent, Seat } from '../../../../engines/core';
import { reducedMotion } from '../../../ui/motion';
import { formatEvent } from '../formatEvent';
import type { Translate } from '../ui/useTr';

const PART_OF_OUTCOME = new Set(['overwhelmed', 'wounded', 'killed', 'discarded']);

export interface OutcomeBlock {
  readonly head: GameEvent;
  readonly after: readonly GameEvent[];
}

/** The resolved fights in `events`, each with the wounds, overwhelm and deaths that followed it. */
export function outcomeBlocks(events: readonly GameEvent[]): OutcomeBlock[] {
  const out: { head: GameEvent; after: GameEvent[] }[] = [];
  for (const e of events) {
    if (e.type === 'fightResolved') out.push({ head: e, after: [] });
    else if (PART_OF_OUTCOME.has(e.type)) out[out.length - 1]?.after.push(e);
    else if (e.type === 'phase' || e.type === 'turnStarted') break;
  }
  return out;
}

function Line({ e, i, t, name }: { readonly e: GameEvent; readonly i: number; readonly t: Translate; readonly name: (s: Seat) => string }) {
  const text = formatEvent(e, t, name) ?? '';
  const count = typeof e.count === 'number' ? e.count : 0;
  return (
    <li className={`ht-out-line ht-out-${e.type}`} style={{ animationDelay: `${(i + 1) * 0.35}s` }}>
      {e.type === 'wounded' && (
        <span className="ht-out-pips" aria-hidden="true">
          {Array.from({ length: Math.min(count, 6) }, (_, k) => (
            <span key={k} className="ht-out-pip" style={{ animationDelay: `${(i + 1) * 0.35 + k * 0.15}s` }} />
          ))}
        </span>
      )}
      {e.type === 'killed' && <span className="ht-out-grave" aria-hidden="true" />}
      {text}
    </li>
  );
}

export function Outcome({ events, t, name }: { readonly events: readonly GameEvent[]; readonly t: Translate; readonly name: (s: Seat) => string }) {
  const blocks = useMemo(() => outcomeBlocks(events), [events]);
  const [closed, setClosed] = useState<readonly GameEvent[] | null>(null);
  const still = useMemo(() => reducedMotion(), []);
  if (blocks.length === 0 || closed === events) return null;
  return (
    <div className={`ht-outcome${still ? ' ht-still' : ''}`} data-testid="halotcg-outcome" data-motion={still ? 'reduced' : 'full'} role="status">
      {blocks.map((b, k) => {
        const overwhelm = b.after.some((e) => e.type === 'overwhelmed');
        return (
          <section key={k} className={`ht-out-block${overwhelm ? ' ht-out-overwhelm' : ''}`}>
            <h3>{formatEvent(b.head, t, name)}</h3>
            <ul>
              {b.after.map((e, i) => (
                <Line key={i} e={e} i={i} t={t} name={name} />
              ))}
            </ul>
          </section>
        );
      })}
      <button type="button" className="btn btn-ghost ht-out-close" data-testid="halotcg-outcome-close" onClick={() => setClosed(events)}>
        {t('ui.outcome.close')}
      </button>
    </div>
  );
}
