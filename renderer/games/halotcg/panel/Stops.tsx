/**
 * The phase bar and "pass until": the phases of a turn in order with the current one lit; each shared
 * phase is a toggle that says whether the table stops for the person at the screen there (on their own
 * turn or on others' turns, remembered per player name). "Pass until" passes now and keeps passing until
 * the chosen phase or the player's own next turn; anything that happens to them ends it.
 */
import { memo, useEffect, useState } from 'react';
import type { Seat } from '../../../../engines/core';
import type { HaloAction, HaloView } from '../../../../engines/halotcg';
import { useAppSelector } from '../../../store';
import { useServices } from '../../../ui/services';
import { gameKey } from '../ui/send';
import { loadStopPrefs, setUntil, toggleStop, useStops, useUntil } from '../ui/stopPrefs';
import { STOP_PHASES, untilChoices, WINDOW_STOPS, type Role, type StopPhase, type Until, type WindowStop } from '../ui/stops';
import { useTr, type Translate } from '../ui/useTr';
import { TextPicker } from '../../../ui/pickers/TextPicker';

const BAR = ['company', 'shadow', ...WINDOW_STOPS] as const;
const ROLES: readonly Role[] = ['own', 'others'];

function useGameKey(): string {
  return useAppSelector((s) => (s.game.current === null ? '' : gameKey(s.game.current.session)));
}

function untilLabel(t: Translate, until: Until): string {
  return until.kind === 'myTurn' ? t('ui.stops.myTurn') : t('ui.stops.untilPhase', { phase: t(`phases.${until.phase}`) });
}

function PhaseBar({ view, name, role }: { readonly view: HaloView; readonly name: string; readonly role: Role }) {
  const { host } = useServices();
  // Read the saved stops when the table opens, so the bar shows them (and the first click need not wait).
  useEffect(() => void loadStopPrefs(host), [host]);
  const stops = useStops(name)[role];
  const t = useTr();
  const now = view.window?.timing ?? view.phase;
  return (
    <ol className="ht-phasebar" data-testid="halotcg-phasebar">
      {BAR.map((p) => {
        const stop = (STOP_PHASES as readonly string[]).includes(p) ? (p as StopPhase) : null;
        const on = stop === null || stops.has(stop);
        const cls = `ht-phase${p === now ? ' ht-now' : ''}${on ? ' ht-stop' : ''}`;
        return (
          <li key={p}>
            {stop === null ? (
              <span className={cls} title={t('ui.stops.always')} aria-current={p === now ? 'step' : undefined}>
                {t(`phases.${p}`)}
              </span>
            ) : (
              <button type="button" className={cls} aria-pressed={on} aria-current={p === now ? 'step' : undefined} data-testid={`halotcg-stop-${p}`} onClick={() => void toggleStop(host, name, role, stop)}>
                {t(`phases.${p}`)}
              </button>
            )}
          </li>
        );
      })}
      <li>
        <button type="button" className={`ht-phase${stops.has('reconcile') ? ' ht-stop' : ''}`} aria-pressed={stops.has('reconcile')} data-testid="halotcg-stop-reconcile" onClick={() => void toggleStop(host, name, role, 'reconcile')}>
          {t('ui.stops.reconcile')}
        </button>
      </li>
    </ol>
  );
}

interface StopsProps {
  readonly view: HaloView;
  readonly viewer: Seat | null;
  readonly name: string;
  readonly canPass: boolean;
  readonly send: (action: HaloAction) => void;
}

export const Stops = memo(function Stops({ view, viewer, name, canPass, send }: StopsProps) {
  const t = useTr();
  const game = useGameKey();
  const until = useUntil(viewer, game);
  const [role, setRole] = useState<Role | null>(null);
  const shown: Role = role ?? (viewer === view.fp ? 'own' : 'others');
  const targets = untilChoices(view.window?.timing ?? view.phase);
  const [pick, setPick] = useState('');
  if (viewer === null) return null;
  const chosen = pick === 'myTurn' || !targets.some((p) => p === pick) ? 'myTurn' : pick;
  const passUntil = () => {
    const wish: Until = chosen === 'myTurn' ? { kind: 'myTurn', turn: view.turnNumber } : { kind: 'phase', phase: chosen as WindowStop, turn: view.turnNumber };
    setUntil(viewer, wish, game);
    send({ type: 'pass' });
  };
  return (
    <section className="ht-stops" aria-label={t('ui.stops.title')}>
      <div className="ht-stops-head">
        <h3 className="ht-h">{t('ui.stops.title')}</h3>
        <TextPicker look="compact" label={t('ui.stops.role')} value={shown} choices={ROLES} text={(r) => t(`ui.stops.${r}`)} testId="halotcg-stop-role" onChange={setRole} />
      </div>
      <PhaseBar view={view} name={name} role={shown} />
      <p className="ht-hint">{t('ui.stops.hint')}</p>
      {until !== null && (
        <p className="ht-until" data-testid="halotcg-until">
          {t('ui.stops.active', { what: untilLabel(t, until) })}{' '}
          <button type="button" className="btn btn-ghost" onClick={() => setUntil(viewer, null, game)}>
            {t('ui.stops.cancel')}
          </button>
        </p>
      )}
      {canPass && view.pending === null && (
        <div className="ht-until-row">
          <TextPicker label={t('ui.stops.untilLabel')} value={chosen} choices={[...targets, 'myTurn'] as const} text={(p) => (p === 'myTurn' ? t('ui.stops.myTurn') : t('ui.stops.untilPhase', { phase: t(`phases.${p}`) }))} testId="halotcg-until-target" onChange={setPick} />
          <button type="button" className="btn" data-testid="halotcg-pass-until" onClick={passUntil}>
            {t('ui.stops.until')}
          </button>
        </div>
      )}
    </section>
  );
});
