/**
 * The outcome of each skirmish or engagement just resolved, over the table: the result line first, then
 * the wounds (tokens dropping in), an overwhelm, and each killed card sliding off to its owner's dead
 * pile, one after another. With reduced motion everything shows at once. It stays until the next action
 * and can be closed.
 */
import { useMemo, useState } from 'react';
import type { GameEvent, Json, Seat } from '../../../../engines/core';
import { cardTitle } from '../ui/cards';
import { reducedMotion } from '../../../ui/motion';
import { formatEvent } from '../formatEvent';
import type { Translate } from '../ui/useTr';

/** How many resolved fights the box shows at most (the last ones of the action). */
export const SHOWN_BLOCKS = 3;

const PART_OF_OUTCOME = new Set(['overwhelmed', 'wounded', 'killed', 'discarded']);

export interface OutcomeBlock {
  readonly head: GameEvent;
  readonly after: readonly GameEvent[];
}

/**
 * The resolved fights in `events`, each with the wounds, overwhelm and deaths that followed it. A new phase
 * ends what belongs to a fight, but a fight resolved later in the same batch (after automatic passes, or
 * the fierce round) gets its own block.
 */
export function outcomeBlocks(events: readonly GameEvent[]): OutcomeBlock[] {
  const out: OutcomeBlock[] = [];
  let open: GameEvent[] | null = null;
  for (const e of events) {
    if (e.type === 'fightResolved') {
      open = [];
      out.push({ head: e, after: open });
    } else if (PART_OF_OUTCOME.has(e.type)) open?.push(e);
    else if (e.type === 'phase' || e.type === 'turnStarted') open = null;
  }
  return out;
}

/** The blocks the box shows: the last SHOWN_BLOCKS fights of the action. */
export const shownBlocks = (events: readonly GameEvent[]): OutcomeBlock[] => outcomeBlocks(events).slice(-SHOWN_BLOCKS);

const titleOf = (id: Json | undefined, t: Translate): string => (typeof id === 'string' ? cardTitle(id, t) : '');

/** Who fought with what: "• Master Chief (14) against Carrier Form (6)". */
export function whoFought(head: GameEvent, t: Translate): string | null {
  if (typeof head.defender !== 'string') return null;
  const attackers = Array.isArray(head.attackers) ? head.attackers.map((a) => titleOf(a, t)).filter((a) => a !== '') : [];
  return t('ui.outcome.who', { defender: titleOf(head.defender, t), attackers: attackers.join(', '), fp: head.fp, shadow: head.shadow });
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
  // The newest few fights: the box stays short over the table (every fight is in the log).
  const blocks = useMemo(() => shownBlocks(events), [events]);
  const [closed, setClosed] = useState<readonly GameEvent[] | null>(null);
  const still = useMemo(() => reducedMotion(), []);
  if (blocks.length === 0 || closed === events) return null;
  const who = (head: GameEvent) => whoFought(head, t);
  return (
    <div className={`ht-outcome${still ? ' ht-still' : ''}`} data-testid="halotcg-outcome" data-motion={still ? 'reduced' : 'full'} role="status">
      <button type="button" className="btn btn-ghost ht-out-close" data-testid="halotcg-outcome-close" onClick={() => setClosed(events)}>
        {t('ui.outcome.close')}
      </button>
      {blocks.map((b, k) => {
        const overwhelm = b.after.some((e) => e.type === 'overwhelmed');
        return (
          <section key={k} data-testid="halotcg-outcome-block" className={`ht-out-block${overwhelm ? ' ht-out-overwhelm' : ''}`}>
            {who(b.head) !== null && (
              <p className="ht-out-who" data-testid="halotcg-outcome-who">
                {who(b.head)}
              </p>
            )}
            <h3>{formatEvent(b.head, t, name)}</h3>
            <ul>
              {b.after.map((e, i) => (
                <Line key={i} e={e} i={i} t={t} name={name} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
