/**
 * The side panel: one prompt line (who acts, in which phase, what is asked), Pass apart from Done, and
 * the list of every legal choice as buttons that the keyboard walks (arrows move, Enter acts, Escape
 * clears the selection). The selected card narrows the list to what it can do. Below them: the fight box,
 * the phase stops, the table's animation speed (shared by the games, remembered) and the rules.
 */
import { memo, useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { HaloView } from '../../../../engines/halotcg';
import { cardIndex, visibleChoices, type Choice } from '../ui/decisions';
import { cachedFace, cardTitle } from '../ui/cards';
import { doesWord, respondPrompt } from '../ui/labels';
import { uiStore, useUi, type UiState } from '../ui/store';
import { useTableWith, type TableProps } from '../ui/useTable';
import { useAfterPaint } from '../../../frame/useAfterPaint';
import { AnimSpeedPicker } from '../../../frame/AnimSpeedPicker';
import { Stops } from './Stops';
import { useAppSelector } from '../../../store';
import { CostPreview } from './CostPreview';
import { FightBox } from './FightBox';
import '../styles/halotcg.css';
import { CardText } from '../ui/CultureIcon';

type Translate = (key: string, params?: Record<string, unknown>) => string;

export function promptOf(view: HaloView, t: Translate, name: (s: number) => string, actor: number | null): string {
  if (view.outcome !== null) return t('ui.prompt.over');
  const phase = t(`phases.${view.phase}`);
  if (view.pending !== null) {
    const asked = t(`ui.prompt.pending.${view.pending.kind}`, { name: name(view.pending.seat), left: view.pending.left ?? 0 });
    const ask = view.pending.ask;
    return ask === null ? asked : `${asked} ${t('ui.prompt.for', { card: cardTitle(ask.src.card, t), does: doesWord(ask, t) })}`;
  }
  if (view.response !== null) return respondPrompt(view.response, view.viewer, t, name);
  const who = view.window?.next ?? actor;
  if (who === null) return t('ui.prompt.over');
  return t(view.viewer === who ? 'ui.prompt.window' : 'ui.prompt.waiting', { name: name(who), phase });
}

/** The hovered card when the person at the screen holds it in hand. */
function handZoom(view: HaloView, zoom: string | null): string | null {
  const own = view.viewer === null ? undefined : view.players[view.viewer];
  return zoom !== null && own?.hand?.some((c) => c.card === zoom) === true ? zoom : null;
}

/** Shows the card a choice names large while the pointer or focus is on its button. */
function zoomTo(card: string | undefined): void {
  uiStore.update({ zoom: card ?? null });
}

const ChoiceList = memo(function ChoiceList({ choices, names, onAct }: { readonly choices: readonly Choice[]; readonly names: ReadonlyMap<string, string>; readonly onAct: (c: Choice) => void }) {
  const [wanted, setFocus] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const focus = Math.max(0, Math.min(wanted, choices.length - 1));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = (focus + (e.key === 'ArrowDown' ? 1 : choices.length - 1)) % Math.max(1, choices.length);
      setFocus(next);
      refs.current[next]?.focus();
    } else if (e.key === 'Escape') {
      uiStore.update({ selected: null });
    } else if (e.key === 'z' || e.key === 'Z') {
      const c = choices[focus];
      uiStore.update({ zoom: c?.cards[0] === undefined ? null : (uiStore.get().zoom === null ? (c.cards[0] ?? null) : null) });
    }
  };
  return (
    <ul className="ht-choices" role="listbox" onKeyDown={onKey} data-testid="halotcg-choices">
      {choices.map((c, i) => (
        <li key={JSON.stringify(c.action)}>
          <button
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            className={`btn ht-choice${i === focus ? ' ht-focus' : ''}`}
            data-testid="halotcg-choice"
            data-action={JSON.stringify(c.action)}
            tabIndex={i === focus ? 0 : -1}
            onFocus={() => setFocus(i)}
            onMouseEnter={() => zoomTo(c.cards[0] === undefined ? undefined : names.get(c.cards[0]))}
            onMouseLeave={() => zoomTo(undefined)}
            onClick={() => {
              zoomTo(undefined);
              onAct(c);
            }}
          >
            {c.label}
          </button>
        </li>
      ))}
    </ul>
  );
});

