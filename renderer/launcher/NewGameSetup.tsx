import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { SeatInfo } from '../../engines/core';
import type { GameMeta, GamePlugin } from '../games/types';
import { useAppDispatch, useAppSelector } from '../store';
import { startGame } from '../store/gameThunks';
import { errorShown, launcherShown } from '../store/uiSlice';
import { useServices } from '../ui/services';
import { againstComputers, defaultSeats, setupSeatsFrom, finalSeats, recolor, resizeSeats, type SetupSeat } from './palette';
import { useBotStyles } from '../bots/useBotStyles';
import { SeatEditor } from './SeatEditor';
import { rememberOptions, rememberSeats, startingOptions, startingSeats } from './lastOptions';
import { usePlugin } from './usePlugin';

interface SetupProps {
  readonly gameId: string;
  readonly preset: readonly SeatInfo[] | null;
}

function PlayerCount({ meta, value, onChange }: { readonly meta: GameMeta; readonly value: number; readonly onChange: (n: number) => void }) {
  const { t } = useTranslation();
  const counts = Array.from({ length: meta.maxPlayers - meta.minPlayers + 1 }, (_, i) => meta.minPlayers + i);
  return (
    <div className="segmented" role="radiogroup" aria-label={t('setup.playerCount')}>
      {counts.map((n) => (
        <button key={n} type="button" role="radio" aria-checked={value === n} className="segmented-item" data-testid={`player-count-${n}`} onClick={() => onChange(n)}>
          {n}
        </button>
      ))}
    </div>
  );
}

interface SeatsPanelProps {
  readonly meta: GameMeta;
  readonly seats: readonly SetupSeat[];
  readonly onCount: (count: number) => void;
  readonly onSeats: (update: (seats: readonly SetupSeat[]) => SetupSeat[]) => void;
}

/** "Me against the computer": the first seat a person, every other a computer (games with a bot only). */
function AgainstComputers({ seats, onSeats }: Pick<SeatsPanelProps, 'seats' | 'onSeats'>) {
  const { t } = useTranslation();
  const already = seats.every((s, i) => (i === 0) === (s.computer === null));
  return (
    <button type="button" className="btn setup-quick" data-testid="setup-against-computers" disabled={already} title={t('setup.againstComputersHint')} onClick={() => onSeats(againstComputers)}>
      {t('setup.againstComputers')}
    </button>
  );
}

function SeatsPanel({ meta, seats, onCount, onSeats }: SeatsPanelProps) {
  const { t } = useTranslation();
  const styles = useBotStyles(meta.id);
  return (
    <section className="hud-panel setup-seats" aria-labelledby="setup-players">
      <div className="panel-head">
        <h3 id="setup-players" className="panel-title">
          {t('setup.players')}
        </h3>
        {styles !== null && <AgainstComputers seats={seats} onSeats={onSeats} />}
        <PlayerCount meta={meta} value={seats.length} onChange={onCount} />
      </div>
      <ol className="seat-list">
        {seats.map((seat, i) => (
          <SeatEditor
            key={i}
            index={i}
            seat={seat}
            onName={(name) => onSeats((s) => s.map((x, j) => (j === i ? { ...x, name } : x)))}
            onColor={(color) => onSeats((s) => recolor(s, i, color))}
            styles={styles}
            gameId={meta.id}
            onComputer={(computer) => onSeats((s) => s.map((x, j) => (j === i ? { ...x, computer } : x)))}
          />
        ))}
      </ol>
    </section>
  );
}

function SetupForm({ meta, plugin, preset }: { readonly meta: GameMeta; readonly plugin: GamePlugin; readonly preset: readonly SeatInfo[] | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const busy = useAppSelector((s) => s.ui.busy);
  const [seats, setSeats] = useState<SetupSeat[]>(() => (preset ? setupSeatsFrom(preset) : startingSeats(meta.id, () => defaultSeats(meta.minPlayers))));
  const [options, setOptions] = useState<unknown>(() => startingOptions(meta.id, plugin.engine, seats.length, (n) => plugin.defaultOptions(n)));
  const [seed, setSeed] = useState('');
  const changeCount = (count: number) => {
    setSeats((current) => resizeSeats(current, count));
    // Keep the chosen options when they still fit the new table, as the engine judges.
    setOptions((current: unknown) => (plugin.engine.parseOptions(current, count).ok ? current : plugin.defaultOptions(count)));
  };
  const start = (event: FormEvent) => {
    event.preventDefault();
    const table = finalSeats(seats, (n, computer) => t(computer ? 'setup.computerName' : 'setup.defaultName', { n }));
    if (!table.ok) return void dispatch(errorShown(table.error));
    rememberOptions(meta.id, options);
    rememberSeats(meta.id, seats);
    void dispatch(startGame({ gameId: meta.id, seats: table.value, options, seed }));
  };
  const Options = plugin.OptionsForm;
  const names = seats.map((s, i) => s.name?.trim() || t(s.computer !== null ? 'setup.computerName' : 'setup.defaultName', { n: i + 1 }));
  return (
    <form className="setup-grid" onSubmit={start} data-testid="setup-form">
      <SeatsPanel meta={meta} seats={seats} onCount={changeCount} onSeats={setSeats} />
      <section className="hud-panel setup-options" aria-labelledby="setup-options">
        <h3 id="setup-options" className="panel-title">
          {t('setup.options')}
        </h3>
        <Options
          players={seats.length}
          options={options}
          onChange={setOptions}
          names={names}
          Preview={plugin.OptionPreview}
          openTool={(tool) => dispatch(launcherShown({ kind: 'tool', gameId: meta.id, tool }))}
        />
        <details className="setup-advanced" data-testid="setup-advanced">
          <summary className="setup-advanced-summary">{t('setup.advanced')}</summary>
          <label className="field">
            <span className="field-label">{t('setup.seed')}</span>
            <input className="input" value={seed} placeholder={t('setup.seedPlaceholder')} maxLength={200} data-testid="seed-input" onChange={(e) => setSeed(e.target.value)} />
            <span className="field-hint">{t('setup.seedHint')}</span>
          </label>
        </details>
        <div className="setup-start">
          <button type="submit" className="btn btn-primary btn-large btn-block" data-testid="start-game" disabled={busy}>
            {t('setup.start')}
          </button>
        </div>
      </section>
    </form>
  );
}

export function NewGameSetup({ gameId, preset }: SetupProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const entry = useServices().games.entry(gameId);
  const loaded = usePlugin(gameId);
  useEffect(() => {
    if (loaded.status !== 'failed') return;
    // Home first: a new screen clears the last one's messages, and this one says why we left.
    dispatch(launcherShown({ kind: 'home' }));
    dispatch(errorShown(loaded.error));
  }, [loaded, dispatch]);
  return (
    <div className="setup" data-testid="setup">
      <div className="page-head">
        <button type="button" className="btn btn-ghost" data-testid="setup-back" onClick={() => dispatch(launcherShown({ kind: 'home' }))}>
          ← {t('setup.back')}
        </button>
        <h2 className="page-title">
          <span className="eyebrow">{t('setup.title')}</span>
          {t(`games.${gameId}.title`)}
        </h2>
      </div>
      {entry && loaded.status === 'ready' ? (
        <SetupForm meta={entry.meta} plugin={loaded.plugin} preset={preset} />
      ) : (
        <p className="loading" aria-live="polite">
          {t('app.loading')}
        </p>
      )}
    </div>
  );
}