/** The card a response window answers, small in the panel; hovering it shows it large. */
function Subject({ card, t }: { readonly card: string; readonly t: Translate }) {
  const face = cachedFace(card, t);
  return (
    <div className="ht-subject" data-testid="halotcg-subject" style={{ borderColor: face.colour.frame }} onMouseEnter={() => zoomTo(card)} onMouseLeave={() => zoomTo(undefined)}>
      <strong>{face.title}</strong> <span className="ht-subject-type">{face.typeLine}</span>
      {face.text !== '' && (
        <span className="ht-subject-text">
          <CardText text={face.text} size={12} />
        </span>
      )}
    </div>
  );
}

interface Shown {
  readonly props: TableProps;
  readonly ui: UiState;
  /** Actions in the game's record (`data-actions`: tests wait for it to know the panel is up to date). */
  readonly recorded: number;
}

/**
 * The panel follows the table one frame late (useAfterPaint): a click's own frame paints the board only,
 * and the panel's prompt and choices are written just after it.
 */
export function HaloPanel(props: TableProps) {
  const ui = useUi();
  const recorded = useAppSelector((s) => s.game.current?.session.record.actions.length ?? 0);
  const { view, viewer, seats, legal, act, explain, lastEvents, width, height } = props;
  const now = useMemo(
    (): Shown => ({ props: { view, viewer, seats, legal, act, explain, lastEvents, width, height }, ui, recorded }),
    [view, viewer, seats, legal, act, explain, lastEvents, width, height, ui, recorded],
  );
  // Never another person's panel, not even for a frame: when the seat at the screen changes, it is written at once.
  return <PanelBody {...useAfterPaint(now, { key: viewer })} />;
}

const PanelBody = memo(function PanelBody({ props, ui, recorded }: Shown) {
  const { view } = props;
  const { t, name, choices, send } = useTableWith(props, ui);
  const pass = choices.find((c) => c.action.type === 'pass');
  const others = useMemo(() => visibleChoices(choices, ui.selected).filter((c) => c.action.type !== 'pass'), [choices, ui.selected]);
  const names = cardIndex(view);
  const selectedId = ui.selected === null ? undefined : names.get(ui.selected);
  const act = useCallback((c: Choice) => send(c.action), [send]);
  return (
    <div className="ht-panel" data-testid="halotcg-panel" data-phase={view.phase} data-turn={view.turnNumber} data-pending={view.pending?.kind ?? ''} data-viewer={props.viewer ?? ''} data-actions={recorded} data-hand={(props.viewer === null ? [] : (view.players[props.viewer]?.hand ?? [])).map((c) => c.iid).join(' ')}>
      <div className="ht-turn">
        {t('ui.panel.turn', { n: view.turnNumber })} · {t('ui.panel.fp', { name: name(view.fp) })}
      </div>
      <p className="ht-prompt" data-testid="halotcg-prompt" role="status">
        <strong>{t(`phases.${view.phase}`)}</strong> — {promptOf(view, t, name, props.viewer)}
      </p>
      {view.response !== null && <Subject card={view.response.subject.card} t={t} />}
      {pass !== undefined && (
        <button type="button" className="btn btn-primary ht-pass" data-testid="halotcg-pass" onClick={() => send(pass.action)}>
          {pass.label}
        </button>
      )}
      {selectedId !== undefined && (
        <div className="ht-selected">
          {t('ui.panel.selected', { card: cardTitle(selectedId, t) })}{' '}
          <button type="button" className="btn btn-ghost" data-testid="halotcg-clear" onClick={() => uiStore.update({ selected: null })}>
            {t('ui.panel.clear')}
          </button>
        </div>
      )}
      {others.length > 0 && (
        <section aria-label={t('ui.panel.choices')}>
          <h3 className="ht-h">{t('ui.panel.choices')}</h3>
          <ChoiceList key={view.pending?.kind ?? view.phase} choices={others} names={names} onAct={act} />
          <p className="ht-hint">{t('ui.panel.choicesHint')}</p>
        </section>
      )}
      {/* Below the choices: a preview that appears on hover must not move the button under the pointer. */}
      <CostPreview view={view} card={selectedId ?? handZoom(view, ui.zoom)} t={t} />
      <FightBox view={view} t={t} />
      <Stops view={view} viewer={props.viewer} name={props.viewer === null ? '' : name(props.viewer)} canPass={pass !== undefined} send={send} />
      <AnimSpeedPicker testId="ht-speed" />
      <button type="button" className="btn btn-ghost ht-rules-open" data-testid="halotcg-rules-open" onClick={() => uiStore.update({ rulesOpen: true })}>
        {t('ui.rules.open')}
      </button>
      <p className="ht-hint">{t('ui.panel.zoomHint')}</p>
      <p className="ht-hint">{t('ui.piles.open')}</p>
    </div>
  );
});
